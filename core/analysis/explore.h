#pragma once

#include "analysis/exploreaxis.h"
#include "estimate/fitpolicy.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

class GpuCatalog;

// What a map shows in each cell (issue #29).
enum class ExploreMetric {
    Fit,             // 2 fits, 1 tight (inside the safety margin), 0 does not fit
    Memory,          // GiB per GPU, as estimate shows it (a serving engine: what it reserves)
    Time,            // training: hours, wall clock; serving offline: the job's hours
    Cost,            // training: the rent total; serving: per million output tokens (scenario's currency)
    TokensPerSecond, // training: tokens/s per GPU; serving: output tokens/s of the deployment
    Tpot,            // serving: ms at the targets' statistic
    Ttft,            // serving: ms at the targets' statistic
    GpusNeeded,      // serving: GPUs that meet the targets (the deployment's where none are set)
};
std::string_view toString(ExploreMetric metric);
std::optional<ExploreMetric> parseExploreMetric(std::string_view text);
// Every metric, in the order help lists them.
std::vector<ExploreMetric> exploreMetrics();

// One cell: the scenario with the x and y values, analysed as `estimate` analyses it.
struct ExploreCell {
    std::size_t xIndex = 0;
    std::size_t yIndex = 0;
    bool valid = false;            // false: the scenario cannot be estimated (error says why)
    Error error;
    // The metric; nullopt where it does not apply (a latency of a training run, a time of a
    // serving deployment under a live load, a serving figure whose weights do not fit).
    std::optional<double> value;
    // About 80 % of measured runs fall in [low, high] (the estimate's bands, Analysis::interval);
    // equal to value where the metric has no band (fit, GPUs).
    double low = 0;
    double high = 0;
    FitVerdict verdict = FitVerdict::DoesNotFit;
};

struct ExploreMap {
    ExploreAxis x;
    ExploreAxis y;
    ExploreMetric metric = ExploreMetric::Memory;
    std::string currency;          // of a cost
    // Row by row: y's first value with every x, then y's second, ... (x.size() × y.size()).
    std::vector<ExploreCell> cells;

    const ExploreCell &at(std::size_t xIndex, std::size_t yIndex) const { return cells[yIndex * x.size() + xIndex]; }
};

inline constexpr std::size_t kMaxExploreCells = kMaxExploreSteps * kMaxExploreSteps;

// The scenario with each pair of values (applyExploreValue, x then y), each analysed without
// the catalog sweep, the method comparison or the curves (AnalysisOptions::scenarioOnly), and
// without the bill of materials unless the metric is a cost: a cell holds the numbers
// `estimate` gives for the same settings. Pure.
ExploreMap explore(const Scenario &scenario, const GpuCatalog &catalog, const ExploreAxis &x, const ExploreAxis &y,
                   ExploreMetric metric, const FitPolicy &policy = {});

} // namespace gpusizer::core
