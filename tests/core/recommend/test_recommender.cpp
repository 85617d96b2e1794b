// Recommender: every candidate fits with the margin, keeps the global batch, explains itself,
// and the four rankings order the list as promised.
#include "recommend/recommender.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

Recommendation run(const Scenario &s, RankBy rank, std::size_t top = 0)
{
    RecommendOptions o;
    o.rankBy = rank;
    o.top = top;
    return recommend(s, GpuCatalog::builtIn(), o);
}

const Candidate *find(const Recommendation &r, const std::string &gpuId)
{
    // The smallest count of that GPU type.
    const Candidate *best = nullptr;
    for (const Candidate &c : r.candidates)
        if (c.scenario.gpuId == gpuId && (!best || c.scenario.parallel.gpus < best->scenario.parallel.gpus))
            best = &c;
    return best;
}

} // namespace

TEST(Recommender, QloraOf7BFitsOneConsumerGpu)
{
    const Recommendation r = run(trainingScenario("llama-2-7b", Method::QLoRA, 16), RankBy::Gpus);
    ASSERT_FALSE(r.candidates.empty());
    std::printf("7B QLoRA, fewest GPUs first (%zu candidates, %zu memory estimates):\n", r.candidates.size(), r.evaluated);
    for (std::size_t i = 0; i < std::min<std::size_t>(6, r.candidates.size()); ++i)
        print(r.candidates[i]);
    EXPECT_EQ(r.candidates.front().scenario.parallel.gpus, 1);
    const Candidate *rtx = find(r, "rtx-4090");
    ASSERT_NE(rtx, nullptr);
    EXPECT_EQ(rtx->scenario.parallel.gpus, 1);
    EXPECT_EQ(rtx->strategy, Strategy::Single);
    EXPECT_LT(r.evaluated, 3000u);  // pruned sweep
}

TEST(Recommender, FullFineTuneOf70BNeedsAShardedNodeOrMore)
{
    const Scenario base = trainingScenario("llama-2-70b", Method::Full, 64);
    const Recommendation r = run(base, RankBy::Gpus);
    ASSERT_FALSE(r.candidates.empty());
    const Candidate *h100 = find(r, "h100-sxm");
    ASSERT_NE(h100, nullptr);
    print(*h100);
    // 70B x 16 bytes of states = 1.1 TB: 16 H100 80GB at least once sharded.
    EXPECT_GE(h100->scenario.parallel.gpus, 16);
    EXPECT_LE(h100->scenario.parallel.gpus, 32);
    EXPECT_NE(h100->strategy, Strategy::Single);
    EXPECT_NE(h100->strategy, Strategy::DataParallel);
    EXPECT_EQ(h100->limits.front(), Limiter::Memory);
    for (const Candidate &c : r.candidates)
        EXPECT_GT(c.scenario.parallel.gpus, 1) << c.scenario.gpuId;  // 70B x 16 B never fits one GPU
}

TEST(Recommender, EveryCandidateFitsKeepsTheBatchAndExplainsItself)
{
    const Scenario base = trainingScenario("llama-3.1-8b", Method::Full, 32);
    const Recommendation r = run(base, RankBy::Gpus);
    ASSERT_GT(r.candidates.size(), 20u);
    for (const Candidate &c : r.candidates) {
        EXPECT_LE(c.estimate.requiredBytes, 0.95 * c.estimate.capacityBytes) << c.scenario.gpuId;
        const int dp = c.scenario.parallel.dataParallel();
        const int global = c.scenario.microBatch * c.scenario.gradAccum * dp;
        EXPECT_GE(global, 32);
        EXPECT_LT(global, 32 + c.scenario.microBatch * dp);
        ASSERT_FALSE(c.reasons.empty());
        for (Reason reason : c.reasons)
            EXPECT_EQ(parseReason(toString(reason)), reason) << toString(reason);
        ASSERT_FALSE(c.limits.empty());
        EXPECT_GT(c.estimate.time.tokensPerSecondPerGpu, 0.0);
        EXPECT_GT(c.estimate.time.mfu, 0.0);
        EXPECT_GT(c.estimate.cost.rentTotal, 0.0);
    }
}

TEST(Recommender, RankingsOrderByTheirCriterion)
{
    Scenario base = trainingScenario("llama-3.1-8b", Method::Full, 32);
    base.requirements.calibratedFirst = false;  // one order over the whole list
    const auto gpus = run(base, RankBy::Gpus).candidates;
    const auto time = run(base, RankBy::Time).candidates;
    const auto rent = run(base, RankBy::Rent).candidates;
    const auto own = run(base, RankBy::Own).candidates;
    ASSERT_EQ(gpus.size(), time.size());
    for (std::size_t i = 1; i < gpus.size(); ++i) {
        EXPECT_LE(gpus[i - 1].scenario.parallel.gpus, gpus[i].scenario.parallel.gpus);
        EXPECT_LE(time[i - 1].estimate.time.wallSeconds, time[i].estimate.time.wallSeconds);
        EXPECT_LE(rent[i - 1].estimate.cost.rentTotal, rent[i].estimate.cost.rentTotal);
        if (own[i - 1].bom.complete == own[i].bom.complete) {  // quotes with unlisted hosts come last
            EXPECT_LE(own[i - 1].bom.purchaseTotal, own[i].bom.purchaseTotal);  // whole systems bought
        }
    }
    // The fastest answer uses more GPUs than the leanest one.
    EXPECT_GT(time.front().scenario.parallel.gpus, gpus.front().scenario.parallel.gpus);
    EXPECT_LT(time.front().estimate.time.wallSeconds, gpus.front().estimate.time.wallSeconds);
}

TEST(Recommender, InferenceOf70BSplitsTheWeightsWithTensorParallelism)
{
    Scenario s = trainingScenario("llama-3.1-70b", Method::Inference, 1);
    s.microBatch = 1;
    s.gradAccum = 1;
    s.seqLen = 512;
    s.workload.promptLen = 512;
    s.workload.datasetTokens = 1e6;
    s.serving.concurrency = 1;   // one stream of 512 + 512 tokens
    s.serving.inputLen = 512;
    s.serving.outputLen = 512;
    const Recommendation r = run(s, RankBy::Gpus);
    const Candidate *h100 = find(r, "h100-sxm");
    ASSERT_NE(h100, nullptr);
    EXPECT_EQ(h100->scenario.parallel.gpus, 2);  // 141 GB of bf16 weights
    EXPECT_EQ(h100->strategy, Strategy::ModelParallel);
    EXPECT_EQ(h100->scenario.parallel.tp, 2);
    const Candidate *h200 = find(r, "h200-sxm");
    ASSERT_NE(h200, nullptr);
    EXPECT_LE(h200->scenario.parallel.gpus, 2);  // 141 GB weights against 142.7 GB (95 % of usable)
    const Candidate *mi300 = find(r, "mi300x");
    ASSERT_NE(mi300, nullptr);
    EXPECT_EQ(mi300->scenario.parallel.gpus, 1);
}

TEST(Recommender, OptionsFilterAndTruncate)
{
    RecommendOptions o;
    o.gpuIds = {"a100-80gb-sxm", "rtx-4090"};
    o.top = 3;
    const Recommendation r = recommend(trainingScenario("llama-2-7b", Method::LoRA, 16), GpuCatalog::builtIn(), o);
    ASSERT_EQ(r.candidates.size(), 3u);
    for (const Candidate &c : r.candidates)
        EXPECT_TRUE(c.scenario.gpuId == "a100-80gb-sxm" || c.scenario.gpuId == "rtx-4090");
    EXPECT_EQ(parseRankBy("rent"), RankBy::Rent);
    EXPECT_FALSE(parseRankBy("cheapest").has_value());
}

TEST(Recommender, ServingConfigurationsMeetTheTargetsAndHoldTheLoad)
{
    Scenario s = trainingScenario("llama-3.1-70b", Method::Inference, 1);
    s.weightDtype = DType::FP8;
    s.optimizer = Optimizer::None;
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = 5.0;
    s.serving.inputLen = 8000;
    s.serving.outputLen = 300;
    s.serving.ttftTargetMs = 2000.0;
    s.serving.tpotTargetMs = 50.0;
    s.requirements.calibratedFirst = false;  // one order over the whole list
    const Recommendation r = run(s, RankBy::Rent);
    ASSERT_GT(r.candidates.size(), 5u);
    double previousRent = 0;
    for (const Candidate &c : r.candidates) {
        ASSERT_TRUE(c.estimate.serving.has_value()) << c.scenario.gpuId;
        const ServingEstimate &v = *c.estimate.serving;
        EXPECT_TRUE(v.fits && v.holdsLoad && v.meetsTargets) << c.scenario.gpuId;
        EXPECT_LE(v.ttftMs.p99, 2000.0) << c.scenario.gpuId;
        EXPECT_LE(v.tpotMs.p99, 50.0) << c.scenario.gpuId;
        const Parallelism &p = c.scenario.parallel;
        EXPECT_EQ(v.gpusPerReplica, std::max(p.tp, p.ep) * p.pp) << c.scenario.gpuId;
        EXPECT_EQ(p.gpus, v.replicas * v.gpusPerReplica) << c.scenario.gpuId;
        EXPECT_GE(v.monthlyRent, previousRent);   // ranked by rent
        previousRent = v.monthlyRent;
    }
}

// A bf16 run is not recommended on GPUs without bf16 tensor cores (V100, T4); the same run in
// fp16 is, and FP8 training only on GPUs with FP8 tensor cores.
TEST(Recommender, TrainingNeedsTensorCoresForItsPrecision)
{
    Scenario s = trainingScenario("llama-2-7b", Method::QLoRA, 16);
    const Recommendation bf16 = run(s, RankBy::Gpus);
    EXPECT_EQ(find(bf16, "v100-sxm2-32gb"), nullptr);
    EXPECT_EQ(find(bf16, "t4"), nullptr);
    EXPECT_NE(find(bf16, "a100-80gb-sxm"), nullptr);

    s.computeDtype = DType::FP16;
    const Recommendation fp16 = run(s, RankBy::Gpus);
    EXPECT_NE(find(fp16, "v100-sxm2-32gb"), nullptr);

    s.computeDtype = DType::FP8;
    const Recommendation fp8 = run(s, RankBy::Gpus);
    EXPECT_EQ(find(fp8, "a100-80gb-sxm"), nullptr);
    EXPECT_NE(find(fp8, "h100-sxm"), nullptr);
}
