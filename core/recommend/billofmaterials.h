#pragma once

#include "catalog/gpucatalog.h"
#include "estimate/time/costmodel.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// The cheapest way to buy a configuration in whole units: systems of its GPU type whose GPU
// count holds a whole node of it, as many as the nodes need, or cards with the cheapest listed
// host server that takes a node of them (one host a node), priced in the scenario's currency;
// ties to fewer installed GPUs. GPUs one by one (their purchase price) when the catalog has no
// such system or host: not complete (the servers they need are not priced). Refurbished and used systems only where the
// scenario's requirements allow them (allowRefurbished); the bill names the condition it quotes.
// A purchase price the scenario pins for the GPU (its own all-in price per GPU) prices every unit
// at that price times its GPUs, hosts included.
BillOfMaterials billOfMaterials(const Scenario &configuration, const GpuSpec &gpu, const GpuCatalog &catalog);

// The bill of materials as the basis of the cost of owning: its purchase and rated power over
// the configuration's GPUs (what must be bought for them, idle slots of a server included).
OwnershipBasis ownershipBasisOf(const BillOfMaterials &bom, const Scenario &configuration);

} // namespace gpusizer::core
