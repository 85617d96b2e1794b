#include "quickstarts.h"

#include "catalog/sizesynthesis.h"

#include <algorithm>

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

QString t(const char *text)
{
    return QCoreApplication::translate("QuickStarts", text);
}

core::Architecture model(const core::ModelCatalog &models, const char *id, double fallbackBillions)
{
    if (const core::Architecture *preset = models.find(id))
        return *preset;
    return core::synthesiseArchitecture(fallbackBillions);
}

// A training run with the settings the article's fine-tuning advice implies.
core::Scenario training(core::Architecture arch, core::Method method, const char *gpu, int gpus,
                        core::Sharding sharding, double datasetTokens, double epochs)
{
    core::Scenario s;
    s.model = std::move(arch);
    s.method = method;
    s.weightDtype = method == core::Method::QLoRA ? core::DType::NF4 : core::DType::BF16;
    s.computeDtype = core::DType::BF16;
    s.optimizer = method == core::Method::QLoRA ? core::Optimizer::PagedAdamW8bit : core::Optimizer::AdamW;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    s.checkpointing = core::Checkpointing::Full;
    s.attention = core::AttentionKernel::Flash;
    s.gpuId = gpu;
    s.parallel.gpus = gpus;
    s.parallel.gpusPerNode = std::min(gpus, 8);
    s.parallel.sharding = gpus > 1 ? sharding : core::Sharding::None;
    s.workload.datasetTokens = datasetTokens;
    s.workload.epochs = epochs;
    return s;
}

core::Scenario inference(core::Architecture arch, const char *gpu, int gpus, core::DType weights, int concurrent)
{
    core::Scenario s;
    s.model = std::move(arch);
    s.method = core::Method::Inference;
    s.weightDtype = weights;
    s.computeDtype = core::DType::BF16;
    s.optimizer = core::Optimizer::None;
    s.seqLen = 1024;              // generated tokens per request
    s.workload.promptLen = 1024;  // prompt tokens per request
    s.microBatch = concurrent;
    s.serving.load = core::LoadKind::Concurrency;
    s.serving.concurrency = concurrent;
    s.serving.inputLen = s.workload.promptLen;
    s.serving.outputLen = s.seqLen;
    s.gpuId = gpu;
    s.parallel.gpus = gpus;
    s.parallel.gpusPerNode = std::min(gpus, 8);
    s.parallel.tp = gpus;
    return s;
}

// `s` with its sequence length, sequences per GPU, accumulation steps and recomputation.
core::Scenario batched(core::Scenario s, int seqLen, int microBatch, int gradAccum, core::Checkpointing checkpointing)
{
    s.seqLen = seqLen;
    s.microBatch = microBatch;
    s.gradAccum = gradAccum;
    s.checkpointing = checkpointing;
    return s;
}

// The models of the quick starts: the catalog's presets, or sizes synthesised without them.
struct Models {
    core::Architecture m7b;
    core::Architecture m8b;
    core::Architecture m13b;
    core::Architecture m70b;
    core::Architecture small;
};

Models presetModels(const core::ModelCatalog &models)
{
    return {model(models, "llama-2-7b", 6.7), model(models, "llama-3.1-8b", 8.0), model(models, "llama-2-13b", 13.0),
            model(models, "llama-3.1-70b", 70.6), model(models, "qwen2.5-0.5b", 0.5)};
}

// `title` and `claim` are QT_TRANSLATE_NOOP("QuickStarts", ...) texts.
QuickStart quickStart(const char *id, const char *title, const char *claim, bool profile, core::Scenario scenario)
{
    return {QString::fromLatin1(id), t(title), t(claim), profile, std::move(scenario)};
}

// 70B on one HGX node the way it is done in practice (DeepSpeed ZeRO-3 Offload): the weights
// and gradients sharded over the 8 GPUs, the fp32 master and AdamW state (16 B per parameter in
// all, about 140 GB per GPU even sharded) in host memory, full activation checkpointing and one
// sequence per GPU, the global batch kept through accumulation.
core::Scenario fullFineTuning70b(const core::Architecture &m70b)
{
    core::Scenario s = batched(training(m70b, core::Method::Full, "h100-sxm", 8, core::Sharding::ZeRO3, 5e6, 3), 2048,
                               1, 16, core::Checkpointing::Full);
    s.parallel.offload = core::Offload::Optimizer;
    return s;
}

// 13B in bf16 (26 GB of weights) on one 40 GB card leaves about 10 GB of KV cache: a handful of
// chat-sized requests (the serving defaults, 1000 prompt and 300 generated tokens) at a time,
// which the vLLM pool holds.
core::Scenario inference13b(const core::Architecture &m13b)
{
    core::Scenario s = inference(m13b, "a100-40gb-pcie", 1, core::DType::BF16, 4);
    s.workload.promptLen = s.serving.inputLen = 1000;
    s.seqLen = s.serving.outputLen = 300;
    return s;
}

// A small model needs no recomputation, but its 152k-token vocabulary makes the fp32 logits the
// largest tensor: chunked cross-entropy (Liger, torchtune) and 4 sequences per GPU, the global
// batch (64 x 2048 tokens) kept through accumulation.
core::Scenario smallFromScratch(const core::Architecture &small)
{
    core::Scenario s = training(small, core::Method::Pretrain, "a100-40gb-sxm", 2, core::Sharding::DDP, 10e9, 1);
    s = batched(std::move(s), 2048, 4, 8, core::Checkpointing::None);
    s.chunkedCrossEntropy = true;
    return s;
}

core::Scenario largeFromScratch(const core::Architecture &m8b)
{
    return batched(training(m8b, core::Method::Pretrain, "h100-sxm", 8, core::Sharding::FSDP, 160e9, 1), 4096, 2, 4,
                   core::Checkpointing::Selective);
}

core::Scenario largeModelLab(const core::Architecture &m70b)
{
    core::Scenario s = training(m70b, core::Method::Pretrain, "h100-sxm", 128, core::Sharding::ZeRO1, 1.4e12, 1);
    s = batched(std::move(s), 4096, 1, 16, core::Checkpointing::Selective);
    s.parallel.tp = 8;
    s.parallel.pp = 2;
    return s;
}

// "GPU-anbefalinger per brukstilfelle": fine-tuning.
void addFineTuning(std::vector<QuickStart> &out, const Models &m)
{
    using core::Method;
    using core::Sharding;
    out.push_back(quickStart("qlora-7b", QT_TRANSLATE_NOOP("QuickStarts", "QLoRA fine-tuning of a 7B model"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 1 × A100 40 GB or 80 GB; 24 GB can be enough"),
                             false, training(m.m7b, Method::QLoRA, "a100-40gb-pcie", 1, Sharding::None, 5e6, 3)));
    out.push_back(quickStart("full-7b", QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 7B model"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 × A100 80 GB, gradient checkpointing"),
                             false, training(m.m7b, Method::Full, "a100-80gb-sxm", 2, Sharding::ZeRO3, 5e6, 3)));
    out.push_back(quickStart("full-13b", QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 13B model"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 2–4 × A100 80 GB with NVLink"), false,
                             training(m.m13b, Method::Full, "a100-80gb-sxm", 4, Sharding::ZeRO3, 5e6, 3)));
    out.push_back(quickStart("full-70b", QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 70B model"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 8 × H100 80 GB (HGX) with NVLink"), false,
                             fullFineTuning70b(m.m70b)));
}

// "GPU-anbefalinger per brukstilfelle": inference and training from scratch.
void addInferenceAndScratch(std::vector<QuickStart> &out, const Models &m)
{
    out.push_back(quickStart("inference-13b", QT_TRANSLATE_NOOP("QuickStarts", "Inference of a 7–13B model"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 1 × A100 40 GB"), false, inference13b(m.m13b)));
    out.push_back(quickStart("inference-70b", QT_TRANSLATE_NOOP("QuickStarts", "Inference of a 70B+ model"),
                             QT_TRANSLATE_NOOP("QuickStarts",
                                               "Article: 2–4 × A100 80 GB or 1–2 × H100 80 GB; "
                                               "consider int8/int4"),
                             false, inference(m.m70b, "a100-80gb-sxm", 4, core::DType::BF16, 8)));
    out.push_back(quickStart("scratch-small",
                             QT_TRANSLATE_NOOP("QuickStarts", "Training a small model (<1B) from scratch"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 × A100 40 GB"), false,
                             smallFromScratch(m.small)));
    out.push_back(quickStart("scratch-large",
                             QT_TRANSLATE_NOOP("QuickStarts", "Training a large model (7B+) from scratch"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 8 × H100 80 GB or a multi-node A100 cluster"),
                             false, largeFromScratch(m.m8b)));
}

// "Hvem trenger hva?": the user profiles.
void addProfiles(std::vector<QuickStart> &out, const Models &m)
{
    using core::Method;
    using core::Sharding;
    out.push_back(quickStart("profile-startup", QT_TRANSLATE_NOOP("QuickStarts", "Startup adapting a model"),
                             QT_TRANSLATE_NOOP("QuickStarts",
                                               "Article: 1–2 GPUs with 40–80 GB; one A100 80 GB covers most "
                                               "fine-tuning up to 13B with efficient techniques"),
                             true, training(m.m13b, Method::LoRA, "a100-80gb-pcie", 1, Sharding::None, 20e6, 2)));
    out.push_back(quickStart("profile-research", QT_TRANSLATE_NOOP("QuickStarts", "Research group"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 4–8 GPUs; a 4 × A100 node"), true,
                             training(m.m8b, Method::Full, "a100-80gb-sxm", 4, Sharding::ZeRO3, 50e6, 2)));
    out.push_back(quickStart("profile-production", QT_TRANSLATE_NOOP("QuickStarts", "Production inference"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 GPUs per instance, e.g. A100 40 GB"), true,
                             inference(m.m8b, "a100-40gb-pcie", 1, core::DType::BF16, 16)));
    out.push_back(quickStart("profile-lab", QT_TRANSLATE_NOOP("QuickStarts", "Large-model lab"),
                             QT_TRANSLATE_NOOP("QuickStarts", "Article: multi-node clusters of H100 with NVLink"), true,
                             largeModelLab(m.m70b)));
}

} // namespace

std::vector<QuickStart> quickStarts(const core::ModelCatalog &models, const core::Prices &prices)
{
    const Models m = presetModels(models);
    std::vector<QuickStart> out;
    addFineTuning(out, m);
    addInferenceAndScratch(out, m);
    addProfiles(out, m);
    // Prices carry over: pinned prices belong to their GPU type and apply to nothing else.
    for (QuickStart &start : out)
        start.scenario.prices = prices;
    return out;
}

} // namespace gpusizer::ui
