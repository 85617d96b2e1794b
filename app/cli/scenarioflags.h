#pragma once

#include "model/fieldlimits.h"
#include "model/scenario.h"

#include <functional>
#include <map>
#include <optional>
#include <string>

#include <QString>

namespace gpusizer::cli {

// Applies a flag's value to the scenario; returns the detail of a refusal ("expected 1 to 65536"),
// the caller names the flag and the value.
using FlagApplier = std::function<std::optional<std::string>(const QString &value, core::Scenario &)>;

// Every scenario flag that takes a value, by name ("--tp"). The number flags are those of the
// table of limits (model/fieldlimits.h), with its ranges.
const std::map<QString, FlagApplier> &valueFlags();
// Whether the value of `flag` names a file to read (--hf-config): its refusal is a file error
// (exit status 1), not a usage error.
bool isFileFlag(const QString &flag);

// "expected 1 to 65536" (a whole number where the field counts) from the table of limits.
std::string limitExpectation(core::Limited field);

// "transformers | deepspeed | ...": the --framework choices.
std::string frameworkChoices();

} // namespace gpusizer::cli
