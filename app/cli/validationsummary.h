#pragma once

#include "validation/validationrunner.h"

#include <cstddef>

#include <QJsonObject>

namespace gpusizer::cli {

// One error summary as JSON (count, MAPE, median, worst and its id, rows over 35 %).
QJsonObject summaryJson(const core::ErrorSummary &s);
// One line of the printed summary; nothing when the summary is empty.
void printSummaryLine(const char *label, const core::ErrorSummary &s);
// The exit status of a validation of `rows` rows (those kept by --min-quality) of which
// `errors` could not be estimated: kExitFailed, said on standard error, when not one row was
// estimated (a file of rows that all fail validates nothing); else kExitOk.
int validationExitStatus(std::size_t rows, int errors);

} // namespace gpusizer::cli
