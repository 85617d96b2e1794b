#pragma once

#include "model/gpuspec.h"
#include "estimate/memorybreakdown.h"
#include "model/scenario.h"

namespace gpusizer::core {

// Peak memory per GPU of a scenario. Pure function: no I/O, no globals.
MemoryBreakdown estimateMemory(const Scenario &scenario, const GpuSpec &gpu);

} // namespace gpusizer::core
