#pragma once

#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"

#include <QByteArray>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// The points of a Pareto sweep as CSV (datacsv): one row per configuration, with the columns
// and the machine names of `gpu-sizer-cli recommend --pareto --json`, so that a script reads
// either; the GPU's name beside its id.
QByteArray servingParetoCsv(const core::ServingPareto &pareto, const core::GpuCatalog &catalog);
QByteArray trainingParetoCsv(const core::TrainingPareto &pareto, const core::GpuCatalog &catalog);

} // namespace gpusizer::ui
