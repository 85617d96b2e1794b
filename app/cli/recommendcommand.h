#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli recommend [scenario flags] [--rank gpus|time|rent|own] [--top N] [--json]
// Every catalog GPU and count that fits the scenario, ranked, each with its strategy, limits
// and reasons; and, when the scenario's own GPU is too small, what makes it fit there.
int runRecommendCommand(const QStringList &args);

// Help text of the command's own flags.
const char *recommendArgsHelp();

} // namespace gpusizer::cli
