#include "estimate/time/costmodel.h"

#include "estimate/time/tcomodel.h"

#include <algorithm>

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
    const double hours = usageHoursPerYear(s);
    c.usageHoursPerYear = hours;
    // The whole configuration's cost of ownership; the per-GPU figures are its shares.
    const int gpus = std::max(1, s.parallel.gpus);
    c.tco = totalCostOfOwnership(p, TcoInputs{gpus, c.ownPurchasePerGpu * gpus, c.ownPowerKwPerGpu * gpus,
                                              c.rentPerGpuHour, hours});
    c.ownYearlyPerGpu = c.tco.perYear / gpus;
    c.ownPerGpuHour = c.tco.perGpuHour;
    c.ownTotal = time.gpuHours * c.ownPerGpuHour;
    c.rentYearlyPerGpu = c.rentPerGpuHour * hours;
    c.breakEvenHoursPerYear = c.tco.breakEvenHoursPerYear;
    return c;
}

double ownCostPerMillionOutputTokens(const CostEstimate &c, const ServingEstimate &v)
{
    return c.rentPerGpuHour > 0 ? v.costPerMillionOutputTokens * c.ownPerGpuHour / c.rentPerGpuHour : 0.0;
}

bool breaksEvenWithinAYear(const CostEstimate &c)
{
    return c.breakEvenHoursPerYear >= 0 && c.breakEvenHoursPerYear <= kHoursInAYear;
}

} // namespace gpusizer::core
