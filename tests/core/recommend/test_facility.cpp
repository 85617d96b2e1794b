// The facility sheet: what the systems a configuration is quoted on ask of the room.
#include "catalog/gpucatalog.h"
#include "recommend/billofmaterials.h"
#include "recommend/facility.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

BillOfMaterials systems(int units, double kwEach, int rackUnitsEach)
{
    BillOfMaterials b;
    b.systemId = "x";
    b.units = units;
    b.powerKw = units * kwEach;
    b.rackUnits = units * rackUnitsEach;
    return b;
}

} // namespace

// One HGX H100 server (10.2 kW, 8 U): 3,412.14 BTU/h a kW is 34,803.8 BTU/h; one 40 kW rack;
// at 0.76 of its rating for 2,000 hours 15,504 kWh a year.
TEST(Facility, OneHgxH100ServerByHand)
{
    Scenario s;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    const BillOfMaterials bom = billOfMaterials(s, *catalog.find("h100-sxm"), catalog);
    ASSERT_EQ(bom.systemId, "hgx-h100-8");
    const FacilitySheet f = facilitySheet(bom, s, 2000.0);
    EXPECT_DOUBLE_EQ(f.powerKw, 10.2);
    EXPECT_NEAR(f.heatBtuPerHour, 34803.828, 1e-6);
    EXPECT_EQ(f.rackUnits, 8);
    EXPECT_EQ(f.racks, 1);
    EXPECT_NEAR(f.kwhPerYear, 10.2 * 0.76 * 2000.0, 1e-9);
}

// Whole systems per rack: a 40 kW budget holds three 10.2 kW servers, so eight take three racks
// (81.6 kW would fit 2.04 budgets but no server is split); at 20 kW one server a rack; 42 U
// hold five 8 U servers when power allows; a 120 kW NVL72 rack counts three 40 kW budgets.
TEST(Facility, RacksHoldWholeSystems)
{
    Scenario s;
    EXPECT_EQ(facilitySheet(systems(8, 10.2, 8), s, 0).racks, 3);
    s.prices.rackKw = 20.0;
    EXPECT_EQ(facilitySheet(systems(8, 10.2, 8), s, 0).racks, 8);
    s.prices.rackKw = 100.0;
    EXPECT_EQ(facilitySheet(systems(8, 10.2, 8), s, 0).racks, 2);   // 5 a rack by its 42 U
    s.prices.rackKw = 40.0;
    EXPECT_EQ(facilitySheet(systems(1, 120.0, 48), s, 0).racks, 3);
    EXPECT_EQ(facilitySheet(BillOfMaterials{}, s, 8760).racks, 0);
}
