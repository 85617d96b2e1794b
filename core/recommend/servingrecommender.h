#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// Inference serving configurations: every catalog GPU whose engine runs the formats, at tensor
// parallel 1, 2, 4 and 8 (up to the GPU's node), with the replicas the load needs within the
// latency targets (or, without targets, within the replica's capacity and KV pool). Every
// candidate meets the targets it was given; ranked like the training list, with TPOT for time
// and the monthly rent for cost.
Recommendation recommendServing(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options);

} // namespace gpusizer::core
