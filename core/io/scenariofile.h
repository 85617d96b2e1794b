#pragma once

#include "io/atomicfile.h"
#include "io/scenarioformat.h"
#include "io/scenariowriter.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>
#include <string>

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"

#include <QByteArray>

namespace gpusizer::core {

// Reads *.gpusizer.json (io/scenarioformat.h); every field checked against its limits.
Result<Scenario> scenarioFromJson(const QByteArray &data, const std::string &fileName);
// The price list a scenario file carries ("price_list", the price-list file's JSON), checked
// against `catalog` like a price-list file; nullopt when it has none (every file before
// version 6, or a scenario priced at the catalog's prices).
Result<std::optional<PriceList>> scenarioPriceListFromJson(const QByteArray &data, const std::string &fileName,
                                                            const GpuCatalog &catalog);

Result<Scenario> readScenarioFile(const std::string &path);
// The scenario and the price list its file carries.
struct ScenarioWithPrices {
    Scenario scenario;
    std::optional<PriceList> priceList;
};
Result<ScenarioWithPrices> readScenarioFileWithPrices(const std::string &path, const GpuCatalog &catalog);
// Writes atomically (QSaveFile): on failure the old file is intact and an Error says why.
std::optional<Error> writeScenarioFile(const Scenario &scenario, const std::string &path,
                                       const WriteFault &fault = {}, const PriceList *priceList = nullptr);

} // namespace gpusizer::core
