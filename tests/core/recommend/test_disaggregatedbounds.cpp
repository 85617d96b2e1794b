// Disaggregated serving recommendations within physics: split deployments (prefill and decode on
// pools of their own, RecommendOptions::disaggregate) over a grid of models (dense, MoE, MLA),
// loads, lengths and targets. The fewest GPUs of each GPU type's split are at least the bound no
// deployment of the load escapes, whatever its split (servingphysicsbound.h: it already counts
// prefill on other GPUs than decode), and at most ten times it; each pool's replica holds the
// model's weights in its GPUs' usable memory.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"
#include "servinggridquestion.h"
#include "servingphysicsbound.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <string>
#include <vector>

using namespace gpusizer::core;
using namespace gpusizer::core::servingbounds;

namespace {

const ModelCase kModels[] = {
    {"llama-3.1-8b", DType::BF16}, {"llama-3.1-70b", DType::BF16}, {"mixtral-8x7b", DType::BF16}, {"deepseek-v3", DType::FP8},
};
const LoadCase kLoads[] = {
    {LoadKind::Concurrency, 100}, {LoadKind::Concurrency, 1000}, {LoadKind::RequestRate, 10},
};
const Lengths kLengths[] = {{2000, 400}, {8000, 200}};
const Targets kTargets[] = {{2000, 50, LatencyStat::P99}, {10000, 150, LatencyStat::Median}};

struct SplitAnswer {
    std::string what;
    int gpus = 0;
    int bound = 0;
    double weightsBytes = 0;
    double prefillReplicaBytes = 0;   // usable bytes of one prefill replica's GPUs
    double decodeReplicaBytes = 0;
};

// The grid's split answers, the fewest GPUs of each GPU type (48 questions, about 10 s in a
// release build: one test holds all three checks, so that the grid is computed once).
const std::vector<SplitAnswer> &splits()
{
    static const std::vector<SplitAnswer> answers = [] {
        std::vector<SplitAnswer> out;
        const GpuCatalog &catalog = GpuCatalog::builtIn();
        RecommendOptions options;
        options.disaggregate = true;
        for (const ModelCase &model : kModels)
            for (const LoadCase &load : kLoads)
                for (const Lengths &lengths : kLengths)
                    for (const Targets &targets : kTargets) {
                        const Scenario q = servingScenario(model, load, lengths, targets, ServingEngine::SGLang);
                        const Recommendation r = recommend(q, catalog, options);
                        const auto fewest = fewestPerGpu(
                            r, [](const Candidate &c) { return c.scenario.serving.disaggregation.enabled(); });
                        for (const auto &[gpuId, c] : fewest) {
                            const GpuSpec &gpu = *catalog.find(gpuId);
                            const DisaggregationSettings &d = c->scenario.serving.disaggregation;
                            SplitAnswer a;
                            char text[300];
                            std::snprintf(text, sizeof text, "%s %g %s %d/%d on %s: %dP(TP%d)+%dD(TP%d)", model.id,
                                          load.value, load.kind == LoadKind::RequestRate ? "req/s" : "users",
                                          lengths.input, lengths.output, gpuId.c_str(), d.prefillReplicas, d.prefillTp,
                                          d.decodeReplicas, d.decodeTp);
                            a.what = text;
                            a.gpus = d.gpus();
                            EXPECT_EQ(c->scenario.parallel.gpus, a.gpus) << a.what;
                            a.bound = lowerBound(q.model, model.weights, q.serving.kvDtype, gpu, load, lengths, targets).gpus;
                            a.weightsBytes = countParameters(q.model).total * bytesPerWeight(model.weights);
                            a.prefillReplicaBytes = d.prefillTp * gpu.usableBytes;
                            a.decodeReplicaBytes = d.decodeTp * gpu.usableBytes;
                            out.push_back(std::move(a));
                        }
                    }
        return out;
    }();
    return answers;
}

} // namespace

// No split has fewer GPUs than the physics of the load needs, nor ten times more; a pool's
// replica holds every weight (prefill and decode workers each load the whole model over their
// tensor-parallel GPUs).
TEST(DisaggregatedBounds, SplitsAreWithinThePhysicalBoundsAndEachPoolHoldsTheWeights)
{
    const std::vector<SplitAnswer> &answers = splits();
    ASSERT_GT(answers.size(), 100u);   // most questions get splits on many GPU types
    for (const SplitAnswer &a : answers) {
        EXPECT_GE(a.gpus, a.bound) << a.what;
        EXPECT_LE(a.gpus, 10 * a.bound) << a.what;
        EXPECT_GE(a.prefillReplicaBytes, a.weightsBytes) << a.what;
        EXPECT_GE(a.decodeReplicaBytes, a.weightsBytes) << a.what;
    }
    std::printf("disaggregated bounds: %zu split answers\n", answers.size());
}
