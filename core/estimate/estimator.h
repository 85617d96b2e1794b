#pragma once

#include "estimate/estimate.h"
#include "estimate/fitpolicy.h"
#include "model/gpuspec.h"
#include "model/scenario.h"
#include "util/result.h"

namespace gpusizer::core {

// Checks a scenario for values no estimate can be made from (names the field).
std::optional<Error> validateScenario(const Scenario &scenario);

// Memory, time and cost of a scenario on one GPU type, its memory judged by `policy`. Pure.
Estimate estimate(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy = {});

// What each GPU holds, as the window, the report and the CLI show it: for a serving estimate
// whose weights fit, what the engine reserves (weights, workspace, graphs, the KV pool it
// allocates up front, the CUDA context: servingMemory); otherwise the estimate's breakdown.
MemoryBreakdown memoryHeld(const Estimate &estimate, const GpuSpec &gpu);
// The usable memory left beside memoryHeld(): for a serving engine what its reservation leaves.
double headroomHeld(const Estimate &estimate, const GpuSpec &gpu);

} // namespace gpusizer::core
