#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "util/result.h"

#include <QJsonObject>

#include <string>

namespace gpusizer::core {

// The user's price list as a file. JSON (the override file the app keeps in the user's data
// directory): {"version": 1, "prices": [{"type": "gpu"|"system", "id", "rent_per_hour",
// "purchase_price", "currency", "price_date", "source", "offered"}, ...]}; a system the catalog
// does not have also gives "name", "gpu", "gpus" and optionally "vendor", "kind", "condition"
// (new | refurbished; absent: new), "cpu_memory_gib", "network", "power_kw", "rack_units". CSV: the same keys as columns, one
// entry per row. Ids must name a catalog GPU or system, or give a system's shape; currencies
// must be known; prices finite and 0 or at least 0.0001; dates real days (isIsoDate); the id of
// a system of the user's own has no spaces around it (the CSV form trims them). A key or column
// the format does not have, or one given twice, is refused (a misspelt one would be dropped);
// an empty date or source keeps the catalog's (withPriceList). A CSV error names the line and
// column (Error::line, `field` the column), a JSON one the key path ("prices[3].rent_per_hour").
// Free-text cells (source, name, vendor, network) are kept as written, so that what
// priceListToCsv writes (quoting commas, quotes, CR and LF; numbers with every digit that
// reads back the same, no exponent) reads back the same. `fileName`
// only labels errors.
Result<PriceList> priceListFromJson(const std::string &json, const std::string &fileName, const GpuCatalog &catalog);
std::string priceListToJson(const PriceList &list);
// The same list as a JSON object, for a file that holds a price list inside (a scenario file).
Result<PriceList> priceListFromObject(const QJsonObject &root, const std::string &fileName, const GpuCatalog &catalog);
QJsonObject priceListToObject(const PriceList &list);
Result<PriceList> priceListFromCsv(const std::string &csv, const std::string &fileName, const GpuCatalog &catalog);
std::string priceListToCsv(const PriceList &list);

} // namespace gpusizer::core
