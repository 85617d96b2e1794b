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

} // namespace

std::vector<QuickStart> quickStarts(const core::ModelCatalog &models, const core::Prices &prices)
{
    using core::Method;
    using core::Sharding;
    const core::Architecture m7b = model(models, "llama-2-7b", 6.7);
    const core::Architecture m8b = model(models, "llama-3.1-8b", 8.0);
    const core::Architecture m13b = model(models, "llama-2-13b", 13.0);
    const core::Architecture m70b = model(models, "llama-3.1-70b", 70.6);
    const core::Architecture small = model(models, "qwen2.5-0.5b", 0.5);

    std::vector<QuickStart> out;
    // "GPU-anbefalinger per brukstilfelle"
    out.push_back({QStringLiteral("qlora-7b"), t(QT_TRANSLATE_NOOP("QuickStarts", "QLoRA fine-tuning of a 7B model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 1 × A100 40 GB or 80 GB; 24 GB can be enough")),
                   false, training(m7b, Method::QLoRA, "a100-40gb-pcie", 1, Sharding::None, 5e6, 3)});
    out.push_back({QStringLiteral("full-7b"), t(QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 7B model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 × A100 80 GB, gradient checkpointing")),
                   false, training(m7b, Method::Full, "a100-80gb-sxm", 2, Sharding::ZeRO3, 5e6, 3)});
    out.push_back({QStringLiteral("full-13b"), t(QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 13B model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 2–4 × A100 80 GB with NVLink")), false,
                   training(m13b, Method::Full, "a100-80gb-sxm", 4, Sharding::ZeRO3, 5e6, 3)});
    // 70B on one HGX node the way it is done in practice (DeepSpeed ZeRO-3 Offload): the
    // weights and gradients sharded over the 8 GPUs, the fp32 master and AdamW state (16 B per
    // parameter in all, about 140 GB per GPU even sharded) in host memory, full activation
    // checkpointing and one sequence per GPU, the global batch kept through accumulation.
    core::Scenario full70b = training(m70b, Method::Full, "h100-sxm", 8, Sharding::ZeRO3, 5e6, 3);
    full70b.parallel.offload = core::Offload::Optimizer;
    full70b.microBatch = 1;
    full70b.gradAccum = 16;
    full70b.checkpointing = core::Checkpointing::Full;
    out.push_back({QStringLiteral("full-70b"), t(QT_TRANSLATE_NOOP("QuickStarts", "Full fine-tuning of a 70B model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 8 × H100 80 GB (HGX) with NVLink")), false, full70b});
    // 13B in bf16 (26 GB of weights) on one 40 GB card leaves about 10 GB of KV cache: a
    // handful of chat-sized requests (the serving defaults, 1000 prompt and 300 generated
    // tokens) at a time, which the vLLM pool holds.
    core::Scenario inference13b = inference(m13b, "a100-40gb-pcie", 1, core::DType::BF16, 4);
    inference13b.workload.promptLen = inference13b.serving.inputLen = 1000;
    inference13b.seqLen = inference13b.serving.outputLen = 300;
    out.push_back({QStringLiteral("inference-13b"), t(QT_TRANSLATE_NOOP("QuickStarts", "Inference of a 7–13B model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 1 × A100 40 GB")), false, inference13b});
    out.push_back({QStringLiteral("inference-70b"), t(QT_TRANSLATE_NOOP("QuickStarts", "Inference of a 70B+ model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts",
                                       "Article: 2–4 × A100 80 GB or 1–2 × H100 80 GB; "
                                       "consider int8/int4")),
                   false, inference(m70b, "a100-80gb-sxm", 4, core::DType::BF16, 8)});
    core::Scenario smallScratch = training(small, Method::Pretrain, "a100-40gb-sxm", 2, Sharding::DDP, 10e9, 1);
    // A small model needs no recomputation, but its 152k-token vocabulary makes the fp32
    // logits the largest tensor: chunked cross-entropy (Liger, torchtune) and 4 sequences per
    // GPU, the global batch (64 x 2048 tokens) kept through accumulation.
    smallScratch.microBatch = 4;
    smallScratch.gradAccum = 8;
    smallScratch.checkpointing = core::Checkpointing::None;
    smallScratch.chunkedCrossEntropy = true;
    out.push_back({QStringLiteral("scratch-small"),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Training a small model (<1B) from scratch")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 × A100 40 GB")), false, smallScratch});
    core::Scenario largeScratch = training(m8b, Method::Pretrain, "h100-sxm", 8, Sharding::FSDP, 160e9, 1);
    largeScratch.seqLen = 4096;
    largeScratch.microBatch = 2;
    largeScratch.checkpointing = core::Checkpointing::Selective;
    out.push_back({QStringLiteral("scratch-large"),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Training a large model (7B+) from scratch")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 8 × H100 80 GB or a multi-node A100 cluster")),
                   false, largeScratch});

    // "Hvem trenger hva?"
    out.push_back({QStringLiteral("profile-startup"), t(QT_TRANSLATE_NOOP("QuickStarts", "Startup adapting a model")),
                   t(QT_TRANSLATE_NOOP("QuickStarts",
                                       "Article: 1–2 GPUs with 40–80 GB; one A100 80 GB covers most "
                                       "fine-tuning up to 13B with efficient techniques")),
                   true, training(m13b, Method::LoRA, "a100-80gb-pcie", 1, Sharding::None, 20e6, 2)});
    out.push_back({QStringLiteral("profile-research"), t(QT_TRANSLATE_NOOP("QuickStarts", "Research group")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 4–8 GPUs; a 4 × A100 node")), true,
                   training(m8b, Method::Full, "a100-80gb-sxm", 4, Sharding::ZeRO3, 50e6, 2)});
    out.push_back({QStringLiteral("profile-production"), t(QT_TRANSLATE_NOOP("QuickStarts", "Production inference")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: 1–2 GPUs per instance, e.g. A100 40 GB")), true,
                   inference(m8b, "a100-40gb-pcie", 1, core::DType::BF16, 16)});
    core::Scenario lab = training(m70b, Method::Pretrain, "h100-sxm", 128, Sharding::ZeRO1, 1.4e12, 1);
    lab.parallel.tp = 8;
    lab.parallel.pp = 2;
    lab.seqLen = 4096;
    lab.microBatch = 1;
    lab.gradAccum = 16;
    lab.checkpointing = core::Checkpointing::Selective;
    out.push_back({QStringLiteral("profile-lab"), t(QT_TRANSLATE_NOOP("QuickStarts", "Large-model lab")),
                   t(QT_TRANSLATE_NOOP("QuickStarts", "Article: multi-node clusters of H100 with NVLink")), true, lab});

    // Prices carry over: pinned prices belong to their GPU type and apply to nothing else.
    for (QuickStart &start : out)
        start.scenario.prices = prices;
    return out;
}

} // namespace gpusizer::ui
