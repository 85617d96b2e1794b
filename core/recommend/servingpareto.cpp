#include "recommend/servingpareto.h"

#include "estimate/estimator.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/time/timemodel.h"
#include "recommend/candidategpu.h"
#include "recommend/paretofront.h"
#include "recommend/servingrecommender.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace gpusizer::core {

namespace {

// The scenario with each engine and weight format of the sweep.
std::vector<Scenario> variantsOf(const Scenario &base, const ServingParetoOptions &options)
{
    std::vector<ServingEngine> engines = options.engines;
    if (engines.empty())
        engines.push_back(base.serving.engine);
    std::vector<DType> formats{base.weightDtype};
    if (options.otherWeightFormats)
        for (DType smaller : {DType::FP8, DType::INT4})
            if (bytesPerElement(smaller) < bytesPerElement(base.weightDtype))
                formats.push_back(smaller);
    std::vector<Scenario> variants;
    for (ServingEngine engine : engines)
        for (DType format : formats) {
            Scenario v = base;
            v.serving.engine = engine;
            v.weightDtype = format;
            variants.push_back(std::move(v));
        }
    return variants;
}

// Requests per second one replica completes with `clients` in flight (closed loop, no targets
// to search replicas for).
double closedLoopRate(const Scenario &replica, const GpuSpec &gpu, int clients)
{
    Scenario probe = replica;
    probe.serving.load = LoadKind::Concurrency;
    probe.serving.concurrency = clients;
    probe.serving.replicas = 1;
    probe.serving.ttftTargetMs.reset();
    probe.serving.tpotTargetMs.reset();
    return estimateServing(probe, gpu).requestsPerSecond;
}

// The replica counts of one layout: for each batch cap the fewest replicas that keep each at or
// under it, and the recommender's own; within the options' nodes.
std::set<int> replicaCounts(const Scenario &replica, const GpuSpec &gpu, const ServingEstimate &one,
                            const ServingParetoOptions &options, std::size_t &evaluated)
{
    const ServingSettings &load = replica.serving;
    std::set<int> counts;
    if (const int recommended = servingReplicasForLoad(replica, one); recommended > 0)
        counts.insert(recommended);
    const int largestCap = std::min(options.largestConcurrencyPerReplica, one.maxConcurrency);
    for (int cap = 1; cap <= largestCap; cap *= 2) {
        switch (load.load) {
        case LoadKind::Concurrency:
        case LoadKind::Batch:
            counts.insert(std::max(1, int(std::ceil(double(load.concurrency) / cap))));
            break;
        case LoadKind::RequestRate: {
            ++evaluated;
            const double perReplica = closedLoopRate(replica, gpu, cap);
            if (perReplica > 0)
                counts.insert(std::max(1, int(std::min(1e9, std::ceil(load.requestsPerSecond / perReplica)))));
            break;
        }
        case LoadKind::Offline: counts.insert(1); break;
        }
    }
    const double mostGpus = double(options.recommend.maxNodes) * std::max(1, gpu.typicalNodeSize);
    std::erase_if(counts, [&](int r) { return double(r) * replica.parallel.gpus > mostGpus; });
    return counts;
}

// The point of a deployment that serves its load; nullopt when it does not or cannot be estimated.
std::optional<ServingParetoPoint> pointOf(Scenario s, const GpuSpec &gpu, const FitPolicy &policy, LatencyStat stat)
{
    if (validateScenario(s) || validateTimeInputs(s, gpu))
        return std::nullopt;
    const Estimate e = estimate(s, gpu, policy);
    if (!e.serving || !e.serving->fits || !e.serving->holdsLoad || e.serving->gpus <= 0)
        return std::nullopt;
    const ServingEstimate &v = *e.serving;
    ServingParetoPoint p;
    p.tokensPerSecondPerGpu = v.outputTokensPerSecond / v.gpus;
    p.tpotMs = v.tpotMs.at(stat);
    p.ttftMs = v.ttftMs.at(stat);
    p.tokensPerSecondPerUser = p.tpotMs > 0 ? 1000.0 / p.tpotMs : 0.0;
    p.costPerMillionOutputTokens = v.costPerMillionOutputTokens;
    p.concurrencyPerReplica = v.concurrency;
    p.meetsTargets = v.meetsTargets;
    if (!(p.tokensPerSecondPerUser > 0) || !std::isfinite(p.tokensPerSecondPerUser)
        || !std::isfinite(p.tokensPerSecondPerGpu) || !std::isfinite(p.costPerMillionOutputTokens))
        return std::nullopt;
    p.scenario = std::move(s);
    return p;
}

void markFronts(std::vector<ServingParetoPoint> &points)
{
    std::vector<std::vector<double>> speed;
    std::vector<std::vector<double>> cost;
    speed.reserve(points.size());
    cost.reserve(points.size());
    for (const ServingParetoPoint &p : points) {
        speed.push_back({p.tokensPerSecondPerGpu, p.tokensPerSecondPerUser});
        cost.push_back({p.costPerMillionOutputTokens, p.tokensPerSecondPerUser});
    }
    const std::vector<bool> slow = dominatedFlags(speed, {Goal::Maximise, Goal::Maximise});
    const std::vector<bool> dear = dominatedFlags(cost, {Goal::Minimise, Goal::Maximise});
    for (std::size_t i = 0; i < points.size(); ++i) {
        points[i].dominated = slow[i];
        points[i].costDominated = dear[i];
    }
}

} // namespace

std::size_t ServingPareto::dominatedCount() const
{
    return std::size_t(std::count_if(points.begin(), points.end(), [](const ServingParetoPoint &p) { return p.dominated; }));
}

LatencyStat servingParetoStatistic(const Scenario &scenario)
{
    const ServingSettings &load = scenario.serving;
    return load.ttftTargetMs || load.tpotTargetMs ? load.targetStat : LatencyStat::Mean;
}

ServingPareto servingPareto(const Scenario &base, const GpuCatalog &catalog, const ServingParetoOptions &options)
{
    ServingPareto result;
    if (base.method != Method::Inference)
        return result;
    const LatencyStat stat = servingParetoStatistic(base);
    // Thousands of copies: leave the model's long provenance text out of them and put it back
    // into the points returned.
    Scenario lean = base;
    lean.model.source.clear();
    lean.model.source.shrink_to_fit();
    const std::vector<Scenario> variants = variantsOf(lean, options);
    const FitPolicy &policy = options.recommend.fitPolicy;
    for (const GpuSpec &gpu : catalog.gpus()) {
        const ReplicaNetwork network =
            replicaNetwork(lean, gpu, catalog, options.recommend.scenarioNetworkForUnlistedGpus);
        const std::vector<ServingLayout> layouts = servingLayouts(lean, gpu, network, options.recommend);
        for (const Scenario &variant : variants) {
            if (!isCandidateGpu(gpu, variant, catalog, options.recommend))
                continue;
            for (const ServingLayout &layout : layouts) {
                const Scenario replica = oneServingReplica(variant, gpu, layout, network);
                ++result.evaluated;
                const ServingEstimate one = estimateServing(replica, gpu);
                if (!one.fits)
                    continue;
                for (int replicas : replicaCounts(replica, gpu, one, options, result.evaluated)) {
                    ++result.evaluated;
                    if (auto p = pointOf(withServingReplicas(replica, gpu, network, replicas), gpu, policy, stat))
                        result.points.push_back(std::move(*p));
                }
            }
        }
    }
    std::stable_sort(result.points.begin(), result.points.end(), [](const ServingParetoPoint &a, const ServingParetoPoint &b) {
        if (a.tokensPerSecondPerUser != b.tokensPerSecondPerUser)
            return a.tokensPerSecondPerUser < b.tokensPerSecondPerUser;
        return a.tokensPerSecondPerGpu > b.tokensPerSecondPerGpu;
    });
    markFronts(result.points);
    for (ServingParetoPoint &p : result.points)
        p.scenario.model.source = base.model.source;
    return result;
}

} // namespace gpusizer::core
