#pragma once

#include "analysis/sensitivity.h"
#include "charts/tornadoplot.h"

namespace gpusizer::ui {

// What the tornado of core::sensitivity() shows, in the interface's (or the report's)
// language: a bar per item in core's order (by swing), the assumption's name, the two settings
// at the bar's ends, the scenario's figure over the base line and the figure's axis title.
// `serving`: the scenario is inference (the figures' words differ). The window's view and the
// report's figure both draw this.
TornadoContent sensitivityTornado(const core::Sensitivity &sensitivity, bool serving);

} // namespace gpusizer::ui
