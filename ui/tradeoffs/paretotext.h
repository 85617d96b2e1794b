#pragma once

#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"
#include "tradeoffs/paretopoints.h"

#include <QString>

#include <string>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui::paretotext {

// Words and numbers of the Pareto view (issue #29 point 3), in the interface's language.

// A throughput: "1,234 tokens/s" style numbers without the unit, one decimal under 100.
QString tokensPerSecond(double value);
// The axis titles: "Tokens/s per user (1000 / TPOT p99)", "Output tokens/s per GPU", "Cost per
// 1M output tokens (kr)", "Time of the run (h)", "Rent of the run (kr)".
QString xTitle(ParetoAxes axes, const core::Scenario &scenario);
QString yTitle(ParetoAxes axes, const core::Scenario &scenario);
// A tick of the axis with `decimals` decimals: "2,000", "kr 1.50", "0.5".
QString xTick(ParetoAxes axes, double value, int decimals, const std::string &currency);
QString yTick(ParetoAxes axes, double value, int decimals, const std::string &currency);

// The tooltip of a point: the configuration (GPU × count, TP/EP, replicas, sequences per
// replica, weight format, engine), its figures and whether it is on the front and meets the
// targets; training: GPUs, strategy, hours, rent, deadline and budget, calibration.
QString servingToolTip(const core::ServingParetoPoint &point, ParetoAxes axes, const core::GpuCatalog &catalog,
    const core::Scenario &base);
QString trainingToolTip(const core::TrainingParetoPoint &point, const core::GpuCatalog &catalog);

// The line above the chart: "On the front: 34 of 2,080".
QString frontCount(std::size_t onFront, std::size_t all);

} // namespace gpusizer::ui::paretotext
