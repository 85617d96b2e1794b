// core::sensitivity (issue #29 point 4): what moves the answer, each assumption from low to high,
// the figures those scenarios estimate to, sorted by swing.
#include "analysis/analysis.h"
#include "analysisfixtures.h"
#include "analysis/sensitivity.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;
using gpusizer::core::testing::llama70bFp8OnTwoH100;
using gpusizer::core::testing::loraOnH100;

namespace {


const SensitivityItem *item(const Sensitivity &s, const std::string &name)
{
    const auto it = std::find_if(s.items.begin(), s.items.end(), [&](const SensitivityItem &i) { return i.name == name; });
    return it == s.items.end() ? nullptr : &*it;
}

double cost(const Scenario &s)
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return analyse(s, GpuCatalog::builtIn(), o).estimate.cost.rentTotal;
}

} // namespace

TEST(Sensitivity, ARentedRunsCostMovesWithItsDataRentAndEfficiencyNotItsPower)
{
    const Scenario s = loraOnH100();
    EXPECT_EQ(defaultSensitivityFigure(s), SensitivityFigure::Cost);
    const Sensitivity out = sensitivity(s, GpuCatalog::builtIn(), SensitivityFigure::Cost);
    ASSERT_TRUE(out.valid);
    EXPECT_DOUBLE_EQ(out.base, cost(s));
    ASSERT_GE(out.items.size(), 6u);
    for (std::size_t i = 1; i < out.items.size(); ++i)
        EXPECT_GE(out.items[i - 1].swing(), out.items[i].swing()) << out.items[i].name;
    // The rent ±20 %: the cost exactly so.
    const SensitivityItem *rent = item(out, "rent");
    ASSERT_NE(rent, nullptr);
    EXPECT_NEAR(rent->low, 0.8 * out.base, 1e-9 * out.base);
    EXPECT_NEAR(rent->high, 1.2 * out.base, 1e-9 * out.base);
    // Twice the data, twice the steps: the same as estimating it.
    Scenario twice = s;
    twice.workload.datasetTokens *= 2;
    const SensitivityItem *dataset = item(out, "dataset");
    ASSERT_NE(dataset, nullptr);
    EXPECT_DOUBLE_EQ(dataset->high, cost(twice));
    EXPECT_NEAR(dataset->high / out.base, 2.0, 0.01);
    // The throughput band of measured runs: slower costs more, and the base lies between.
    const SensitivityItem *efficiency = item(out, "efficiency");
    ASSERT_NE(efficiency, nullptr);
    EXPECT_LT(efficiency->low, out.base);
    EXPECT_GT(efficiency->high, out.base);
    // A rented GPU's bill has no power price in it: listed, no swing.
    const SensitivityItem *power = item(out, "power_price");
    ASSERT_NE(power, nullptr);
    EXPECT_DOUBLE_EQ(power->swing(), 0.0);
}

TEST(Sensitivity, OwningMovesWithTheHoursAYearAndThePower)
{
    Scenario s = loraOnH100();
    s.requirements.ownership = Ownership::Own;
    const Sensitivity out = sensitivity(s, GpuCatalog::builtIn(), SensitivityFigure::Cost);
    ASSERT_TRUE(out.valid);
    const SensitivityItem *usage = item(out, "usage_hours_per_year");
    const SensitivityItem *power = item(out, "power_price");
    ASSERT_TRUE(usage && power);
    // Fewer hours a year carry the purchase over less work: the run costs more.
    EXPECT_GT(usage->low, out.base);
    EXPECT_LT(usage->high, out.base);
    EXPECT_LT(power->low, out.base);
    EXPECT_GT(power->high, out.base);
}

TEST(Sensitivity, TheLatencyStatisticAndTheLoadMoveTheGpusAServiceNeeds)
{
    Scenario s = llama70bFp8OnTwoH100();
    s.serving.concurrency = 300;
    EXPECT_EQ(defaultSensitivityFigure(s), SensitivityFigure::Gpus);
    const Sensitivity out = sensitivity(s, GpuCatalog::builtIn(), SensitivityFigure::Gpus);
    ASSERT_TRUE(out.valid);
    const SensitivityItem *stat = item(out, "latency_statistic");
    const SensitivityItem *load = item(out, "load");
    ASSERT_TRUE(stat && load);
    // The median is met with no more GPUs than the 99th percentile; p99 is the scenario's own.
    EXPECT_LE(stat->low, out.base);
    EXPECT_DOUBLE_EQ(stat->high, out.base);
    EXPECT_LT(load->low, out.base);
    EXPECT_GT(load->high, out.base);
    EXPECT_EQ(out.items.front().swing(),
              std::max_element(out.items.begin(), out.items.end(), [](const auto &a, const auto &b) {
                  return a.swing() < b.swing();
              })->swing());
}

TEST(Sensitivity, AFigureThatDoesNotApplyIsNoAnswer)
{
    EXPECT_FALSE(sensitivity(loraOnH100(), GpuCatalog::builtIn(), SensitivityFigure::Tpot).valid);
    EXPECT_EQ(parseSensitivityFigure("gpus"), SensitivityFigure::Gpus);
    EXPECT_FALSE(parseSensitivityFigure("speed").has_value());
}
