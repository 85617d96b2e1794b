#include "recommend/servingblock.h"

#include "estimate/serving/servingmodel.h"
#include "recommend/servingrecommender.h"

#include <algorithm>

namespace gpusizer::core {

std::optional<ServingBlock> servingBlock(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    if (s.method != Method::Inference)
        return std::nullopt;
    ServingBlock block;
    // One server's worth of tensor parallelism: no scale-out network to look up.
    const ReplicaNetwork network{fastLinkDomain(gpu, catalog), std::nullopt};
    block.tp = tensorParallelWithin(network.domainGpus);
    const Scenario replica = oneServingReplica(s, gpu, {block.tp, 1, 1}, network);
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
