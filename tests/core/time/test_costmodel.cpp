// Rent versus own, hand-computed with the catalog's H100 SXM (rent 3.99 $/h, purchase 30,000 $,
// 700 W) and straight-line ownership (4 years, 0.15 $/kWh, PUE 1.3, 2,000 h/year; no residual,
// interest, support, licence or hosting: plainOwnership()). The whole cost of ownership with
// every term is test_tcomodel.cpp's.
#include "estimate/time/costmodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

// Owning as purchase over the lifetime plus energy: the other terms of the TCO set to nothing.
Scenario plainOwnership(Scenario s)
{
    s.prices.residualPercent = 0;
    s.prices.interestPercent = 0;
    s.prices.supportPercent = 0;
    s.prices.licencePerGpuYear = 0;
    s.prices.hostingPerKwMonth = 0;
    return s;
}

} // namespace

TEST(CostModel, RentAndOwnForOneHundredGpuHours)
{
    const Scenario s = plainOwnership(scenario("llama-2-7b", Method::LoRA, "h100-sxm"));
    TimeEstimate t;
    t.gpuHours = 100;
    const CostEstimate c = estimateCost(s, gpu("h100-sxm"), t);
    EXPECT_DOUBLE_EQ(c.rentPerGpuHour, 3.99);
    EXPECT_DOUBLE_EQ(c.rentTotal, 399.0);
    const double power = 0.7 * 0.76 * 1.3 * 0.15;               // 0.1037 $/h: 0.76 of the TDP drawn
    const double yearly = 30000.0 / 4.0 + power * 2000;          // 7,707 $
    EXPECT_NEAR(c.ownYearlyPerGpu, yearly, 1e-9);
    EXPECT_NEAR(c.ownPerGpuHour, yearly / 2000.0, 1e-12);     // 3.8537 $/h
    EXPECT_NEAR(c.ownTotal, 100.0 * yearly / 2000.0, 1e-9);
    EXPECT_NEAR(c.rentYearlyPerGpu, 3.99 * 2000.0, 1e-9);
    EXPECT_NEAR(c.breakEvenHoursPerYear, 7500.0 / (3.99 - power), 1e-9);  // 1,929.8 h
}

TEST(CostModel, UserPricesReplaceTheCatalogDefaults)
{
    Scenario s = plainOwnership(scenario("llama-2-7b", Method::LoRA, "rtx-4090"));
    s.prices.pinned["rtx-4090"] = PricePin{0.34, 1600.0};
    s.prices.lifetimeYears = 3.0;
    TimeEstimate t;
    t.gpuHours = 10;
    const CostEstimate c = estimateCost(s, gpu("rtx-4090"), t);
    EXPECT_DOUBLE_EQ(c.rentTotal, 3.4);
    const double power = 0.45 * 0.76 * 1.3 * 0.15;
    EXPECT_NEAR(c.breakEvenHoursPerYear, (1600.0 / 3.0) / (0.34 - power), 1e-9);  // 1,951 h
}

TEST(CostModel, RentingBelowThePowerBillNeverBreaksEven)
{
    Scenario s = scenario("llama-2-7b", Method::LoRA, "h100-sxm");
    s.prices.pinned["h100-sxm"].rentPerGpuHour = 0.10;  // below 0.1037 $/h of electricity
    const CostEstimate c = estimateCost(s, gpu("h100-sxm"), TimeEstimate{});
    EXPECT_TRUE(std::isinf(c.breakEvenHoursPerYear));
}

// A serving deployment runs around the clock: without usage hours of its own it is costed at
// 8,760 h a year, and owning an H100 then beats renting it (the break-even is 1,930 h).
TEST(CostModel, ServingAroundTheClockIsCostedAtItsHoursAndOwningWins)
{
    Scenario s = plainOwnership(scenario("llama-2-7b", Method::Inference, "h100-sxm"));
    ASSERT_FALSE(s.prices.usageHoursPerYear);
    TimeEstimate t;
    t.gpuHours = 730;  // one GPU for a month
    const CostEstimate c = estimateCost(s, gpu("h100-sxm"), t);
    EXPECT_DOUBLE_EQ(c.usageHoursPerYear, 8760.0);
    const double power = 0.7 * 0.76 * 1.3 * 0.15;                // 0.1037 $/h
    const double yearly = 30000.0 / 4.0 + power * 8760;           // 8,408.77 $
    EXPECT_NEAR(c.ownYearlyPerGpu, yearly, 1e-9);
    EXPECT_NEAR(c.ownPerGpuHour, yearly / 8760.0, 1e-12);         // 0.9599 $/h
    EXPECT_NEAR(c.rentYearlyPerGpu, 3.99 * 8760.0, 1e-9);          // 34,952.40 $
    EXPECT_LT(c.ownTotal, c.rentTotal);                             // 700.73 $ against 2,912.70 $ a month
    EXPECT_NEAR(c.ownTotal, 730 * yearly / 8760.0, 1e-9);
    // Training keeps the working year of 2,000 h; a figure the user sets wins over both.
    EXPECT_DOUBLE_EQ(estimateCost(plainOwnership(scenario("llama-2-7b", Method::LoRA, "h100-sxm")), gpu("h100-sxm"), t).usageHoursPerYear,
                     2000.0);
    s.prices.usageHoursPerYear = 900;   // under the break-even
    const CostEstimate part = estimateCost(s, gpu("h100-sxm"), t);
    EXPECT_DOUBLE_EQ(part.usageHoursPerYear, 900.0);
    EXPECT_GT(part.ownTotal, part.rentTotal);  // under the break-even renting wins
}
