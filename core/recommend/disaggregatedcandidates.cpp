#include "recommend/disaggregatedcandidates.h"

#include "estimate/estimator.h"
#include "estimate/serving/disaggregatedmodel.h"

#include <algorithm>
#include <set>

namespace gpusizer::core {

namespace {

// Without targets each pool is loaded to this share of its capacity at most (as the colocated
// replicas are: servingReplicasForLoad).
constexpr double kLoadPerCapacity = 0.9;

// The tensor-parallel sizes of the colocated search on `gpu` (one worker of each pool is such a
// replica, without pipeline or expert parallelism).
std::set<int> tensorParallelSizes(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                  const RecommendOptions &options)
{
    std::set<int> sizes;
    for (const ServingLayout &layout : servingLayouts(base, gpu, network, options))
        if (layout.pp == 1 && layout.ep == 1)
            sizes.insert(layout.tp);
    return sizes;
}

std::optional<Candidate> splitCandidate(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                        const RecommendOptions &options, int prefillTp, int decodeTp)
{
    const ServingSettings &load = base.serving;
    const bool targets = load.ttftTargetMs || load.tpotTargetMs;
    // The search counts workers at these sizes; its pools cross the fast link while their GPUs
    // fit one domain.
    Scenario sizes = disaggregatedDeployment(base, gpu, network, {1, prefillTp, 1, decodeTp});
    sizes.parallel.gpusPerNode = std::max(1, network.domainGpus);
    const PoolReplicas pools = poolReplicasForLoad(sizes, gpu, targets ? 1.0 : kLoadPerCapacity);
    if (!pools.found())
        return std::nullopt;
    const DisaggregationSettings split{pools.prefill, prefillTp, pools.decode, decodeTp};
    const double most = double(options.maxNodes) * std::max(1, gpu.typicalNodeSize);
    if (split.gpus() > most || (!network.scaleOutGBs && split.gpus() > network.domainGpus))
        return std::nullopt;
    Candidate c;
    c.scenario = disaggregatedDeployment(base, gpu, network, split);
    c.estimate = estimate(c.scenario, gpu, options.fitPolicy);
    const std::optional<ServingEstimate> &v = c.estimate.serving;
    if (!v || !v->meetsTargets || !v->holdsLoad)
        return std::nullopt;
    const bool tensorParallel = std::max(prefillTp, decodeTp) > 1;
    c.strategy = tensorParallel ? Strategy::ModelParallel : Strategy::DataParallel;
    c.reasons.push_back(tensorParallel ? Reason::WeightsSplitTensorParallel : Reason::FitsOneGpu);
    if (split.prefillReplicas + split.decodeReplicas > 2)
        c.reasons.push_back(Reason::ReplicasForLoad);
    if (c.scenario.parallel.nodes() > 1)
        c.reasons.push_back(Reason::SpansNodes);
    c.limits.push_back(servingLimiter(v->bindingLimit));
    return c;
}

} // namespace

Scenario disaggregatedDeployment(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                 const DisaggregationSettings &split)
{
    Scenario s = base;
    s.gpuId = gpu.id;
    s.parallel = Parallelism{};
    s.parallel.tp = split.decodeTp;
    s.parallel.gpus = split.gpus();
    // One fast-link domain a node: the pools' KV cache crosses it where they fit one.
    s.parallel.gpusPerNode = std::max(1, std::min(split.gpus(), network.domainGpus));
    s.interNodeBandwidthGBs = network.scaleOutGBs.value_or(base.interNodeBandwidthGBs);
    s.serving.replicas = 0;
    s.serving.disaggregation = split;
    return s;
}

void addDisaggregatedCandidates(const Scenario &base, const GpuSpec &gpu, const ReplicaNetwork &network,
                                const RecommendOptions &options, Recommendation &result)
{
    const std::set<int> sizes = tensorParallelSizes(base, gpu, network, options);
    for (int prefillTp : sizes)
        for (int decodeTp : sizes) {
            ++result.evaluated;
            if (auto c = splitCandidate(base, gpu, network, options, prefillTp, decodeTp))
                result.candidates.push_back(std::move(*c));
        }
}

} // namespace gpusizer::core
