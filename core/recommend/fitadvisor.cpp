// "What makes it fit": single changes to a scenario that does not fit its GPU, least invasive
// first (settings, then method, then sharding and offload, then hardware), and pairs of the
// settings and method changes when no single one is enough.
#include "recommend/recommender.h"

#include "model/methodchange.h"
#include "recommend/layout.h"
#include "recommend/servingadvisor.h"

#include <algorithm>
#include <functional>

namespace gpusizer::core {

using namespace layout;

namespace {

using Change = std::function<std::optional<Scenario>(const Scenario &)>;

struct Advisor {
    const GpuCatalog &catalog;
    const GpuSpec &gpu;
    const FitPolicy &policy;

    bool fits(const Scenario &s) const { return fitsWithPolicy(s, gpu, policy); }

    // The first of `variants` that fits (each a smaller step than the next).
    std::optional<Scenario> firstFitting(const std::vector<Scenario> &variants) const
    {
        for (const Scenario &v : variants)
            if (fits(v))
                return v;
        return std::nullopt;
    }

    std::vector<Scenario> checkpointing(const Scenario &s) const
    {
        std::vector<Scenario> out;
        if (!isTraining(s.method))
            return out;
        for (Checkpointing c : {Checkpointing::Selective, Checkpointing::Full}) {
            if (int(c) <= int(s.checkpointing))
                continue;
            Scenario v = s;
            v.checkpointing = c;
            out.push_back(v);
        }
        return out;
    }

    std::vector<Scenario> smallerMicroBatch(const Scenario &s) const
    {
        std::vector<Scenario> out;
        if (!isTraining(s.method))
            return out;
        const int global = globalBatch(s);
        const int dp = std::max(1, s.parallel.dataParallel());
        for (int mb = s.microBatch / 2; mb >= 1; mb /= 2) {
            Scenario v = s;
            v.microBatch = mb;
            v.gradAccum = (global + dp * mb - 1) / (dp * mb);
            out.push_back(v);
        }
        return out;
    }

    std::vector<Scenario> shorterSequence(const Scenario &s) const
    {
        std::vector<Scenario> out;
        for (int len = s.seqLen / 2; len >= 128; len /= 2) {
            Scenario v = s;
            v.seqLen = len;
            out.push_back(v);
        }
        return out;
    }

    std::vector<Scenario> optimizer8bit(const Scenario &s) const
    {
        if (!isTraining(s.method) || s.optimizer == Optimizer::AdamW8bit || s.optimizer == Optimizer::PagedAdamW8bit
            || s.optimizer == Optimizer::Adafactor || s.optimizer == Optimizer::None)
            return {};
        Scenario v = s;
        v.optimizer = Optimizer::AdamW8bit;
        return {v};
    }

    // Fine-tuning with adapters instead of all weights. Pre-training has no pretrained base to
    // adapt, so neither is offered for it.
    std::vector<Scenario> lora(const Scenario &s) const
    {
        if (s.method != Method::Full)
            return {};
        return {withMethod(s, Method::LoRA)};
    }

    std::vector<Scenario> qlora(const Scenario &s) const
    {
        if (s.method != Method::Full && s.method != Method::LoRA)
            return {};
        return {withMethod(s, Method::QLoRA)};
    }

    std::vector<Scenario> shardingStage(const Scenario &s) const
    {
        std::vector<Scenario> out;
        if (!isTraining(s.method) || s.parallel.dataParallel() < 2)
            return out;
        for (Sharding stage : {Sharding::ZeRO1, Sharding::ZeRO2, Sharding::FSDP}) {
            if (shardsWeights(s.parallel.sharding) || (stage == Sharding::ZeRO1 && shardsOptimizer(s.parallel.sharding))
                || (stage == Sharding::ZeRO2 && shardsGradients(s.parallel.sharding)))
                continue;
            Scenario v = s;
            v.parallel.sharding = stage;
            out.push_back(v);
        }
        return out;
    }

    std::vector<Scenario> offload(const Scenario &s) const
    {
        std::vector<Scenario> out;
        for (Offload o : {Offload::Optimizer, Offload::Params}) {
            if (int(o) <= int(s.parallel.offload) || (o == Offload::Optimizer && !isTraining(s.method)))
                continue;
            Scenario v = s;
            v.parallel.offload = o;
            out.push_back(v);
        }
        return out;
    }

    // The same GPU type and settings on more GPUs: the smallest count at which sharding every
    // state (training) or splitting the weights (inference) fits, global batch kept.
    std::optional<Scenario> moreGpus(const Scenario &s) const
    {
        const int global = globalBatch(s);
        const int node = std::max(1, gpu.typicalNodeSize);
        const Strategy strategy = isTraining(s.method) ? Strategy::FullShard : Strategy::ModelParallel;
        for (long long gpus = 2; gpus <= 512LL * node; gpus *= 2) {
            if (gpus <= s.parallel.gpus)
                continue;
            auto v = applyLayout(s, gpu, int(gpus), {strategy, s.checkpointing, s.microBatch}, {global, global});
            if (!v)
                continue;
            if (fits(*v))
                return v;
        }
        // Sharding cannot shrink activations: let the recommender add memory savers as well.
        RecommendOptions options;
        options.fitPolicy = policy;
        options.gpuIds = {gpu.id};
        options.rankBy = RankBy::Gpus;
        options.scenarioNetworkForUnlistedGpus = true;
        for (const Candidate &c : recommend(s, catalog, options).candidates)
            if (c.scenario.parallel.gpus > s.parallel.gpus)
                return c.scenario;
        return std::nullopt;
    }

    std::optional<Scenario> biggerGpu(const Scenario &s) const
    {
        // Training needs tensor cores for its precision (no bf16 run on a V100), as in the sweep.
        const auto runs = [&s](const GpuSpec &g) {
            return g.peakTflops(s.computeDtype) > 0 && (!isTraining(s.method) || g.hasTensorPath(s.computeDtype));
        };
        const auto fits = [this](const Scenario &v, const GpuSpec &g) { return fitsWithPolicy(v, g, policy); };
        return onBiggerGpu(s, gpu, catalog, runs, fits);
    }
};

} // namespace

Result<std::vector<FitSuggestion>> whatMakesItFit(const Scenario &base, const GpuCatalog &catalog, const FitPolicy &policy)
{
    const GpuSpec *gpu = catalog.find(base.gpuId);
    if (gpu == nullptr)
        return Error{ErrorCode::UnknownGpu, "cluster.gpu", base.gpuId, {}};
    // Serving gets serving changes only, each verified to serve.
    if (base.method == Method::Inference)
        return whatMakesItServe(base, catalog, policy);
    const Advisor advisor{catalog, *gpu, policy};
    std::vector<FitSuggestion> out;
    if (advisor.fits(base))
        return out;

    using Variants = std::vector<Scenario> (Advisor::*)(const Scenario &) const;
    const std::vector<std::pair<FitChange, Variants>> settings = {
        {FitChange::EnableCheckpointing, &Advisor::checkpointing},
        {FitChange::SmallerMicroBatch, &Advisor::smallerMicroBatch},
        {FitChange::ShorterSequence, &Advisor::shorterSequence},
        {FitChange::Optimizer8bit, &Advisor::optimizer8bit},
        {FitChange::UseLora, &Advisor::lora},
        {FitChange::UseQlora, &Advisor::qlora},
        {FitChange::ShardingStage, &Advisor::shardingStage},
        {FitChange::Offload, &Advisor::offload},
    };
    auto add = [&](std::vector<FitChange> changes, const Scenario &s) {
        const GpuSpec *g = catalog.find(s.gpuId);
        out.push_back(FitSuggestion{std::move(changes), s, fullEstimate(s, *g, policy)});
    };
    for (const auto &[change, variants] : settings)
        if (auto s = advisor.firstFitting((advisor.*variants)(base)))
            add({change}, *s);

    if (out.empty()) {
        // No single setting or method change is enough: pairs, each with the mildest first
        // step that lets the second change make it fit.
        for (std::size_t i = 0; i < settings.size(); ++i) {
            const auto firstSteps = (advisor.*settings[i].second)(base);
            for (std::size_t j = i + 1; j < settings.size(); ++j) {
                for (const Scenario &step : firstSteps) {
                    if (auto s = advisor.firstFitting((advisor.*settings[j].second)(step))) {
                        add({settings[i].first, settings[j].first}, *s);
                        break;
                    }
                }
            }
        }
    }
    if (auto s = advisor.moreGpus(base))
        add({FitChange::MoreGpus}, *s);
    if (auto s = advisor.biggerGpu(base))
        add({FitChange::BiggerGpu}, *s);
    return out;
}

} // namespace gpusizer::core
