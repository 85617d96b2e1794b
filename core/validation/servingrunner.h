#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "validation/validationrunner.h"

#include <optional>
#include <string>
#include <vector>

namespace gpusizer::core {

// The serving estimate of one row next to its measurements. Latencies are of the statistic
// the row names (ttft_stat, tpot_stat; mean when empty).
struct ServingCaseResult {
    std::string id;
    std::string gpu;                             // the row's GPU id
    char quality = 'C';
    std::optional<double> predictedOutputTokS;   // whole group
    std::optional<double> predictedTtftMs;
    std::optional<double> predictedTpotMs;
    std::optional<int> predictedMaxConcurrency;  // per replica
    std::optional<double> measuredOutputTokS;
    std::optional<double> measuredTtftMs;
    std::optional<double> measuredTpotMs;
    std::optional<double> outputTokSErrorPercent;
    std::optional<double> ttftErrorPercent;
    std::optional<double> tpotErrorPercent;
    // The ~80 % intervals of the serving bands (resources/intervals.json "serving"), widened
    // when the GPU family is not calibrated; set where the prediction is and the table has them.
    std::optional<double> predictedOutputTokSLow;
    std::optional<double> predictedOutputTokSHigh;
    std::optional<double> predictedTtftMsLow;
    std::optional<double> predictedTtftMsHigh;
    std::optional<double> predictedTpotMsLow;
    std::optional<double> predictedTpotMsHigh;
    bool calibrated = true;                      // the row's GPU family has a fitted calibration
    std::optional<Error> error;                  // why the row could not be estimated
};

struct ServingValidationReport {
    std::vector<ServingCaseResult> cases;
    // Quality A+B rows, per figure.
    ErrorSummary outputTokSAB;
    ErrorSummary ttftAB;
    ErrorSummary tpotAB;
    int estimatedAB = 0;   // A+B rows estimated
    int rowsAB = 0;        // A+B rows
    int errors = 0;        // rows that could not be estimated (any quality)
};

// Estimates every row (below `minQuality` skipped) and summarises. The intervals come from
// `intervals` (default: the built-in table).
ServingValidationReport runServingValidation(const std::vector<ServingCase> &cases, const GpuCatalog &gpus,
                                             const ModelCatalog *presets = nullptr, char minQuality = 'C',
                                             const IntervalTable *intervals = nullptr);

} // namespace gpusizer::core
