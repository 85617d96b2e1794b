#include "estimate/time/tcomodel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpusizer::core {

double annuityPerYear(double principal, double residual, double interestRate, double years)
{
    if (years <= 0)
        return 0.0;
    if (interestRate <= 0)
        return (principal - residual) / years;
    const double discount = std::pow(1.0 + interestRate, -years);
    return (principal - residual * discount) * interestRate / (1.0 - discount);
}

TcoEstimate totalCostOfOwnership(const Prices &p, const TcoInputs &in)
{
    TcoEstimate t;
    t.years = p.lifetimeYears;
    t.gpus = std::max(1, in.gpus);
    t.usageHoursPerYear = std::max(0.0, in.usageHoursPerYear);
    t.purchase = in.purchase;
    t.powerKw = in.powerKw;
    t.residual = in.purchase * p.residualPercent / 100.0;
    const double annuity = annuityPerYear(t.purchase, t.residual, p.interestPercent / 100.0, t.years);
    t.financing = annuity * t.years - (t.purchase - t.residual);
    const double kwhPerHour = in.powerKw * p.utilisation * p.pue;
    t.energyKwhPerYear = kwhPerHour * t.usageHoursPerYear;
    const double energyPerYear = t.energyKwhPerYear * p.powerPricePerKwh;
    const double hostingPerYear = in.powerKw * p.hostingPerKwMonth * 12.0;
    const double supportPerYear = t.purchase * p.supportPercent / 100.0;
    const double licencesPerYear = t.gpus * p.licencePerGpuYear;
    t.energy = energyPerYear * t.years;
    t.hosting = hostingPerYear * t.years;
    t.support = supportPerYear * t.years;
    t.licences = licencesPerYear * t.years;
    t.total = t.purchase - t.residual + t.financing + t.energy + t.hosting + t.support + t.licences;
    t.perYear = t.years > 0 ? t.total / t.years : 0.0;
    const double gpuHoursPerYear = t.usageHoursPerYear * t.gpus;
    t.perGpuHour = gpuHoursPerYear > 0 ? t.perYear / gpuHoursPerYear : 0.0;
    t.rentTotal = in.rentPerGpuHour * gpuHoursPerYear * t.years;
    const double fixedPerYear = annuity + hostingPerYear + supportPerYear + licencesPerYear;
    const double margin = in.rentPerGpuHour * t.gpus - kwhPerHour * p.powerPricePerKwh;
    t.breakEvenHoursPerYear = margin > 0 ? fixedPerYear / margin : std::numeric_limits<double>::infinity();
    const double runningPerYear = energyPerYear + hostingPerYear + supportPerYear + licencesPerYear
        + (t.years > 0 ? t.financing / t.years : 0.0);
    const double savedPerMonth = (in.rentPerGpuHour * gpuHoursPerYear - runningPerYear) / 12.0;
    t.paybackMonths = savedPerMonth > 0 ? (t.purchase - t.residual) / savedPerMonth
                                        : std::numeric_limits<double>::infinity();
    return t;
}

} // namespace gpusizer::core
