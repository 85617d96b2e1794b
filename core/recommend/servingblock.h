#pragma once

#include "catalog/gpucatalog.h"
#include "estimate/serving/servingestimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <optional>

namespace gpusizer::core {

// Why no number of replicas serves a question on a GPU type: the best a replica can do there
// (the largest tensor-parallel size of a node whose weights fit) against the targets.
struct ServingBlock {
    int tp = 1;                      // tensor-parallel size examined: the largest the recommender tries
    ServingLimit cause = ServingLimit::LatencyTarget;
    // One request alone on that replica, at the target's statistic: a floor no replica count
    // lowers (TPOT: one decode step with the weights streamed; TTFT: its prompt's prefill).
    double aloneTpotMs = 0;
    double aloneTtftMs = 0;
    bool tpotFloorMissesTarget = false;
    bool ttftFloorMissesTarget = false;
};

// The block of a serving scenario on `gpu` at the largest replica the serving recommender tries
// (largestServer); nullopt when some replica count serves it there (or
// the scenario is not a serving one). WeightsDoNotFit when no tensor-parallel size of a node
// leaves room for a KV pool; LatencyTarget when a request alone misses a target; otherwise
// the limit that binds at the load (the KV pool, the engine batch, capacity).
std::optional<ServingBlock> servingBlock(const Scenario &scenario, const GpuSpec &gpu, const GpuCatalog &catalog);

} // namespace gpusizer::core
