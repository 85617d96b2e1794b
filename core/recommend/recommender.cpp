#include "recommend/recommender.h"

#include "estimate/time/timemodel.h"
#include "recommend/frameworkreach.h"
#include "recommend/layout.h"
#include "recommend/candidategpu.h"
#include "recommend/ranking.h"
#include "recommend/scaleout.h"
#include "recommend/servingrecommender.h"

#include <algorithm>
#include <array>

namespace gpusizer::core {

using namespace layout;

namespace {

constexpr std::array kStrategies = {Strategy::Single,    Strategy::DataParallel,     Strategy::ZeRO1,
                                    Strategy::ZeRO2,     Strategy::FullShard,        Strategy::OptimizerOffload,
                                    Strategy::ModelParallel};

std::vector<int> countLadder(const GpuSpec &gpu, int maxNodes)
{
    std::vector<int> counts;
    const int node = std::max(1, gpu.typicalNodeSize);
    for (int n = 1; n < node; n *= 2)
        counts.push_back(n);
    for (long long n = node; n <= 1LL * node * maxNodes; n *= 2)
        counts.push_back(int(n));
    return counts;
}

struct Setting {
    Checkpointing checkpointing;
    int microBatch;
};

// Memory-saving settings from the fastest to the most frugal.
std::vector<Setting> settingsFor(const Scenario &base)
{
    if (!isTraining(base.method))
        return {{base.checkpointing, base.microBatch}};
    std::vector<int> batches{std::max(1, base.microBatch)};
    while (batches.back() > 1 && batches.size() < 3)
        batches.push_back(batches.back() > 4 ? batches.back() / 4 : 1);
    std::vector<Setting> out;
    for (Checkpointing c : {Checkpointing::None, Checkpointing::Selective, Checkpointing::Full})
        for (int b : batches)
            out.push_back({c, b});
    return out;
}

bool memoryFallsWithCount(Strategy s)
{
    return s == Strategy::ZeRO1 || s == Strategy::ZeRO2 || s == Strategy::FullShard
        || s == Strategy::OptimizerOffload || s == Strategy::ModelParallel;
}

Reason strategyReason(Strategy s, Method method)
{
    switch (s) {
    case Strategy::Single: return Reason::FitsOneGpu;
    case Strategy::DataParallel: return Reason::ReplicasForSpeed;
    case Strategy::ZeRO1: return Reason::OptimizerStateSharded;
    case Strategy::ZeRO2: return Reason::GradientsSharded;
    case Strategy::FullShard: return Reason::WeightsSharded;
    case Strategy::OptimizerOffload: return Reason::OptimizerStateInHostMemory;
    case Strategy::ModelParallel:
        return isTraining(method) ? Reason::LayersSplitTensorPipeline : Reason::WeightsSplitTensorParallel;
    }
    return Reason::FitsOneGpu;
}

Limiter limiterOf(Bottleneck b)
{
    switch (b) {
    case Bottleneck::Compute: return Limiter::Compute;
    case Bottleneck::MemoryBandwidth: return Limiter::MemoryBandwidth;
    case Bottleneck::Network: return Limiter::Network;
    }
    return Limiter::Compute;
}

// The largest global batch the search raises a data-parallel layout to. Pre-training: 4 M
// tokens, the global batch of Llama 2's pre-training (Touvron et al. 2023, section 2.2).
// Fine-tuning: 1 M tokens, above the published supervised fine-tuning batches (Tülu 3 SFT:
// 128 sequences of 4,096 tokens, Lambert et al. 2024). Larger batches change what the run
// learns, not only how fast; a scenario's own larger global batch is kept.
constexpr double kMaxRaisedPretrainingBatchTokens = 4.0 * 1024 * 1024;
constexpr double kMaxRaisedFineTuningBatchTokens = 1.0 * 1024 * 1024;

// Why a configuration of a type and strategy was picked.
enum class Pick { FewestThatFit, FullNode, Deadline, LargestUseful };

struct Sweep {
    const Scenario &base;
    const GpuCatalog &catalog;
    const RecommendOptions &options;
    const BatchRule batch = batchRule(base);
    std::size_t evaluated = 0;
    const std::vector<Setting> settings = settingsFor(base);  // fastest first
    const Setting frugal = settings.back();
    Scenario work = base;  // rewritten in place for every configuration tried
    // Per GPU type and strategy, set by gpuType().
    double networkGBs = base.interNodeBandwidthGBs;
    int pipelineStages = 0;

    static BatchRule batchRule(const Scenario &s)
    {
        const int global = globalBatch(s);
        const double tokens = s.method == Method::Pretrain ? kMaxRaisedPretrainingBatchTokens
                                                              : kMaxRaisedFineTuningBatchTokens;
        const double raised = tokens / std::max(1, s.seqLen);
        return {global, std::max(global, int(std::min(raised, 1.0e9)))};
    }

    // The scenario's question on `gpus` GPUs of `gpu`: the layout, the framework that runs it,
    // the network of the systems it is quoted on. Every field the starting cluster set is
    // rewritten, so the answer does not depend on where the scenario started.
    bool layout(const GpuSpec &gpu, int gpus, Strategy strategy, const Setting &setting)
    {
        const LayoutChoice choice{strategy, setting.checkpointing, setting.microBatch,
                                  strategy == Strategy::ModelParallel ? pipelineStages : 0};
        if (!applyLayoutTo(work, base, gpu, gpus, choice, batch))
            return false;
        work.parallel.ep = 1;
        work.framework = frameworkFor(strategy, base.framework);
        work.interNodeBandwidthGBs = networkGBs;
        return true;
    }

    // A configuration picked by the sweep, before its full estimate.
    struct Choice {
        Scenario scenario;
        Strategy strategy;
        Pick pick;
        double clusterTokensPerSecond;
        double wallSeconds;
    };

    // The fastest fitting setting at `gpus`, or nullopt. Settings are tried from the fastest
    // (no recomputation, largest micro-batch) to the most frugal; the first that fits wins:
    // recomputation costs more time than a smaller micro-batch does.
    std::optional<Choice> choose(const GpuSpec &gpu, int gpus, Strategy strategy, Pick pick)
    {
        for (const Setting &setting : settings) {
            if (!layout(gpu, gpus, strategy, setting))
                continue;
            ++evaluated;
            if (!fitsWithPolicy(work, gpu, options.fitPolicy))
                continue;
            const TimeEstimate time = estimateTime(work, gpu);
            return Choice{work, strategy, pick, time.tokensPerSecondCluster, time.wallSeconds};
        }
        return std::nullopt;
    }

    // The full estimate and the explanation of a chosen configuration.
    Candidate finish(const GpuSpec &gpu, Choice &&choice) const
    {
        Candidate c;
        c.scenario = std::move(choice.scenario);
        c.strategy = choice.strategy;
        const Strategy strategy = choice.strategy;
        const int gpus = c.scenario.parallel.gpus;
        c.estimate = fullEstimate(c.scenario, gpu, options.fitPolicy);
        c.reasons.push_back(strategyReason(strategy, base.method));
        const bool training = isTraining(base.method);
        const bool savedMemory = training
            && (c.scenario.checkpointing != Checkpointing::None || c.scenario.microBatch < base.microBatch);
        if (training && c.scenario.checkpointing == Checkpointing::Selective)
            c.reasons.push_back(Reason::SelectiveCheckpointingToFit);
        if (training && c.scenario.checkpointing == Checkpointing::Full)
            c.reasons.push_back(Reason::FullCheckpointingToFit);
        if (training && c.scenario.microBatch < base.microBatch)
            c.reasons.push_back(Reason::MicroBatchReducedAccumulationRaised);
        if (training && globalBatch(c.scenario) > batch.globalBatchSeqs)
            c.reasons.push_back(Reason::GlobalBatchRaised);
        if (gpus > 1) {
            switch (choice.pick) {
            case Pick::FewestThatFit: c.reasons.push_back(Reason::FewestGpusThatFit); break;
            case Pick::Deadline: c.reasons.push_back(Reason::FewestGpusForDeadline); break;
            case Pick::FullNode:
            case Pick::LargestUseful: c.reasons.push_back(Reason::MoreGpusForSpeed); break;
            }
        }
        if (c.scenario.parallel.nodes() > 1)
            c.reasons.push_back(Reason::SpansNodes);
        if (training && c.scenario.framework != base.framework)
            c.reasons.push_back(Reason::RunsOnAnotherFramework);
        if ((choice.pick == Pick::FewestThatFit && gpus > 1) || savedMemory || strategy == Strategy::OptimizerOffload)
            c.limits.push_back(Limiter::Memory);
        c.limits.push_back(limiterOf(c.estimate.time.bottleneck));
        return c;
    }

    // Largest count from `from` up to which doubling the GPUs still pays (cluster throughput
    // at least 1.6x per doubling), the global batch still feeds every replica and the run takes
    // longer than an hour (beyond, more GPUs cost about the same to save minutes).
    int largestUsefulCount(const GpuSpec &gpu, const std::vector<int> &ladder, Strategy strategy, int from)
    {
        constexpr double kFastEnoughSeconds = 3600;
        int largest = 0;
        double previous = 0;
        for (int gpus : ladder) {
            if (gpus < from || !strategyApplies(strategy, base.method, gpus))
                continue;
            if (!layout(gpu, gpus, strategy, frugal))
                break;
            const TimeEstimate time = estimateTime(work, gpu);
            if (previous > 0 && time.tokensPerSecondCluster < 1.6 * previous)
                break;
            previous = time.tokensPerSecondCluster;
            largest = gpus;
            if (time.wallSeconds < kFastEnoughSeconds)
                break;
        }
        return largest;
    }

    // The fewest GPUs on the ladder between `low` (exclusive) and `high` that finish by the
    // deadline, by bisection (time falls with the count up to the largest useful one).
    std::optional<Choice> fewestForDeadline(const GpuSpec &gpu, const std::vector<int> &ladder, Strategy strategy,
                                            int low, int high, double deadlineSeconds)
    {
        std::vector<int> counts;
        for (int gpus : ladder)
            if (gpus > low && gpus <= high && strategyApplies(strategy, base.method, gpus))
                counts.push_back(gpus);
        std::optional<Choice> best;
        std::size_t lo = 0;
        std::size_t hi = counts.size();
        while (lo < hi) {
            const std::size_t mid = (lo + hi) / 2;
            std::optional<Choice> c = choose(gpu, counts[mid], strategy, Pick::Deadline);
            if (c && c->wallSeconds <= deadlineSeconds) {
                best = std::move(c);
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return best;
    }

    // The fewest GPUs of `strategy` that fit, or 0.
    int fewestThatFit(const GpuSpec &gpu, const std::vector<int> &ladder, Strategy strategy)
    {
        for (int gpus : ladder) {
            if (!strategyApplies(strategy, base.method, gpus))
                continue;
            // The most frugal setting decides whether any setting can fit at this count.
            if (!layout(gpu, gpus, strategy, frugal)) {
                if (strategy != Strategy::ModelParallel)
                    return 0;  // the global batch cannot feed more replicas
                continue;
            }
            ++evaluated;
            if (fitsWithPolicy(work, gpu, options.fitPolicy))
                return gpus;
            if (strategy == Strategy::Single || (!memoryFallsWithCount(strategy) && gpus > 1))
                return 0;
        }
        return 0;
    }

    void gpuType(const GpuSpec &gpu, std::vector<Candidate> &out)
    {
        const std::optional<double> scaleOut = scaleOutFor(base, gpu, catalog);
        networkGBs = scaleOut.value_or(base.interNodeBandwidthGBs);
        const bool acrossNodes = scaleOut || options.scenarioNetworkForUnlistedGpus;
        const std::vector<int> ladder = countLadder(gpu, acrossNodes ? options.maxNodes : 1);
        const int node = std::max(1, gpu.typicalNodeSize);
        const bool training = isTraining(base.method);
        std::vector<Choice> chosen;
        chosen.reserve(8);
        for (Strategy strategy : kStrategies) {
            if (strategy == Strategy::OptimizerOffload && !options.allowOffload)
                continue;
            pipelineStages = 0;
            const int minimal = fewestThatFit(gpu, ladder, strategy);
            if (minimal == 0)
                continue;
            // Replicas do not save memory: data parallelism is offered for speed only.
            std::optional<Choice> fewest = choose(gpu, minimal, strategy, Pick::FewestThatFit);
            const double fewestSeconds = fewest ? fewest->wallSeconds : 0;
            if (strategy != Strategy::DataParallel)
                keep(std::move(fewest), chosen);
            if (strategy == Strategy::Single)
                continue;
            // Beyond the fewest GPUs, model parallelism keeps its stages and adds replicas.
            if (strategy == Strategy::ModelParallel && training)
                pipelineStages = minimal / gpusPerNodeFor(gpu, minimal);
            if (minimal < node && strategyApplies(strategy, base.method, node))
                keep(choose(gpu, node, strategy, Pick::FullNode), chosen);
            const int from = std::max(minimal, node);
            const int largest = training ? largestUsefulCount(gpu, ladder, strategy, from) : 0;
            if (largest > from)
                keep(choose(gpu, largest, strategy, Pick::LargestUseful), chosen);
            const std::optional<double> deadline = base.requirements.deadlineHours;
            if (training && deadline && fewestSeconds > *deadline * 3600.0)
                keep(fewestForDeadline(gpu, ladder, strategy, minimal, std::max(largest, from),
                                       *deadline * 3600.0),
                     chosen);
        }
        for (Choice &c : chosen)
            out.push_back(finish(gpu, std::move(c)));
    }

    // One choice per GPU count of a type: the fastest strategy at that count. A count that
    // answers the deadline stays labelled so (a faster layout of it meets the deadline too).
    static void keep(std::optional<Choice> &&choice, std::vector<Choice> &chosen)
    {
        if (!choice)
            return;
        for (Choice &c : chosen) {
            if (c.scenario.parallel.gpus != choice->scenario.parallel.gpus)
                continue;
            const bool forDeadline = c.pick == Pick::Deadline || choice->pick == Pick::Deadline;
            if (choice->clusterTokensPerSecond > c.clusterTokensPerSecond)
                c = std::move(*choice);
            if (forDeadline)
                c.pick = Pick::Deadline;
            return;
        }
        chosen.push_back(std::move(*choice));
    }
};

} // namespace

Recommendation recommend(const Scenario &scenario, const GpuCatalog &catalog, const RecommendOptions &options)
{
    if (scenario.method == Method::Inference)
        return recommendServing(scenario, catalog, options);
    // The sweep copies the scenario for every configuration: leave the long provenance text
    // out of those copies and put it back into the few that are returned.
    Scenario base = scenario;
    base.model.source.clear();
    base.model.source.shrink_to_fit();
    Sweep sweep{base, catalog, options};
    Recommendation result;
    result.candidates.reserve(catalog.gpus().size() * 6);  // a few counts per GPU type: few regrowths
    for (const GpuSpec &gpu : catalog.gpus()) {
        if (isCandidateGpu(gpu, base, catalog, options))
            sweep.gpuType(gpu, result.candidates);
    }
    for (Candidate &c : result.candidates)
        annotateCandidate(c, *catalog.find(c.scenario.gpuId), catalog, options.fitPolicy);
    rankCandidates(result.candidates, options.rankBy, base.requirements);
    if (options.top > 0 && result.candidates.size() > options.top)
        result.candidates.resize(options.top);
    for (Candidate &c : result.candidates)
        c.scenario.model.source = scenario.model.source;
    result.evaluated = sweep.evaluated;
    if (result.candidates.empty())  // which filter left nothing to try, if one did
        result.emptiedBy = emptyingCandidateFilter(base, catalog, options);
    result.rankBy = options.rankBy;
    return result;
}

} // namespace gpusizer::core
