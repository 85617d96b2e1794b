#include "recommend/billofmaterials.h"

#include "estimate/time/costmodel.h"

#include <algorithm>

namespace gpusizer::core {

BillOfMaterials billOfMaterials(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    const int gpus = std::max(1, s.parallel.gpus);
    const int perNode = std::clamp(s.parallel.gpusPerNode, 1, gpus);
    // Refurbished and used systems only where the quote allows them.
    const auto conditionAllowed = [&](const SystemSpec &system) {
        return system.condition == Condition::New || s.requirements.allowRefurbished;
    };
    // "Only what I sell": where the price list offers systems of this GPU (in a condition the
    // quote allows), only those are quoted.
    const bool onlyOffered = s.requirements.onlyOffered
        && std::any_of(catalog.systems().begin(), catalog.systems().end(), [&](const SystemSpec &system) {
               return system.gpuId == gpu.id && conditionAllowed(system) && catalog.isOfferedSystem(system.id);
           });
    const PricePin *pin = s.prices.pinFor(gpu.id);
    const double pinnedPerGpu = pin && pin->purchasePerGpu ? *pin->purchasePerGpu : 0.0;   // 0: none
    std::optional<BillOfMaterials> best;
    for (const SystemSpec &system : catalog.systems()) {
        if (system.gpuId != gpu.id || system.purchasePrice <= 0 || system.gpus < perNode)
            continue;
        if (!conditionAllowed(system))
            continue;
        if (onlyOffered && !catalog.isOfferedSystem(system.id))
            continue;
        if (system.kind == SystemKind::Card && gpus > 1)
            continue;  // a card goes into a host one already has; more GPUs need a server
        if (system.kind == SystemKind::Workstation && gpus > system.gpus)
            continue;  // a desk-side box has no scale-out network (1-10 GbE): more GPUs need servers
        const int gpusPerUnit = system.gpus / perNode * perNode;  // whole nodes per unit
        BillOfMaterials b;
        b.systemId = system.id;
        b.name = system.name;
        b.condition = system.condition;
        b.gpusPerUnit = system.gpus;
        b.units = (gpus + gpusPerUnit - 1) / gpusPerUnit;
        b.installedGpus = b.units * system.gpus;
        b.purchaseTotal = b.units * (pinnedPerGpu > 0 ? pinnedPerGpu * system.gpus : systemPrice(s, system));
        b.powerKw = b.units * system.powerKw;
        b.rackUnits = b.units * system.rackUnits;
        b.cpuMemoryGiB = b.units * system.cpuMemoryGiB;
        b.network = system.network;
        b.priceDate = system.priceDate;
        b.source = system.source;
        if (!best || b.purchaseTotal < best->purchaseTotal
            || (b.purchaseTotal == best->purchaseTotal && b.installedGpus < best->installedGpus))
            best = b;
    }
    if (best)
        return *best;
    BillOfMaterials b;
    b.name = gpu.name;
    b.units = gpus;
    b.installedGpus = gpus;
    b.purchaseTotal = gpus * purchasePricePerGpu(s, gpu);
    b.powerKw = gpus * gpu.tdpWatts / 1000.0;
    b.priceDate = gpu.rentPriceDate;
    b.source = gpu.rentPriceSource;
    b.complete = gpus == 1;  // one card goes into a host one has; more need servers not listed
    return b;
}

OwnershipBasis ownershipBasisOf(const BillOfMaterials &bom, const Scenario &s)
{
    const double gpus = std::max(1, s.parallel.gpus);
    return {bom.purchaseTotal / gpus, bom.powerKw / gpus, bom.systemId.empty() ? std::string() : bom.name};
}

} // namespace gpusizer::core
