#pragma once

#include "validation/validationrunner.h"

#include <QJsonObject>

namespace gpusizer::cli {

// One error summary as JSON (count, MAPE, median, worst and its id, rows over 35 %).
QJsonObject summaryJson(const core::ErrorSummary &s);
// One line of the printed summary; nothing when the summary is empty.
void printSummaryLine(const char *label, const core::ErrorSummary &s);

} // namespace gpusizer::cli
