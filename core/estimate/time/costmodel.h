#pragma once

#include "model/gpuspec.h"
#include "estimate/estimate.h"
#include "model/scenario.h"
#include "model/systemspec.h"

namespace gpusizer::core {

// What owning a configuration is costed on, per GPU of it: what must be bought (the priced bill
// of materials of the systems that hold it, divided over the configuration's GPUs) and the rated
// power of those systems, so that the cost of owning and the purchase quoted beside it are one
// price base (issue #23).
struct OwnershipBasis {
    double purchasePerGpu = 0;   // in the scenario's currency
    double powerKwPerGpu = 0;
    std::string quotedOn;        // the system's name; empty: the GPU priced alone
};

// Rent versus own for the GPU-hours of `time` (docs/estimation.md "Time and cost model").
// rent  = GPU-hours x price per GPU-hour (Scenario::prices or the catalog's dated default)
// own   = the total cost of ownership of the configuration over the scenario's years
//         (totalCostOfOwnership(): annuity of the purchase less its residual, energy at the
//         utilisation and PUE, hosting per kW, support, licences) per GPU-hour at the scenario's
//         usage hours per year. Purchase and power from `basis` (the quoted systems); without one
//         the GPU's own purchase price and TDP.
// break-even hours per year: yearly fixed cost / (rent - energy per hour); +infinity when
// renting costs less than the energy alone.
CostEstimate estimateCost(const Scenario &scenario, const GpuSpec &gpu, const TimeEstimate &time,
                          const OwnershipBasis *basis = nullptr);

// Whether owning ever becomes cheaper than renting within the 8,760 hours of a year (a
// break-even beyond them, or none at all, never is).
inline constexpr double kHoursInAYear = 8760.0;
bool breaksEvenWithinAYear(const CostEstimate &cost);

// Serving: the cost of a million output tokens on owned GPUs: the rented cost of a million
// (ServingEstimate, the hour split between prompt and output by the time each takes) at the
// hourly cost of owning instead of renting; 0 where no rent is priced.
double ownCostPerMillionOutputTokens(const CostEstimate &cost, const ServingEstimate &serving);

// Price per GPU-hour and purchase price the cost model uses for this scenario and GPU, in the
// scenario's currency: the scenario's pin for this GPU, else the GPU's (price-list or catalog)
// price converted at the scenario's exchange rates.
double rentPricePerGpuHour(const Scenario &scenario, const GpuSpec &gpu);
double purchasePricePerGpu(const Scenario &scenario, const GpuSpec &gpu);
// The GPU's (price-list or catalog) prices in the scenario's currency, ignoring its pins.
double listRentPerGpuHour(const Scenario &scenario, const GpuSpec &gpu);
double listPurchasePerGpu(const Scenario &scenario, const GpuSpec &gpu);
// A system's list price in the scenario's currency.
double systemPrice(const Scenario &scenario, const SystemSpec &system);

} // namespace gpusizer::core
