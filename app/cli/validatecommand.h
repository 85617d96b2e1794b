#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli validate --cases FILE.csv [--json] [--min-quality A|B|C]
// Estimates every row of a validation CSV (shared/validation/README.md schema) and prints the
// per-case memory error and MAPE, median and worst error per mode and overall. A row that
// cannot be estimated is reported with its reason and does not stop the run.
int runValidateCommand(QStringList args);

} // namespace gpusizer::cli
