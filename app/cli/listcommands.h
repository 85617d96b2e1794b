#pragma once

#include <QStringList>

namespace gpusizer::cli {

// gpu-sizer-cli models [--json]: the model presets.
int runModelsCommand(QStringList args);
// gpu-sizer-cli gpus [--json]: the GPU catalog.
int runGpusCommand(QStringList args);
// The systems one can buy (servers, racks, workstations, cards) with list prices.
int runSystemsCommand(QStringList args);
// The shipped exchange-rate table.
int runRatesCommand(QStringList args);

} // namespace gpusizer::cli
