#pragma once

// The checks behind every libFuzzer target, shared by the fuzzers (which abort on a broken
// invariant) and the regression test (which replays reproducers, seeds and hostile inputs
// through the same functions and asserts instead).

#include "util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::fuzz {

// The file names the oracles hand to the parsers; every refusal must name them.
inline constexpr const char *kScenarioFileName = "fuzz.gpusizer.json";
inline constexpr const char *kHfConfigFileName = "config.json";
inline constexpr const char *kGpuCatalogFileName = "gpus.json";
inline constexpr const char *kModelCatalogFileName = "models.json";
inline constexpr const char *kValidationFileName = "validation.csv";
inline constexpr const char *kPriceListCsvFileName = "prices.csv";
inline constexpr const char *kPriceListJsonFileName = "prices.json";
inline constexpr const char *kExchangeRatesFileName = "exchange_rates.json";
inline constexpr const char *kSystemsFileName = "systems.json";
inline constexpr const char *kServingFileName = "serving.csv";
// PinnedOptions::fromJson answers only true or false: its refusals are recorded as an Error
// naming the file the window keeps the options in.
inline constexpr const char *kPinnedOptionsFileName = "options.json";

// What one input did.
struct Outcome {
    int accepted = 0;                     // documents the parser accepted
    int estimated = 0;                    // estimates made from them and checked
    std::vector<core::Error> refusals;    // documents refused by the parser
    std::vector<core::Error> rejections;  // read, but refused by estimate validation
    std::string violation;                // empty when every invariant held
};

// Scenario file: load; a loaded scenario is estimated against the built-in GPU catalog.
Outcome checkScenario(std::string_view bytes);
// Hugging Face config.json: import; the architecture is counted and estimated (inference and
// LoRA training on one H100).
Outcome checkHfConfig(std::string_view bytes);
// Catalog override file, read both as gpus.json and as models.json; merged with the built-in
// catalog; the first few entries are estimated with reference scenarios (one GPU, and two
// nodes of eight with ZeRO-3, so the link and network figures take part).
Outcome checkCatalog(std::string_view bytes);
// Validation-case CSV: read; the accepted rows go through runValidation, the code path of the
// validation runner, against the built-in catalogs.
Outcome checkValidationCsv(std::string_view bytes);

// Price list, CSV (fuzzoracles_prices.cpp): read against the built-in catalog. A refusal that
// is about a row names its line and column. An accepted list is written with priceListToCsv
// and with priceListToJson and read back, each equal entry by entry; applied to the built-in
// catalog (withPriceList at the built-in exchange rates), every listed price is the entry's, a
// price it leaves open is the catalog's converted, and every amount of the priced catalog
// converts to USD and to every other currency and back within 1e-9 relative, finite and not
// negative; a GPU it names is estimated on the priced catalog.
Outcome checkPriceListCsv(std::string_view bytes);
// Price list, JSON: the same, with key paths instead of lines.
Outcome checkPriceListJson(std::string_view bytes);
// Exchange-rate table (fuzzoracles_rates.cpp): an accepted table has USD exactly 1 and a rate
// from 1e-6 to 1e6 for every currency the app knows and no other, a real date, reads back
// equal from exchangeRatesToJson, and converts amounts USD -> X -> USD and X -> USD -> X within
// 1e-9 relative.
Outcome checkExchangeRates(std::string_view bytes);
// Systems file (fuzzoracles_systems.cpp), read against the built-in catalog: every accepted
// system names a catalog GPU (a host none), counts and prices finite and not negative, a known
// currency, a real date or none. With the accepted systems replacing the built-in ones, and
// added to them, the bill of materials of reference configurations (one node, two nodes with
// refurbished units and a spare allowed, the largest cluster a scenario file allows) has
// finite, non-negative figures, quotes a system of the GPU in an allowed condition and installs
// at least the configuration's GPUs.
Outcome checkSystems(std::string_view bytes);
// Serving-case CSV (fuzzoracles_serving.cpp): a refusal names the file and, unless the CSV's
// structure is broken, a column of the serving schema; the accepted rows go through
// runServingValidation, the code path of `gpu-sizer-cli validate` for serving files: every
// figure finite and not negative, every interval around its prediction, a row that cannot be
// estimated reported with a field.
Outcome checkServingCsv(std::string_view bytes);
// Pinned options (fuzzoracles_pinned.cpp, library gpusizer_fuzz_ui_oracles: the ui layer):
// PinnedOptions::fromJson after a known good list was pinned. Refused: the known good list is
// still there. Accepted: at most kMaxOptions options, letters A to D once each, toJson ->
// fromJson gives equal options, and each scenario estimates or is refused by validateScenario
// naming a field.
Outcome checkPinnedOptions(std::string_view bytes);

} // namespace gpusizer::fuzz
