#pragma once

#include "model/gpuspec.h"
#include "model/scenario.h"
#include "model/serving.h"
#include "util/result.h"

#include <optional>

namespace gpusizer::core::serving {

// How an engine uses the GPU by default: its memory budget, batching and per-step host cost.
// Each value is the engine's documented default (docs/estimation.md "Serving" cites them).
struct EngineProfile {
    // KV-cache budget: `memoryFraction` of the usable memory less weights and workspace
    // (vLLM gpu_memory_utilization, SGLang mem_fraction_static), or with `fractionOfFree` of
    // the memory left after them (TensorRT-LLM kv_cache_free_gpu_mem_fraction, LMDeploy
    // cache_max_entry_count).
    double memoryFraction = 0.9;
    bool fractionOfFree = false;
    bool pagedKv = true;               // blocks allocated as tokens come (false: max length per sequence)
    int maxBatch = 256;                // sequences in one step (max_num_seqs / max_batch_size)
    int maxBatchedTokens = 8192;       // tokens in one step (the chunked-prefill budget)
    bool mixedBatches = true;          // prompts ride in decode steps (in-flight / continuous batching)
    bool chunkedPrefill = true;        // a prompt may be split over steps (false: whole, as many as fit)
    bool continuousBatching = true;    // false: a static batch runs to its end (HF generate)
    bool cudaGraphs = true;            // decode steps replay captured graphs
    double graphMemoryBytes = 0;       // CUDA graph pool per GPU
    bool eagerHost = false;            // the host launches every kernel of every layer (eager PyTorch)
    // Decode steps per scheduler pass (vLLM V0 multi-step scheduling): the host's per-step work
    // is paid once a pass, and prompts that arrive during a pass wait for its end and are
    // prefilled together in one step.
    int schedulerSteps = 1;
};

EngineProfile engineProfile(ServingEngine engine, const GpuSpec &gpu);

// Why the scenario's engine cannot serve its weight or KV-cache format on `gpu` (TensorRT-LLM
// has no NF4 kernels, llama.cpp no FP8/FP4, FP4 needs Blackwell's FP4 tensor cores, TurboMind
// no INT8/NF4 weights), or does not run on its vendor (TensorRT-LLM and LMDeploy TurboMind: NVIDIA
// only), or nullopt. Names the field.
std::optional<Error> checkEngineFormats(const Scenario &scenario, const GpuSpec &gpu);

} // namespace gpusizer::core::serving
