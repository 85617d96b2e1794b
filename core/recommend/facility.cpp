#include "recommend/facility.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

FacilitySheet facilitySheet(const BillOfMaterials &bom, const Scenario &s, double usageHoursPerYear)
{
    FacilitySheet f;
    f.powerKw = std::max(0.0, bom.powerKw);
    f.heatBtuPerHour = kBtuPerHourPerKw * f.powerKw;
    f.rackUnits = std::max(0, bom.rackUnits);
    // A rack holds as many whole systems as its power budget and its 42 units allow; a system
    // beyond one rack's budget (an NVL72 rack) takes as many budgets as its power needs.
    // A spare (N+1) takes its rack units but draws no power: the power per unit is that of the
    // units that run.
    const int units = std::max(1, bom.units);
    const double unitKw = f.powerKw / std::max(1, bom.units - bom.spareUnits);
    const double unitRu = double(f.rackUnits) / units;
    int perRack = units;
    if (unitKw > 0)
        perRack = std::min(perRack, int(std::floor(s.prices.rackKw / unitKw + 1e-9)));
    if (unitRu > 0)
        perRack = std::min(perRack, int(std::floor(kRackUnitsPerRack / unitRu + 1e-9)));
    if (f.powerKw <= 0 && f.rackUnits <= 0)
        f.racks = 0;
    else if (perRack >= 1)
        f.racks = (units + perRack - 1) / perRack;
    else
        f.racks = int(std::ceil(f.powerKw / s.prices.rackKw - 1e-9));
    f.kwhPerYear = f.powerKw * s.prices.utilisation * std::max(0.0, usageHoursPerYear);
    return f;
}

} // namespace gpusizer::core
