#pragma once

#include "analysis/analysis.h"
#include "estimate/estimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"
#include "recommend/facility.h"

#include <QJsonObject>

#include <string>

namespace gpusizer::cli {

// The machine-readable form of an estimate (every memory component in bytes).
QJsonObject estimateToJson(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::Estimate &estimate);

// The analysis `estimate --json` prints: the estimate, its verdict, the method variants and the
// largest fitting sequence length, the same figures the window and the report show.
QJsonObject analysisToJson(const core::Analysis &analysis);

// What a configuration is bought as, and what it asks of the room (power, heat, rack units,
// racks, energy a year).
QJsonObject billOfMaterialsToJson(const core::BillOfMaterials &bom, const std::string &currency);
QJsonObject facilityToJson(const core::FacilitySheet &facility);

// How many quality A+B validation rows measured the GPU's family (resources/intervals.json
// "calibration"): {"family", "memory_rows", "throughput_rows", "runs"}.
QJsonObject calibrationToJson(const core::GpuSpec &gpu);

} // namespace gpusizer::cli
