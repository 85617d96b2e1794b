// Engine defaults. Sources (docs/estimation.md "Serving" has the full citations):
// - vLLM V1 (0.8+), vllm/engine/arg_utils.py: gpu_memory_utilization 0.9, block_size 16,
//   chunked prefill on; max_num_seqs 1024 and max_num_batched_tokens 8192 (server) on GPUs
//   with >= 70 GiB that are not A100, else 256 and 2048; CUDA graphs captured up to 512.
// - vLLM V0 (< 0.8): max_num_seqs 256; chunked prefill off below 32k context: prefills run
//   as their own steps.
// - SGLang (server_args.py): mem_fraction_static about 0.88 on 80 GB GPUs, chunked prefill
//   8192 tokens, max running requests bounded by the KV pool.
// - TensorRT-LLM (KvCacheConfig, BuildConfig): kv_cache_free_gpu_mem_fraction 0.9 of the
//   memory free after the engine loads, max_batch_size 2048, max_num_tokens 8192, in-flight
//   batching, C++ runtime.
// - transformers generate: a static batch in eager PyTorch, a growing cache.
// - llama.cpp server: one slot (-np 1), graphs per token, no paged pool.
#include "estimate/serving/engineprofile.h"

#include "model/units.h"

#include <string>

namespace gpusizer::core::serving {

namespace {

bool largeNonA100(const GpuSpec &gpu)
{
    return gpu.usableBytes >= 70.0 * units::kGiB && gpu.generation != GpuGeneration::Ampere;
}

} // namespace

EngineProfile engineProfile(ServingEngine engine, const GpuSpec &gpu)
{
    EngineProfile p;
    switch (engine) {
    case ServingEngine::VLLM:
        p.memoryFraction = 0.9;
        p.maxBatch = largeNonA100(gpu) ? 1024 : 256;
        p.maxBatchedTokens = largeNonA100(gpu) ? 8192 : 2048;
        p.graphMemoryBytes = 0.5 * units::kGiB;
        break;
    case ServingEngine::VLLMV0:
        p.memoryFraction = 0.9;
        p.maxBatch = 256;
        p.mixedBatches = false;
        p.graphMemoryBytes = 0.5 * units::kGiB;
        break;
    case ServingEngine::SGLang:
        p.memoryFraction = 0.88;
        p.maxBatch = 4096;
        p.graphMemoryBytes = 0.5 * units::kGiB;
        break;
    case ServingEngine::TensorRTLLM:
        p.memoryFraction = 0.9;
        p.fractionOfFree = true;
        p.maxBatch = 2048;
        p.graphMemoryBytes = 0.25 * units::kGiB;
        break;
    case ServingEngine::Transformers:
        p.memoryFraction = 1.0;
        p.pagedKv = false;
        p.mixedBatches = false;
        p.continuousBatching = false;
        p.cudaGraphs = false;
        p.eagerHost = true;
        p.maxBatch = 65536;
        break;
    case ServingEngine::LlamaCpp:
        p.memoryFraction = 1.0;
        p.pagedKv = false;
        p.mixedBatches = false;
        p.maxBatch = 1;
        p.maxBatchedTokens = 2048;
        break;
    }
    return p;
}

std::optional<Error> checkEngineFormats(const Scenario &s, const GpuSpec &gpu)
{
    const ServingEngine engine = s.serving.engine;
    // The file's key of the format, the rule, and the format's name as the detail.
    const auto refuse = [](const char *field, DType type) {
        return brokenRule(ErrorCode::UnknownValue, field, ErrorRule::EngineFormat, std::string(toString(type)));
    };
    if (engine == ServingEngine::TensorRTLLM && s.weightDtype == DType::NF4)
        return refuse("weight_dtype", s.weightDtype);
    if (engine == ServingEngine::LlamaCpp && (s.weightDtype == DType::FP8 || s.weightDtype == DType::FP4))
        return refuse("weight_dtype", s.weightDtype);
    if (engine == ServingEngine::LlamaCpp && s.serving.kvDtype == DType::FP8)
        return refuse("serving.kv_dtype", s.serving.kvDtype);
    if (s.weightDtype == DType::FP4 && gpu.generation != GpuGeneration::Blackwell
        && engine != ServingEngine::Transformers)
        return refuse("weight_dtype", s.weightDtype);
    // TensorRT-LLM builds CUDA engines: NVIDIA GPUs only.
    if (engine == ServingEngine::TensorRTLLM && gpu.vendor != "NVIDIA")
        return brokenRule(ErrorCode::UnknownValue, "gpu", ErrorRule::EngineGpu, gpu.vendor);
    return std::nullopt;
}

} // namespace gpusizer::core::serving
