#pragma once

#include "analysis/sensitivity.h"

#include <QByteArray>

namespace gpusizer::ui {

// "What moves the answer" as CSV (datacsv): one row per assumption in the tornado's order, its
// machine name (the key of `estimate --sensitivity --json`) and its words in the interface's
// language, the settings as core writes them, and the figure at the low and the high setting,
// the scenario's own figure and the swing.
QByteArray sensitivityCsv(const core::Sensitivity &sensitivity);

} // namespace gpusizer::ui
