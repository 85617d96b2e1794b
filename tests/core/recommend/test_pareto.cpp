// Pareto fronts (issue #29): the generic non-dominated filter on hand-made points, the serving
// trade-off of Llama 3.1 70B over the catalog (tokens/s per GPU against tokens/s per user, and
// cost against tokens/s per user) and the training one (cost against time) of an 8B LoRA run.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "model/methodchange.h"
#include "recommend/paretofront.h"
#include "recommend/recommender.h"
#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

using namespace gpusizer::core;

namespace {

const std::vector<Goal> kBothUp{Goal::Maximise, Goal::Maximise};

// Llama 3.1 70B in bf16 on vLLM: 200 chat users, 1,000 tokens in and 300 out, p99 TPOT <= 50 ms.
Scenario chat70B()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::BF16;
    s.serving.engine = ServingEngine::VLLM;
    s.serving.concurrency = 200;
    s.serving.tpotTargetMs = 50.0;
    return s;
}

// The sweep of chat70B() over the catalog, made once for the tests that read it.
const ServingPareto &chat70BPareto()
{
    static const ServingPareto pareto = servingPareto(chat70B(), GpuCatalog::builtIn());
    return pareto;
}

std::vector<double> speed(const ServingParetoPoint &p) { return {p.tokensPerSecondPerGpu, p.tokensPerSecondPerUser}; }
std::vector<double> cost(const ServingParetoPoint &p) { return {p.costPerMillionOutputTokens, p.tokensPerSecondPerUser}; }

// Every flag checked against every point: a point is marked dominated exactly when some other
// point dominates it, and then a point on the front does too.
template <typename Point, typename Objectives, typename Flag>
void expectConsistentFront(const std::vector<Point> &points, Objectives objectives, const std::vector<Goal> &goals,
                           Flag flag)
{
    std::vector<std::vector<double>> values;
    for (const Point &p : points)
        values.push_back(objectives(p));
    for (std::size_t i = 0; i < points.size(); ++i) {
        bool byAny = false;
        bool byFront = false;
        for (std::size_t j = 0; j < points.size(); ++j) {
            if (i == j || !dominates(values[j], values[i], goals))
                continue;
            byAny = true;
            byFront = byFront || !flag(points[j]);
        }
        EXPECT_EQ(flag(points[i]), byAny) << "point " << i;
        EXPECT_EQ(byAny, byFront) << "point " << i << " is dominated only by dominated points";
    }
}

} // namespace

TEST(ParetoFront, DominanceNeedsOneStrictlyBetterObjective)
{
    EXPECT_TRUE(dominates({2, 4}, {2, 3}, kBothUp));   // a tie and a better one
    EXPECT_FALSE(dominates({2, 4}, {2, 4}, kBothUp));  // equal: neither
    EXPECT_FALSE(dominates({3, 1}, {1, 5}, kBothUp));  // better in one, worse in the other
    EXPECT_TRUE(dominates({1, 5}, {2, 6}, {Goal::Minimise, Goal::Minimise}));
    EXPECT_FALSE(dominates({1, 5}, {2, 6}, {Goal::Minimise, Goal::Maximise}));
}

// Both maximised. The front: A (1, 5), B and its duplicate C (2, 4), E (3, 1). D (1, 4) is
// below A and left of B; G (2, 3) ties B in x and is lower; H (0, 5) ties A in y and is left of
// it; I (3, 0.5) ties E in x and is lower. Listed out of order so the sort matters.
TEST(ParetoFront, HandMadeSetWithTiesAndDuplicates)
{
    const std::vector<std::vector<double>> points{
        {2, 3},   // G
        {3, 1},   // E
        {1, 4},   // D
        {2, 4},   // B
        {0, 5},   // H
        {1, 5},   // A
        {3, 0.5}, // I
        {2, 4},   // C, B's duplicate
    };
    const std::vector<bool> expected{true, false, true, false, true, false, true, false};
    EXPECT_EQ(dominatedFlags(points, kBothUp), expected);
}

// Cost minimised, speed maximised: (10, 1) and (20, 3) and (30, 5) trade off; (25, 2) is dearer
// and slower than (20, 3); (10, 0.5) is as cheap as (10, 1) and slower.
TEST(ParetoFront, MixedDirections)
{
    const std::vector<std::vector<double>> points{{30, 5}, {25, 2}, {10, 1}, {20, 3}, {10, 0.5}};
    const std::vector<bool> expected{false, true, false, false, true};
    EXPECT_EQ(dominatedFlags(points, {Goal::Minimise, Goal::Maximise}), expected);
}

// Three objectives, all maximised: (1, 1, 9) is worse than (5, 5, 1) in two and better in the
// third, so both stay; (1, 1, 1) is beaten by both.
TEST(ParetoFront, ThreeObjectives)
{
    const std::vector<std::vector<double>> points{{1, 1, 1}, {5, 5, 1}, {1, 1, 9}};
    const std::vector<bool> expected{true, false, false};
    EXPECT_EQ(dominatedFlags(points, {Goal::Maximise, Goal::Maximise, Goal::Maximise}), expected);
    EXPECT_TRUE(dominatedFlags({}, kBothUp).empty());
}

TEST(ServingPareto, Llama70BFrontIsNonDominatedAndSorted)
{
    const ServingPareto &pareto = chat70BPareto();
    const std::vector<ServingParetoPoint> &points = pareto.points;
    ASSERT_GT(points.size(), 50u);
    expectConsistentFront(points, speed, kBothUp, [](const ServingParetoPoint &p) { return p.dominated; });
    expectConsistentFront(points, cost, {Goal::Minimise, Goal::Maximise},
                          [](const ServingParetoPoint &p) { return p.costDominated; });
    EXPECT_EQ(pareto.dominatedCount(), std::size_t(std::count_if(points.begin(), points.end(),
                                                                 [](const auto &p) { return p.dominated; })));
    EXPECT_GT(pareto.dominatedCount(), points.size() / 2);
    // Sorted by tokens/s per user; along the front each faster point gives up throughput per GPU.
    std::vector<const ServingParetoPoint *> front;
    for (std::size_t i = 0; i < points.size(); ++i) {
        if (i > 0) {
            EXPECT_LE(points[i - 1].tokensPerSecondPerUser, points[i].tokensPerSecondPerUser);
        }
        if (!points[i].dominated)
            front.push_back(&points[i]);
    }
    ASSERT_GE(front.size(), 3u);
    for (std::size_t i = 1; i < front.size(); ++i)
        EXPECT_GE(front[i - 1]->tokensPerSecondPerGpu, front[i]->tokensPerSecondPerGpu);
}

// The sweep's dimensions: several GPU types, tensor-parallel sizes, the scenario's bf16 and the
// smaller FP8 and INT4 weights, replica counts; no point that does not hold its load.
TEST(ServingPareto, Llama70BSweepsGpusLayoutsFormatsAndReplicas)
{
    const ServingPareto &pareto = chat70BPareto();
    std::set<std::string> gpus;
    std::set<int> tps;
    std::set<DType> formats;
    std::set<int> replicas;
    for (const ServingParetoPoint &p : pareto.points) {
        gpus.insert(p.scenario.gpuId);
        tps.insert(p.scenario.parallel.tp);
        formats.insert(p.scenario.weightDtype);
        replicas.insert(p.scenario.serving.replicas);
        EXPECT_EQ(p.scenario.serving.engine, ServingEngine::VLLM);  // only the scenario's without an option
        EXPECT_EQ(p.scenario.parallel.gpus, p.scenario.serving.replicas * p.scenario.parallel.tp * p.scenario.parallel.pp);
    }
    EXPECT_GE(gpus.size(), 5u);
    EXPECT_TRUE(tps.count(2) && tps.count(4) && tps.count(8));
    EXPECT_EQ(formats, (std::set<DType>{DType::BF16, DType::FP8, DType::INT4}));
    EXPECT_GE(replicas.size(), 5u);
}

// Each point's numbers are those `estimate` gives for its scenario, and "meets the targets" is
// TPOT <= 50 ms at p99 (the scenario's statistic: it has a target).
TEST(ServingPareto, PointsAreTheirScenariosEstimates)
{
    const ServingPareto &pareto = chat70BPareto();
    ASSERT_FALSE(pareto.points.empty());
    const std::size_t step = std::max<std::size_t>(1, pareto.points.size() / 40);
    for (std::size_t i = 0; i < pareto.points.size(); i += step) {
        const ServingParetoPoint &p = pareto.points[i];
        const Estimate e = estimate(p.scenario, *GpuCatalog::builtIn().find(p.scenario.gpuId));
        ASSERT_TRUE(e.serving);
        const ServingEstimate &v = *e.serving;
        EXPECT_DOUBLE_EQ(p.tokensPerSecondPerGpu, v.outputTokensPerSecond / v.gpus);
        EXPECT_DOUBLE_EQ(p.tpotMs, v.tpotMs.p99);
        EXPECT_DOUBLE_EQ(p.ttftMs, v.ttftMs.p99);
        EXPECT_DOUBLE_EQ(p.tokensPerSecondPerUser, 1000.0 / v.tpotMs.p99);
        EXPECT_DOUBLE_EQ(p.costPerMillionOutputTokens, v.costPerMillionOutputTokens);
        EXPECT_DOUBLE_EQ(p.concurrencyPerReplica, v.concurrency);
        EXPECT_EQ(p.meetsTargets, p.tpotMs <= 50.0);
        EXPECT_TRUE(v.holdsLoad);
    }
}

// The trade-off the front is made of: on one GPU, layout and format, fewer users per replica
// (more replicas for the same 200 users) stream each faster and use each GPU less.
TEST(ServingPareto, FewerUsersPerReplicaAreFasterPerUserAndSlowerPerGpu)
{
    const ServingPareto &pareto = chat70BPareto();
    std::map<double, const ServingParetoPoint *> byConcurrency;
    for (const ServingParetoPoint &p : pareto.points)
        if (p.scenario.gpuId == "h100-sxm" && p.scenario.parallel.tp == 2 && p.scenario.parallel.pp == 1
            && p.scenario.weightDtype == DType::FP8)
            byConcurrency[p.concurrencyPerReplica] = &p;
    ASSERT_GE(byConcurrency.size(), 4u);
    const ServingParetoPoint *previous = nullptr;
    for (const auto &[concurrency, p] : byConcurrency) {
        if (previous) {
            EXPECT_GT(previous->tokensPerSecondPerUser, p->tokensPerSecondPerUser) << concurrency;
            EXPECT_LT(previous->tokensPerSecondPerGpu, p->tokensPerSecondPerGpu) << concurrency;
        }
        previous = p;
    }
}

// The configurations the recommender lists are points of the sweep (their scenarios exactly).
TEST(ServingPareto, RecommendedConfigurationsArePoints)
{
    const ServingPareto &pareto = chat70BPareto();
    const Recommendation r = recommend(chat70B(), GpuCatalog::builtIn());
    ASSERT_FALSE(r.candidates.empty());
    for (const Candidate &c : r.candidates)
        EXPECT_TRUE(std::any_of(pareto.points.begin(), pareto.points.end(),
                                [&](const ServingParetoPoint &p) { return p.scenario == c.scenario; }))
            << c.scenario.gpuId << " x" << c.scenario.parallel.gpus;
}

// Without targets the latencies are means, and every point is inside the (absent) target region.
TEST(ServingPareto, WithoutTargetsTheStatisticIsTheMean)
{
    Scenario s = chat70B();
    s.serving.tpotTargetMs.reset();
    EXPECT_EQ(servingParetoStatistic(s), LatencyStat::Mean);
    EXPECT_EQ(servingParetoStatistic(chat70B()), LatencyStat::P99);
    ServingParetoOptions only;
    only.recommend.gpuIds = {"h200-sxm"};
    const ServingPareto pareto = servingPareto(s, GpuCatalog::builtIn(), only);
    ASSERT_FALSE(pareto.points.empty());
    for (const ServingParetoPoint &p : pareto.points) {
        EXPECT_EQ(p.scenario.gpuId, "h200-sxm");
        EXPECT_TRUE(p.meetsTargets);
        const ServingEstimate v = *estimate(p.scenario, *GpuCatalog::builtIn().find("h200-sxm")).serving;
        EXPECT_DOUBLE_EQ(p.tpotMs, v.tpotMs.mean);
    }
}

// Engines beyond the scenario's only when asked; an engine that cannot run a format (llama.cpp
// and FP8 weights) gives no point of it.
TEST(ServingPareto, OtherEnginesOnlyWhenAsked)
{
    ServingParetoOptions options;
    options.recommend.gpuIds = {"h100-sxm"};
    options.engines = {ServingEngine::VLLM, ServingEngine::SGLang, ServingEngine::LlamaCpp};
    const ServingPareto pareto = servingPareto(chat70B(), GpuCatalog::builtIn(), options);
    std::set<std::pair<ServingEngine, DType>> seen;
    for (const ServingParetoPoint &p : pareto.points)
        seen.insert({p.scenario.serving.engine, p.scenario.weightDtype});
    EXPECT_TRUE(seen.count({ServingEngine::VLLM, DType::FP8}));
    EXPECT_TRUE(seen.count({ServingEngine::SGLang, DType::FP8}));
    EXPECT_FALSE(seen.count({ServingEngine::LlamaCpp, DType::FP8}));
}

// A request-rate load: each point carries the scenario's rate, its replicas chosen by the cap.
TEST(ServingPareto, RequestRateLoadKeepsItsRate)
{
    Scenario s = chat70B();
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = 5.0;
    ServingParetoOptions options;
    options.recommend.gpuIds = {"h100-sxm"};
    const ServingPareto pareto = servingPareto(s, GpuCatalog::builtIn(), options);
    ASSERT_GE(pareto.points.size(), 5u);
    for (const ServingParetoPoint &p : pareto.points) {
        EXPECT_EQ(p.scenario.serving.load, LoadKind::RequestRate);
        EXPECT_DOUBLE_EQ(p.scenario.serving.requestsPerSecond, 5.0);
        // A held open loop completes what arrives: 5 requests/s x 300 output tokens over the GPUs.
        EXPECT_NEAR(p.tokensPerSecondPerGpu * p.scenario.parallel.gpus, 5.0 * 300, 1e-6);
    }
}

TEST(ServingPareto, TrainingScenarioHasNoServingPoints)
{
    const Scenario s = gpusizer::core::testing::trainingScenario("llama-3.1-8b", Method::LoRA, 32);
    EXPECT_TRUE(servingPareto(s, GpuCatalog::builtIn()).points.empty());
}

// Cost against time over every candidate of the 8B LoRA recommendation.
TEST(TrainingPareto, Lora8BFrontIsNonDominatedAndSorted)
{
    const Scenario s = gpusizer::core::testing::trainingScenario("llama-3.1-8b", Method::LoRA, 32);
    RecommendOptions every;
    every.top = 0;
    const Recommendation r = recommend(s, GpuCatalog::builtIn(), every);
    const TrainingPareto pareto = trainingPareto(s, GpuCatalog::builtIn());
    ASSERT_EQ(pareto.points.size(), r.candidates.size());
    ASSERT_GT(pareto.points.size(), 10u);
    const auto objectives = [](const TrainingParetoPoint &p) { return std::vector<double>{p.cost, p.hours}; };
    expectConsistentFront(pareto.points, objectives, {Goal::Minimise, Goal::Minimise},
                          [](const TrainingParetoPoint &p) { return p.dominated; });
    std::vector<const TrainingParetoPoint *> front;
    for (std::size_t i = 0; i < pareto.points.size(); ++i) {
        const TrainingParetoPoint &p = pareto.points[i];
        if (i > 0) {
            EXPECT_LE(pareto.points[i - 1].hours, p.hours);
        }
        if (!p.dominated)
            front.push_back(&p);
    }
    ASSERT_GE(front.size(), 2u);
    EXPECT_GT(pareto.dominatedCount(), 0u);
    // Along the front a longer run is cheaper (an equal cost and time would be a duplicate).
    for (std::size_t i = 1; i < front.size(); ++i)
        EXPECT_GE(front[i - 1]->cost, front[i]->cost);
    // Each point's numbers are its scenario's estimate (rent total, wall clock).
    for (const TrainingParetoPoint &p : pareto.points) {
        const Estimate e = estimate(p.scenario, *GpuCatalog::builtIn().find(p.scenario.gpuId));
        EXPECT_DOUBLE_EQ(p.cost, e.cost.rentTotal);
        EXPECT_DOUBLE_EQ(p.hours, e.time.wallSeconds / 3600.0);
    }
}
