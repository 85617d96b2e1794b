#pragma once

#include "model/scenario.h"
#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"

#include <QJsonArray>
#include <QStringList>

namespace gpusizer::cli {

// `recommend --pareto --json`: every point of the sweep with its figures, whether it is
// dominated and the estimate flags that reproduce it (paretoargs.h); `scenarioArgs` are the
// flags `base` was read from.
QJsonArray servingParetoToJson(const core::ServingPareto &pareto, const core::Scenario &base,
                               const QStringList &scenarioArgs);
QJsonArray trainingParetoToJson(const core::TrainingPareto &pareto, const core::Scenario &base,
                                const QStringList &scenarioArgs);

// The text output: the front only, and how many points it dominates.
void printServingPareto(const core::ServingPareto &pareto, const core::Scenario &base);
void printTrainingPareto(const core::TrainingPareto &pareto, const core::Scenario &base);

} // namespace gpusizer::cli
