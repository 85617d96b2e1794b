#pragma once

#include "model/gpuspec.h"
#include "estimate/estimate.h"
#include "estimate/time/flopsmodel.h"
#include "model/scenario.h"

namespace gpusizer::core::timing {

// Inference: prefill of the prompt and memory-bandwidth-bound decode. Fills the inference
// fields and the throughput fields of `out` (tokens/s per GPU = group decode rate / GPUs).
void estimateInference(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p, TimeEstimate &out);

} // namespace gpusizer::core::timing
