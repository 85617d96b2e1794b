#include "estimate/time/costmodel.h"

#include <limits>

namespace gpusizer::core {

namespace {

// A catalog or price-list amount in the scenario's currency; 0 when the table lacks a rate
// (validateScenario rejects a scenario currency without one; a price list only takes known
// currencies, so this is a table the user emptied).
double inScenarioCurrency(const Scenario &s, double amount, const std::string &currency)
{
    return s.prices.rates.convert(amount, currency, s.prices.currency).value_or(0.0);
}

} // namespace

double listRentPerGpuHour(const Scenario &s, const GpuSpec &gpu)
{
    return inScenarioCurrency(s, gpu.rentPerHour, gpu.priceCurrency);
}

double listPurchasePerGpu(const Scenario &s, const GpuSpec &gpu)
{
    return inScenarioCurrency(s, gpu.purchasePrice, gpu.priceCurrency);
}

double rentPricePerGpuHour(const Scenario &s, const GpuSpec &gpu)
{
    if (const PricePin *pin = s.prices.pinFor(gpu.id); pin && pin->rentPerGpuHour)
        return *pin->rentPerGpuHour;
    return listRentPerGpuHour(s, gpu);
}

double purchasePricePerGpu(const Scenario &s, const GpuSpec &gpu)
{
    if (const PricePin *pin = s.prices.pinFor(gpu.id); pin && pin->purchasePerGpu)
        return *pin->purchasePerGpu;
    return listPurchasePerGpu(s, gpu);
}

double systemPrice(const Scenario &s, const SystemSpec &system)
{
    return inScenarioCurrency(s, system.purchasePrice, system.currency);
}

CostEstimate estimateCost(const Scenario &s, const GpuSpec &gpu, const TimeEstimate &time, const OwnershipBasis *basis)
{
    const Prices &p = s.prices;
    CostEstimate c;
    c.currency = p.currency;
    c.rentPerGpuHour = rentPricePerGpuHour(s, gpu);
    c.rentTotal = time.gpuHours * c.rentPerGpuHour;

    c.ownPurchasePerGpu = basis ? basis->purchasePerGpu : purchasePricePerGpu(s, gpu);
    c.ownPowerKwPerGpu = basis ? basis->powerKwPerGpu : gpu.tdpWatts / 1000.0;
    c.ownQuotedOn = basis ? basis->quotedOn : std::string();
    // The systems draw `utilisation` of their rated power while they run.
    const double powerPerHour = c.ownPowerKwPerGpu * p.utilisation * p.pue * p.powerPricePerKwh;
    const double fixedPerYear = c.ownPurchasePerGpu / p.lifetimeYears + p.hostingPerGpuYear;
    const double hours = usageHoursPerYear(s);
    c.usageHoursPerYear = hours;
    c.ownYearlyPerGpu = fixedPerYear + powerPerHour * hours;
    c.ownPerGpuHour = hours > 0 ? c.ownYearlyPerGpu / hours : 0.0;
    c.ownTotal = time.gpuHours * c.ownPerGpuHour;
    c.rentYearlyPerGpu = c.rentPerGpuHour * hours;

    const double margin = c.rentPerGpuHour - powerPerHour;
    c.breakEvenHoursPerYear = margin > 0 ? fixedPerYear / margin : std::numeric_limits<double>::infinity();
    return c;
}

bool breaksEvenWithinAYear(const CostEstimate &c)
{
    return c.breakEvenHoursPerYear >= 0 && c.breakEvenHoursPerYear <= kHoursInAYear;
}

} // namespace gpusizer::core
