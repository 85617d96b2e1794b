#include "validation/validationscenario.h"

#include <string>

namespace gpusizer::core {

namespace {

Error missing(const ValidationCase &row, const char *column, const char *why = "missing")
{
    return Error{ErrorCode::MissingField, column, "row " + row.id + ": " + why, {}};
}

// Frameworks whose generate loop launches every kernel from Python (no CUDA graphs unless
// compiled): Hugging Face transformers, plain PyTorch, and LitGPT (litgpt/generate/base.py
// calls the model once per token from Python; torch.compile only with --compile).
bool eagerFramework(const std::string &framework)
{
    return framework == "transformers" || framework == "pytorch" || framework == "litgpt";
}

// The training framework of a row: its own profile, Megatron-DeepSpeed as Megatron (Megatron's
// layers and fused kernels), anything else (other, empty) as a plain PyTorch loop.
Framework trainingFrameworkOf(const std::string &framework)
{
    if (const auto f = parseFramework(framework))
        return *f;
    if (framework == "megatron-deepspeed")
        return Framework::Megatron;
    return Framework::PyTorch;
}

bool presetMatches(const Architecture &preset, const Architecture &row)
{
    return preset.layers == row.layers && preset.hidden == row.hidden && preset.heads == row.heads
        && preset.vocab == row.vocab;
}

} // namespace

Result<Architecture> architectureOf(const ValidationCase &row, const ModelCatalog *presets)
{
    if (!row.layers || !row.hidden || !row.heads || !row.vocab)
        return missing(row, !row.layers ? "layers" : !row.hidden ? "hidden" : !row.heads ? "heads" : "vocab");
    if (!row.intermediate)
        return missing(row, "intermediate");
    Architecture a;
    a.id = row.model;
    a.displayName = row.model;
    a.source = row.source;
    a.publishedParamsB = row.paramsB.value_or(0.0);
    a.layers = *row.layers;
    a.hidden = *row.hidden;
    a.heads = *row.heads;
    a.kvHeads = row.kvHeads.value_or(a.heads);
    a.headDim = row.headDim.value_or(a.heads > 0 ? a.hidden / a.heads : 0);
    a.vocab = *row.vocab;
    a.tiedEmbeddings = row.tiedEmbeddings.value_or(false);
    a.mlp = row.mlp.value_or(MlpKind::Gated);
    a.norm = a.mlp == MlpKind::Plain ? NormKind::LayerNorm : NormKind::RMSNorm;
    a.intermediate = *row.intermediate;
    if (row.experts.value_or(0) > 0) {
        a.experts = *row.experts;
        a.expertsPerToken = row.expertsPerToken.value_or(0);
        a.expertIntermediate = *row.intermediate;
    }

    if (presets != nullptr) {
        if (const Architecture *preset = presets->find(row.model); preset && presetMatches(*preset, a)) {
            a.displayName = preset->displayName;
            a.norm = preset->norm;
            a.normsPerLayer = preset->normsPerLayer;
            a.qkNorm = preset->qkNorm;
            a.attentionBias = preset->attentionBias;
            a.mlpBias = preset->mlpBias;
            a.learnedPositions = preset->learnedPositions;
            a.maxPositions = preset->maxPositions;
            a.parallelBlock = preset->parallelBlock;
            a.encoderOnly = preset->encoderOnly;
            a.qLoraRank = preset->qLoraRank;
            a.kvLoraRank = preset->kvLoraRank;
            a.qkNopeHeadDim = preset->qkNopeHeadDim;
            a.qkRopeHeadDim = preset->qkRopeHeadDim;
            a.vHeadDim = preset->vHeadDim;
            a.slidingWindow = preset->slidingWindow;
            a.slidingWindowLayers = preset->slidingWindowLayers;
        }
    }
    if (auto why = validateArchitecture(a)) {
        why->detail = "row " + row.id;
        return *why;
    }
    return a;
}

Result<Scenario> scenarioOf(const ValidationCase &row, const ModelCatalog *presets)
{
    auto arch = architectureOf(row, presets);
    if (!arch)
        return arch.error();
    if (!row.mode)
        return missing(row, "mode");
    if (!row.seqLen)
        return missing(row, "seq_len");
    if (!row.weightDtype)
        return missing(row, "weight_dtype");

    Scenario s;
    s.model = std::move(arch).value();
    s.method = *row.mode;
    s.weightDtype = *row.weightDtype;
    s.computeDtype = row.computeDtype.value_or(s.weightDtype == DType::FP32 ? DType::FP32 : DType::BF16);
    s.masterWeights = row.masterWeights;
    s.optimizer = row.optimizer.value_or(isTraining(s.method) ? Optimizer::AdamW : Optimizer::None);
    if (isAdapterMethod(s.method)) {
        if (!row.loraRank)
            return missing(row, "lora_rank");
        s.lora.rank = *row.loraRank;
        s.lora.targets = row.loraTargets.value_or(kLoraAttentionTargets);
        if (row.trainEmbeddings.value_or(false))
            s.lora.fullyTrained = static_cast<std::uint16_t>(LoraTarget::Embed)
                | static_cast<std::uint16_t>(LoraTarget::LmHead);
    }
    // The framework's defaults fill what the row does not state (shared/validation/README.md).
    s.framework = trainingFrameworkOf(row.framework);
    const FrameworkProfile profile = frameworkProfile(s.framework);
    s.seqLen = *row.seqLen;
    s.microBatch = row.microBatch.value_or(1);
    s.gradAccum = row.gradAccum.value_or(1);
    s.checkpointing = row.gradCkpt.value_or(profile.checkpointing);
    s.offloadActivations = s.checkpointing == Checkpointing::Full
        && row.offloadActivations.value_or(profile.offloadActivations);
    s.optimizerInBackward = row.optimizerInBackward.value_or(profile.optimizerInBackward);
    s.attention = row.attention.value_or(AttentionKernel::SDPA);
    s.chunkedCrossEntropy = row.chunkedCe.value_or(profile.chunkedCrossEntropy);
    s.compiled = row.compiled.value_or(profile.compiled);
    s.gpuId = row.gpu;
    s.parallel.gpus = row.numGpus.value_or(1);
    s.parallel.gpusPerNode = row.gpusPerNode.value_or(s.parallel.gpus);
    s.parallel.sharding = row.sharding.value_or(Sharding::None);
    s.parallel.tp = row.tp.value_or(1);
    s.parallel.pp = row.pp.value_or(1);
    s.parallel.cp = row.cp.value_or(1);
    s.parallel.ep = row.ep.value_or(1);
    s.parallel.offload = row.offload.value_or(Offload::None);
    s.workload.promptLen = row.promptLen.value_or(0);
    s.workload.kvCacheLen = row.kvCacheLen.value_or(0);
    s.workload.eagerDecode = s.method == Method::Inference && statesEagerDecode(row);
    return s;
}

bool statesEagerDecode(const ValidationCase &row)
{
    return eagerFramework(row.framework) && !row.compiled.value_or(false);
}

double predictedTokensPerSecond(const Scenario &scenario, const Estimate &estimate)
{
    return scenario.method == Method::Inference ? estimate.time.decodeTokensPerSecondAggregate
                                                : estimate.time.tokensPerSecondPerGpu;
}

MemoryMetric comparedMetric(const ValidationCase &row)
{
    switch (row.memMetric.value_or(ValidationMetric::Unknown)) {
    case ValidationMetric::Allocated:
    case ValidationMetric::Active: return MemoryMetric::Allocated;
    case ValidationMetric::DeviceUsed:
    case ValidationMetric::Unknown: return MemoryMetric::DeviceUsed;
    case ValidationMetric::Reserved: return MemoryMetric::Reserved;
    }
    return MemoryMetric::Reserved;
}

} // namespace gpusizer::core
