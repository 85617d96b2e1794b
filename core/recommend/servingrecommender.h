#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// `base` as one serving replica on `gpu`: `tp` tensor-parallel GPUs, or for a mixture of experts
// `ep` GPUs holding the experts sharded with attention data parallel over them.
Scenario oneServingReplica(const Scenario &base, const GpuSpec &gpu, int tp, int ep);

// The largest tensor-parallel size (1, 2, 4 or 8) the serving recommender tries on `gpu`: what
// one listed server of it holds with its fast link (a PCIe server of eight RTX 6000 Ada although
// a workstation holds four), at least the GPU's typical node.
int largestTensorParallel(const GpuSpec &gpu, const GpuCatalog &catalog);

// Inference serving configurations: every catalog GPU whose engine runs the formats, at tensor
// parallel 1, 2, 4 and 8 (up to largestTensorParallel()), with the replicas the load needs within the
// latency targets (or, without targets, within the replica's capacity and KV pool). Every
// candidate meets the targets it was given; ranked like the training list, with TPOT for time
// and the monthly rent for cost.
Recommendation recommendServing(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options);

} // namespace gpusizer::core
