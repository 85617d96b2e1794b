#pragma once

#include "analysis/sensitivity.h"

#include <QJsonObject>

namespace gpusizer::cli {

// estimate --sensitivity: {figure, base, currency, sensitivity: [{name, low, base, high,
// low_input, high_input}]} sorted by |high − low|, the swing of each assumption.
QJsonObject sensitivityJson(const core::Sensitivity &sensitivity);
// The same as a tornado in text: one bar per assumption, its low and high figures.
void printSensitivity(const core::Sensitivity &sensitivity);

} // namespace gpusizer::cli
