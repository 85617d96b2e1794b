#pragma once

#include "estimate/guardrails.h"

#include <QJsonArray>

namespace gpusizer::cli {

// `guard_rails` of estimate --json: each rail the estimate breaks as {"rail", "step", "value",
// "limit"} (core toString names; value and limit as fractions); empty when none is broken.
QJsonArray guardRailsToJson(const core::GuardRails &rails);

// A "warning: ..." line for each rail the estimate breaks (the ui's sentence).
void printGuardRailWarnings(const core::GuardRails &rails);

} // namespace gpusizer::cli
