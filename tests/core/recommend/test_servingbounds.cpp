// Serving recommendations within physics (issue #22): over a grid of models (dense, MoE, MLA),
// loads, request lengths and latency targets, the fewest GPUs of each recommended GPU type are
// at least a lower bound computed here from first principles and at most ten times it. The bound is what no deployment escapes: every replica
// holds the weights, the GPUs do the arithmetic of the requests that complete (2 FLOPs per
// active parameter per token and the attention products, at the GPU's dense peak), hold the
// KV cache of the sequences in flight, stream the KV of every sequence and the weights at
// every decode pass, and a replica streams its weights within the TPOT target and prefills a
// prompt within the TTFT target (see lowerBound and feasible). Everything comes from the
// architecture (parameter counts, KV heads, head sizes, MLA ranks), the formats and the GPU's
// figures (usable bytes, memory bandwidth, dense peaks); nothing from the serving model.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"
#include "servinggridquestion.h"
#include "servingphysicsbound.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace gpusizer::core;
using namespace gpusizer::core::servingbounds;

namespace {

// Dense 8B, 70B, 405B; MoE (Mixtral, Qwen3 30B-A3B); MLA + MoE (DeepSeek-V3, in its native FP8).
const ModelCase kModels[] = {
    {"llama-3.1-8b", DType::BF16},   {"llama-3.1-70b", DType::BF16},  {"llama-3.1-405b", DType::BF16},
    {"mixtral-8x7b", DType::BF16},   {"qwen3-30b-a3b", DType::BF16},  {"deepseek-v3", DType::FP8},
};

const LoadCase kLoads[] = {
    {LoadKind::Concurrency, 10},  {LoadKind::Concurrency, 100}, {LoadKind::Concurrency, 300},
    {LoadKind::Concurrency, 1000}, {LoadKind::RequestRate, 1},  {LoadKind::RequestRate, 10},
    {LoadKind::RequestRate, 50},
};

const Lengths kLengths[] = {{2000, 400}, {500, 1500}, {8000, 200}};

const Targets kTargets[] = {
    {2000, 50, LatencyStat::P99},
    {2000, 50, LatencyStat::Mean},
    {10000, 150, LatencyStat::P99},
    {10000, 150, LatencyStat::Median},
};

std::string describe(const ModelCase &model, const LoadCase &load, const Lengths &lengths, const Targets &targets)
{
    char text[200];
    std::snprintf(text, sizeof text, "%s (%s), %g %s, %d in / %d out, TTFT %g ms / TPOT %g ms at %s", model.id,
                  std::string(toString(model.weights)).c_str(), load.value,
                  load.kind == LoadKind::RequestRate ? "req/s" : "users", lengths.input, lengths.output,
                  targets.ttftMs, targets.tpotMs, std::string(toString(targets.stat)).c_str());
    return text;
}

// What the recommended configuration is, for a failure message.
std::string explain(const Candidate &c, LatencyStat stat)
{
    if (!c.estimate.serving)
        return "no serving estimate";
    const ServingEstimate &v = *c.estimate.serving;
    char text[300];
    std::snprintf(text, sizeof text,
                  "tp %d ep %d pp %d x %d replicas, %.0f of %d sequences a replica, %.2f req/s capacity a replica, "
                  "TTFT %.0f ms, TPOT %.1f ms, %s bound",
                  c.scenario.parallel.tp, c.scenario.parallel.ep, c.scenario.parallel.pp, v.replicas, v.concurrency, v.maxConcurrency, v.capacityRequestsPerSecond,
                  v.ttftMs.at(stat), v.tpotMs.at(stat), std::string(toString(v.bindingLimit)).c_str());
    return text;
}

// One GPU type's answer in one cell of the grid: the fewest GPUs among its candidates, the
// bound, and what the configuration is (for the messages).
struct Answer {
    std::string cell;
    std::string gpuId;
    int gpus = 0;
    int replicas = 0;
    double users = 0;   // closed loop; 0 for a request rate
    Bound bound;
    std::string configuration;

    std::string message() const
    {
        char text[300];
        std::snprintf(text, sizeof text,
                      " on %s: %d GPUs against the bound %d (weights %.2f, arithmetic %.2f, TPOT streaming %.2f, "
                      "TTFT prefill %.2f, KV memory %d, KV bandwidth %d GPUs); ",
                      gpuId.c_str(), gpus, bound.gpus, bound.memoryGpus, bound.computeGpus, bound.tpotGpus,
                      bound.ttftGpus, bound.kvMemoryGpus, bound.kvBandwidthGpus);
        return cell + text + configuration;
    }
};

// The whole grid, 6 models x 7 loads x 3 length pairs x 4 targets = 504 recommendations over
// the built-in catalog, once for every test here (about a second in a release build).
// GPUSIZER_BOUNDS_DUMP=1 prints every answer.
const std::vector<Answer> &sweep()
{
    static const std::vector<Answer> answers = [] {
        std::vector<Answer> out;
        const GpuCatalog &catalog = GpuCatalog::builtIn();
        const bool dump = std::getenv("GPUSIZER_BOUNDS_DUMP") != nullptr;
        for (const ModelCase &model : kModels) {
            const Architecture *arch = ModelCatalog::builtIn().find(model.id);
            if (arch == nullptr) {
                ADD_FAILURE() << model.id << " is not in the model catalog";
                continue;
            }
            for (const LoadCase &load : kLoads)
                for (const Lengths &lengths : kLengths)
                    for (const Targets &targets : kTargets) {
                        const Scenario question = servingScenario(model, load, lengths, targets);
                        const Recommendation r = recommend(question, catalog);
                        for (const auto &[gpuId, fewest] : fewestPerGpu(r, [](const Candidate &) { return true; })) {
                            Answer a;
                            a.cell = describe(model, load, lengths, targets);
                            a.gpuId = gpuId;
                            a.gpus = fewest->scenario.parallel.gpus;
                            a.replicas = fewest->scenario.serving.replicas;
                            a.users = load.kind == LoadKind::Concurrency ? load.value : 0.0;
                            a.bound = lowerBound(*arch, model.weights, question.serving.kvDtype, *catalog.find(gpuId),
                                                 load, lengths, targets);
                            a.configuration = explain(*fewest, targets.stat);
                            if (dump)
                                std::printf("%s\n", a.message().c_str());
                            out.push_back(std::move(a));
                        }
                    }
        }
        return out;
    }();
    return answers;
}

} // namespace

// No configuration has fewer GPUs than the physics of the load needs.
TEST(ServingBounds, FewestGpusOfEachTypeAreAtLeastThePhysicalBound)
{
    const std::vector<Answer> &answers = sweep();
    ASSERT_GT(answers.size(), 5000u);   // most cells are answered by many GPU types
    int below = 0;
    for (const Answer &a : answers) {
        below += a.gpus < a.bound.gpus ? 1 : 0;
        EXPECT_GE(a.gpus, a.bound.gpus) << a.message();
    }
    std::printf("serving bounds: %zu answers (GPU type x cell), %d below the bound\n", answers.size(), below);
}

// Replicas beyond one a user only idle: a closed loop never gets more replicas than users.
TEST(ServingBounds, AClosedLoopNeverGetsMoreReplicasThanUsers)
{
    for (const Answer &a : sweep()) {
        if (a.users > 0) {
            EXPECT_LE(a.replicas, a.users) << a.message();
        }
    }
}

// Nor ten times more. Replicas pile up where one request alone is already close to the TPOT
// target (Llama 70B in bf16 on eight PCIe cards at 50 ms, DeepSeek-V3 on 94 GB cards, a 405B
// prompt of 8,000 tokens stalling every decode step it lands in): the recommender declines a
// GPU type beyond ten times its own, simpler physical minimum (servingPhysicalMinimum(): weights
// and arithmetic only, never above this test's bound) and says why (ServingMinimum.*); 430 of
// 10,519 answers broke this before it did.
TEST(ServingBounds, FewestGpusOfEachTypeAreWithinTenTimesThePhysicalBound)
{
    const std::vector<Answer> &answers = sweep();
    int above = 0;
    for (const Answer &a : answers) {
        above += a.gpus > 10 * a.bound.gpus ? 1 : 0;
        EXPECT_LE(a.gpus, 10 * a.bound.gpus) << a.message();
    }
    std::printf("serving bounds: %zu answers, %d above ten times the bound\n", answers.size(), above);
}

// Of the GPU types that answer a question, the best needs at most ten times the bound: the
// list a consultant reads starts within physics.
TEST(ServingBounds, AQuestionsBestGpuTypeIsWithinTenTimesItsBound)
{
    std::map<std::string, double> best;   // question -> fewest GPUs over bound of its GPU types
    for (const Answer &a : sweep()) {
        const double ratio = double(a.gpus) / a.bound.gpus;
        auto [it, added] = best.try_emplace(a.cell, ratio);
        if (!added)
            it->second = std::min(it->second, ratio);
    }
    EXPECT_EQ(best.size(), std::size(kModels) * std::size(kLoads) * std::size(kLengths) * std::size(kTargets));
    for (const auto &[cell, ratio] : best) {
        EXPECT_LE(ratio, 10.0) << cell;
    }
}

// The bound itself, by hand: Llama 3.1 70B in bf16 (141 GB of weights) needs 2 H100 (0.9 x
// 84.9 GB each). 300 users held at 2 s + 399 x 50 ms = 21.95 s a request complete 13.7
// requests per second of 2 x 68.45e9 x 2,399 (the layers) + 2 x 1.05e9 x 400 (the LM head) +
// 7.6e12 (attention) = 3.37e14 FLOPs, 4.6e15 FLOP/s: 4.65 H100 at 989.5 TFLOP/s. A decode pass
// reads 139 GB of weights and its sequence's KV, 327,680 bytes a token (80 layers x 8 KV heads
// x 128 x K and V x 2 bytes), 0.72 GB at the mean context of 2,199 tokens: within 50 ms at
// 3.35 TB/s, 0.83 H100. A prompt's prefill, 2.8e14 FLOPs within 2 s: 0.14 H100. The users hold
// at least 146 GB of KV (at the fastest decode the weights' stream allows; 182 GB at the
// slowest the TPOT target allows), which with the weights fills 4 H100. The bound stays the
// arithmetic's 5. (The recommendation for this question, 5 to 50 H100 at every statistic, is
// ServingLatency.TheHeadlineQuestionNeedsAFewServersAtEveryStatistic.)
TEST(ServingBounds, TheBoundOfTheHeadlineQuestion)
{
    const Architecture &arch = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    const Bound b = lowerBound(arch, DType::BF16, DType::BF16, h100, {LoadKind::Concurrency, 300}, {2000, 400},
                               {2000, 50, LatencyStat::P99});
    EXPECT_NEAR(b.memoryGpus, 1.85, 0.05);
    EXPECT_NEAR(b.computeGpus, 4.65, 0.05);
    EXPECT_NEAR(b.tpotGpus, 0.83, 0.01);
    EXPECT_NEAR(b.ttftGpus, 0.14, 0.01);
    EXPECT_EQ(b.kvMemoryGpus, 4);
    EXPECT_EQ(b.gpus, 5);
}

// KV bytes a token from the shape: Llama 3.1 70B keeps K and V of 8 heads of 128 in 80 layers
// (327,680 bytes in bf16); DeepSeek-V3's MLA keeps a 512-wide latent and a 64-wide rope key
// in 61 layers (70,272 bytes), once: a tensor-parallel engine that holds the latent on each
// of 8 ranks needs 8 times that, a deployment does not.
TEST(ServingBounds, KvBytesPerTokenComeFromTheShapeAndAreNotReplicated)
{
    const Architecture &llama = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const Architecture &deepseek = *ModelCatalog::builtIn().find("deepseek-v3");
    EXPECT_DOUBLE_EQ(kvValuesPerLayer(llama) * kvBytesPerValue(DType::BF16) * llama.layers, 327680.0);
    EXPECT_DOUBLE_EQ(kvValuesPerLayer(deepseek) * kvBytesPerValue(DType::BF16) * deepseek.layers, 70272.0);
    EXPECT_DOUBLE_EQ(layerPositions(llama, 2000, 2000), 80.0 * 2000);
    EXPECT_DOUBLE_EQ(layerPositions(llama, 1, 4), 80.0 * 10);
    // A sliding window of 4 caps the positions: 1 + 2 + 3 + 4 + 6 x 4.
    EXPECT_DOUBLE_EQ(sumUpTo(1, 10, 4), 34.0);
    EXPECT_DOUBLE_EQ(sumUpTo(5, 10, 4), 24.0);
    EXPECT_DOUBLE_EQ(sumUpTo(1, 3, 4), 6.0);
}
