#pragma once

#include "model/gpuspec.h"
#include "estimate/memorybreakdown.h"
#include "model/scenario.h"
#include "util/trialoverride.h"

namespace gpusizer::core {

// Caching-allocator reserve (max_memory_reserved - max_memory_allocated) as shares of what the
// model allocates: the many medium-sized activation tensors fragment the cache most; the few
// huge logits buffers are reused whole; long-lived states hardly fragment; growing (torch.cat)
// KV caches leave a freed block of every previous size behind. Calibrated on the `reserved` and
// `device_used` rows of tests/data/validation_cases.csv (docs/estimation.md); the fitting tool
// tries others through a TrialOverride<AllocatorCalibration>.
struct AllocatorCalibration {
    double transientReserve = 0.30;
    double logitsReserve = 0.10;
    double staticReserve = 0.05;
    double growingCacheReserve = 0.90;
};
const AllocatorCalibration &allocatorCalibration();

// Peak memory per GPU of a scenario. Pure function: no I/O (its only global is the calibration).
MemoryBreakdown estimateMemory(const Scenario &scenario, const GpuSpec &gpu);

// CUDA context, cuBLAS/cuDNN workspaces and loaded kernels on one GPU of this generation.
double cudaContextBytes(const GpuSpec &gpu);

} // namespace gpusizer::core
