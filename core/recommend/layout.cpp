#include "recommend/layout.h"

#include "estimate/estimator.h"
#include "estimate/memorymodel.h"
#include "estimate/time/costmodel.h"
#include "estimate/time/timemodel.h"

#include <algorithm>

namespace gpusizer::core::layout {

int globalBatch(const Scenario &s)
{
    return std::max(1, s.microBatch) * std::max(1, s.gradAccum) * std::max(1, s.parallel.dataParallel());
}

int gpusPerNodeFor(const GpuSpec &gpu, int gpus)
{
    return std::max(1, std::min(gpus, std::max(1, gpu.typicalNodeSize)));
}

bool strategyApplies(Strategy strategy, Method method, int gpus)
{
    if (!isTraining(method))
        return strategy == (gpus == 1 ? Strategy::Single : Strategy::ModelParallel);
    switch (strategy) {
    case Strategy::Single: return gpus == 1;
    case Strategy::OptimizerOffload: return true;
    case Strategy::ModelParallel: return gpus > 1;
    default: return gpus > 1;
    }
}

bool applyLayoutTo(Scenario &s, const Scenario &base, const GpuSpec &gpu, int gpus, Strategy strategy,
                   Checkpointing checkpointing, int microBatch, int globalBatchSeqs)
{
    if (s.gpuId != gpu.id)
        s.gpuId = gpu.id;
    s.parallel = base.parallel;
    s.checkpointing = base.checkpointing;
    s.microBatch = base.microBatch;
    s.gradAccum = base.gradAccum;
    s.parallel.gpus = gpus;
    s.parallel.gpusPerNode = gpusPerNodeFor(gpu, gpus);
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.cp = 1;
    s.parallel.offload = Offload::None;
    switch (strategy) {
    case Strategy::Single: s.parallel.sharding = Sharding::None; break;
    case Strategy::DataParallel: s.parallel.sharding = Sharding::DDP; break;
    case Strategy::ZeRO1: s.parallel.sharding = Sharding::ZeRO1; break;
    case Strategy::ZeRO2: s.parallel.sharding = Sharding::ZeRO2; break;
    case Strategy::FullShard: s.parallel.sharding = Sharding::FSDP; break;
    case Strategy::OptimizerOffload:
        s.parallel.sharding = gpus > 1 ? Sharding::ZeRO2 : Sharding::None;
        s.parallel.offload = Offload::Optimizer;
        break;
    case Strategy::ModelParallel:
        s.parallel.sharding = Sharding::None;
        s.parallel.tp = s.parallel.gpusPerNode;
        s.parallel.pp = gpus / s.parallel.tp;
        if (s.parallel.pp > s.model.layers)
            return false;
        break;
    }
    if (s.model.isMoE() && s.parallel.ep > gpus)
        s.parallel.ep = 1;
    if (isTraining(s.method)) {
        s.checkpointing = checkpointing;
        const int dp = s.parallel.dataParallel();
        if (dp * microBatch > globalBatchSeqs)
            return false;
        s.microBatch = microBatch;
        s.gradAccum = (globalBatchSeqs + dp * microBatch - 1) / (dp * microBatch);
        if (s.parallel.pp > 1 && s.gradAccum < s.parallel.pp)
            return false;  // fewer micro-batches than stages: the pipeline would mostly idle
    }
    return true;
}

std::optional<Scenario> applyLayout(const Scenario &base, const GpuSpec &gpu, int gpus, Strategy strategy,
                                    Checkpointing checkpointing, int microBatch, int globalBatchSeqs)
{
    Scenario s = base;
    if (!applyLayoutTo(s, base, gpu, gpus, strategy, checkpointing, microBatch, globalBatchSeqs))
        return std::nullopt;
    return s;
}

bool fitsWithPolicy(const Scenario &s, const GpuSpec &gpu, const FitPolicy &policy)
{
    return policy.fits(estimateMemory(s, gpu).deviceUsedBytes(), gpu.usableBytes);
}

Estimate fullEstimate(const Scenario &s, const GpuSpec &gpu, const FitPolicy &policy)
{
    return estimate(s, gpu, policy);
}

std::optional<Scenario> onBiggerGpu(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog,
                                    const std::function<bool(const GpuSpec &)> &runs,
                                    const std::function<bool(const Scenario &, const GpuSpec &)> &accept)
{
    std::vector<const GpuSpec *> bigger;
    for (const GpuSpec &g : catalog.gpus())
        if (g.usableBytes > gpu.usableBytes && runs(g))
            bigger.push_back(&g);
    std::sort(bigger.begin(), bigger.end(),
              [](const GpuSpec *a, const GpuSpec *b) { return a->usableBytes < b->usableBytes; });
    for (const GpuSpec *g : bigger) {
        Scenario v = s;
        v.gpuId = g->id;
        v.parallel.gpusPerNode = std::min(s.parallel.gpusPerNode, std::max(1, g->typicalNodeSize));
        if (accept(v, *g))
            return v;
    }
    return std::nullopt;
}

} // namespace gpusizer::core::layout
