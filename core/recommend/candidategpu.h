#pragma once

#include "catalog/gpucatalog.h"
#include "model/gpuspec.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// The one rule for which GPU types a recommendation considers, for training and serving alike:
// those the options name (all when none), of the required vendor and, with "only what I sell",
// offered; with the figures an estimate needs; a tensor path for the training precision; and,
// for serving, formats the engine can run on it.
bool isCandidateGpu(const GpuSpec &gpu, const Scenario &base, const GpuCatalog &catalog,
                    const RecommendOptions &options);

} // namespace gpusizer::core
