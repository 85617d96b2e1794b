#include "recommend/servingrecommender.h"

#include "recommend/candidategpu.h"
#include "recommend/disaggregatedcandidates.h"
#include "recommend/ranking.h"
#include "recommend/scaleout.h"
#include "recommend/servingminimum.h"

#include "estimate/estimator.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingmodel.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

namespace {

constexpr int kTensorParallel[] = {1, 2, 4, 8};
// Servers (or NVLink domains) a replica spans when it outgrows one: pipeline stages, or for a
// mixture of experts expert-parallel groups of this many domains' GPUs.
constexpr int kDomainsPerReplica[] = {2, 4, 8};
// Without targets a replica is loaded to this share of its capacity at most.
constexpr double kLoadPerCapacity = 0.9;

// A replica of `layout` (expert parallelism: each GPU keeps its own sequences' KV cache, never
// a copy of the others'; an MLA latent is replicated over tensor-parallel ranks) with the
// replicas the load needs.
std::optional<Candidate> candidate(const Scenario &base, const GpuSpec &gpu, const ServingLayout &layout,
                                   const ReplicaNetwork &network, const RecommendOptions &options)
{
    Scenario s = oneServingReplica(base, gpu, layout, network);
    const int perReplica = s.parallel.gpus;
    const ServingEstimate one = estimateServing(s, gpu);
    if (!one.fits)
        return std::nullopt;
    const int replicas = servingReplicasForLoad(s, one);
    if (replicas <= 0 || double(replicas) * perReplica > double(options.maxNodes) * std::max(1, gpu.typicalNodeSize))
        return std::nullopt;
    s = withServingReplicas(std::move(s), gpu, network, replicas);
    Candidate c;
    c.estimate = estimate(s, gpu, options.fitPolicy);
    if (!c.estimate.serving || !c.estimate.serving->meetsTargets || !c.estimate.serving->holdsLoad)
        return std::nullopt;
    c.scenario = std::move(s);
    c.strategy = perReplica > 1 ? Strategy::ModelParallel : (replicas > 1 ? Strategy::DataParallel : Strategy::Single);
    if (layout.ep > 1)
        c.reasons.push_back(Reason::ExpertsSplitExpertParallel);
    else if (layout.pp > 1)
        c.reasons.push_back(Reason::LayersSplitTensorPipeline);
    else if (layout.tp > 1)
        c.reasons.push_back(Reason::WeightsSplitTensorParallel);
    else
        c.reasons.push_back(Reason::FitsOneGpu);
    if (replicas > 1)
        c.reasons.push_back(Reason::ReplicasForLoad);
    if (c.scenario.parallel.nodes() > 1)
        c.reasons.push_back(Reason::SpansNodes);
    c.limits.push_back(servingLimiter(c.estimate.serving->bindingLimit));
    return c;
}


// One request alone on one replica of `c`: the floor of its time per output token.
double aloneTpotMs(const Candidate &c, const GpuSpec &gpu)
{
    Scenario alone = c.scenario;
    alone.parallel.gpus = c.estimate.serving ? c.estimate.serving->gpusPerReplica : c.scenario.parallel.gpus;
    alone.serving.replicas = 1;
    alone.serving.load = LoadKind::Concurrency;
    alone.serving.concurrency = 1;
    return estimateServing(alone, gpu).tpotMs.at(alone.serving.targetStat);
}

// Keeps the candidates of `gpu` (those from `first` on) within kMostGpusPerPhysicalMinimum times
// the load's physical minimum; when none is, records the GPU type as declined.
void declineBeyondPhysics(const Scenario &base, const GpuSpec &gpu, std::size_t first, Recommendation &result)
{
    std::vector<Candidate> &all = result.candidates;
    const int minimum = servingPhysicalMinimum(base, gpu);
    if (minimum <= 0 || first == all.size())
        return;
    const auto fewest = std::min_element(all.begin() + std::ptrdiff_t(first), all.end(), [](const Candidate &a, const Candidate &b) {
        return a.scenario.parallel.gpus < b.scenario.parallel.gpus;
    });
    const int most = kMostGpusPerPhysicalMinimum * minimum;
    if (fewest->scenario.parallel.gpus > most) {
        ServingDecline d;
        d.gpuId = gpu.id;
        d.gpus = fewest->scenario.parallel.gpus;
        d.replicas = fewest->scenario.serving.replicas;
        d.gpusPerReplica = fewest->estimate.serving ? fewest->estimate.serving->gpusPerReplica : d.gpus;
        d.physicalMinimum = minimum;
        if (fewest->estimate.serving) {
            d.sequencesPerReplica = fewest->estimate.serving->concurrency;
            d.maxSequencesPerReplica = fewest->estimate.serving->maxConcurrency;
        }
        d.aloneTpotMs = aloneTpotMs(*fewest, gpu);
        result.declined.push_back(std::move(d));
    }
    all.erase(std::remove_if(all.begin() + std::ptrdiff_t(first), all.end(),
                             [&](const Candidate &c) { return c.scenario.parallel.gpus > most; }),
              all.end());
}

} // namespace

Limiter servingLimiter(ServingLimit limit)
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

int servingReplicasForLoad(const Scenario &s, const ServingEstimate &one)
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

std::vector<ServingLayout> servingLayouts(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                          const RecommendOptions &options)
{
    std::vector<ServingLayout> layouts;
    const int largest = tensorParallelWithin(network.domainGpus);
    const Architecture &model = base.model;
    const auto expertsSplit = [&](int ep) { return model.isMoE() && ep <= model.experts && model.experts % ep == 0; };
    for (int tp : kTensorParallel) {
        if (tp > largest)
            break;
        layouts.push_back({tp, 1, 1});
        if (tp > 1 && expertsSplit(tp))
            layouts.push_back({1, tp, 1});
    }
    const double most = double(options.maxNodes) * std::max(1, gpu.typicalNodeSize);
    for (int domains : kDomainsPerReplica) {
        if (largest * domains > most || (!network.scaleOutGBs && largest * domains > network.domainGpus))
            break;
        if (domains <= model.layers)
            layouts.push_back({largest, 1, domains});
        if (expertsSplit(largest * domains))
            layouts.push_back({1, largest * domains, 1});
    }
    return layouts;
}

Scenario withServingReplicas(Scenario replica, const GpuSpec &gpu, const ReplicaNetwork &network, int replicas)
{
    const int perReplica = replica.parallel.gpus;
    replica.serving.replicas = replicas;
    replica.parallel.gpus = replicas * perReplica;
    if (perReplica <= network.domainGpus)
        replica.parallel.gpusPerNode = std::min(replica.parallel.gpus, std::max(perReplica, gpu.typicalNodeSize));
    return replica;
}

ReplicaNetwork replicaNetwork(const Scenario &base, const GpuSpec &gpu, const GpuCatalog &catalog, bool scenarioNetwork)
{
    ReplicaNetwork network;
    network.domainGpus = fastLinkDomain(gpu, catalog);
    network.scaleOutGBs = scaleOutFor(base, gpu, catalog);
    if (!network.scaleOutGBs && scenarioNetwork)
        network.scaleOutGBs = base.interNodeBandwidthGBs;
    return network;
}

Scenario oneServingReplica(const Scenario &base, const GpuSpec &gpu, const ServingLayout &layout,
                           const ReplicaNetwork &network)
{
    Scenario s = base;
    s.gpuId = gpu.id;
    s.parallel = Parallelism{};
    s.parallel.tp = layout.tp;
    s.parallel.ep = layout.ep;
    s.parallel.pp = layout.pp;
    s.parallel.gpus = layout.gpus();
    if (s.parallel.gpus <= network.domainGpus) {
        s.parallel.gpusPerNode = s.parallel.gpus;
    } else {
        // Whole servers, the stages (or expert groups) split at their boundary.
        s.parallel.gpusPerNode = std::max(1, std::min(network.domainGpus, s.parallel.gpus / std::max(layout.pp, 1)));
        s.interNodeBandwidthGBs = network.scaleOutGBs.value_or(base.interNodeBandwidthGBs);
    }
    s.serving.replicas = 1;
    s.serving.disaggregation = {};   // the split is the cluster's, not the question's
    return s;
}

int fastLinkDomain(const GpuSpec &gpu, const GpuCatalog &catalog)
{
    int most = std::max(1, gpu.typicalNodeSize);
    for (const SystemSpec &system : catalog.systems())
        if (system.gpuId == gpu.id && (system.kind == SystemKind::Server || system.kind == SystemKind::Rack))
            most = std::max(most, system.gpus);
    return most;
}

int tensorParallelWithin(int domainGpus)
{
    int tp = 1;
    for (int size : kTensorParallel)
        if (size <= domainGpus)
            tp = size;
    return tp;
}

int largestTensorParallel(const GpuSpec &gpu, const GpuCatalog &catalog)
{
    return tensorParallelWithin(fastLinkDomain(gpu, catalog));
}

Recommendation recommendServing(const Scenario &base, const GpuCatalog &catalog, const RecommendOptions &options)
{
    Recommendation result;
    result.rankBy = options.rankBy;
    result.candidates.reserve(catalog.gpus().size() * 2 * (std::size(kTensorParallel) + std::size(kDomainsPerReplica)));
    for (const GpuSpec &gpu : catalog.gpus()) {
        if (!isCandidateGpu(gpu, base, catalog, options))
            continue;
        const ReplicaNetwork network = replicaNetwork(base, gpu, catalog, options.scenarioNetworkForUnlistedGpus);
        const std::size_t first = result.candidates.size();
        for (const ServingLayout &layout : servingLayouts(base, gpu, network, options)) {
            ++result.evaluated;
            if (auto c = candidate(base, gpu, layout, network, options))
                result.candidates.push_back(std::move(*c));
        }
        if (options.disaggregate)
            addDisaggregatedCandidates(base, gpu, network, options, result);
        declineBeyondPhysics(base, gpu, first, result);
    }
    for (Candidate &c : result.candidates)
        annotateCandidate(c, *catalog.find(c.scenario.gpuId), catalog, options.fitPolicy);
    rankCandidates(result.candidates, options.rankBy, base.requirements);
    if (options.top > 0 && result.candidates.size() > options.top)
        result.candidates.resize(options.top);
    if (result.candidates.empty())  // which filter left nothing to try, if one did
        result.emptiedBy = emptyingCandidateFilter(base, catalog, options);
    return result;
}

} // namespace gpusizer::core
