#pragma once

#include "model/gpuspec.h"
#include "estimate/estimate.h"
#include "model/scenario.h"
#include "model/systemspec.h"

namespace gpusizer::core {

// Rent versus own for the GPU-hours of `time` (docs/estimation.md "Time and cost model").
// rent  = GPU-hours x price per GPU-hour (Scenario::prices or the catalog's dated default)
// own   = per GPU and year: purchase / lifetime + TDP x PUE x price per kWh x usage hours
//         + hosting; per GPU-hour at the scenario's usage hours per year
// break-even hours per year: (purchase / lifetime + hosting) / (rent - power cost per hour);
// +infinity when renting costs less than the power alone.
CostEstimate estimateCost(const Scenario &scenario, const GpuSpec &gpu, const TimeEstimate &time);

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
