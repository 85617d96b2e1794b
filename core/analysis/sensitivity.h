#pragma once

#include "estimate/fitpolicy.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

class GpuCatalog;

// The headline figure a sensitivity swings (issue #29 point 4).
enum class SensitivityFigure {
    Hours,   // training: wall-clock hours
    Cost,    // training: the run's cost (rent, or owning where the scenario owns); serving: per
             // million output tokens (idem)
    Gpus,    // serving: the GPUs that meet the targets
    Tpot,    // serving: ms at the targets' statistic
};
std::string_view toString(SensitivityFigure figure);
std::optional<SensitivityFigure> parseSensitivityFigure(std::string_view text);
// Training: cost; serving: GPUs with latency targets, else cost.
SensitivityFigure defaultSensitivityFigure(const Scenario &scenario);

// One assumption taken from its low to its high setting, the rest as the scenario has them.
struct SensitivityItem {
    std::string name;        // "efficiency", "sequence_length", "latency_statistic", "rent", ...
    double low = 0;          // the figure at the low setting
    double base = 0;         // the figure as the scenario stands
    double high = 0;         // the figure at the high setting
    std::string lowInput;    // the setting, as written: "0.5 x", "p50", "1.1"
    std::string highInput;
    double swing() const { return high > low ? high - low : low - high; }
};

struct Sensitivity {
    SensitivityFigure figure = SensitivityFigure::Cost;
    bool valid = false;      // false: the scenario cannot be estimated, or the figure does not apply
    double base = 0;
    std::string currency;    // of a cost
    // By swing, largest first; one that does not move the figure (PUE for a rented run) has none.
    std::vector<SensitivityItem> items;
};

// What moves the answer: each assumption that applies to the scenario, from low to high — the
// throughput band of measured runs (80 %), the latency statistic (p50 to p99), the rent (±20 %),
// the usage hours, utilisation, PUE, power price and years of owning, the dataset, the sequence
// length and the load (half to double) — each scenario analysed as estimate analyses it. Pure.
Sensitivity sensitivity(const Scenario &scenario, const GpuCatalog &catalog, SensitivityFigure figure,
                        const FitPolicy &policy = {});

} // namespace gpusizer::core
