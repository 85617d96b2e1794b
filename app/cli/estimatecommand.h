#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli estimate [scenario flags] [--json]
int runEstimateCommand(QStringList args);

} // namespace gpusizer::cli
