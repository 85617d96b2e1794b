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
// - LMDeploy TurboMind v0.9.2 (github.com/InternLM/lmdeploy, tag v0.9.2 =
//   9098ae8c1abf35fdf81fb279d466c12766973aa7): lmdeploy/messages.py TurbomindEngineConfig
//   cache_max_entry_count 0.8 "of FREE GPU memory" (BlockManager::GetBlockCount: cudaMemGetInfo
//   free x ratio, after the weights load), cache_block_seq_len 64, max_prefill_token_num 8192,
//   session_len None (the model's), quant_policy 0; lmdeploy/utils.py get_max_batch_size('cuda'):
//   256 on a device whose name holds A100 or A800, 512 on H100 or H800, 128 on every other.
//   LlamaBatch::Forward runs the decoding sequences and the prompt tokens in one forward
//   (mixed); its prompt budget is max_prefill_token_num (the forward holds that plus the batch);
//   src/turbomind has no CUDA graph capture at v0.9.2 (no graph pool). Its C++ runtime takes
//   TensorRT-LLM's host cost per step (the most similar engine; not measured for TurboMind).
// - TGI v3.3.6 (github.com/huggingface/text-generation-inference, tag v3.3.6 =
//   efb94e0d3db6aba9d464bc9a2f83191146203152): launcher/src/main.rs --cuda-memory-fraction 1.0,
//   --max-concurrent-requests 128, --max-batch-prefill-tokens 4096 where the launcher cannot
//   derive it from the card's FLOP/s (it does for the cards it knows, so the launch command sets
//   4096), --max-batch-total-tokens from free memory, CUDA graphs for batches 1,2,4,8,16,32.
//   flash_causal_lm.py warmup: KV = free less (1 - 1.0 x TGI_WIGGLE_ROOM 0.90) of the total, i.e.
//   0.9 of usable memory less what is taken. models/globals.py PREFILL_CHUNKING on: the v3
//   backend concatenates prompt chunks with the running batch (backends/v3/src/backend.rs).
//   Paged blocks (flashinfer, the default attention, block 1; the paged fallback below compute
//   capability 8.0, 16). Graph pool: vLLM's 0.5 GiB (not measured for TGI). Decode steps above
//   batch 32 run without graphs; one host cost per step does not tell them apart.
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/speculativesupport.h"

#include "model/units.h"
#include "util/caseless.h"

#include <string>

namespace gpusizer::core::serving {

namespace {

bool largeNonA100(const GpuSpec &gpu)
{
    return gpu.usableBytes >= 70.0 * units::kGiB && gpu.generation != GpuGeneration::Ampere;
}

// lmdeploy/utils.py get_max_batch_size('cuda') at v0.9.2: by the device's name.
int lmdeployMaxBatch(const GpuSpec &gpu)
{
    if (containsCaseless(gpu.name, "a100") || containsCaseless(gpu.name, "a800"))
        return 256;
    if (containsCaseless(gpu.name, "h100") || containsCaseless(gpu.name, "h800"))
        return 512;
    return 128;
}

// FP4 weights (NVFP4, MXFP4) run FP4 products on Blackwell. Elsewhere an engine runs them
// weight-only, unpacked into 16-bit products inside its kernel, where it has that kernel:
// vLLM (V1) through Marlin on compute capability 8.0 and later ("Weight-only FP4 compression
// will be used leveraging the Marlin kernel", vllm/model_executor/layers/quantization/utils/
// marlin_utils_fp4.py, as logged in vllm-project/vllm#31085; vllm-project/recipes
// OpenAI/GPT-OSS.md: H100, H200 and MI300X, and Ampere through Marlin's MXFP4 MoE), and
// TensorRT-LLM for the MXFP4 experts of a mixture on Hopper (its Triton MoE backend,
// examples/models/core/gpt_oss/README.md). Transformers dequantises in PyTorch anywhere.
bool runsFp4Weights(const Scenario &s, const GpuSpec &gpu)
{
    const GpuGeneration g = gpu.generation;
    if (g == GpuGeneration::Blackwell)
        return true;
    switch (s.serving.engine) {
    case ServingEngine::Transformers: return true;
    case ServingEngine::VLLM:
        return g == GpuGeneration::Ampere || g == GpuGeneration::Ada || g == GpuGeneration::Hopper
            || g == GpuGeneration::CDNA3;
    case ServingEngine::TensorRTLLM: return g == GpuGeneration::Hopper && s.model.isMoE();
    default: return false;
    }
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
        // In-flight batching puts whole prompts (context phases) in a step beside the decodes;
        // splitting one is opt-in: enable_chunked_prefill False in tensorrt_llm/llmapi/llm_args.py
        // (the executor's enable_chunked_context), and docs/source/performance/perf-overview.md
        // passes --enable_chunked_context to gptManagerBenchmark explicitly.
        p.chunkedPrefill = false;
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
    case ServingEngine::LMDeploy:
        p.memoryFraction = 0.8;
        p.fractionOfFree = true;
        p.maxBatch = lmdeployMaxBatch(gpu);
        p.maxBatchedTokens = 8192;
        p.cudaGraphs = false;
        p.graphMemoryBytes = 0;
        break;
    case ServingEngine::TGI:
        p.memoryFraction = 0.9;
        p.maxBatch = 128;
        p.maxBatchedTokens = 4096;
        p.graphMemoryBytes = 0.5 * units::kGiB;
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
    if (s.weightDtype == DType::FP4 && !runsFp4Weights(s, gpu))
        return refuse("weight_dtype", s.weightDtype);
    // LMDeploy TurboMind v0.9.2: fp16/bf16, AWQ/GPTQ int4 (W4A16) and, from an FP8 checkpoint,
    // fp8 weights (lmdeploy/turbomind/deploy/converter.py SUPPORTED_FORMATS hf, awq, gptq, fp8;
    // docs/en/supported_models/supported_models.md lists FP16/BF16, W4A16, KV INT8 and INT4).
    // fp32 is served in fp16 (dtype auto), as on the other engines. Its 8-bit KV cache is int8
    // (--quant-policy 8), the size of the fp8 one the scenario names.
    if (engine == ServingEngine::LMDeploy
        && (s.weightDtype == DType::INT8 || s.weightDtype == DType::NF4 || s.weightDtype == DType::FP4))
        return refuse("weight_dtype", s.weightDtype);
    // TGI v3.3.6 --quantize: awq, compressed-tensors, eetq, exl2, gptq, marlin, bitsandbytes(-nf4,
    // -fp4), fp8: no NVFP4 kernel named. --kv-cache-dtype fp8_e4m3fn / fp8_e5m2 "on CUDA" only.
    if (engine == ServingEngine::TGI && s.weightDtype == DType::FP4)
        return refuse("weight_dtype", s.weightDtype);
    if (engine == ServingEngine::TGI && s.serving.kvDtype == DType::FP8 && gpu.vendor != "NVIDIA")
        return refuse("serving.kv_dtype", s.serving.kvDtype);
    // TensorRT-LLM builds CUDA engines and TurboMind is CUDA C++: NVIDIA GPUs only. TGI v3.3.6
    // serves NVIDIA, AMD (ROCm) and Intel Gaudi (docs/source/installation_*.md); the rest run on
    // NVIDIA and AMD as before.
    const bool nvidiaOnly = engine == ServingEngine::TensorRTLLM || engine == ServingEngine::LMDeploy;
    if (nvidiaOnly && gpu.vendor != "NVIDIA")
        return brokenRule(ErrorCode::UnknownValue, "gpu", ErrorRule::EngineGpu, gpu.vendor);
    return checkEngineSpeculation(s);
}

} // namespace gpusizer::core::serving
