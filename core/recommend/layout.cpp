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

bool applyLayoutTo(Scenario &s, const Scenario &base, const GpuSpec &gpu, int gpus, const LayoutChoice &choice,
                   const BatchRule &batch)
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
    switch (choice.strategy) {
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
        if (choice.pipelineStages > 0 && choice.pipelineStages < s.parallel.pp) {
            if (s.parallel.pp % choice.pipelineStages != 0)
                return false;
            s.parallel.pp = choice.pipelineStages;
            s.parallel.sharding = Sharding::ZeRO1;  // data parallel with the distributed optimizer
        }
        if (s.parallel.pp > s.model.layers)
            return false;
        break;
    }
    if (s.model.isMoE() && s.parallel.ep > gpus)
        s.parallel.ep = 1;
    if (isTraining(s.method)) {
        s.checkpointing = choice.checkpointing;
        const long long perPass = 1LL * s.parallel.dataParallel() * choice.microBatch;  // sequences per micro-step
        // A pipeline with fewer micro-batches than stages would mostly idle.
        const int minAccum = std::max(1, s.parallel.pp);
        long long accum = (batch.globalBatchSeqs + perPass - 1) / perPass;
        if (perPass > batch.globalBatchSeqs || accum < minAccum) {
            if (choice.microBatch != 1 || perPass * minAccum > batch.maxGlobalBatchSeqs)
                return false;
            accum = minAccum;  // the global batch rises to one sequence per replica and stage
        }
        s.microBatch = choice.microBatch;
        s.gradAccum = int(accum);
    }
    return true;
}

std::optional<Scenario> applyLayout(const Scenario &base, const GpuSpec &gpu, int gpus, const LayoutChoice &choice,
                                    const BatchRule &batch)
{
    Scenario s = base;
    if (!applyLayoutTo(s, base, gpu, gpus, choice, batch))
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
