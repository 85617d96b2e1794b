#pragma once

#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "model/scenario.h"
#include "util/result.h"

namespace gpusizer::core {

// Offline and request-rate rows do not say how many requests the run sent; the benchmark tools'
// default prompt count (vLLM and SGLang benchmark_serving --num-prompts) stands in for it.
inline constexpr int kDefaultBenchmarkRequests = 1000;

// The engine a row names: vllm (before 0.8: the V0 engine), sglang, trtllm, transformers,
// llama.cpp. nullopt for an engine the model has no profile of.
std::optional<ServingEngine> servingEngineOf(const ServingCase &row);
// The row's engine reads grouped K/V once per query head in decode (ServingSettings::kvReadPerQueryHead):
// TensorRT-LLM before 0.8.
bool readsKvPerQueryHead(const ServingCase &row);
// Decode steps per scheduler pass (ServingSettings::schedulerSteps): vLLM's
// `--num-scheduler-steps N` where the row's engine_version quotes it (1 to 64), else 1.
int schedulerStepsOf(const ServingCase &row);

// The inference scenario a serving row describes (architecture as for the training rows,
// MLA from kv_lora_rank and rope_head_dim; family and MTP modules from the matching preset;
// speculative decoding from the speculative columns, an empty acceptance_length leaving the
// method's published default). Errors name the column that is missing or unusable.
Result<Scenario> servingScenarioOf(const ServingCase &row, const ModelCatalog *presets);

} // namespace gpusizer::core
