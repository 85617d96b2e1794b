#include "catalog/pricelist.h"

#include <algorithm>

namespace gpusizer::core {

const PriceEntry *PriceList::find(PriceEntry::Type type, const std::string &id) const
{
    for (const PriceEntry &e : entries)
        if (e.type == type && e.id == id)
            return &e;
    return nullptr;
}

void keepProvenance(const PriceEntry &e, std::string &date, std::string &source)
{
    if (!e.date.empty())
        date = e.date;
    if (!e.source.empty())
        source = e.source;
}

GpuCatalog withPriceList(const GpuCatalog &catalog, const PriceList &list, const ExchangeRates &rates)
{
    GpuCatalog out = catalog;
    for (const PriceEntry &e : list.entries) {
        if (e.type == PriceEntry::Type::Gpu) {
            auto gpu = std::find_if(out.gpus().begin(), out.gpus().end(), [&](const GpuSpec &g) { return g.id == e.id; });
            if (gpu == out.gpus().end())
                continue;
            // Both prices move to the entry's currency: a catalog figure the entry leaves
            // open is converted at `rates` (0 when the table has no rate for either).
            if (e.currency != gpu->priceCurrency) {
                gpu->rentPerHour = rates.convert(gpu->rentPerHour, gpu->priceCurrency, e.currency).value_or(0.0);
                gpu->purchasePrice = rates.convert(gpu->purchasePrice, gpu->priceCurrency, e.currency).value_or(0.0);
            }
            if (e.rentPerHour)
                gpu->rentPerHour = *e.rentPerHour;
            if (e.purchasePrice)
                gpu->purchasePrice = *e.purchasePrice;
            gpu->priceCurrency = e.currency;
            keepProvenance(e, gpu->rentPriceDate, gpu->rentPriceSource);
            continue;
        }
        auto system = std::find_if(out.systems().begin(), out.systems().end(),
                                   [&](const SystemSpec &s) { return s.id == e.id; });
        if (system == out.systems().end()) {
            // A host server for cards has no GPU of its own (found by tests/fuzz: the user's
            // own hosts were dropped, and cards were quoted in the catalog's).
            if (!e.system || (e.system->kind != SystemKind::Host && !catalog.find(e.system->gpuId)))
                continue;
            out.systems().push_back(*e.system);
            system = out.systems().end() - 1;
        }
        if (e.purchasePrice) {
            system->purchasePrice = *e.purchasePrice;
            system->currency = e.currency;
            keepProvenance(e, system->priceDate, system->source);
        }
    }
    out.setOffered(offeredGpuIds(list, out));
    std::vector<std::string> systems;
    for (const PriceEntry &e : list.entries)
        if (e.offered && e.type == PriceEntry::Type::System)
            systems.push_back(e.id);
    out.setOfferedSystems(std::move(systems));
    return out;
}

std::vector<std::string> offeredGpuIds(const PriceList &list, const GpuCatalog &catalog)
{
    std::vector<std::string> ids;
    auto add = [&](const std::string &id) {
        if (std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    };
    for (const PriceEntry &e : list.entries) {
        if (!e.offered)
            continue;
        if (e.type == PriceEntry::Type::Gpu && catalog.find(e.id))
            add(e.id);
        else if (e.type == PriceEntry::Type::System) {
            if (const SystemSpec *s = catalog.findSystem(e.id))
                add(s->gpuId);
            else if (e.system)
                add(e.system->gpuId);
        }
    }
    return ids;
}

} // namespace gpusizer::core
