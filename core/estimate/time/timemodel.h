#pragma once

#include "model/gpuspec.h"
#include "estimate/estimate.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>

namespace gpusizer::core {

// Throughput and duration of a scenario on one GPU type. Pure and fast (no allocation beyond
// the result): the recommender calls it thousands of times per sweep.
TimeEstimate estimateTime(const Scenario &scenario, const GpuSpec &gpu);

// Values the time and cost model cannot work with (names the field): no training tokens, zero
// or negative epochs, sequence length or batch, a NaN or negative price, a GPU without compute
// figures.
std::optional<Error> validateTimeInputs(const Scenario &scenario, const GpuSpec &gpu);

} // namespace gpusizer::core
