#pragma once

#include "catalog/gpucatalog.h"
#include "model/gpuspec.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <optional>

namespace gpusizer::core {

// The one rule for which GPU types a recommendation considers, for training and serving alike:
// those the options name (all when none), of the required vendor and, with "only what I sell",
// offered; with the figures an estimate needs; a tensor path for the training precision; and,
// for serving, formats the engine can run on it.
bool isCandidateGpu(const GpuSpec &gpu, const Scenario &base, const GpuCatalog &catalog,
                    const RecommendOptions &options);
// The first of those filters `gpu` fails (CandidateFilter's order); nullopt for a candidate.
std::optional<CandidateFilter> failedCandidateFilter(const GpuSpec &gpu, const Scenario &base,
                                                     const GpuCatalog &catalog, const RecommendOptions &options);

// The filter that leaves a recommendation without a GPU type to try: the furthest any catalog
// GPU got before failing (a vendor whose GPUs "only what I sell" all leave out: Offered, not
// Vendor). nullopt when some GPU type passes every filter, or the catalog has none.
std::optional<CandidateFilter> emptyingCandidateFilter(const Scenario &base, const GpuCatalog &catalog,
                                                       const RecommendOptions &options);

} // namespace gpusizer::core
