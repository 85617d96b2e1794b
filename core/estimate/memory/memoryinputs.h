#pragma once

// Quantities every memory component needs, derived once per estimate from the Scenario.
// Internal to the memory model (core/estimate/memory/); not part of the public API.

#include "model/gpuspec.h"
#include "model/architecture.h"
#include "model/scenario.h"

namespace gpusizer::core::memory {

struct MemoryInputs {
    const Scenario *scenario = nullptr;
    const Architecture *arch = nullptr;
    ParameterCounts params;

    // Parallel layout.
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int dp = 1;              // data-parallel replicas of one model slice
    int shardDegree = 1;     // GPUs over which sharded states are divided (hybrid: one node)
    int stageLayers = 0;     // transformer blocks on the busiest pipeline stage
    int inFlightMicroBatches = 1; // micro-batches whose activations stage 0 holds (1F1B)

    // Per-GPU parameter shares (already divided by tp and pp, not by sharding).
    double layerParamsPerGpu = 0;   // transformer blocks of one stage
    double quantisableParamsPerGpu = 0; // linear weights inside those blocks
    double embeddingPerGpu = 0;     // first stage
    double lmHeadPerGpu = 0;        // last stage (0 when tied and pp == 1: counted once)
    double modelParamsPerGpu = 0;   // sum of the above (+ norms)

    // Tokens.
    double tokensPerMicroBatch = 0; // seqLen * microBatch / cp on this GPU
    double activationBytes = 2;     // bytes per activation element (compute type)
};

MemoryInputs prepareInputs(const Scenario &s);

// Type of the weights that quantisation leaves alone (embeddings, LM head, norms, router).
DType unquantisedType(const Scenario &s);

// Trainable LoRA adapter parameters of the whole model (all layers, no parallel division).
double loraTrainableParams(const Architecture &arch, const LoraSettings &lora);

} // namespace gpusizer::core::memory
