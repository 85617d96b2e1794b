#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "estimate/memorybreakdown.h"
#include "io/validation/validationcase.h"
#include "model/method.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace gpusizer::core {

// The estimate of one validation row next to its measurements.
struct ValidationCaseResult {
    std::string id;
    std::string source;                 // sourceKey() of the row's source: grouping only
    std::string gpu;                    // the row's GPU id
    std::optional<Method> mode;
    char quality = 'C';
    std::string memMetric;              // the row's mem_metric as written ("" when empty)
    MemoryMetric comparedMetric = MemoryMetric::Reserved;
    std::optional<double> measuredMemGib;
    std::optional<double> predictedMemGib;   // for comparedMetric
    std::optional<double> memErrorPercent;   // |predicted - measured| / measured x 100
    MemoryBreakdown memory;
    // Throughput, filled from Estimate::time by the time model.
    std::optional<double> predictedTokensPerSecPerGpu;
    std::optional<double> predictedMfu;
    std::optional<double> measuredTokensPerSecPerGpu;
    std::optional<double> measuredMfu;
    std::optional<double> throughputErrorPercent;
    // The prediction intervals (resources/intervals.json, widened when the GPU family is not
    // calibrated), set where the prediction is.
    std::optional<double> predictedMemGibLow;
    std::optional<double> predictedMemGibHigh;
    std::optional<double> predictedTokensPerSecPerGpuLow;
    std::optional<double> predictedTokensPerSecPerGpuHigh;
    bool calibrated = true;                  // the row's GPU family has a fitted calibration
    std::optional<Error> error;              // why the row could not be estimated
};

struct ErrorSummary {
    int count = 0;
    double meanPercent = 0;     // MAPE
    double medianPercent = 0;
    double worstPercent = 0;
    std::string worstId;
    int over35Percent = 0;      // rows with an error above 35 %
};

inline constexpr double kLargeErrorPercent = 35.0;

struct ValidationReport {
    std::vector<ValidationCaseResult> cases;
    // Memory, quality A+B and quality C apart; per mode indexed by static_cast<size_t>(Method).
    ErrorSummary memoryAB;
    ErrorSummary memoryC;
    std::array<ErrorSummary, kMethodCount> memoryByModeAB{};
    std::array<ErrorSummary, kMethodCount> memoryByModeC{};
    // Throughput on rows with a measured tokens/s and a positive prediction.
    ErrorSummary throughputAB;
    ErrorSummary throughputC;
    std::array<ErrorSummary, kMethodCount> throughputByModeAB{};
    // Quality A+B rows per source (sourceKey()), in the order of the sources' first rows.
    struct SourceSummary {
        std::string source;
        ErrorSummary memory;
        ErrorSummary throughput;
    };
    std::vector<SourceSummary> bySourceAB;
    int errors = 0;             // rows that could not be estimated
};

// |predicted - measured| / measured x 100.
double percentError(double predicted, double measured);

// Errors as percentages; count 0 gives an all-zero summary.
ErrorSummary summarise(const std::vector<std::pair<std::string, double>> &idAndError);

// Estimates every row (rows below `minQuality` are skipped, 'C' keeps all) and summarises.
// The intervals come from `intervals` (default: the built-in table).
ValidationReport runValidation(const std::vector<ValidationCase> &cases, const GpuCatalog &gpus,
                               const ModelCatalog *presets = nullptr, char minQuality = 'C',
                               const IntervalTable *intervals = nullptr);

} // namespace gpusizer::core
