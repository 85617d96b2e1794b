#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli models [--json]: the model presets.
int runModelsCommand(QStringList args);
// gpu-sizer-cli gpus [--json]: the GPU catalog.
int runGpusCommand(QStringList args);

} // namespace gpusizer::cli
