#pragma once

#include "catalog/gpucatalog.h"
#include "model/currency.h"
#include "model/systemspec.h"

#include <optional>
#include <string>
#include <vector>

namespace gpusizer::core {

// One line of the user's price list: the price of a catalog GPU or system in the user's own
// currency and dated, or a system of the user's own (a vendor's SKU) with its shape.
struct PriceEntry {
    enum class Type { Gpu, System };
    Type type = Type::Gpu;
    std::string id;
    std::optional<double> rentPerHour;    // GPUs: per GPU-hour; nullopt keeps the catalog's
    std::optional<double> purchasePrice;  // per GPU, or per system; nullopt keeps the catalog's
    std::string currency = "USD";
    std::string date;                     // YYYY-MM-DD
    std::string source;
    bool offered = false;                 // "only what I sell"
    std::optional<SystemSpec> system;     // set for a system the catalog does not have
    bool operator==(const PriceEntry &) const = default;
};

struct PriceList {
    std::vector<PriceEntry> entries;
    bool operator==(const PriceList &) const = default;
    const PriceEntry *find(PriceEntry::Type type, const std::string &id) const;
};

// The catalog with the list's prices: a GPU or system entry replaces that item's price, date,
// source and currency (nothing else, and no other item's; a catalog price the entry leaves open
// is converted into the entry's currency at `rates`; an empty date or source keeps the
// catalog's); user systems are appended.
// Sets `date` and `source` (a catalog item's) to the entry's where it gives them: an empty one
// keeps the catalog's (a CSV row with an empty cell says nothing about where a price is from).
void keepProvenance(const PriceEntry &e, std::string &date, std::string &source);

GpuCatalog withPriceList(const GpuCatalog &catalog, const PriceList &list, const ExchangeRates &rates);

// GPU ids the user sells: offered GPU entries and the GPUs of offered systems.
std::vector<std::string> offeredGpuIds(const PriceList &list, const GpuCatalog &catalog);

} // namespace gpusizer::core
