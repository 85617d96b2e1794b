#pragma once

#include "catalog/gpucatalog.h"
#include "model/scenario.h"

#include <optional>

namespace gpusizer::core {

// The scale-out network per GPU, GB/s one way, that several nodes of `gpu` are timed with: that
// of the system a multi-node configuration of it is quoted on (billOfMaterials). nullopt when
// no listed system gives one (a PCIe card or a desk-side box has no scale-out network to time
// a cluster with).
std::optional<double> scaleOutFor(const Scenario &base, const GpuSpec &gpu, const GpuCatalog &catalog);

} // namespace gpusizer::core
