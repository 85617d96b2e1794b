// The prediction intervals of resources/intervals.json (tools/make_intervals.py) on the public
// validation cases they were read off: about 80 % of the measured quality A+B values, memory
// and throughput apart, fall inside [low, high] of their prediction.
#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/utilisationmodel.h"
#include "io/validation/servingcase.h"
#include "io/validation/validationcase.h"
#include "validation/servingrunner.h"
#include "validation/validationrunner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <utility>
#include <vector>
#include <fstream>
#include <sstream>
#include <string>

using namespace gpusizer::core;

namespace {

// The table aims at 80 %; this is how far the measured share may drift from it.
constexpr double kMinCoverage = 0.70;
constexpr double kMaxCoverage = 0.90;

std::string testData(const char *name)
{
    std::ifstream in(std::string(GPUSIZER_TEST_DATA_DIR) + "/" + name, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

const ValidationReport &report()
{
    static const ValidationReport r = [] {
        const auto cases = readValidationCases(testData("validation_cases.csv"), "validation_cases.csv");
        EXPECT_TRUE(cases.ok());
        return cases.ok() ? runValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn(), 'B')
                          : ValidationReport{};
    }();
    return r;
}

const ServingValidationReport &servingReport()
{
    static const ServingValidationReport r = [] {
        const auto cases = readServingCases(testData("serving_cases.csv"), "serving_cases.csv");
        EXPECT_TRUE(cases.ok());
        return cases.ok() ? runServingValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn(), 'B')
                          : ServingValidationReport{};
    }();
    return r;
}

struct Coverage {
    int rows = 0;
    int inside = 0;
    int uncalibrated = 0;
    double share() const { return rows > 0 ? double(inside) / rows : 0.0; }
};

void count(Coverage &c, const std::optional<double> &measured, const std::optional<double> &low,
           const std::optional<double> &high, bool calibrated)
{
    if (!measured || *measured <= 0 || !low || !high)
        return;
    ++c.rows;
    if (!calibrated)
        ++c.uncalibrated;
    if (*low <= *measured && *measured <= *high)
        ++c.inside;
}

} // namespace

TEST(ValidationIntervals, BuiltInTableHasEveryMetric)
{
    const IntervalTable &table = builtInIntervalTable();
    EXPECT_DOUBLE_EQ(table.coverage, 0.8);
    EXPECT_GT(table.widenUncalibrated, 1.0);
    EXPECT_EQ(table.casesSha256.size(), 64u);
    for (std::size_t m = 0; m < kIntervalMetricCount; ++m) {
        const auto &all = table.bands[m][static_cast<std::size_t>(IntervalGroup::All)];
        ASSERT_TRUE(all.has_value());
        EXPECT_LT(all->low, all->high);
        EXPECT_GE(all->rows, 8);
    }
}

TEST(ValidationIntervals, AboutEightyPercentOfMeasuredValuesFallInside)
{
    Coverage memory, throughput;
    for (const ValidationCaseResult &c : report().cases) {
        if (c.error)
            continue;
        count(memory, c.measuredMemGib, c.predictedMemGibLow, c.predictedMemGibHigh, c.calibrated);
        count(throughput, c.measuredTokensPerSecPerGpu, c.predictedTokensPerSecPerGpuLow,
              c.predictedTokensPerSecPerGpuHigh, c.calibrated);
    }
    std::printf("interval coverage (quality A+B): memory %d of %d = %.1f %% (%d uncalibrated), "
                "throughput %d of %d = %.1f %% (%d uncalibrated)\n",
                memory.inside, memory.rows, 100.0 * memory.share(), memory.uncalibrated, throughput.inside,
                throughput.rows, 100.0 * throughput.share(), throughput.uncalibrated);
    ASSERT_GT(memory.rows, 50);
    ASSERT_GT(throughput.rows, 50);
    EXPECT_GE(memory.share(), kMinCoverage);
    EXPECT_LE(memory.share(), kMaxCoverage);
    EXPECT_GE(throughput.share(), kMinCoverage);
    EXPECT_LE(throughput.share(), kMaxCoverage);
}

TEST(ValidationIntervals, EveryPredictionHasItsInterval)
{
    for (const ValidationCaseResult &c : report().cases) {
        EXPECT_EQ(c.predictedMemGib.has_value(), c.predictedMemGibLow.has_value()) << c.id;
        EXPECT_EQ(c.predictedTokensPerSecPerGpu.has_value(), c.predictedTokensPerSecPerGpuHigh.has_value()) << c.id;
        if (c.predictedMemGibLow) {
            EXPECT_LT(*c.predictedMemGibLow, *c.predictedMemGibHigh) << c.id;
        }
    }
}

TEST(ValidationIntervals, AboutEightyPercentOfMeasuredServingFiguresFallInside)
{
    // Output tokens/s, TTFT and TPOT of the quality A+B serving cases, each against its own band.
    Coverage tokens, ttft, tpot;
    for (const ServingCaseResult &c : servingReport().cases) {
        if (c.error)
            continue;
        count(tokens, c.measuredOutputTokS, c.predictedOutputTokSLow, c.predictedOutputTokSHigh, c.calibrated);
        count(ttft, c.measuredTtftMs, c.predictedTtftMsLow, c.predictedTtftMsHigh, c.calibrated);
        count(tpot, c.measuredTpotMs, c.predictedTpotMsLow, c.predictedTpotMsHigh, c.calibrated);
    }
    std::printf("serving interval coverage (quality A+B): output tokens/s %d of %d = %.1f %%, TTFT %d of %d = "
                "%.1f %%, TPOT %d of %d = %.1f %%\n",
                tokens.inside, tokens.rows, 100.0 * tokens.share(), ttft.inside, ttft.rows, 100.0 * ttft.share(),
                tpot.inside, tpot.rows, 100.0 * tpot.share());
    ASSERT_GE(tokens.rows, 30);
    ASSERT_GE(ttft.rows, 30);
    ASSERT_GE(tpot.rows, 30);
    for (const Coverage *c : {&tokens, &ttft, &tpot}) {
        EXPECT_GE(c->share(), kMinCoverage);
        EXPECT_LE(c->share(), kMaxCoverage);
    }
}

TEST(ValidationIntervals, EveryServingPredictionHasItsInterval)
{
    int estimated = 0;
    for (const ServingCaseResult &c : servingReport().cases) {
        EXPECT_EQ(c.predictedTpotMs.has_value(), c.predictedTpotMsLow.has_value()) << c.id;
        EXPECT_EQ(c.predictedTtftMs.has_value(), c.predictedTtftMsHigh.has_value()) << c.id;
        EXPECT_EQ(c.predictedOutputTokS.has_value(), c.predictedOutputTokSLow.has_value()) << c.id;
        if (c.predictedTpotMs) {
            ++estimated;
            EXPECT_LT(*c.predictedTpotMsLow, *c.predictedTpotMsHigh) << c.id;
        }
    }
    EXPECT_GT(estimated, 30);
}

// Each shipped band states how many of its group's measured runs it covers: the validation run
// counts the same share inside it, and the band was chosen to hold on sources it never saw
// (tools/make_intervals.py: leave-one-source-out coverage at least 78 %, at most 90 % in sample).
TEST(ValidationIntervals, EachBandCoversTheShareItStates)
{
    const IntervalTable &table = builtInIntervalTable();
    const std::array<std::pair<IntervalGroup, std::vector<Method>>, 3> groups{{
        {IntervalGroup::Training, {Method::Full, Method::Pretrain}},
        {IntervalGroup::Adapters, {Method::LoRA, Method::QLoRA}},
        {IntervalGroup::Inference, {Method::Inference}},
    }};
    for (IntervalMetric metric : {IntervalMetric::Memory, IntervalMetric::Throughput}) {
        for (const auto &[group, methods] : groups) {
            const auto &band = table.bands[static_cast<std::size_t>(metric)][static_cast<std::size_t>(group)];
            ASSERT_TRUE(band.has_value());
            int rows = 0;
            int inside = 0;
            for (const ValidationCaseResult &c : report().cases) {
                if (c.error || !c.mode || std::find(methods.begin(), methods.end(), *c.mode) == methods.end())
                    continue;
                const std::optional<double> &measured
                    = metric == IntervalMetric::Memory ? c.measuredMemGib : c.measuredTokensPerSecPerGpu;
                const std::optional<double> &predicted
                    = metric == IntervalMetric::Memory ? c.predictedMemGib : c.predictedTokensPerSecPerGpu;
                if (!measured || !predicted || *measured <= 0 || *predicted <= 0)
                    continue;
                ++rows;
                const double ratio = *measured / *predicted;
                inside += ratio >= band->low && ratio <= band->high ? 1 : 0;
            }
            EXPECT_EQ(rows, band->rows);
            EXPECT_NEAR(double(inside) / rows, band->coverage, 1e-4);
            EXPECT_GE(band->sourceLeftOutCoverage, 0.78);
            EXPECT_LE(band->coverage, 0.9);
        }
    }
}

TEST(ValidationIntervals, BuiltInTableHasServingBandsAndCalibrationCounts)
{
    const IntervalTable &table = builtInIntervalTable();
    EXPECT_EQ(table.servingCasesSha256.size(), 64u);
    for (std::size_t m = 0; m < kServingIntervalMetricCount; ++m) {
        const auto band = table.servingBand(static_cast<ServingIntervalMetric>(m), true);
        ASSERT_TRUE(band.has_value());
        EXPECT_LT(band->low, band->high);
        EXPECT_GE(band->rows, 8);
    }
    // The counts agree with the validation run: per family, the A+B rows with a measured and a
    // predicted memory (and throughput) that the coverage test above counts.
    std::array<CalibrationRows, kGpuGenerationCount> counted{};
    for (const ValidationCaseResult &c : report().cases) {
        const GpuSpec *gpu = GpuCatalog::builtIn().find(c.gpu);
        if (gpu == nullptr || c.error)
            continue;
        CalibrationRows &rows = counted[static_cast<std::size_t>(gpu->generation)];
        const bool memory = c.measuredMemGib && *c.measuredMemGib > 0 && c.predictedMemGib && *c.predictedMemGib > 0;
        const bool throughput = c.measuredTokensPerSecPerGpu && *c.measuredTokensPerSecPerGpu > 0
                                && c.predictedTokensPerSecPerGpu && *c.predictedTokensPerSecPerGpu > 0;
        rows.memoryRows += memory;
        rows.throughputRows += throughput;
        rows.runs += memory || throughput;
    }
    int runs = 0;
    for (std::size_t g = 0; g < kGpuGenerationCount; ++g) {
        const auto generation = static_cast<GpuGeneration>(g);
        const CalibrationRows &shipped = table.calibrationOf(generation);
        EXPECT_EQ(shipped, counted[g]) << toString(generation);
        runs += shipped.runs;
        // A family whose speed is calibrated was calibrated on measured throughput rows; one
        // without such rows is marked (*) as not calibrated.
        EXPECT_EQ(timing::calibration().isFitted(generation), shipped.throughputRows > 0) << toString(generation);
    }
    EXPECT_GT(runs, 300);
}
