#pragma once

#include "io/atomicfile.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>
#include <string>

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"

#include <QByteArray>

namespace gpusizer::core {

// *.gpusizer.json: a versioned JSON scenario file.
inline constexpr int kScenarioFileVersion = 8;   // 2: serving settings; 3: prices pinned per GPU, exchange rates;
                                                 // 4: training framework and torch.compile;
                                                 // 5: usage hours only where set (else the workload's);
                                                 // 6: total cost of ownership, report details;
                                                 // 7: speculative decoding (serving.speculative);
                                                 // 8: disaggregated prefill and decode (serving.disaggregation)
// What a scenario without disaggregated prefill and decode (its settings the default) is written
// as: the block is left out and the file stays one version 7 reads as it is, while a split one is
// version 8, which version 7 refuses rather than reads as one pool.
inline constexpr int kScenarioFileVersionWithoutDisaggregation = 7;
inline constexpr const char *kScenarioFileFormat = "gpu-sizer-scenario";

// `priceList`: the price list the scenario was priced with, saved with it (issue #23) so that
// the file alone reproduces its money in another window or in gpu-sizer-cli; nullptr or an
// empty list writes none.
QByteArray scenarioToJson(const Scenario &scenario, const PriceList *priceList = nullptr);
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
