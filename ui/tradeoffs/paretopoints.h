#pragma once

#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// Which trade-off the Pareto view plots (issue #29 point 3).
enum class ParetoAxes {
    ServingSpeed, // tokens/s per user (x) against output tokens/s per GPU (y)
    ServingCost, // tokens/s per user (x) against cost per 1M output tokens (y)
    Training, // hours (x) against the run's rent (y)
};

// One configuration as the chart draws it, in its axes' units.
struct ParetoMark {
    double x = 0;
    double y = 0;
    bool front = false; // no other point is better in both (core's dominated flags)
    bool hollow = false; // serving: misses a latency target; training: the deadline or budget
    bool uncalibrated = false; // training: its GPU family's speed is assumed (the table's "*")
    std::size_t point = 0; // index into the core sweep's points
};

struct ParetoPlot {
    ParetoAxes axes = ParetoAxes::ServingSpeed;
    // Dominated ones first, so that the front is drawn over them.
    std::vector<ParetoMark> marks;
    // The front's marks (indices into marks) by x ascending: the line through them.
    std::vector<std::size_t> front;
    // The scenario's own figures where it can be estimated (drawn from the analysis, so that it
    // moves with a drag while the sweep waits).
    std::optional<ParetoMark> current;
    // Serving with a TPOT target: the tokens/s per user the target asks (1000 / target); the
    // region right of it meets it.
    std::optional<double> targetTokensPerUser;
};

// The marks of a serving sweep on `axes` (ServingSpeed or ServingCost), and of the analysed
// scenario (the same figures as the sweep's: latencies at servingParetoStatistic()).
ParetoPlot servingPlot(const core::ServingPareto &pareto, ParetoAxes axes, const core::Analysis &analysis);
ParetoPlot trainingPlot(const core::TrainingPareto &pareto, const core::Analysis &analysis);
// The scenario's own mark alone (a plot with no sweep yet).
std::optional<ParetoMark> currentMark(const core::Analysis &analysis, ParetoAxes axes);

} // namespace gpusizer::ui
