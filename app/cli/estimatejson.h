#pragma once

#include "catalog/gpuspec.h"
#include "estimate/estimate.h"
#include "model/scenario.h"

#include <QJsonObject>

namespace gpusizer::cli {

// The machine-readable form of an estimate (every memory component in bytes).
QJsonObject estimateToJson(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::Estimate &estimate);

} // namespace gpusizer::cli
