#include "estimate/time/costmodel.h"

#include <limits>

namespace gpusizer::core {

double rentPricePerGpuHour(const Scenario &s, const GpuSpec &gpu)
{
    return s.prices.rentPerGpuHour.value_or(gpu.rentPerHour);
}

double purchasePricePerGpu(const Scenario &s, const GpuSpec &gpu)
{
    return s.prices.purchasePerGpu.value_or(gpu.purchasePrice);
}

CostEstimate estimateCost(const Scenario &s, const GpuSpec &gpu, const TimeEstimate &time)
{
    const Prices &p = s.prices;
    CostEstimate c;
    c.rentPerGpuHour = rentPricePerGpuHour(s, gpu);
    c.rentTotal = time.gpuHours * c.rentPerGpuHour;

    const double powerPerHour = gpu.tdpWatts / 1000.0 * p.pue * p.powerPricePerKwh;
    const double fixedPerYear = purchasePricePerGpu(s, gpu) / p.lifetimeYears + p.hostingPerGpuYear;
    c.ownYearlyPerGpu = fixedPerYear + powerPerHour * p.usageHoursPerYear;
    c.ownPerGpuHour = p.usageHoursPerYear > 0 ? c.ownYearlyPerGpu / p.usageHoursPerYear : 0.0;
    c.ownTotal = time.gpuHours * c.ownPerGpuHour;
    c.rentYearlyPerGpu = c.rentPerGpuHour * p.usageHoursPerYear;

    const double margin = c.rentPerGpuHour - powerPerHour;
    c.breakEvenHoursPerYear = margin > 0 ? fixedPerYear / margin : std::numeric_limits<double>::infinity();
    return c;
}

} // namespace gpusizer::core
