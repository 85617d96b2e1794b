// Owning against renting year by year (the workbook's TCO chart).
#include "estimate/time/tcomodel.h"
#include "estimate/time/tcoyears.h"

#include <gtest/gtest.h>

namespace gpusizer::core {
namespace {

// USD 100,000 of servers for 8 GPUs, 25 % back after the years, no interest, support 10 % a
// year and nothing else to run them; renting the 8 GPUs costs 2 an hour for 1,000 hours a year.
TcoEstimate serverWithSupportOnly(double years)
{
    Prices prices;
    prices.lifetimeYears = years;
    prices.residualPercent = 25;
    prices.interestPercent = 0;
    prices.supportPercent = 10;
    prices.hostingPerKwMonth = 0;
    prices.powerPricePerKwh = 0;
    prices.licencePerGpuYear = 0;
    return totalCostOfOwnership(prices, TcoInputs{8, 100000.0, 6.0, 2.0, 1000.0});
}

TEST(CumulativeCost, OwningPaysThePurchaseFirstAndGetsTheResidualBackAtTheEnd)
{
    const TcoEstimate tco = serverWithSupportOnly(4);
    ASSERT_DOUBLE_EQ(tco.total, 115000.0); // 100,000 - 25,000 + 4 x 10,000
    const std::vector<CumulativeCost> points = cumulativeCostByYear(tco);
    ASSERT_EQ(points.size(), 5u);
    const double own[] = {100000, 110000, 120000, 130000, 115000};
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_DOUBLE_EQ(points[i].year, double(i));
        EXPECT_DOUBLE_EQ(points[i].own, own[i]) << "year " << i;
        EXPECT_DOUBLE_EQ(points[i].rent, 16000.0 * double(i)) << "year " << i; // 8 GPUs x 1,000 h x 2
    }
    EXPECT_DOUBLE_EQ(points.back().own, tco.total);
    EXPECT_DOUBLE_EQ(points.back().rent, tco.rentTotal);
}

TEST(CumulativeCost, InterestIsPaidYearByYearAndTheLastPointIsTheTotal)
{
    Prices prices;  // the defaults: 4 years, 8 % interest, colocation, energy, support
    const TcoEstimate tco = totalCostOfOwnership(prices, TcoInputs{8, 317000.0, 10.2, 2.5, 8760.0});
    const std::vector<CumulativeCost> points = cumulativeCostByYear(tco);
    ASSERT_EQ(points.size(), 5u);
    EXPECT_DOUBLE_EQ(points.front().own, 317000.0);
    EXPECT_DOUBLE_EQ(points.front().rent, 0.0);
    EXPECT_NEAR(points.back().own, tco.total, 1e-6);
    EXPECT_NEAR(points.back().rent, tco.rentTotal, 1e-6);
    // Each year between costs the same: running costs plus the financing's share.
    const double running = (tco.energy + tco.hosting + tco.support + tco.licences + tco.financing) / 4.0;
    for (std::size_t i = 1; i + 1 < points.size(); ++i)
        EXPECT_NEAR(points[i].own - points[i - 1].own, running, 1e-6) << "year " << i;
}

TEST(CumulativeCost, APartYearEndsOnTheLifetime)
{
    const std::vector<CumulativeCost> points = cumulativeCostByYear(serverWithSupportOnly(2.5));
    ASSERT_EQ(points.size(), 4u);
    EXPECT_DOUBLE_EQ(points[2].year, 2.0);
    EXPECT_DOUBLE_EQ(points[2].own, 120000.0);
    EXPECT_DOUBLE_EQ(points[3].year, 2.5);
    EXPECT_DOUBLE_EQ(points[3].own, 100000.0 + 25000.0 - 25000.0); // 2.5 years of support, residual back
    EXPECT_DOUBLE_EQ(points[3].rent, 40000.0);
}

TEST(CumulativeCost, NoYearsNoPoints)
{
    EXPECT_TRUE(cumulativeCostByYear(TcoEstimate{}).empty());
}

} // namespace
} // namespace gpusizer::core
