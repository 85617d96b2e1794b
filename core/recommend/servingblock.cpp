#include "recommend/servingblock.h"

#include "estimate/serving/servingmodel.h"

#include <algorithm>

namespace gpusizer::core {

namespace {

Scenario onTensorParallel(const Scenario &s, const GpuSpec &gpu, int tp)
{
    Scenario v = s;
    v.gpuId = gpu.id;
    v.parallel = Parallelism{};
    v.parallel.tp = tp;
    v.parallel.gpus = tp;
    v.parallel.gpusPerNode = tp;
    v.serving.replicas = 1;
    return v;
}

} // namespace

std::optional<ServingBlock> servingBlock(const Scenario &s, const GpuSpec &gpu)
{
    if (s.method != Method::Inference)
        return std::nullopt;
    const int node = std::max(1, gpu.typicalNodeSize);
    ServingBlock block;
    block.tp = node;
    Scenario replica = onTensorParallel(s, gpu, node);
    const ServingEstimate full = estimateServing(replica, gpu);
    if (!full.fits) {
        block.cause = ServingLimit::WeightsDoNotFit;
        return block;
    }
    if (full.replicasForTargets > 0 && (s.serving.ttftTargetMs || s.serving.tpotTargetMs))
        return std::nullopt;
    // One request alone on the replica: the floor of its latencies.
    Scenario alone = replica;
    alone.serving.load = LoadKind::Concurrency;
    alone.serving.concurrency = 1;
    const ServingEstimate one = estimateServing(alone, gpu);
    const LatencyStat stat = s.serving.targetStat;
    block.aloneTpotMs = one.tpotMs.at(stat);
    block.aloneTtftMs = one.ttftMs.at(stat);
    block.tpotFloorMissesTarget = s.serving.tpotTargetMs && block.aloneTpotMs > *s.serving.tpotTargetMs;
    block.ttftFloorMissesTarget = s.serving.ttftTargetMs && block.aloneTtftMs > *s.serving.ttftTargetMs;
    if (block.tpotFloorMissesTarget || block.ttftFloorMissesTarget) {
        block.cause = ServingLimit::LatencyTarget;
        return block;
    }
    if (!s.serving.ttftTargetMs && !s.serving.tpotTargetMs)
        return std::nullopt;
    block.cause = full.bindingLimit;
    return block;
}

} // namespace gpusizer::core
