#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli report --scenario FILE.gpusizer.json --lang nb|de|en --out FILE.pdf
//                      [--paper a4|letter] [--customer TEXT] [--project TEXT]
//                      [--consultant TEXT] [--company TEXT] [--notes TEXT] [scenario flags]
// Writes the same PDF sizing report as the desktop app, headless (offscreen platform).
int runReportCommand(QStringList args);

// Help text of the report command's own flags.
const char *reportArgsHelp();

} // namespace gpusizer::cli
