// The prediction intervals of resources/intervals.json (tools/make_intervals.py) on the public
// validation cases they were read off: about 80 % of the measured quality A+B values, memory
// and throughput apart, fall inside [low, high] of their prediction.
#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "io/validation/validationcase.h"
#include "validation/validationrunner.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

using namespace gpusizer::core;

namespace {

// The table aims at 80 %; this is how far the measured share may drift from it.
constexpr double kMinCoverage = 0.70;
constexpr double kMaxCoverage = 0.90;

const ValidationReport &report()
{
    static const ValidationReport r = [] {
        std::ifstream in(std::string(GPUSIZER_TEST_DATA_DIR) + "/validation_cases.csv", std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const auto cases = readValidationCases(text.str(), "validation_cases.csv");
        EXPECT_TRUE(cases.ok());
        return cases.ok() ? runValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn(), 'B')
                          : ValidationReport{};
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
