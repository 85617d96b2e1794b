// One replica's launch command per engine. Each engine's command line is pinned to one version,
// and every flag a builder below may write is in that engine's list (kVllmFlags, kSglangFlags,
// kTrtllmFlags), each checked against the engine's documentation or argument parser at that
// version. docs/launchcommands.md has the same lists with what each flag is set to;
// tests/core/serving/test_launchcommand.cpp holds every emitted flag to the list and the list to
// the document.
//
// | engine | pinned version | checked against |
// |---|---|---|
// | vLLM V1 | 0.8.5 (the profile's V1, 0.8 and later) | https://docs.vllm.ai/en/v0.8.5/serving/engine_args.html; |
// |  |  | vllm/engine/arg_utils.py EngineArgs.add_cli_args, the v0.9-era file and main at |
// |  |  | 99d7eb5d6a512cfcc5a2b104f24ebf2d6cda772b |
// | SGLang | 0.5 series | docs/advanced_features/server_arguments.md at commit |
// |  |  | b36e8e198b71553316b55bce53de6ecf9b3a9a47 (github.com/sgl-project/sglang) |
// | TensorRT-LLM | 0.18.2 (trtllm-serve; the TensorRT | https://nvidia.github.io/TensorRT-LLM/0.18.2/commands/ |
// |  | engine path is its default) | trtllm-serve.html; tensorrt_llm/commands/serve.py at |
// |  |  | 4c05a74891e4df8066f08ed4ce14b0972abe4e25 and 00209af149e7774406881a37283dce303571eb11 |
// |  |  | keep each flag |
// | LMDeploy (TurboMind) | 0.9.2 | lmdeploy/cli/serve.py (api_server) and lmdeploy/cli/utils.py |
// |  |  | (ArgumentHelper) at tag v0.9.2 = 9098ae8c1abf35fdf81fb279d466c12766973aa7 |
// | TGI | 3.3.6 | launcher/src/main.rs (Args) at tag v3.3.6 = |
// |  |  | efb94e0d3db6aba9d464bc9a2f83191146203152 (github.com/huggingface/text-generation-inference) |
//
// What no flag of these versions sets is a LaunchGap: trtllm-serve 0.18.2 has no expert-parallel,
// KV-cache-format, quantisation or prefix-reuse flag (later releases take them from
// --extra_llm_api_options YAML); vLLM's expert parallelism (--enable-expert-parallel, in the
// v0.9-era parser) could not be confirmed at 0.8.5, so an expert-parallel degree is left to the
// user there too. LMDeploy's --ep belongs to its PyTorch engine group and neither LMDeploy's
// TurboMind nor TGI has pipeline parallelism (LaunchGap::PipelineParallel). Speculative
// decoding: vLLM's --speculative-config, SGLang's --speculative-* section and TGI's --speculate;
// trtllm-serve 0.18.2 has no option for it (LaunchGap::Speculative).
#include "estimate/serving/launchcommand.h"

#include "estimate/serving/engineprofile.h"
#include "util/caseless.h"
#include "util/enumnames.h"
#include "util/shellquote.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <initializer_list>

namespace gpusizer::core::serving {

namespace {

// vllm serve MODEL, 0.8.5: ParallelConfig, SchedulerConfig, CacheConfig and ModelConfig groups,
// and the speculative decoding config (JSON).
constexpr std::array<std::string_view, 10> kVllmFlags = {
    "--tensor-parallel-size", "--pipeline-parallel-size", "--max-num-seqs", "--max-num-batched-tokens",
    "--gpu-memory-utilization", "--max-model-len", "--kv-cache-dtype", "--enable-prefix-caching", "--quantization",
    "--speculative-config",
};
// python3 -m sglang.launch_server, server_arguments.md at b36e8e1: model and tokenizer, runtime,
// MoE, memory and scheduling, quantization and data type sections.
// and speculative decoding sections.
constexpr std::array<std::string_view, 15> kSglangFlags = {
    "--model-path", "--tp-size", "--pp-size", "--ep-size", "--mem-fraction-static", "--max-running-requests",
    "--context-length", "--chunked-prefill-size", "--kv-cache-dtype", "--quantization",
    "--speculative-algorithm", "--speculative-draft-model-path", "--speculative-num-steps",
    "--speculative-eagle-topk", "--speculative-num-draft-tokens",
};
// trtllm-serve MODEL, 0.18.2: its options (tokenizer, host, port, backend, max_beam_width and
// trust_remote_code are the others).
constexpr std::array<std::string_view, 6> kTrtllmFlags = {
    "--tp_size", "--pp_size", "--max_batch_size", "--max_num_tokens", "--max_seq_len",
    "--kv_cache_free_gpu_memory_fraction",
};

// lmdeploy serve api_server MODEL, 0.9.2: --backend, and the TurboMind engine arguments group.
constexpr std::array<std::string_view, 8> kLmdeployFlags = {
    "--backend", "--tp", "--cache-max-entry-count", "--max-batch-size", "--session-len", "--max-prefill-token-num",
    "--quant-policy", "--enable-prefix-caching",
};
// text-generation-launcher, 3.3.6: its Args.
constexpr std::array<std::string_view, 9> kTgiFlags = {
    "--model-id", "--num-shard", "--max-concurrent-requests", "--max-batch-prefill-tokens", "--max-total-tokens",
    "--max-input-tokens", "--quantize", "--kv-cache-dtype", "--speculate",
};

const EngineCli kVllm{"vLLM 0.8.5", "https://docs.vllm.ai/en/v0.8.5/serving/engine_args.html", kVllmFlags,
                      "--tensor-parallel-size"};
const EngineCli kSglang{"SGLang 0.5 (docs at b36e8e1)",
                        "https://github.com/sgl-project/sglang/blob/b36e8e198b71553316b55bce53de6ecf9b3a9a47/"
                        "docs/advanced_features/server_arguments.md",
                        kSglangFlags, "--tp-size"};
const EngineCli kTrtllm{"TensorRT-LLM 0.18.2",
                        "https://nvidia.github.io/TensorRT-LLM/0.18.2/commands/trtllm-serve.html", kTrtllmFlags,
                        "--tp_size"};
const EngineCli kLmdeploy{"LMDeploy 0.9.2 (TurboMind)",
                          "https://github.com/InternLM/lmdeploy/blob/v0.9.2/lmdeploy/cli/utils.py", kLmdeployFlags,
                          "--tp"};
const EngineCli kTgi{"TGI 3.3.6",
                     "https://github.com/huggingface/text-generation-inference/blob/v3.3.6/launcher/src/main.rs",
                     kTgiFlags, "--num-shard"};

constexpr auto kGaps = makeEnumNames<LaunchGap>({
    {LaunchGap::ModelPath, "model_path"}, {LaunchGap::WeightFormat, "weight_format"},
    {LaunchGap::KvCacheFormat, "kv_cache_format"}, {LaunchGap::ExpertParallel, "expert_parallel"},
    {LaunchGap::PrefixCache, "prefix_cache"}, {LaunchGap::MultiNode, "multi_node"},
    {LaunchGap::PipelineParallel, "pipeline_parallel"}, {LaunchGap::DraftModelPath, "draft_model_path"},
    {LaunchGap::Speculative, "speculative"},
});

// A number as the engines' parsers read it: the shortest text that reads back as `value`
// ("0.9", "0.88"), integers without a point.
std::string number(double value)
{
    std::array<char, 32> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return error == std::errc() ? std::string(buffer.data(), end) : std::string("0");
}

std::string number(int value) { return std::to_string(value); }

// The checkpoint is already in the weights' format: its repository name says so ("...-FP8",
// "...-AWQ"); the engines then read its quantization_config and need no flag for it.
bool checkpointIn(const Architecture &model, DType type)
{
    const auto marked = [&](std::initializer_list<std::string_view> marks) {
        return std::any_of(marks.begin(), marks.end(),
                           [&](std::string_view m) { return containsCaseless(model.hfRepo, m); });
    };
    switch (type) {
    case DType::FP8: return marked({"fp8"});
    case DType::FP4: return marked({"fp4"});
    case DType::INT4: return marked({"awq", "gptq", "int4", "w4a16"});
    case DType::INT8: return marked({"int8", "w8a8", "w8a16"});
    case DType::NF4: return marked({"bnb", "nf4"});
    case DType::BF16:
    case DType::FP16:
    case DType::FP32: return true;
    }
    return true;
}

// What every builder reads from the answer.
struct Replica {
    const Scenario &s;
    EngineProfile profile;
    int tp = 1;
    int pp = 1;
    int ep = 1;                    // MoE only; 1 for a dense model
    int maxSequences = 1;          // ServingEstimate::maxConcurrency
    int contextTokens = 0;         // input + output
};

class Builder {
public:
    explicit Builder(LaunchCommand &out) : m_out(out) {}
    void words(std::initializer_list<std::string_view> ws)
    {
        for (std::string_view w : ws)
            m_out.argv.emplace_back(w);
    }
    void flag(std::string_view name, std::string value)
    {
        m_out.argv.emplace_back(name);
        m_out.argv.push_back(std::move(value));
    }
    void toggle(std::string_view name) { m_out.argv.emplace_back(name); }
    void gap(LaunchGap g)
    {
        if (std::find(m_out.gaps.begin(), m_out.gaps.end(), g) == m_out.gaps.end())
            m_out.gaps.push_back(g);
    }

private:
    LaunchCommand &m_out;
};

// The checkpoint an EAGLE or EAGLE-3 head loads from: none is catalogued, so the head's
// derived name ("llama-3.1-70b-eagle3-head") stands in (LaunchGap::DraftModelPath); the draft
// model's own repository; an MTP module is in the model's checkpoint.
std::string draftPath(const Replica &r, Builder &b)
{
    const SpeculativeSettings &spec = r.s.serving.speculative;
    switch (spec.method) {
    case SpeculativeMethod::DraftModel: return spec.draftModel ? launchModelName(*spec.draftModel) : std::string();
    case SpeculativeMethod::Mtp: return launchModelName(r.s.model);
    case SpeculativeMethod::Eagle:
    case SpeculativeMethod::Eagle3:
        b.gap(LaunchGap::DraftModelPath);
        return r.s.model.id + (spec.method == SpeculativeMethod::Eagle3 ? "-eagle3-head" : "-eagle-head");
    case SpeculativeMethod::None:
    case SpeculativeMethod::Ngram: break;
    }
    return std::string();
}

// vLLM 0.8.5 --speculative-config: its V1 engine (the profile's) drafts with ngram, eagle and
// eagle3; deepseek_mtp and draft models reach V1 later, and 0.8.5 runs them on its V0 engine,
// which the estimate does not describe: a gap.
void vllmSpeculative(const Replica &r, Builder &b)
{
    const SpeculativeSettings &spec = r.s.serving.speculative;
    const std::string k = number(spec.draftTokens);
    switch (spec.method) {
    case SpeculativeMethod::Ngram: {
        // prompt_lookup_max 4: the n-gram example of vLLM's spec_decode documentation.
        std::string json("{\"method\":\"ngram\",\"num_speculative_tokens\":");
        json.append(k).append(",\"prompt_lookup_max\":4}");
        b.flag("--speculative-config", std::move(json));
        return;
    }
    case SpeculativeMethod::Eagle:
    case SpeculativeMethod::Eagle3: {
        std::string json("{\"method\":\"");
        json.append(toString(spec.method)).append("\",\"model\":\"").append(draftPath(r, b));
        json.append("\",\"num_speculative_tokens\":").append(k).append("}");
        b.flag("--speculative-config", std::move(json));
        return;
    }
    case SpeculativeMethod::DraftModel:
    case SpeculativeMethod::Mtp: b.gap(LaunchGap::Speculative); return;
    case SpeculativeMethod::None: return;
    }
}

// SGLang's chain of k drafts: k draft steps of top-1, k + 1 tokens verified (the drafts and the
// token before them).
void sglangSpeculative(const Replica &r, Builder &b)
{
    const SpeculativeSettings &spec = r.s.serving.speculative;
    const char *algorithm = nullptr;
    switch (spec.method) {
    case SpeculativeMethod::None: return;
    case SpeculativeMethod::DraftModel: algorithm = "STANDALONE"; break;
    case SpeculativeMethod::Eagle: algorithm = "EAGLE"; break;
    case SpeculativeMethod::Eagle3: algorithm = "EAGLE3"; break;
    case SpeculativeMethod::Mtp: algorithm = "NEXTN"; break;
    case SpeculativeMethod::Ngram: algorithm = "NGRAM"; break;
    }
    b.flag("--speculative-algorithm", algorithm);
    if (spec.method != SpeculativeMethod::Ngram) {
        b.flag("--speculative-draft-model-path", draftPath(r, b));
        b.flag("--speculative-num-steps", number(spec.draftTokens));
        b.flag("--speculative-eagle-topk", "1");
    }
    b.flag("--speculative-num-draft-tokens", number(spec.draftTokens + 1));
}

// The weights: a 16-bit checkpoint (or one already in the format) as it is; FP8 quantised on
// load where the engine has a flag for it (`fp8Flag fp8`: vLLM and SGLang --quantization, TGI
// --quantize; nullptr: none); any other format needs its checkpoint first.
void weights(const Replica &r, Builder &b, const char *fp8Flag)
{
    const DType w = r.s.weightDtype;
    if (w == DType::FP32) {
        b.gap(LaunchGap::WeightFormat);   // "auto" serves an fp32 checkpoint in 16 bits
        return;
    }
    if (checkpointIn(r.s.model, w))
        return;
    if (w == DType::FP8 && fp8Flag != nullptr)
        b.flag(fp8Flag, "fp8");
    else
        b.gap(LaunchGap::WeightFormat);
}

void vllm(const Replica &r, Builder &b)
{
    const ServingSettings &load = r.s.serving;
    b.words({"vllm", "serve", launchModelName(r.s.model)});
    b.flag("--tensor-parallel-size", number(r.tp));
    if (r.pp > 1)
        b.flag("--pipeline-parallel-size", number(r.pp));
    if (r.ep > 1)
        b.gap(LaunchGap::ExpertParallel);
    b.flag("--max-num-seqs", number(r.maxSequences));
    b.flag("--max-num-batched-tokens", number(r.profile.maxBatchedTokens));
    b.flag("--gpu-memory-utilization", number(r.profile.memoryFraction));
    b.flag("--max-model-len", number(r.contextTokens));
    if (load.kvDtype == DType::FP8)
        b.flag("--kv-cache-dtype", "fp8");
    else if (load.kvDtype == DType::FP32)
        b.gap(LaunchGap::KvCacheFormat);
    if (load.prefixCacheHit > 0)
        b.toggle("--enable-prefix-caching");
    weights(r, b, "--quantization");
    vllmSpeculative(r, b);
}

void sglang(const Replica &r, Builder &b)
{
    const ServingSettings &load = r.s.serving;
    b.words({"python3", "-m", "sglang.launch_server"});
    b.flag("--model-path", launchModelName(r.s.model));
    b.flag("--tp-size", number(r.tp));
    if (r.pp > 1)
        b.flag("--pp-size", number(r.pp));
    // Experts split over the tensor-parallel group (ep divides tp); an expert-parallel group
    // larger than it runs attention data-parallel, a layout of more flags than these.
    if (r.ep > 1 && r.ep <= r.tp && r.tp % r.ep == 0)
        b.flag("--ep-size", number(r.ep));
    else if (r.ep > 1)
        b.gap(LaunchGap::ExpertParallel);
    b.flag("--mem-fraction-static", number(r.profile.memoryFraction));
    b.flag("--max-running-requests", number(r.maxSequences));
    b.flag("--context-length", number(r.contextTokens));
    b.flag("--chunked-prefill-size", number(r.profile.maxBatchedTokens));
    if (load.kvDtype == DType::FP8)
        b.flag("--kv-cache-dtype", "fp8_e4m3");   // the E4M3 format vLLM's "fp8" names
    else if (load.kvDtype == DType::FP32)
        b.gap(LaunchGap::KvCacheFormat);
    // Prefix caching (the radix cache) is on by default: no flag.
    weights(r, b, "--quantization");
    sglangSpeculative(r, b);
}

void trtllm(const Replica &r, Builder &b)
{
    const ServingSettings &load = r.s.serving;
    b.words({"trtllm-serve", launchModelName(r.s.model)});
    b.flag("--tp_size", number(r.tp));
    if (r.pp > 1)
        b.flag("--pp_size", number(r.pp));
    if (r.ep > 1)
        b.gap(LaunchGap::ExpertParallel);
    b.flag("--max_batch_size", number(r.maxSequences));
    b.flag("--max_num_tokens", number(r.profile.maxBatchedTokens));
    b.flag("--max_seq_len", number(r.contextTokens));
    b.flag("--kv_cache_free_gpu_memory_fraction", number(r.profile.memoryFraction));
    if (load.kvDtype == DType::FP8 || load.kvDtype == DType::FP32)
        b.gap(LaunchGap::KvCacheFormat);
    if (load.prefixCacheHit > 0)
        b.gap(LaunchGap::PrefixCache);
    weights(r, b, nullptr);
    if (load.speculative.enabled())
        b.gap(LaunchGap::Speculative);   // trtllm-serve 0.18.2 has no speculative option
}

void lmdeploy(const Replica &r, Builder &b)
{
    const ServingSettings &load = r.s.serving;
    b.words({"lmdeploy", "serve", "api_server", launchModelName(r.s.model)});
    b.flag("--backend", "turbomind");
    b.flag("--tp", number(r.tp));
    if (r.pp > 1)
        b.gap(LaunchGap::PipelineParallel);
    if (r.ep > 1)
        b.gap(LaunchGap::ExpertParallel);   // --ep is the PyTorch engine's
    b.flag("--cache-max-entry-count", number(r.profile.memoryFraction));
    b.flag("--max-batch-size", number(r.maxSequences));
    b.flag("--session-len", number(r.contextTokens));
    b.flag("--max-prefill-token-num", number(r.profile.maxBatchedTokens));
    if (load.kvDtype == DType::FP8)
        b.flag("--quant-policy", "8");   // TurboMind's 8-bit KV cache (int8)
    else if (load.kvDtype == DType::FP32)
        b.gap(LaunchGap::KvCacheFormat);
    if (load.prefixCacheHit > 0)
        b.toggle("--enable-prefix-caching");   // off by default
    weights(r, b, nullptr);                    // fp8 from an FP8 checkpoint only
}

void tgi(const Replica &r, Builder &b)
{
    const ServingSettings &load = r.s.serving;
    b.words({"text-generation-launcher"});
    b.flag("--model-id", launchModelName(r.s.model));
    b.flag("--num-shard", number(r.tp));
    if (r.pp > 1)
        b.gap(LaunchGap::PipelineParallel);
    if (r.ep > 1)
        b.gap(LaunchGap::ExpertParallel);
    b.flag("--max-concurrent-requests", number(r.maxSequences));
    b.flag("--max-batch-prefill-tokens", number(r.profile.maxBatchedTokens));
    b.flag("--max-total-tokens", number(r.contextTokens));
    b.flag("--max-input-tokens", number(load.inputLen));
    if (load.kvDtype == DType::FP8)
        b.flag("--kv-cache-dtype", "fp8_e4m3fn");
    else if (load.kvDtype == DType::FP32)
        b.gap(LaunchGap::KvCacheFormat);
    // Prefix caching is on by default (flashinfer attention): no flag.
    weights(r, b, "--quantize");
    // Without Medusa heads --speculate drafts by n-gram (the only method TGI is given).
    if (load.speculative.method == SpeculativeMethod::Ngram)
        b.flag("--speculate", number(load.speculative.draftTokens));
}

} // namespace

const EngineCli *engineCli(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::VLLM: return &kVllm;
    case ServingEngine::SGLang: return &kSglang;
    case ServingEngine::TensorRTLLM: return &kTrtllm;
    case ServingEngine::LMDeploy: return &kLmdeploy;
    case ServingEngine::TGI: return &kTgi;
    case ServingEngine::VLLMV0:
    case ServingEngine::Transformers:
    case ServingEngine::LlamaCpp: return nullptr;
    }
    return nullptr;
}

std::string_view toString(LaunchGap gap) { return kGaps.name(gap); }

std::string LaunchCommand::shellLine() const { return shellJoin(argv); }

std::string launchModelName(const Architecture &model)
{
    if (!model.hfRepo.empty())
        return model.hfRepo;
    return model.id.empty() ? model.displayName : model.id;
}

std::optional<LaunchCommand> launchCommand(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &e)
{
    const EngineCli *cli = engineCli(s.serving.engine);
    if (cli == nullptr || !e.fits || e.maxConcurrency < 1)
        return std::nullopt;
    // A disaggregated deployment starts two kinds of worker, each with the engine's KV-transfer
    // connector: not one replica's command of these flags.
    if (s.serving.disaggregation.enabled())
        return std::nullopt;
    // TensorRT-LLM and LMDeploy's TurboMind build for CUDA: no command for another vendor's GPU.
    const bool nvidiaOnly =
        s.serving.engine == ServingEngine::TensorRTLLM || s.serving.engine == ServingEngine::LMDeploy;
    if (nvidiaOnly && gpu.vendor != "NVIDIA")
        return std::nullopt;
    LaunchCommand out;
    out.cli = cli;
    out.replicas = e.replicas;
    out.gpusPerReplica = e.gpusPerReplica;
    // The degrees as the replica's shape takes them (servingstep.cpp replicaShape).
    Replica r{s, engineProfile(s.serving.engine, gpu)};
    r.tp = std::max(1, s.parallel.tp);
    r.pp = std::max(1, std::min(s.parallel.pp, std::max(1, s.model.layers)));
    r.ep = s.model.isMoE() ? std::max(1, s.parallel.ep) : 1;
    r.maxSequences = e.maxConcurrency;
    r.contextTokens = s.serving.inputLen + s.serving.outputLen;
    Builder b(out);
    switch (s.serving.engine) {
    case ServingEngine::VLLM: vllm(r, b); break;
    case ServingEngine::SGLang: sglang(r, b); break;
    case ServingEngine::TensorRTLLM: trtllm(r, b); break;
    case ServingEngine::LMDeploy: lmdeploy(r, b); break;
    case ServingEngine::TGI: tgi(r, b); break;
    default: return std::nullopt;
    }
    if (s.model.hfRepo.empty())
        b.gap(LaunchGap::ModelPath);
    if (e.gpusPerReplica > std::max(1, s.parallel.gpusPerNode))
        b.gap(LaunchGap::MultiNode);
    std::sort(out.gaps.begin(), out.gaps.end());
    return out;
}

} // namespace gpusizer::core::serving
