#pragma once

#include "model/gpuspec.h"
#include "estimate/memorybreakdown.h"
#include "model/scenario.h"

namespace gpusizer::core {

// Peak memory per GPU of a scenario. Pure function: no I/O, no globals.
MemoryBreakdown estimateMemory(const Scenario &scenario, const GpuSpec &gpu);

// CUDA context, cuBLAS/cuDNN workspaces and loaded kernels on one GPU of this generation.
double cudaContextBytes(const GpuSpec &gpu);

} // namespace gpusizer::core
