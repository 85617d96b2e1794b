#pragma once

#include "argerror.h"

#include "catalog/gpucatalog.h"
#include "model/scenario.h"

#include <optional>
#include <string>

#include <QStringList>

namespace gpusizer::cli {

// Consumes the scenario flags shared by `estimate`, `recommend` and `report` from `args`
// (leaving every other argument in place) and applies them to `scenario`; `catalog` (start
// from the built-in one) takes the prices of --price-list.
// Returns the refusal (an English message naming the flag or file, and its exit status: a
// file that cannot be read or used is kExitFailed, a bad flag kExitUsage), or nullopt.
// `scenarioFile`, when given, receives the path of --scenario (empty without one).
std::optional<ArgError> parseScenarioArgs(QStringList &args, core::Scenario &scenario, core::GpuCatalog &catalog,
                                          std::string *scenarioFile = nullptr);

// An error the estimate found after the flags were read: names the scenario file it came from
// (if any), else the flag that sets the field ("micro_batch", set by --micro-batch).
std::string describeScenarioError(core::Error error, const std::string &scenarioFile);

// Removes `flag VALUE` from `args` and returns the value; nullopt when the flag is absent, or
// when it has no value (then `error` says so).
std::optional<QString> takeValue(QStringList &args, const QString &flag, std::optional<std::string> &error);

// Help text of those flags, for the commands' --help.
const char *scenarioArgsHelp();

// The one default scenario of the window and the CLI (core::defaultScenario).
core::Scenario defaultScenario();

} // namespace gpusizer::cli
