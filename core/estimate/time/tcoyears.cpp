#include "estimate/time/tcoyears.h"

#include <cmath>

namespace gpusizer::core {

std::vector<CumulativeCost> cumulativeCostByYear(const TcoEstimate &tco)
{
    std::vector<CumulativeCost> points;
    if (!(tco.years > 0) || !std::isfinite(tco.years))
        return points;
    // What owning pays a year after the purchase: every term of the total but the purchase
    // and the residual, spread evenly (the financing is an annuity, so its interest is too).
    const double runningPerYear = (tco.total - (tco.purchase - tco.residual)) / tco.years;
    const double rentPerYear = tco.rentTotal / tco.years;
    const auto at = [&](double year) {
        const bool end = year >= tco.years;
        return CumulativeCost{year, tco.purchase + runningPerYear * year - (end ? tco.residual : 0.0),
                              rentPerYear * year};
    };
    const int wholeYears = static_cast<int>(std::floor(tco.years));
    for (int year = 0; year <= wholeYears; ++year)
        points.push_back(at(year));
    if (tco.years > wholeYears)
        points.push_back(at(tco.years));
    return points;
}

} // namespace gpusizer::core
