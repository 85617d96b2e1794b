#pragma once

#include "model/disaggregation.h"
#include "model/dtype.h"
#include "model/speculative.h"

#include <optional>
#include <string_view>

namespace gpusizer::core {

// The engine that serves the model; each has a documented profile of its defaults
// (core/estimate/serving/engineprofile.h, docs/estimation.md "Serving").
enum class ServingEngine {
    VLLM,          // vLLM V1 engine (0.8 and later)
    VLLMV0,        // vLLM V0 engine (before 0.8): prefills and decodes in separate steps
    SGLang,
    TensorRTLLM,
    Transformers,  // Hugging Face transformers generate: static batch, eager
    LlamaCpp,      // llama.cpp server: one stream
    LMDeploy,      // LMDeploy with its TurboMind (C++) backend
    TGI,           // Hugging Face text-generation-inference (v3)
};

// Every engine, in the order the window offers them (the engine control, "every engine" of the
// Pareto sweep, `recommend --pareto-engines all`).
inline constexpr ServingEngine kServingEngines[] = {
    ServingEngine::VLLM,     ServingEngine::VLLMV0, ServingEngine::SGLang,       ServingEngine::TensorRTLLM,
    ServingEngine::LMDeploy, ServingEngine::TGI,    ServingEngine::Transformers, ServingEngine::LlamaCpp,
};

// How requests arrive.
enum class LoadKind {
    Concurrency,   // closed loop: this many requests in flight, a finished one replaced at once
    RequestRate,   // open loop: requests per second (Poisson)
    Offline,       // a batch job: every request available at the start
    Batch,         // a fixed batch run together (static batching)
};

// The statistic a latency figure or target is of.
enum class LatencyStat { Mean, Median, P90, P99 };

// The number formats a KV cache is held in (the engines' --kv-cache-dtype choices; which
// engine runs which is checked by serving::checkEngineFormats). One list for the estimator,
// the scenario file, the CLI and the window.
inline constexpr DType kKvCacheTypes[] = {DType::BF16, DType::FP16, DType::FP8, DType::FP32};
bool isKvCacheType(DType type);
// A KV-cache type by its name ("fp8"); nullopt for any other format.
std::optional<DType> parseKvCacheType(std::string_view text);

// Inference serving settings (Scenario::serving; used when the method is inference).
struct ServingSettings {
    ServingEngine engine = ServingEngine::VLLM;
    LoadKind load = LoadKind::Concurrency;
    int concurrency = 32;             // Concurrency and Batch
    double requestsPerSecond = 2.0;   // RequestRate
    int offlineRequests = 1000;       // Offline: requests in the job
    int inputLen = 1000;              // mean prompt tokens
    int outputLen = 300;              // mean generated tokens
    double prefixCacheHit = 0.0;      // share of prompt tokens served from the prefix cache
    DType kvDtype = DType::BF16;
    int replicas = 0;                 // model replicas; 0: as many as the GPUs hold (tp x pp each)
    double averageLoadShare = 0.5;    // the month's mean load as a share of this peak load
    std::optional<double> ttftTargetMs;
    std::optional<double> tpotTargetMs;
    LatencyStat targetStat = LatencyStat::P99;
    SpeculativeSettings speculative;  // speculative decoding: none by default
    DisaggregationSettings disaggregation;  // prefill and decode on pools of their own: off by default
    // The decode attention kernel reads a grouped-query model's cached K and V once for each
    // query head instead of once for its group (TensorRT-LLM before 0.8, whose masked
    // multi-head attention kernel ran a block per query head until the XQA kernel). Off: every
    // current engine's kernels (XQA, FlashAttention, FlashInfer) share the group's reads.
    bool kvReadPerQueryHead = false;
    // vLLM V0's multi-step scheduling (--num-scheduler-steps, 0.6 to 0.10): the engine runs this
    // many decode steps per scheduler pass; 1 is one pass a step.
    int schedulerSteps = 1;

    bool operator==(const ServingSettings &) const = default;
};

std::string_view toString(ServingEngine value);
std::optional<ServingEngine> parseServingEngine(std::string_view text);
std::string_view toString(LoadKind value);
std::optional<LoadKind> parseLoadKind(std::string_view text);
std::string_view toString(LatencyStat value);
std::optional<LatencyStat> parseLatencyStat(std::string_view text);

} // namespace gpusizer::core
