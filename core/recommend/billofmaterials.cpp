#include "recommend/billofmaterials.h"

#include "estimate/time/costmodel.h"

#include <algorithm>
#include <optional>

namespace gpusizer::core {

namespace {

// What a configuration asks of the systems that may hold it.
struct Need {
    const Scenario &s;
    const GpuSpec &gpu;
    const GpuCatalog &catalog;
    int gpus;
    int perNode;
    double pinnedPerGpu;   // 0: none

    bool conditionAllowed(const SystemSpec &system) const
    {
        return system.condition == Condition::New || s.requirements.allowRefurbished;
    }
};

// Cards go into host servers: the cheapest listed host that takes a node of them, one per node.
// False when none does (the configuration needs a server that is listed as one). A purchase price
// pinned per GPU is the all-in price: the hosts come at no extra cost.
bool addHosts(BillOfMaterials &b, const Need &n)
{
    const SystemSpec *host = nullptr;
    for (const SystemSpec &system : n.catalog.systems())
        if (system.kind == SystemKind::Host && system.purchasePrice > 0 && system.gpus >= n.perNode
            && n.conditionAllowed(system) && (!host || systemPrice(n.s, system) < systemPrice(n.s, *host)))
            host = &system;
    if (!host)
        return false;
    const int nodes = (n.gpus + n.perNode - 1) / n.perNode;
    b.hostId = host->id;
    b.hostName = host->name;
    b.hosts = nodes;
    b.hostPrice = n.pinnedPerGpu > 0 ? 0.0 : systemPrice(n.s, *host);
    b.purchaseTotal += nodes * b.hostPrice;
    b.powerKw += nodes * host->powerKw;
    b.rackUnits += nodes * host->rackUnits;
    b.cpuMemoryGiB += nodes * host->cpuMemoryGiB;
    b.network = host->network;
    return true;
}

// The bill of `system` for the configuration; nullopt where it cannot hold it.
std::optional<BillOfMaterials> quoteOn(const SystemSpec &system, const Need &n)
{
    const bool card = system.kind == SystemKind::Card;  // one GPU a unit, hosts hold the nodes
    if (system.gpuId != n.gpu.id || system.purchasePrice <= 0 || system.kind == SystemKind::Host
        || (!card && system.gpus < n.perNode) || !n.conditionAllowed(system))
        return std::nullopt;
    if (system.kind == SystemKind::Workstation && n.gpus > system.gpus)
        return std::nullopt;  // a desk-side box has no scale-out network (1-10 GbE): more GPUs need servers
    // Whole nodes per unit (a card: one GPU of a node in a host).
    const int gpusPerUnit = card ? 1 : system.gpus / n.perNode * n.perNode;
    BillOfMaterials b;
    b.systemId = system.id;
    b.name = system.name;
    b.condition = system.condition;
    b.gpusPerUnit = system.gpus;
    b.units = (n.gpus + gpusPerUnit - 1) / gpusPerUnit;
    b.installedGpus = b.units * system.gpus;
    b.purchaseTotal = b.units * (n.pinnedPerGpu > 0 ? n.pinnedPerGpu * system.gpus : systemPrice(n.s, system));
    b.powerKw = b.units * system.powerKw;
    b.rackUnits = b.units * system.rackUnits;
    b.cpuMemoryGiB = b.units * system.cpuMemoryGiB;
    b.network = system.network;
    b.priceDate = system.priceDate;
    b.source = system.source;
    if (card && !addHosts(b, n))
        return std::nullopt;  // no listed host takes a node of these cards
    return b;
}

// The cheapest bill among the catalog's systems (only those offered where `offeredOnly`); ties
// to fewer installed GPUs.
std::optional<BillOfMaterials> cheapest(const Need &n, bool offeredOnly)
{
    std::optional<BillOfMaterials> best;
    for (const SystemSpec &system : n.catalog.systems()) {
        if (offeredOnly && !n.catalog.isOfferedSystem(system.id))
            continue;
        const std::optional<BillOfMaterials> b = quoteOn(system, n);
        if (b && (!best || b->purchaseTotal < best->purchaseTotal
                  || (b->purchaseTotal == best->purchaseTotal && b->installedGpus < best->installedGpus)))
            best = b;
    }
    return best;
}

// N+1: one more unit of what the bill buys (a system; for cards in hosts, a card), in the
// purchase and rack units; a cold spare draws no power.
void addSpare(BillOfMaterials &b)
{
    const int units = std::max(1, b.units);
    b.purchaseTotal += (b.purchaseTotal - b.hosts * b.hostPrice) / units;
    if (b.hosts == 0)  // a card on the shelf takes no rack units; a system its own
        b.rackUnits += b.rackUnits / units;
    b.spareUnits = 1;
    b.units += 1;
    b.installedGpus += b.gpusPerUnit;
}

} // namespace

BillOfMaterials billOfMaterials(const Scenario &s, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    const int gpus = std::max(1, s.parallel.gpus);
    const PricePin *pin = s.prices.pinFor(gpu.id);
    const Need need{s, gpu, catalog, gpus, std::clamp(s.parallel.gpusPerNode, 1, gpus),
                    pin && pin->purchasePerGpu ? *pin->purchasePerGpu : 0.0};
    // "Only what I sell": the systems sold where one holds the configuration, else the catalog's,
    // and the bill says so.
    const bool onlyOffered = s.requirements.onlyOffered;
    std::optional<BillOfMaterials> best = cheapest(need, onlyOffered);
    if (!best && onlyOffered)
        best = cheapest(need, false);
    if (best) {
        best->outsideOffer = onlyOffered && !catalog.isOfferedSystem(best->systemId);
        if (s.requirements.spareUnit)
            addSpare(*best);
        return *best;
    }
    BillOfMaterials b;
    b.name = gpu.name;
    b.units = gpus;
    b.installedGpus = gpus;
    b.purchaseTotal = gpus * purchasePricePerGpu(s, gpu);
    b.powerKw = gpus * gpu.tdpWatts / 1000.0;
    b.priceDate = gpu.rentPriceDate;
    b.source = gpu.rentPriceSource;
    b.complete = false;  // the servers (or host) these GPUs need are not listed, not priced
    b.outsideOffer = onlyOffered;
    return b;
}

OwnershipBasis ownershipBasisOf(const BillOfMaterials &bom, const Scenario &s)
{
    const double gpus = std::max(1, s.parallel.gpus);
    return {bom.purchaseTotal / gpus, bom.powerKw / gpus, bom.systemId.empty() ? std::string() : bom.name};
}

} // namespace gpusizer::core
