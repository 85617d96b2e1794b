#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// The cheapest way to buy a configuration in whole units: systems of its GPU type whose GPU
// count holds a whole node of it (a card only for a single GPU), as many as the nodes need,
// priced in the scenario's currency; ties to fewer installed GPUs. GPUs one by one (their
// purchase price) when the catalog has no such system: complete for one GPU (a card), not
// for more (the hosts they need are not priced).
BillOfMaterials billOfMaterials(const Scenario &configuration, const GpuSpec &gpu, const GpuCatalog &catalog);

} // namespace gpusizer::core
