#pragma once

#include "catalog/gpucatalog.h"
#include "estimate/estimate.h"
#include "model/scenario.h"
#include "util/result.h"

namespace gpusizer::core {

// Checks a scenario for values no estimate can be made from (names the field).
std::optional<Error> validateScenario(const Scenario &scenario);

// Memory, time and cost of a scenario on one GPU type. Pure function.
Estimate estimate(const Scenario &scenario, const GpuSpec &gpu);

// Looks the scenario's GPU up in the catalog and validates first.
Result<Estimate> estimate(const Scenario &scenario, const GpuCatalog &catalog);

} // namespace gpusizer::core
