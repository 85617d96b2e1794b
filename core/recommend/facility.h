#pragma once

#include "model/scenario.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// What a configuration asks of the room it stands in, from the systems it is quoted on.
struct FacilitySheet {
    double powerKw = 0;          // rated IT power of the systems
    double heatBtuPerHour = 0;   // the heat they give off at that power: 3,412.14 BTU/h a kW
    int rackUnits = 0;
    int racks = 0;               // whole systems at the scenario's power budget per rack and 42 U a rack
    double kwhPerYear = 0;       // IT energy at the utilisation over the usage hours (before PUE)
};

inline constexpr double kBtuPerHourPerKw = 3412.14;
inline constexpr int kRackUnitsPerRack = 42;

// The facility sheet of `bom` for a workload of `usageHoursPerYear` (CostEstimate's), at the
// scenario's utilisation and rack power budget (Scenario::prices).
FacilitySheet facilitySheet(const BillOfMaterials &bom, const Scenario &scenario, double usageHoursPerYear);

} // namespace gpusizer::core
