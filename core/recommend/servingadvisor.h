#pragma once

#include "catalog/gpucatalog.h"
#include "estimate/fitpolicy.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <vector>

namespace gpusizer::core {

// Whether a serving scenario serves on `gpu`: the weights leave room for a KV pool, the
// replicas hold the load, and the latency targets are met.
bool serves(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy);

// "What makes it serve": serving changes only (never checkpointing, micro-batch, accumulation
// or offloading), each verified to serve, mildest first: FP8 KV cache, FP8 then INT4 weights,
// more tensor parallelism, more replicas (fewer users each), a shorter prompt, a bigger GPU.
std::vector<FitSuggestion> whatMakesItServe(const Scenario &base, const GpuCatalog &catalog, const FitPolicy &policy);

} // namespace gpusizer::core
