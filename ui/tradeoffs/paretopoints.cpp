#include "tradeoffs/paretopoints.h"

#include "analysis/analysis.h"
#include "model/units.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

void orderMarks(ParetoPlot &plot)
{
    std::stable_partition(plot.marks.begin(), plot.marks.end(), [](const ParetoMark &m) { return !m.front; });
    for (std::size_t i = 0; i < plot.marks.size(); ++i)
        if (plot.marks[i].front)
            plot.front.push_back(i);
    std::stable_sort(plot.front.begin(), plot.front.end(),
        [&plot](std::size_t a, std::size_t b) { return plot.marks[a].x < plot.marks[b].x; });
}

bool positive(double x, double y)
{
    return std::isfinite(x) && std::isfinite(y) && x > 0 && y > 0;
}

} // namespace

std::optional<ParetoMark> currentMark(const core::Analysis &analysis, ParetoAxes axes)
{
    if (!analysis.valid)
        return std::nullopt;
    ParetoMark mark;
    mark.front = true;
    if (axes == ParetoAxes::Training) {
        const core::Estimate &e = analysis.estimate;
        if (analysis.serving() || e.time.wallSeconds <= 0)
            return std::nullopt;
        mark.x = e.time.wallSeconds / core::units::kSecondsPerHour;
        mark.y = e.cost.rentTotal;
        mark.uncalibrated = !analysis.interval.calibrated;
        return positive(mark.x, mark.y) ? std::optional(mark) : std::nullopt;
    }
    if (!analysis.serving() || !analysis.estimate.serving->fits || analysis.estimate.serving->gpus <= 0)
        return std::nullopt;
    const core::ServingEstimate &v = *analysis.estimate.serving;
    const double tpot = v.tpotMs.at(core::servingParetoStatistic(analysis.scenario));
    if (!(tpot > 0))
        return std::nullopt;
    // As core::servingPareto makes each point: 1000 / TPOT, output tokens/s over every GPU.
    mark.x = 1000.0 / tpot;
    mark.y = axes == ParetoAxes::ServingSpeed ? v.outputTokensPerSecond / v.gpus : v.costPerMillionOutputTokens;
    mark.hollow = !v.meetsTargets || !v.holdsLoad;
    return positive(mark.x, mark.y) ? std::optional(mark) : std::nullopt;
}

ParetoPlot servingPlot(const core::ServingPareto &pareto, ParetoAxes axes, const core::Analysis &analysis)
{
    ParetoPlot plot;
    plot.axes = axes;
    const bool cost = axes == ParetoAxes::ServingCost;
    plot.marks.reserve(pareto.points.size());
    for (std::size_t i = 0; i < pareto.points.size(); ++i) {
        const core::ServingParetoPoint &p = pareto.points[i];
        ParetoMark m;
        m.x = p.tokensPerSecondPerUser;
        m.y = cost ? p.costPerMillionOutputTokens : p.tokensPerSecondPerGpu;
        // A free deployment (no rent priced) has no place on a cost axis.
        if (!positive(m.x, m.y))
            continue;
        m.front = cost ? !p.costDominated : !p.dominated;
        m.hollow = !p.meetsTargets;
        m.point = i;
        plot.marks.push_back(m);
    }
    orderMarks(plot);
    plot.current = currentMark(analysis, axes);
    if (analysis.scenario.serving.tpotTargetMs && *analysis.scenario.serving.tpotTargetMs > 0)
        plot.targetTokensPerUser = 1000.0 / *analysis.scenario.serving.tpotTargetMs;
    return plot;
}

ParetoPlot trainingPlot(const core::TrainingPareto &pareto, const core::Analysis &analysis)
{
    ParetoPlot plot;
    plot.axes = ParetoAxes::Training;
    plot.marks.reserve(pareto.points.size());
    for (std::size_t i = 0; i < pareto.points.size(); ++i) {
        const core::TrainingParetoPoint &p = pareto.points[i];
        ParetoMark m;
        m.x = p.hours;
        m.y = p.cost;
        if (!positive(m.x, m.y))
            continue;
        m.front = !p.dominated;
        m.hollow = !p.recommendable;
        m.uncalibrated = !p.calibrated;
        m.point = i;
        plot.marks.push_back(m);
    }
    orderMarks(plot);
    plot.current = currentMark(analysis, ParetoAxes::Training);
    return plot;
}

} // namespace gpusizer::ui
