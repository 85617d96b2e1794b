// Analysis::interval: the ~80 % prediction interval of the required memory and of tokens/s per
// GPU, from the built-in table (resources/intervals.json), wider on a GPU family without a
// fitted calibration.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/utilisationmodel.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>

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
    // The share of its comparable measured runs the memory band covers (about 80 %).
    EXPECT_DOUBLE_EQ(a.interval.coverage, a.interval.memoryBand.coverage);
    EXPECT_GE(a.interval.coverage, 0.75);
    EXPECT_LE(a.interval.coverage, 0.9);
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

namespace {

const char *kServingTable = R"({
  "version": 1, "date": "2026-12-01", "coverage": 0.8, "widen_uncalibrated": 2.0,
  "memory": {"all": {"low": 0.9, "median": 1.0, "high": 1.2, "rows": 100}},
  "throughput": {"all": {"low": 0.5, "median": 1.0, "high": 2.0, "rows": 100}},
  "serving": {"cases_sha256": "",
              "output_tokens_per_s": {"low": 0.7, "median": 1.0, "high": 1.1, "rows": 70},
              "ttft": {"low": 0.5, "median": 1.0, "high": 1.5, "rows": 39},
              "tpot": {"low": 0.6, "median": 1.0, "high": 1.2, "rows": 40}},
  "calibration": {"hopper": {"memory_rows": 9, "throughput_rows": 87, "runs": 87},
                  "volta": {"memory_rows": 9, "throughput_rows": 9, "runs": 9}}
})";

Scenario servingOnH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::Inference;
    s.gpuId = "h100-sxm";
    s.serving.engine = ServingEngine::VLLM;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 32;
    s.serving.inputLen = 1000;
    s.serving.outputLen = 300;
    return s;
}

} // namespace

TEST(IntervalTable, ReadsServingBandsAndCalibrationCounts)
{
    const auto table = intervalTableFromJson(kServingTable, "serving.json");
    ASSERT_TRUE(table.ok()) << describe(table.error());
    const auto tpot = table.value().servingBand(ServingIntervalMetric::Tpot, true);
    ASSERT_TRUE(tpot.has_value());
    EXPECT_DOUBLE_EQ(tpot->high, 1.2);
    EXPECT_EQ(tpot->rows, 40);
    // Widened like the others: 1 x (0.5 / 1)^2.
    EXPECT_DOUBLE_EQ(table.value().servingBand(ServingIntervalMetric::Ttft, false)->low, 0.25);
    const std::optional<ServingInterval> i = servingIntervalFor(table.value(), 1000.0, 200.0, 20.0, true);
    ASSERT_TRUE(i.has_value());
    EXPECT_DOUBLE_EQ(i->outputTokensPerSecond[0], 700.0);
    EXPECT_DOUBLE_EQ(i->outputTokensPerSecond[1], 1100.0);
    EXPECT_DOUBLE_EQ(i->ttftMs[0], 100.0);
    EXPECT_DOUBLE_EQ(i->ttftMs[1], 300.0);
    EXPECT_DOUBLE_EQ(i->tpotMs[0], 12.0);
    EXPECT_DOUBLE_EQ(i->tpotMs[1], 24.0);
    // The bands it carries are the measured ones, also when the bounds are widened.
    const std::optional<ServingInterval> wide = servingIntervalFor(table.value(), 1000.0, 200.0, 20.0, false);
    ASSERT_TRUE(wide.has_value());
    EXPECT_DOUBLE_EQ(wide->tpotMs[0], 20.0 * 0.36);
    EXPECT_DOUBLE_EQ(wide->bands[static_cast<std::size_t>(ServingIntervalMetric::Tpot)].low, 0.6);

    const CalibrationRows &hopper = table.value().calibrationOf(GpuGeneration::Hopper);
    EXPECT_EQ(hopper.memoryRows, 9);
    EXPECT_EQ(hopper.throughputRows, 87);
    EXPECT_EQ(hopper.runs, 87);
    EXPECT_EQ(table.value().calibrationOf(GpuGeneration::Gaudi), CalibrationRows{});

    // A table without a serving part has no serving interval.
    const auto plain = intervalTableFromJson(kTable, "test.json");
    ASSERT_TRUE(plain.ok());
    EXPECT_FALSE(plain.value().servingBand(ServingIntervalMetric::Tpot, true).has_value());
    EXPECT_FALSE(servingIntervalFor(plain.value(), 1000.0, 200.0, 20.0, true).has_value());
}

TEST(IntervalTable, RefusesAServingPartWithoutEveryFigureAndImpossibleCounts)
{
    std::string noTpot = kServingTable;
    noTpot.replace(noTpot.find("\"tpot\""), 6, "\"tpox\"");
    EXPECT_FALSE(intervalTableFromJson(noTpot, "t.json").ok());
    // More runs than memory plus throughput rows, or fewer than either.
    std::string tooMany = kServingTable;
    tooMany.replace(tooMany.find("\"runs\": 9}"), 10, "\"runs\": 19}");
    EXPECT_FALSE(intervalTableFromJson(tooMany, "t.json").ok());
    std::string tooFew = kServingTable;
    tooFew.replace(tooFew.find("\"runs\": 87"), 10, "\"runs\": 80");
    EXPECT_FALSE(intervalTableFromJson(tooFew, "t.json").ok());
}

TEST(AnalysisInterval, RemembersTheBandAndTheRunsItCameFrom)
{
    const Analysis a = analyse(loraOn("h100-sxm"), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid);
    const IntervalTable &table = builtInIntervalTable();
    EXPECT_EQ(a.interval.memoryGroup, table.groupUsed(IntervalMetric::Memory, Method::LoRA));
    EXPECT_EQ(a.interval.memoryBand.rows, table.band(IntervalMetric::Memory, Method::LoRA, true).rows);
    EXPECT_GT(a.interval.memoryBand.rows, 8);
    // Uncalibrated: the bounds widen, the band stays the measured one.
    const Analysis gaudi = analyse(loraOn("gaudi3"), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(gaudi.valid);
    EXPECT_DOUBLE_EQ(gaudi.interval.memoryBand.high, a.interval.memoryBand.high);
    EXPECT_GT(gaudi.interval.requiredBytes[1] / gaudi.estimate.requiredBytes, a.interval.memoryBand.high);
    // Training has no serving interval.
    EXPECT_FALSE(a.interval.serving.has_value());
}

TEST(AnalysisInterval, ServingCarriesTheLatencyAndThroughputIntervals)
{
    Scenario s = servingOnH100();
    s.serving.targetStat = LatencyStat::P99;
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid);
    ASSERT_TRUE(a.estimate.serving.has_value());
    ASSERT_TRUE(a.interval.serving.has_value());
    const ServingEstimate &v = *a.estimate.serving;
    const ServingInterval &i = *a.interval.serving;
    const IntervalTable &table = builtInIntervalTable();
    const IntervalBand tpot = *table.servingBand(ServingIntervalMetric::Tpot, true);
    const IntervalBand ttft = *table.servingBand(ServingIntervalMetric::Ttft, true);
    const IntervalBand tokens = *table.servingBand(ServingIntervalMetric::OutputTokensPerSecond, true);
    // At the targets' statistic, the point figure times the measured band.
    EXPECT_DOUBLE_EQ(i.tpotMs[0], v.tpotMs.p99 * tpot.low);
    EXPECT_DOUBLE_EQ(i.tpotMs[1], v.tpotMs.p99 * tpot.high);
    EXPECT_DOUBLE_EQ(i.ttftMs[1], v.ttftMs.p99 * ttft.high);
    EXPECT_DOUBLE_EQ(i.outputTokensPerSecond[0], v.outputTokensPerSecond * tokens.low);
    EXPECT_LT(i.tpotMs[0], v.tpotMs.p99);
    EXPECT_GT(i.tpotMs[1], v.tpotMs.p99);
    EXPECT_LT(i.outputTokensPerSecond[0], v.outputTokensPerSecond);
    EXPECT_GT(i.outputTokensPerSecond[1], v.outputTokensPerSecond);

    // Weights that do not fit: no serving figures, so no interval of them.
    Scenario big = s;
    big.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const Analysis none = analyse(big, GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(none.valid);
    ASSERT_TRUE(none.estimate.serving.has_value());
    EXPECT_FALSE(none.estimate.serving->fits);
    EXPECT_FALSE(none.interval.serving.has_value());
}

TEST(FitPolicy, IntervalFitWeighsTheHighEndOfTheInterval)
{
    const FitPolicy policy;   // 5 % margin
    const double usable = 100.0;
    EXPECT_EQ(policy.intervalFit(80.0, 95.0, usable), IntervalFit::Fits);
    EXPECT_EQ(policy.intervalFit(80.0, 100.0, usable), IntervalFit::Fits);
    EXPECT_EQ(policy.intervalFit(80.0, 100.5, usable), IntervalFit::Tight);
    // Inside the safety margin it is tight whatever the interval says.
    EXPECT_EQ(policy.intervalFit(97.0, 99.0, usable), IntervalFit::Tight);
    EXPECT_EQ(policy.intervalFit(100.5, 120.0, usable), IntervalFit::DoesNotFit);
    EXPECT_EQ(toString(IntervalFit::Fits), "fits");
    EXPECT_EQ(toString(IntervalFit::Tight), "tight");
    EXPECT_EQ(toString(IntervalFit::DoesNotFit), "no");
    EXPECT_EQ(parseIntervalFit("no"), IntervalFit::DoesNotFit);
}
