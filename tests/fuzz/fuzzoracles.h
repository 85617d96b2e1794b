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

} // namespace gpusizer::fuzz
