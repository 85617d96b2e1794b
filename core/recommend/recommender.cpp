#include "recommend/recommender.h"

#include "estimate/time/timemodel.h"
#include "recommend/layout.h"
#include "recommend/candidategpu.h"
#include "recommend/ranking.h"
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

struct Sweep {
    const Scenario &base;
    const RecommendOptions &options;
    int globalBatchSeqs;
    std::size_t evaluated = 0;
    const std::vector<Setting> settings = settingsFor(base);  // fastest first
    const Setting frugal = settings.back();
    Scenario work = base;  // rewritten in place for every configuration tried

    bool layout(const GpuSpec &gpu, int gpus, Strategy strategy, const Setting &setting)
    {
        return applyLayoutTo(work, base, gpu, gpus, strategy, setting.checkpointing, setting.microBatch, globalBatchSeqs);
    }

    // A configuration picked by the sweep, before its full estimate.
    struct Choice {
        Scenario scenario;
        Strategy strategy;
        bool minimal;
        double clusterTokensPerSecond;
    };

    // The fastest fitting setting at `gpus`, or nullopt. Settings are tried from the fastest
    // (no recomputation, largest micro-batch) to the most frugal; the first that fits wins:
    // recomputation costs more time than a smaller micro-batch does.
    std::optional<Choice> choose(const GpuSpec &gpu, int gpus, Strategy strategy, bool minimal)
    {
        for (const Setting &setting : settings) {
            if (!layout(gpu, gpus, strategy, setting))
                continue;
            ++evaluated;
            if (!fitsWithPolicy(work, gpu, options.fitPolicy))
                continue;
            const double speed = estimateTime(work, gpu).tokensPerSecondCluster;
            return Choice{work, strategy, minimal, speed};
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
        if (gpus > 1)
            c.reasons.push_back(choice.minimal ? Reason::FewestGpusThatFit : Reason::MoreGpusForSpeed);
        if (c.scenario.parallel.nodes() > 1)
            c.reasons.push_back(Reason::SpansNodes);
        if ((choice.minimal && gpus > 1) || savedMemory || strategy == Strategy::OptimizerOffload)
            c.limits.push_back(Limiter::Memory);
        c.limits.push_back(limiterOf(c.estimate.time.bottleneck));
        return c;
    }

    // Largest count above `from` up to which doubling the GPUs still pays (cluster throughput
    // at least 1.6x per doubling) and the global batch still feeds every replica.
    int largestUsefulCount(const GpuSpec &gpu, const std::vector<int> &ladder, Strategy strategy, int from)
    {
        int largest = 0;
        double previous = 0;
        for (int gpus : ladder) {
            if (gpus < from || !strategyApplies(strategy, base.method, gpus))
                continue;
            if (!layout(gpu, gpus, strategy, frugal))
                break;
            const double cluster = estimateTime(work, gpu).tokensPerSecondCluster;
            if (previous > 0 && cluster < 1.6 * previous)
                break;
            previous = cluster;
            largest = gpus;
        }
        return largest;
    }

    void gpuType(const GpuSpec &gpu, std::vector<Candidate> &out)
    {
        const std::vector<int> ladder = countLadder(gpu, options.maxNodes);
        const int node = std::max(1, gpu.typicalNodeSize);
        std::vector<Choice> chosen;
        chosen.reserve(8);
        for (Strategy strategy : kStrategies) {
            if (strategy == Strategy::OptimizerOffload && !options.allowOffload)
                continue;
            int minimal = 0;
            for (int gpus : ladder) {
                if (!strategyApplies(strategy, base.method, gpus))
                    continue;
                // The most frugal setting decides whether any setting can fit at this count.
                if (!layout(gpu, gpus, strategy, frugal)) {
                    if (strategy != Strategy::ModelParallel)
                        break;  // more replicas than sequences: larger counts cannot keep the batch
                    continue;
                }
                ++evaluated;
                if (fitsWithPolicy(work, gpu, options.fitPolicy)) {
                    minimal = gpus;
                    break;
                }
                if (strategy == Strategy::Single || (!memoryFallsWithCount(strategy) && gpus > 1))
                    break;
            }
            if (minimal == 0)
                continue;
            // Replicas do not save memory: data parallelism is offered for speed only.
            if (strategy != Strategy::DataParallel)
                keep(choose(gpu, minimal, strategy, true), chosen);
            if (strategy == Strategy::Single)
                continue;
            if (minimal < node && strategyApplies(strategy, base.method, node))
                keep(choose(gpu, node, strategy, false), chosen);
            const int from = std::max(minimal, node);
            const int largest = isTraining(base.method) ? largestUsefulCount(gpu, ladder, strategy, from) : 0;
            if (largest > from)
                keep(choose(gpu, largest, strategy, false), chosen);
        }
        for (Choice &c : chosen)
            out.push_back(finish(gpu, std::move(c)));
    }

    // One choice per GPU count of a type: the fastest strategy at that count.
    static void keep(std::optional<Choice> &&choice, std::vector<Choice> &chosen)
    {
        if (!choice)
            return;
        for (Choice &c : chosen) {
            if (c.scenario.parallel.gpus != choice->scenario.parallel.gpus)
                continue;
            if (choice->clusterTokensPerSecond > c.clusterTokensPerSecond)
                c = std::move(*choice);
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
    Sweep sweep{base, options, globalBatch(base)};
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
    result.rankBy = options.rankBy;
    return result;
}

} // namespace gpusizer::core
