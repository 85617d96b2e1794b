#include "validation/servingscenario.h"

#include "validation/validationscenario.h"

#include <charconv>
#include <optional>

namespace gpusizer::core {

namespace {

Error missing(const ServingCase &row, const char *column)
{
    return Error{ErrorCode::MissingField, column, "row " + row.id + ": missing", {}};
}

// The architecture columns are the training schema's: read them the same way.
ValidationCase architectureColumns(const ServingCase &row)
{
    ValidationCase c;
    c.id = row.id;
    c.source = row.source;
    c.model = row.model;
    c.paramsB = row.paramsB;
    c.layers = row.layers;
    c.hidden = row.hidden;
    c.intermediate = row.intermediate;
    c.heads = row.heads;
    c.kvHeads = row.kvHeads;
    c.headDim = row.headDim;
    c.vocab = row.vocab;
    c.tiedEmbeddings = row.tiedEmbeddings;
    c.mlp = row.mlp;
    c.experts = row.experts;
    c.expertsPerToken = row.expertsPerToken;
    return c;
}

// What the schema's architecture columns cannot say but a speculating row needs: the family (the
// published acceptance of a method is per family, acceptancedefaults.h) and the MTP modules the
// checkpoint carries. Taken from the preset the row names when its shape is that preset's.
void presetOnlyFields(const ServingCase &row, const ModelCatalog *presets, Architecture &a)
{
    if (presets == nullptr)
        return;
    const Architecture *preset = presets->find(row.model);
    if (preset == nullptr || preset->layers != a.layers || preset->hidden != a.hidden || preset->heads != a.heads
        || preset->vocab != a.vocab)
        return;
    a.family = preset->family;
    a.mtpModules = preset->mtpModules;
}

// The row's speculative decoding: none without speculative_method (then the other speculative
// columns must be empty); with one, spec_tokens is required, an empty acceptance_length leaves
// the method's published default, and method draft loads draft_model from the presets.
std::optional<Error> speculativeOf(const ServingCase &row, const ModelCatalog *presets, SpeculativeSettings &out)
{
    const SpeculativeMethod method = row.speculativeMethod.value_or(SpeculativeMethod::None);
    if (method == SpeculativeMethod::None) {
        if (row.specTokens || row.acceptanceLength)
            return Error{ErrorCode::InvalidScenario, row.specTokens ? "spec_tokens" : "acceptance_length",
                         "row " + row.id + ": set without a speculative_method", {}};
        return std::nullopt;
    }
    if (!row.specTokens)
        return missing(row, "spec_tokens");
    out.method = method;
    out.draftTokens = *row.specTokens;
    out.acceptanceLength = row.acceptanceLength;
    if (method == SpeculativeMethod::DraftModel) {
        const Architecture *draft = presets != nullptr ? presets->find(row.draftModel) : nullptr;
        if (draft == nullptr)
            return Error{ErrorCode::UnknownValue, "draft_model", "row " + row.id + ": " + row.draftModel, {}};
        out.draftModel = *draft;
    }
    return std::nullopt;
}

// "0.6.0" or "vLLM 0.6.0 (blog)" -> 0 and 6: the first "number.number" in the text; false
// when there is none.
bool majorMinor(const std::string &version, int &major, int &minor)
{
    const std::size_t digit = version.find_first_of("0123456789");
    if (digit == std::string::npos)
        return false;
    const char *begin = version.data() + digit;
    const char *end = version.data() + version.size();
    auto [p, ec] = std::from_chars(begin, end, major);
    if (ec != std::errc() || p == end || *p != '.')
        return false;
    auto [q, ec2] = std::from_chars(p + 1, end, minor);
    return ec2 == std::errc();
}

} // namespace

std::optional<ServingEngine> servingEngineOf(const ServingCase &row)
{
    if (row.engine == "vllm") {
        int major = 0;
        int minor = 0;
        if (majorMinor(row.engineVersion, major, minor) && major == 0 && minor < 8)
            return ServingEngine::VLLMV0;
        return ServingEngine::VLLM;
    }
    if (row.engine == "llamacpp")
        return ServingEngine::LlamaCpp;
    return parseServingEngine(row.engine);
}

int schedulerStepsOf(const ServingCase &row)
{
    // vLLM's multi-step scheduling flag as the row's engine_version quotes it.
    constexpr std::string_view flag = "--num-scheduler-steps";
    const std::size_t at = row.engineVersion.find(flag);
    if (row.engine != "vllm" || at == std::string::npos)
        return 1;
    std::size_t digit = at + flag.size();
    while (digit < row.engineVersion.size() && (row.engineVersion[digit] == ' ' || row.engineVersion[digit] == '='))
        ++digit;
    int steps = 1;
    const char *begin = row.engineVersion.data() + digit;
    const auto [end, ec] = std::from_chars(begin, row.engineVersion.data() + row.engineVersion.size(), steps);
    return ec == std::errc() && end != begin ? std::clamp(steps, 1, 64) : 1;
}

bool readsKvPerQueryHead(const ServingCase &row)
{
    // TensorRT-LLM's XQA kernel for grouped-query decode attention came with 0.8
    // (docs/source/blogs/XQA-kernel.md: "will be included in the v0.8 releases"); earlier
    // releases ran the masked multi-head attention kernel a block per query head.
    int major = 0;
    int minor = 0;
    return row.engine == "trtllm" && majorMinor(row.engineVersion, major, minor) && major == 0 && minor < 8;
}

Result<Scenario> servingScenarioOf(const ServingCase &row, const ModelCatalog *presets)
{
    auto arch = architectureOf(architectureColumns(row), presets);
    if (!arch)
        return arch.error();
    const auto engine = servingEngineOf(row);
    if (!engine)
        return Error{ErrorCode::UnknownValue, "engine", "row " + row.id + ": " + row.engine, {}};
    if (!row.weightDtype)
        return missing(row, "weight_dtype");
    if (!row.load)
        return missing(row, "load");
    if (row.gpu.empty())
        return missing(row, "gpu");

    Scenario s;
    s.model = std::move(arch).value();
    presetOnlyFields(row, presets, s.model);
    if (row.kvLoraRank.value_or(0) > 0) {
        // shared/validation/README.md: under MLA `head_dim` is the no-RoPE q/k head dim
        // (qk_nope_head_dim), which is also the value head dim (v_head_dim).
        s.model.kvLoraRank = *row.kvLoraRank;
        s.model.qkRopeHeadDim = row.ropeHeadDim.value_or(0);
        if (s.model.qkNopeHeadDim <= 0)
            s.model.qkNopeHeadDim = s.model.headDim;
        if (s.model.vHeadDim <= 0)
            s.model.vHeadDim = s.model.headDim;
    }
    s.method = Method::Inference;
    s.weightDtype = *row.weightDtype;
    s.computeDtype = s.weightDtype == DType::FP16 ? DType::FP16 : DType::BF16;
    s.optimizer = Optimizer::None;
    s.gpuId = row.gpu;
    s.parallel.gpus = row.numGpus.value_or(1);
    s.parallel.gpusPerNode = row.gpusPerNode.value_or(s.parallel.gpus);
    s.parallel.tp = row.tp.value_or(1);
    s.parallel.pp = row.pp.value_or(1);
    s.parallel.ep = row.ep.value_or(1);

    ServingSettings &v = s.serving;
    v.engine = *engine;
    v.kvReadPerQueryHead = readsKvPerQueryHead(row);
    v.schedulerSteps = schedulerStepsOf(row);
    v.load = *row.load;
    v.kvDtype = row.kvDtype.value_or(s.computeDtype);
    v.inputLen = int(row.inputLen.value_or(0.0) + 0.5);
    v.outputLen = std::max(1, int(row.outputLen.value_or(1.0) + 0.5));
    v.concurrency = row.concurrency.value_or(1);
    v.requestsPerSecond = row.requestRate.value_or(v.requestsPerSecond);
    v.offlineRequests = kDefaultBenchmarkRequests;
    if (v.load == LoadKind::RequestRate && v.requestsPerSecond <= 0)
        return missing(row, "request_rate");
    if ((v.load == LoadKind::Concurrency || v.load == LoadKind::Batch) && !row.concurrency)
        return missing(row, "concurrency");
    if (auto e = speculativeOf(row, presets, v.speculative))
        return *e;
    s.seqLen = v.outputLen;
    s.workload.promptLen = v.inputLen;
    s.microBatch = std::max(1, v.concurrency);
    return s;
}

} // namespace gpusizer::core
