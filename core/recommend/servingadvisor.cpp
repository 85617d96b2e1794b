#include "recommend/servingadvisor.h"

#include "estimate/estimator.h"
#include "estimate/serving/engineprofile.h"
#include "recommend/layout.h"

#include <algorithm>
#include <optional>

namespace gpusizer::core {

namespace {

struct ServingAdvisor {
    const GpuCatalog &catalog;
    const GpuSpec &gpu;
    const FitPolicy &policy;

    // `s` when it serves on `g` and its engine runs its formats there.
    std::optional<Scenario> ifServes(const Scenario &s, const GpuSpec &g) const
    {
        if (serving::checkEngineFormats(s, g) || !serves(s, g, policy))
            return std::nullopt;
        return s;
    }
    std::optional<Scenario> ifServes(const Scenario &s) const { return ifServes(s, gpu); }

    std::optional<Scenario> fp8KvCache(const Scenario &s) const
    {
        if (s.serving.kvDtype == DType::FP8)
            return std::nullopt;
        Scenario v = s;
        v.serving.kvDtype = DType::FP8;
        return ifServes(v);
    }

    std::optional<Scenario> weights(const Scenario &s, DType type) const
    {
        if (bytesPerElement(s.weightDtype) <= bytesPerElement(type))
            return std::nullopt;
        Scenario v = s;
        v.weightDtype = type;
        return ifServes(v);
    }

    // Tensor parallelism doubled up to a node, with the replicas the load then needs within the
    // targets (at least as many as now): of the sizes that serve, the one with the fewest GPUs
    // (the larger size on a tie: more room for the KV cache).
    std::optional<Scenario> moreTensorParallel(const Scenario &s) const
    {
        const int replicas = std::max(1, s.parallel.gpus / std::max(1, s.parallel.tp * s.parallel.pp));
        std::optional<Scenario> best;
        for (int tp = s.parallel.tp * 2; tp <= std::max(1, gpu.typicalNodeSize); tp *= 2) {
            Scenario v = s;
            v.parallel.tp = tp;
            v.parallel.gpus = tp * s.parallel.pp * replicas;
            v.parallel.gpusPerNode = std::min(std::max(1, gpu.typicalNodeSize), std::max(v.parallel.gpusPerNode, tp));
            v.serving.replicas = 0;
            if (validateScenario(v))
                continue;
            const ServingEstimate e = *estimate(v, gpu, policy).serving;
            if (e.fits && e.replicasForTargets > replicas)
                v.parallel.gpus = tp * s.parallel.pp * e.replicasForTargets;
            if (auto served = ifServes(v); served && (!best || served->parallel.gpus <= best->parallel.gpus))
                best = std::move(served);
        }
        return best;
    }

    // The replicas the load needs within the targets (fewer users on each); of a disaggregated
    // deployment, the prefill and decode workers the targets need at its sizes.
    std::optional<Scenario> moreReplicas(const Scenario &s) const
    {
        const ServingEstimate e = *estimate(s, gpu, policy).serving;
        if (e.disaggregated)
            return morePoolWorkers(s, *e.disaggregated);
        if (!e.fits || e.replicasForTargets <= e.replicas)
            return std::nullopt;
        Scenario v = s;
        v.parallel.gpus = e.replicasForTargets * e.gpusPerReplica;
        v.serving.replicas = 0;
        return ifServes(v);
    }

    std::optional<Scenario> morePoolWorkers(const Scenario &s, const DisaggregatedEstimate &d) const
    {
        const DisaggregationSettings &now = s.serving.disaggregation;
        if (d.prefillReplicasForTargets <= 0 || (d.prefillReplicasForTargets <= now.prefillReplicas
                                                 && d.decodeReplicasForTargets <= now.decodeReplicas))
            return std::nullopt;
        Scenario v = s;
        v.serving.disaggregation.prefillReplicas = std::max(now.prefillReplicas, d.prefillReplicasForTargets);
        v.serving.disaggregation.decodeReplicas = std::max(now.decodeReplicas, d.decodeReplicasForTargets);
        v.parallel.gpus = v.serving.disaggregation.gpus();
        return ifServes(v);
    }

    std::optional<Scenario> shorterPrompt(const Scenario &s) const
    {
        for (int len = s.serving.inputLen / 2; len >= 128; len /= 2) {
            Scenario v = s;
            v.serving.inputLen = len;
            v.workload.promptLen = len;
            if (auto served = ifServes(v))
                return served;
        }
        return std::nullopt;
    }

    std::optional<Scenario> biggerGpu(const Scenario &s) const
    {
        const auto runs = [](const GpuSpec &g) { return g.peakTflops(DType::BF16) > 0; };
        const auto served = [this](const Scenario &v, const GpuSpec &g) { return ifServes(v, g).has_value(); };
        return layout::onBiggerGpu(s, gpu, catalog, runs, served);
    }
};

} // namespace

bool serves(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy)
{
    if (validateScenario(scenario))
        return false;
    const Estimate e = estimate(scenario, gpu, policy);
    return e.serving && e.serving->serves();
}

std::vector<FitSuggestion> whatMakesItServe(const Scenario &base, const GpuCatalog &catalog, const FitPolicy &policy)
{
    std::vector<FitSuggestion> out;
    const GpuSpec *gpu = catalog.find(base.gpuId);
    if (gpu == nullptr || serves(base, *gpu, policy))
        return out;
    const ServingAdvisor advisor{catalog, *gpu, policy};
    const auto add = [&](FitChange change, const std::optional<Scenario> &s) {
        if (s)
            out.push_back(FitSuggestion{{change}, *s, estimate(*s, *catalog.find(s->gpuId), policy)});
    };
    add(FitChange::Fp8KvCache, advisor.fp8KvCache(base));
    add(FitChange::Fp8Weights, advisor.weights(base, DType::FP8));
    add(FitChange::Int4Weights, advisor.weights(base, DType::INT4));
    add(FitChange::MoreTensorParallel, advisor.moreTensorParallel(base));
    add(FitChange::MoreReplicas, advisor.moreReplicas(base));
    add(FitChange::ShorterPrompt, advisor.shorterPrompt(base));
    add(FitChange::BiggerGpu, advisor.biggerGpu(base));
    return out;
}

} // namespace gpusizer::core
