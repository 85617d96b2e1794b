// The total cost of ownership (issue #23 point 3), derived by hand for one HGX H100 8-GPU server
// (the catalog's USD 317,000 and 10.2 kW) owned 5 years around the clock: 60 % average draw,
// PUE 1.4, USD 0.15 a kWh, colocation USD 150 a kW and month, 10 % residual, 7 % interest,
// support 10 % of the purchase a year and NVIDIA AI Enterprise at USD 4,500 per GPU and year.
// (gpu-sizer-cli's estimate --json carries the same figures: tests/cli, cli.estimate_json_tco.)
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/time/tcomodel.h"
#include "model/methodchange.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;

namespace {

Scenario fiveYearsOfOneHgxH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s = withMethod(s, Method::Pretrain);
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = Sharding::FSDP;
    Prices &p = s.prices;
    p.lifetimeYears = 5;
    p.usageHoursPerYear = 8760;
    p.utilisation = 0.6;
    p.pue = 1.4;
    p.powerPricePerKwh = 0.15;
    p.hostingPerKwMonth = 150;
    p.residualPercent = 10;
    p.interestPercent = 7;
    p.supportPercent = 10;
    p.licencePerGpuYear = 4500;
    return s;
}

AnalysisOptions quick()
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return o;
}

} // namespace

// By hand:
//   purchase   317,000; residual 10 % = 31,700
//   annuity    (317,000 - 31,700 x 1.07^-5) x 0.07 / (1 - 1.07^-5); 1.07^-5 = 0.712986
//              = (317,000 - 22,601.67) x 0.07 / 0.287014 = 71,801.02 a year
//   financing  5 x 71,801.02 - (317,000 - 31,700) = 73,705.08
//   energy     10.2 kW x 0.6 x 1.4 x 8,760 h = 75,055.68 kWh a year x 0.15 x 5 = 56,291.76
//   hosting    10.2 kW x 150 x 12 x 5 = 91,800
//   support    317,000 x 10 % x 5 = 158,500
//   licences   8 x 4,500 x 5 = 180,000
//   total      317,000 - 31,700 + 73,705.08 + 56,291.76 + 91,800 + 158,500 + 180,000 = 845,596.84
//   per year 169,119.37; per GPU-hour 169,119.37 / (8,760 x 8) = 2.4132
//   renting    3.99 x 8 x 8,760 x 5 = 1,398,096; break-even (71,801.02 + 18,360 + 31,700 + 36,000)
//              / (8 x 3.99 - 10.2 x 0.6 x 1.4 x 0.15) = 157,861.02 / 30.6348 = 5,153 h a year
//   payback    (317,000 - 31,700) / ((279,619.20 - 11,258.35 - 18,360 - 31,700 - 36,000 - 14,741.02)
//              / 12) = 285,300 / 13,963.32 = 20.43 months
TEST(TotalCostOfOwnership, FiveYearsOfOneHgxH100ServerByHand)
{
    const Analysis a = analyse(fiveYearsOfOneHgxH100(), GpuCatalog::builtIn(), quick());
    ASSERT_TRUE(a.valid) << describe(a.error);
    ASSERT_EQ(a.bom.systemId, "hgx-h100-8");
    const TcoEstimate &t = a.estimate.cost.tco;
    EXPECT_EQ(t.gpus, 8);
    EXPECT_DOUBLE_EQ(t.years, 5.0);
    EXPECT_NEAR(t.purchase, 317000.0, 1e-6);
    EXPECT_NEAR(t.residual, 31700.0, 1e-6);
    EXPECT_NEAR(t.financing, 73705.08, 0.01);
    EXPECT_NEAR(t.powerKw, 10.2, 1e-9);
    EXPECT_NEAR(t.energyKwhPerYear, 75055.68, 0.01);
    EXPECT_NEAR(t.energy, 56291.76, 0.01);
    EXPECT_NEAR(t.hosting, 91800.0, 1e-6);
    EXPECT_NEAR(t.support, 158500.0, 1e-6);
    EXPECT_NEAR(t.licences, 180000.0, 1e-6);
    EXPECT_NEAR(t.total, 845596.84, 0.01);
    EXPECT_NEAR(t.perYear, 169119.37, 0.01);
    EXPECT_NEAR(t.perGpuHour, 2.4132, 1e-4);
    EXPECT_NEAR(t.rentTotal, 1398096.0, 1e-6);
    EXPECT_NEAR(t.breakEvenHoursPerYear, 5153.0, 0.5);
    EXPECT_NEAR(t.paybackMonths, 20.43, 0.005);
    // The per-GPU cost of owning is the TCO's share: one formula, not two.
    const CostEstimate &c = a.estimate.cost;
    EXPECT_NEAR(c.ownYearlyPerGpu * 8, t.perYear, 1e-6);
    EXPECT_NEAR(c.ownPerGpuHour, t.perGpuHour, 1e-12);
    EXPECT_NEAR(c.breakEvenHoursPerYear, t.breakEvenHoursPerYear, 1e-9);
}

// The terms that can be left out leave straight-line amortisation and the energy.
TEST(TotalCostOfOwnership, WithoutInterestResidualSupportOrLicencesItIsPurchaseOverTheYearsPlusEnergy)
{
    Prices p;
    p.lifetimeYears = 4;
    p.residualPercent = 0;
    p.interestPercent = 0;
    p.supportPercent = 0;
    p.licencePerGpuYear = 0;
    p.hostingPerKwMonth = 0;
    p.utilisation = 1;
    p.pue = 1;
    p.powerPricePerKwh = 0.1;
    const TcoEstimate t = totalCostOfOwnership(p, TcoInputs{1, 40000, 1.0, 2.0, 2000});
    EXPECT_DOUBLE_EQ(t.financing, 0.0);
    EXPECT_DOUBLE_EQ(t.total, 40000.0 + 4 * 2000 * 0.1);  // 40,800
    EXPECT_DOUBLE_EQ(t.perGpuHour, 40800.0 / (4 * 2000));
    EXPECT_DOUBLE_EQ(t.breakEvenHoursPerYear, 10000.0 / (2.0 - 0.1));
}

// Interest makes owning dearer, a residual cheaper; renting below the energy never breaks even.
TEST(TotalCostOfOwnership, InterestCostsAndTheResidualComesBack)
{
    Prices p;
    const TcoInputs in{8, 300000, 10.0, 4.0, 8760};
    Prices noInterest = p;
    noInterest.interestPercent = 0;
    Prices noResidual = p;
    noResidual.residualPercent = 0;
    EXPECT_GT(totalCostOfOwnership(p, in).total, totalCostOfOwnership(noInterest, in).total);
    EXPECT_LT(totalCostOfOwnership(p, in).total, totalCostOfOwnership(noResidual, in).total);
    EXPECT_NEAR(annuityPerYear(100000, 0, 0.08, 5), 25045.65, 0.01);  // the textbook 5-year annuity at 8 %
    const TcoEstimate cheapRent = totalCostOfOwnership(p, TcoInputs{1, 30000, 1.0, 0.01, 8760});
    EXPECT_TRUE(std::isinf(cheapRent.breakEvenHoursPerYear));
}
