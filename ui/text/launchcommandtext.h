#pragma once

#include "estimate/serving/launchcommand.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace gpusizer::ui {

// The launch command of a serving configuration (core::serving::launchCommand on its own
// estimate), nullopt for training, an engine with no command or a replica with no room for a
// KV cache.
std::optional<core::serving::LaunchCommand> launchCommandOf(const core::Scenario &scenario);

// "Start 3 replicas, each on 4 GPUs (vLLM 0.8.5):" above the command.
QString launchReplicasText(const core::serving::LaunchCommand &command);
// The command one flag a line, continued with " \" (pastes into a POSIX shell as one line).
QString launchCommandLines(const core::serving::LaunchCommand &command);
// What the command leaves to be done by hand, a sentence each.
QStringList launchGapTexts(const core::serving::LaunchCommand &command);
// For the clipboard: the replicas and the gaps as shell comments, then the command.
QString launchCommandSnippet(const core::serving::LaunchCommand &command);

} // namespace gpusizer::ui
