// Analysis::interval: the ~80 % prediction interval of the required memory and of tokens/s per
// GPU, from the built-in table (resources/intervals.json), wider on a GPU family without a
// fitted calibration.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/utilisationmodel.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

Scenario loraOn(const std::string &gpuId)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::LoRA;
    s.gpuId = gpuId;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    return s;
}

double relativeWidth(const std::array<double, 2> &range) { return range[1] / range[0]; }

AnalysisOptions quick()
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return o;
}

const char *kTable = R"({
  "version": 1, "date": "2026-12-01", "coverage": 0.8, "widen_uncalibrated": 2.0,
  "memory": {"all": {"low": 0.9, "median": 1.0, "high": 1.2, "rows": 100},
             "adapters": {"low": 0.8, "median": 1.0, "high": 1.5, "rows": 40}},
  "throughput": {"all": {"low": 0.5, "median": 1.0, "high": 2.0, "rows": 100}}
})";

} // namespace

TEST(AnalysisInterval, BracketsTheEstimateOnACalibratedGpu)
{
    const Analysis a = analyse(loraOn("h100-sxm"), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid);
    EXPECT_TRUE(a.interval.calibrated);
    EXPECT_DOUBLE_EQ(a.interval.coverage, 0.8);
    EXPECT_GT(a.interval.requiredBytes[0], 0.0);
    EXPECT_LT(a.interval.requiredBytes[0], a.estimate.requiredBytes);
    EXPECT_GT(a.interval.requiredBytes[1], a.estimate.requiredBytes);
    EXPECT_GT(a.interval.tokensPerSecondPerGpu[0], 0.0);
    EXPECT_LT(a.interval.tokensPerSecondPerGpu[0], a.interval.tokensPerSecondPerGpu[1]);
    // The multipliers are the adapters group's of the built-in table.
    const IntervalBand band = builtInIntervalTable().band(IntervalMetric::Memory, Method::LoRA, true);
    EXPECT_DOUBLE_EQ(a.interval.requiredBytes[0], a.estimate.requiredBytes * band.low);
    EXPECT_DOUBLE_EQ(a.interval.requiredBytes[1], a.estimate.requiredBytes * band.high);
}

TEST(AnalysisInterval, UncalibratedGpuFamilyGetsAWiderInterval)
{
    // The same GPU and scenario, once as Hopper (calibrated) and once filed under a family
    // without measured runs: only the calibration differs.
    GpuSpec hopper = *GpuCatalog::builtIn().find("h100-sxm");
    ASSERT_TRUE(timing::calibration().isFitted(hopper.generation));
    GpuSpec unfitted = hopper;
    unfitted.generation = GpuGeneration::Gaudi;
    ASSERT_FALSE(timing::calibration().isFitted(unfitted.generation));

    const Analysis calibrated = analyse(loraOn(hopper.id), GpuCatalog({hopper}), quick());
    const Analysis uncalibrated = analyse(loraOn(unfitted.id), GpuCatalog({unfitted}), quick());
    ASSERT_TRUE(calibrated.valid);
    ASSERT_TRUE(uncalibrated.valid);
    EXPECT_TRUE(calibrated.interval.calibrated);
    EXPECT_FALSE(uncalibrated.interval.calibrated);
    EXPECT_GT(relativeWidth(uncalibrated.interval.requiredBytes), relativeWidth(calibrated.interval.requiredBytes));
    EXPECT_GT(relativeWidth(uncalibrated.interval.tokensPerSecondPerGpu),
              relativeWidth(calibrated.interval.tokensPerSecondPerGpu));

    // A real uncalibrated family (Gaudi 3) too, on its own estimate.
    const Analysis gaudi = analyse(loraOn("gaudi3"), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(gaudi.valid);
    EXPECT_FALSE(gaudi.interval.calibrated);
    EXPECT_GT(relativeWidth(gaudi.interval.requiredBytes), relativeWidth(calibrated.interval.requiredBytes));
}

TEST(AnalysisInterval, InvalidScenarioHasNoInterval)
{
    Scenario s = loraOn("no-such-gpu");
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    EXPECT_FALSE(a.valid);
    EXPECT_EQ(a.interval.requiredBytes[1], 0.0);
}

TEST(IntervalTable, GroupsFallBackToAllAndWidenAroundTheMedian)
{
    const auto table = intervalTableFromJson(kTable, "test.json");
    ASSERT_TRUE(table.ok()) << describe(table.error());
    EXPECT_EQ(intervalGroupOf(Method::Full), IntervalGroup::Training);
    EXPECT_EQ(intervalGroupOf(Method::Pretrain), IntervalGroup::Training);
    EXPECT_EQ(intervalGroupOf(Method::QLoRA), IntervalGroup::Adapters);
    EXPECT_EQ(intervalGroupOf(Method::Inference), IntervalGroup::Inference);
    // Adapters have their own memory band; training falls back to all.
    EXPECT_DOUBLE_EQ(table.value().band(IntervalMetric::Memory, Method::QLoRA, true).high, 1.5);
    EXPECT_DOUBLE_EQ(table.value().band(IntervalMetric::Memory, Method::Full, true).high, 1.2);
    // Uncalibrated: median x (bound / median)^2.
    const IntervalBand wide = table.value().band(IntervalMetric::Throughput, Method::Full, false);
    EXPECT_DOUBLE_EQ(wide.low, 0.25);
    EXPECT_DOUBLE_EQ(wide.high, 4.0);
    const Interval i = intervalFor(table.value(), Method::LoRA, 100.0, 10.0, true);
    EXPECT_DOUBLE_EQ(i.requiredBytes[0], 80.0);
    EXPECT_DOUBLE_EQ(i.requiredBytes[1], 150.0);
    EXPECT_DOUBLE_EQ(i.tokensPerSecondPerGpu[0], 5.0);
    EXPECT_DOUBLE_EQ(i.tokensPerSecondPerGpu[1], 20.0);
}

TEST(IntervalTable, RefusesATableWithoutAllOrWithBoundsOutOfOrder)
{
    EXPECT_FALSE(intervalTableFromJson(R"({"version": 1, "date": "2026-12-01", "coverage": 0.8,
        "widen_uncalibrated": 1.5, "memory": {}, "throughput": {}})", "t.json").ok());
    EXPECT_FALSE(intervalTableFromJson(R"({"version": 1, "date": "2026-12-01", "coverage": 0.8,
        "widen_uncalibrated": 1.5,
        "memory": {"all": {"low": 1.3, "median": 1.0, "high": 1.2, "rows": 9}},
        "throughput": {"all": {"low": 0.9, "median": 1.0, "high": 1.2, "rows": 9}}})", "t.json").ok());
}
