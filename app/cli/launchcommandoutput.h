#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <QJsonObject>
#include <QJsonValue>

namespace gpusizer::cli {

// One replica's launch command of a serving answer (core serving::launchCommand) as a
// shell-quoted line, or null when the engine has none or nothing fits.
QJsonValue launchCommandToJson(const core::Scenario &scenario, const core::GpuSpec &gpu,
                               const core::ServingEstimate &serving);

// Adds `launch_command` (as above), `launch_command_version` (the engine version its flags were
// checked against) and `launch_command_gaps` (what it leaves to be done by hand) to `serving`.
void insertLaunchCommand(QJsonObject &serving, const core::Scenario &scenario, const core::GpuSpec &gpu,
                         const core::ServingEstimate &estimate);

// The command under a serving table: how many replicas of how many GPUs, the line, and a line
// for each gap; `indent` before every line. Nothing when there is no command.
void printLaunchCommand(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::ServingEstimate &serving,
                        const char *indent);

} // namespace gpusizer::cli
