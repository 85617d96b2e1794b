// Which engine drafts with which speculative method, as each documents it.
//
// | engine | draft | eagle | eagle3 | mtp | ngram | source |
// |---|---|---|---|---|---|---|
// | vLLM V1 | yes | yes | yes | yes | yes | V1 methods ngram/eagle/eagle3 (PR #16937, April 2025), |
// |  |  |  |  |  |  | deepseek_mtp and draft_model (PR #24322) later in the V1 line |
// | vLLM V0 | yes | yes | no | yes | yes | EAGLE-3 is V1-only (PR #16937 "[V1][Spec Decode]") |
// | SGLang | yes | yes | yes | yes | yes | --speculative-algorithm STANDALONE, EAGLE, EAGLE3, NEXTN, NGRAM |
// |  |  |  |  |  |  | (server_arguments.md at b36e8e1) |
// | TensorRT-LLM 0.18 | yes | yes | no | no | no | its TensorRT engine path: draft model, Medusa, ReDrafter, |
// |  |  |  |  |  |  | EAGLE, lookahead (docs 0.18.2 advanced/speculative-decoding); |
// |  |  |  |  |  |  | the PyTorch backend has none of MTP, EAGLE-3, n-gram at 0.18 |
// | LMDeploy TurboMind | no | no | no | no | no | no speculative decoding in 0.9.2 |
// | TGI 3.x | no | no | no | no | yes | --speculate N: n-gram without Medusa heads (launcher Args) |
// | transformers | no | no | no | no | no | assisted generation is batch 1; the profile is a static batch |
// | llama.cpp | yes | no | no | no | no | llama-server --model-draft |
//
// TensorRT-LLM follows the version its launch command is pinned to, 0.18.2 (launchcommand.cpp;
// the engine profile's TensorRT path and defaults are that version's). Its
// docs/source/release-notes.md: the 0.18.x releases are 0.17.0 with dependency updates only,
// and 0.17.0's experimental PyTorch workflow has no DeepSeek model, MTP or EAGLE-3; 0.19.0 added "Multi-Token Prediction (MTP) support" and an "initial EAGLE-3
// implementation" to it, 1.0 made it trtllm-serve's default backend and added NGrams V2 (tech
// blogs 2, 7 and 11 run MTP, n-gram and EAGLE-3 on it, blog 11 on the 1.1.0rc0 container). A
// later pin would allow them, with its launch flags (--extra_llm_api_options YAML).
//
// vLLM documents speculative decoding as not compatible with pipeline parallelism (docs
// features/spec_decode, 0.7 to 0.10).
#include "estimate/serving/speculativesupport.h"

#include <string>

namespace gpusizer::core::serving {

namespace {

using M = SpeculativeMethod;

bool drafts(ServingEngine engine, SpeculativeMethod method)
{
    switch (engine) {
    case ServingEngine::VLLM:
    case ServingEngine::SGLang: return true;
    case ServingEngine::VLLMV0: return method != M::Eagle3;
    case ServingEngine::TensorRTLLM: return method == M::DraftModel || method == M::Eagle;
    case ServingEngine::TGI: return method == M::Ngram;
    case ServingEngine::LlamaCpp: return method == M::DraftModel;
    case ServingEngine::LMDeploy:
    case ServingEngine::Transformers: return false;
    }
    return false;
}

} // namespace

std::optional<Error> checkEngineSpeculation(const Scenario &s)
{
    const SpeculativeSettings &spec = s.serving.speculative;
    if (!spec.enabled())
        return std::nullopt;
    const ServingEngine engine = s.serving.engine;
    const std::string method(toString(spec.method));
    if (!drafts(engine, spec.method))
        return brokenRule(ErrorCode::UnknownValue, "serving.speculative.method", ErrorRule::EngineFormat, method);
    const bool vllm = engine == ServingEngine::VLLM || engine == ServingEngine::VLLMV0;
    if (vllm && s.parallel.pp > 1)
        return brokenRule(ErrorCode::UnknownValue, "cluster.pp", ErrorRule::EngineFormat, method);
    return std::nullopt;
}

} // namespace gpusizer::core::serving
