// The value axes of the charts that paint themselves (the Pareto fronts, the tornado): round
// ends and steps on a linear scale, 1-2-5 or decades on a log one beyond two decades.
#include "charts/plotaxis.h"

#include <gtest/gtest.h>

#include <vector>

using namespace gpusizer::ui;

TEST(PlotAxis, LinearFromZeroInRoundSteps)
{
    // 0 to 37 in at most 6 ticks: 37 / 5 = 7.4 a step; 1, 2, 2.5 and 5 need more than 6 ticks
    // (38, 19, 16, 9), so 10: 0, 10, 20, 30, 40.
    const PlotAxis axis = PlotAxis::over(3, 37, 6, true, true);
    EXPECT_FALSE(axis.logarithmic);
    EXPECT_EQ(axis.ticks, (std::vector<double> { 0, 10, 20, 30, 40 }));
    EXPECT_EQ(axis.low, 0);
    EXPECT_EQ(axis.high, 40);
    EXPECT_EQ(axis.decimals, 0);
    EXPECT_DOUBLE_EQ(axis.fraction(10), 0.25);
}

TEST(PlotAxis, DecimalsFollowTheStep)
{
    // 0.1 to 1.1 in at most 7 ticks: a step of 0.1 needs 11, 0.2 needs 7 (0 to 1.2): one decimal.
    const PlotAxis axis = PlotAxis::over(0.1, 1.1, 7, false, false);
    ASSERT_EQ(axis.ticks.size(), 7u);
    EXPECT_DOUBLE_EQ(axis.ticks.front(), 0.0);
    EXPECT_DOUBLE_EQ(axis.ticks.back(), 1.2);
    EXPECT_EQ(axis.decimals, 1);
    // 0 to 1 in at most 5 ticks: 0.1 and 0.2 need 11 and 6, 0.25 needs 5: two decimals.
    EXPECT_EQ(PlotAxis::over(0, 1, 5, false, false).decimals, 2);
}

TEST(PlotAxis, CountsStepInWholeNumbers)
{
    // 2 to 4 GPUs with room for 9 ticks: 0.25 would do, a whole GPU is the least step.
    const PlotAxis axis = PlotAxis::over(2, 4, 9, false, false, 1.0);
    EXPECT_EQ(axis.ticks, (std::vector<double> { 2, 3, 4 }));
    // 0 to 20 with room for 10: steps of 1 and 2 need 21 and 11 ticks, 2.5 is no whole number
    // of GPUs: 5, so 0, 5, 10, 15, 20.
    EXPECT_EQ(PlotAxis::over(0, 20, 10, false, false, 1.0).ticks, (std::vector<double> { 0, 5, 10, 15, 20 }));
}

TEST(PlotAxis, LogarithmicBeyondTwoDecades)
{
    // 5 to 5,000 tokens/s: three decades. The ends round to 1-2-5 values (5 and 5,000); with
    // room for 10 ticks 1-2-5 (13 of them over 1 to 10,000) do not fit, the decades inside do.
    const PlotAxis axis = PlotAxis::over(5, 5000, 10, true, true);
    EXPECT_TRUE(axis.logarithmic);
    EXPECT_EQ(axis.low, 5);
    EXPECT_EQ(axis.high, 5000);
    EXPECT_EQ(axis.ticks, (std::vector<double> { 10, 100, 1000 }));
    // 10 lies log(10 / 5) / log(5000 / 5) = log 2 / log 1000 along it.
    EXPECT_NEAR(axis.fraction(10), 0.30103 / 3, 1e-5);
    // Room for 16: 1-2-5 inside: 5, 10, 20, 50, ..., 5000.
    EXPECT_EQ(PlotAxis::over(5, 5000, 16, true, true).ticks,
        (std::vector<double> { 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000 }));
    // A factor of 100 is not more than two decades: linear.
    EXPECT_FALSE(PlotAxis::over(1, 100, 10, true, true).logarithmic);
    EXPECT_FALSE(spansDecades(1, 100));
    EXPECT_TRUE(spansDecades(1, 101));
    // Below 1, as many decimals as the tick needs.
    const PlotAxis small = PlotAxis::over(0.2, 50, 16, true, true);
    EXPECT_EQ(small.tickDecimals(0.2), 1);
    EXPECT_EQ(small.tickDecimals(0.05), 2);
    EXPECT_EQ(small.tickDecimals(20), 0);
}
