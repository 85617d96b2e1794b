#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli export --scenario FILE.gpusizer.json --format xlsx|csv|pdf --out FILE|-
//                      [--lang en|nb|de] [report flags] [scenario flags]
// Writes what the window's File > Export writes: the workbook (XLSX), the ranked table of
// configurations (CSV) or the PDF sizing report. Without --format the suffix of --out says.
int runExportCommand(QStringList args);

// Help text of the export command's own flags.
const char *exportArgsHelp();

} // namespace gpusizer::cli
