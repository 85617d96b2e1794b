#include "recommend/servingrecommender.h"

#include "recommend/candidategpu.h"
#include "recommend/ranking.h"

#include "estimate/estimator.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingmodel.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

namespace {

constexpr int kTensorParallel[] = {1, 2, 4, 8};
// Without targets a replica is loaded to this share of its capacity at most.
constexpr double kLoadPerCapacity = 0.9;

// Replicas that carry the load: the targets' answer, or else enough capacity and KV pool.
int replicasForLoad(const Scenario &s, const ServingEstimate &one)
{
    const ServingSettings &load = s.serving;
    if (load.ttftTargetMs || load.tpotTargetMs)
        return one.replicasForTargets;
    switch (load.load) {
    case LoadKind::RequestRate:
        return std::max(1, int(std::ceil(load.requestsPerSecond / (kLoadPerCapacity * one.capacityRequestsPerSecond))));
    case LoadKind::Concurrency:
    case LoadKind::Batch:
        return std::max(1, int(std::ceil(double(load.concurrency) / std::max(1, one.maxConcurrency))));
    case LoadKind::Offline:
        return 1;
    }
    return 1;
}

Limiter limiterOf(ServingLimit limit)
{
    switch (limit) {
    case ServingLimit::KvMemory:
    case ServingLimit::EngineBatch:
    case ServingLimit::WeightsDoNotFit: return Limiter::Memory;
    case ServingLimit::Bandwidth: return Limiter::MemoryBandwidth;
    case ServingLimit::Compute:
    case ServingLimit::Capacity:
    case ServingLimit::LatencyTarget: return Limiter::Compute;
    }
    return Limiter::Compute;
}

// A replica of `tp` tensor-parallel GPUs, or for a mixture of experts `ep` GPUs holding the
// experts sharded (expert parallelism) with attention data parallel over them (vLLM's
// --enable-expert-parallel, SGLang's --enable-dp-attention): each GPU then keeps its own
// sequences' KV cache, never a copy of the others' (an MLA latent is replicated over
// tensor-parallel ranks).
std::optional<Candidate> candidate(const Scenario &base, const GpuSpec &gpu, int tp, int ep, const RecommendOptions &options)
{
    Scenario s = oneServingReplica(base, gpu, tp, ep);
    const int perReplica = s.parallel.gpus;
    const ServingEstimate one = estimateServing(s, gpu);
    if (!one.fits)
        return std::nullopt;
    const int replicas = replicasForLoad(s, one);
    if (replicas <= 0 || replicas > options.maxNodes * std::max(1, gpu.typicalNodeSize))
        return std::nullopt;
    s.serving.replicas = replicas;
    s.parallel.gpus = replicas * perReplica;
    s.parallel.gpusPerNode = std::min(s.parallel.gpus, std::max(perReplica, gpu.typicalNodeSize));
    Candidate c;
    c.estimate = estimate(s, gpu, options.fitPolicy);
    if (!c.estimate.serving || !c.estimate.serving->meetsTargets || !c.estimate.serving->holdsLoad)
        return std::nullopt;
    c.scenario = std::move(s);
    c.strategy = perReplica > 1 ? Strategy::ModelParallel : (replicas > 1 ? Strategy::DataParallel : Strategy::Single);
    if (ep > 1)
        c.reasons.push_back(Reason::ExpertsSplitExpertParallel);
    else if (tp > 1)
        c.reasons.push_back(Reason::WeightsSplitTensorParallel);
    else
        c.reasons.push_back(Reason::FitsOneGpu);
    if (replicas > 1)
        c.reasons.push_back(Reason::ReplicasForLoad);
    if (c.scenario.parallel.nodes() > 1)
        c.reasons.push_back(Reason::SpansNodes);
    c.limits.push_back(limiterOf(c.estimate.serving->bindingLimit));
    return c;
}

} // namespace

Scenario oneServingReplica(const Scenario &base, const GpuSpec &gpu, int tp, int ep)
{
    Scenario s = base;
    s.gpuId = gpu.id;
    s.parallel = Parallelism{};
    s.parallel.tp = tp;
    s.parallel.ep = ep;
    s.parallel.gpus = std::max(tp, ep);
    s.parallel.gpusPerNode = s.parallel.gpus;
    s.serving.replicas = 1;
    return s;
}

int largestTensorParallel(const GpuSpec &gpu, const GpuCatalog &catalog)
{
    int most = std::max(1, gpu.typicalNodeSize);
    for (const SystemSpec &system : catalog.systems())
        if (system.gpuId == gpu.id && system.kind == SystemKind::Server)
            most = std::max(most, system.gpus);
    int tp = 1;
    for (int size : kTensorParallel)
        if (size <= most)
            tp = size;
    return tp;
}

Recommendation recommendServing(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options)
{
    Recommendation result;
    result.rankBy = options.rankBy;
    result.candidates.reserve(catalog.gpus().size() * std::size(kTensorParallel));
    for (const GpuSpec &gpu : catalog.gpus()) {
        if (!isCandidateGpu(gpu, base, catalog, options))
            continue;
        const int largest = largestTensorParallel(gpu, catalog);
        for (int tp : kTensorParallel) {
            if (tp > largest)
                break;
            ++result.evaluated;
            if (auto c = candidate(base, gpu, tp, 1, options))
                result.candidates.push_back(std::move(*c));
            // A mixture of experts also as expert parallelism over the same GPUs.
            if (tp > 1 && base.model.isMoE() && base.model.experts % tp == 0) {
                ++result.evaluated;
                if (auto c = candidate(base, gpu, 1, tp, options))
                    result.candidates.push_back(std::move(*c));
            }
        }
    }
    for (Candidate &c : result.candidates)
        annotateCandidate(c, *catalog.find(c.scenario.gpuId), catalog, options.fitPolicy);
    rankCandidates(result.candidates, options.rankBy, base.requirements);
    if (options.top > 0 && result.candidates.size() > options.top)
        result.candidates.resize(options.top);
    return result;
}

} // namespace gpusizer::core
