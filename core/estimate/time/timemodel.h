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

namespace timing {
// Memory time of an unfused (eager) attention's score matrices in one micro-batch of one
// replica (all layers, before the model-parallel split): b·heads·s² elements of
// `bytesPerElement`, 11 accesses each (15 with a recompute). Zero for fused kernels.
double eagerScoreSeconds(const Scenario &scenario, double bytesPerElement, double bandwidthBytesPerSecond);
} // namespace timing

// What the time and cost model needs beyond validateScenario() (the limits of every field, which
// runs first): training tokens (at least one) and a GPU with compute and bandwidth figures.
std::optional<Error> validateTimeInputs(const Scenario &scenario, const GpuSpec &gpu);

} // namespace gpusizer::core
