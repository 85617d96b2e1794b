#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"
#include "util/result.h"

#include <vector>

namespace gpusizer::core {

// Every catalog GPU x GPU count (1, 2, 4, 8 per node; up to `maxNodes` nodes) x strategy x
// checkpointing and micro-batch (global batch kept) that fits with the safety margin, ranked.
// Pruned: per GPU type and strategy only the smallest fitting count (memory falls with the
// count for sharded states) and, when smaller, one full node for speed; per count the fastest
// settings that fit. Pure; about a millisecond for the whole catalog.
Recommendation recommend(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options = {});

// For a scenario that does not fit its GPU: the smallest changes that make it fit (single
// changes, or pairs when no single one does), least invasive first, each with its estimate.
// Empty when the scenario already fits. UnknownGpu when its GPU is not in the catalog. A
// serving scenario gets serving changes only (whatMakesItServe, servingadvisor.h).
Result<std::vector<FitSuggestion>> whatMakesItFit(const Scenario &base, const GpuCatalog &catalog,
                                                  const FitPolicy &policy = {});

} // namespace gpusizer::core
