#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli explore [scenario flags] --x NAME:FROM..TO[:STEPS] --y NAME:... --metric NAME
//                       [--json|--csv]
int runExploreCommand(QStringList args);

} // namespace gpusizer::cli
