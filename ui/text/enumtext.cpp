#include "text/enumtext.h"

#include <QCoreApplication>

namespace gpusizer::ui::enumtext {

namespace {
QString t(const char *source)
{
    return QCoreApplication::translate("EnumText", source);
}
} // namespace

QString method(core::Method value)
{
    switch (value) {
    case core::Method::Inference: return t(QT_TRANSLATE_NOOP("EnumText", "Inference"));
    case core::Method::Full: return t(QT_TRANSLATE_NOOP("EnumText", "Full"));
    case core::Method::LoRA: return t(QT_TRANSLATE_NOOP("EnumText", "LoRA"));
    case core::Method::QLoRA: return t(QT_TRANSLATE_NOOP("EnumText", "QLoRA"));
    case core::Method::Pretrain: return t(QT_TRANSLATE_NOOP("EnumText", "Pre-train"));
    }
    return {};
}

QString dtype(core::DType value)
{
    switch (value) {
    case core::DType::FP32: return t(QT_TRANSLATE_NOOP("EnumText", "fp32"));
    case core::DType::BF16: return t(QT_TRANSLATE_NOOP("EnumText", "bf16"));
    case core::DType::FP16: return t(QT_TRANSLATE_NOOP("EnumText", "fp16"));
    case core::DType::FP8: return t(QT_TRANSLATE_NOOP("EnumText", "fp8"));
    case core::DType::NF4: return t(QT_TRANSLATE_NOOP("EnumText", "NF4 (4-bit)"));
    case core::DType::INT8: return t(QT_TRANSLATE_NOOP("EnumText", "int8"));
    case core::DType::INT4: return t(QT_TRANSLATE_NOOP("EnumText", "int4"));
    case core::DType::FP4: return t(QT_TRANSLATE_NOOP("EnumText", "fp4 (NVFP4, MXFP4)"));
    }
    return {};
}

QString optimizer(core::Optimizer value)
{
    switch (value) {
    case core::Optimizer::AdamW: return t(QT_TRANSLATE_NOOP("EnumText", "AdamW"));
    case core::Optimizer::AdamW8bit: return t(QT_TRANSLATE_NOOP("EnumText", "AdamW 8-bit"));
    case core::Optimizer::PagedAdamW8bit: return t(QT_TRANSLATE_NOOP("EnumText", "Paged AdamW 8-bit"));
    case core::Optimizer::SGD: return t(QT_TRANSLATE_NOOP("EnumText", "SGD with momentum"));
    case core::Optimizer::Adafactor: return t(QT_TRANSLATE_NOOP("EnumText", "Adafactor"));
    case core::Optimizer::Lion: return t(QT_TRANSLATE_NOOP("EnumText", "Lion"));
    case core::Optimizer::None: return t(QT_TRANSLATE_NOOP("EnumText", "None"));
    }
    return {};
}

QString checkpointing(core::Checkpointing value)
{
    switch (value) {
    case core::Checkpointing::None: return t(QT_TRANSLATE_NOOP("EnumText", "Off (keep all activations)"));
    case core::Checkpointing::Selective: return t(QT_TRANSLATE_NOOP("EnumText", "Selective (recompute attention)"));
    case core::Checkpointing::Full: return t(QT_TRANSLATE_NOOP("EnumText", "Full (recompute every layer)"));
    }
    return {};
}

QString attention(core::AttentionKernel value)
{
    switch (value) {
    case core::AttentionKernel::Eager: return t(QT_TRANSLATE_NOOP("EnumText", "Eager (materialised scores)"));
    case core::AttentionKernel::SDPA: return t(QT_TRANSLATE_NOOP("EnumText", "PyTorch SDPA"));
    case core::AttentionKernel::Flash: return t(QT_TRANSLATE_NOOP("EnumText", "FlashAttention"));
    }
    return {};
}

QString sharding(core::Sharding value)
{
    switch (value) {
    case core::Sharding::None: return t(QT_TRANSLATE_NOOP("EnumText", "None"));
    case core::Sharding::DDP: return t(QT_TRANSLATE_NOOP("EnumText", "DDP (replicas)"));
    case core::Sharding::ZeRO1: return t(QT_TRANSLATE_NOOP("EnumText", "ZeRO-1 (optimizer)"));
    case core::Sharding::ZeRO2: return t(QT_TRANSLATE_NOOP("EnumText", "ZeRO-2 (+ gradients)"));
    case core::Sharding::ZeRO3: return t(QT_TRANSLATE_NOOP("EnumText", "ZeRO-3 (+ weights)"));
    case core::Sharding::FSDP: return t(QT_TRANSLATE_NOOP("EnumText", "FSDP (full shard)"));
    case core::Sharding::FSDPHybrid: return t(QT_TRANSLATE_NOOP("EnumText", "FSDP hybrid (shard in node)"));
    case core::Sharding::FSDPGradOp: return t(QT_TRANSLATE_NOOP("EnumText", "FSDP grad-op (like ZeRO-2)"));
    }
    return {};
}

QString offload(core::Offload value)
{
    switch (value) {
    case core::Offload::None: return t(QT_TRANSLATE_NOOP("EnumText", "None"));
    case core::Offload::Optimizer: return t(QT_TRANSLATE_NOOP("EnumText", "Optimizer state"));
    case core::Offload::Params: return t(QT_TRANSLATE_NOOP("EnumText", "Optimizer state and weights"));
    }
    return {};
}

QString servingEngine(core::ServingEngine value)
{
    switch (value) {
    case core::ServingEngine::VLLM: return t(QT_TRANSLATE_NOOP("EnumText", "vLLM"));
    case core::ServingEngine::VLLMV0: return t(QT_TRANSLATE_NOOP("EnumText", "vLLM V0 (before 0.8)"));
    case core::ServingEngine::SGLang: return t(QT_TRANSLATE_NOOP("EnumText", "SGLang"));
    case core::ServingEngine::TensorRTLLM: return t(QT_TRANSLATE_NOOP("EnumText", "TensorRT-LLM"));
    case core::ServingEngine::Transformers: return t(QT_TRANSLATE_NOOP("EnumText", "Hugging Face transformers"));
    case core::ServingEngine::LlamaCpp: return t(QT_TRANSLATE_NOOP("EnumText", "llama.cpp"));
    case core::ServingEngine::LMDeploy: return t(QT_TRANSLATE_NOOP("EnumText", "LMDeploy"));
    case core::ServingEngine::TGI: return t(QT_TRANSLATE_NOOP("EnumText", "TGI"));
    }
    return {};
}

QString loadKind(core::LoadKind value)
{
    switch (value) {
    case core::LoadKind::Concurrency: return t(QT_TRANSLATE_NOOP("EnumText", "Concurrent users"));
    case core::LoadKind::RequestRate: return t(QT_TRANSLATE_NOOP("EnumText", "Requests per second"));
    case core::LoadKind::Offline: return t(QT_TRANSLATE_NOOP("EnumText", "Offline batch job"));
    case core::LoadKind::Batch: return t(QT_TRANSLATE_NOOP("EnumText", "Static batch"));
    }
    return {};
}

QString latencyStat(core::LatencyStat value)
{
    switch (value) {
    case core::LatencyStat::Mean: return t(QT_TRANSLATE_NOOP("EnumText", "mean"));
    case core::LatencyStat::Median: return t(QT_TRANSLATE_NOOP("EnumText", "p50"));
    case core::LatencyStat::P90: return t(QT_TRANSLATE_NOOP("EnumText", "p90"));
    case core::LatencyStat::P99: return t(QT_TRANSLATE_NOOP("EnumText", "p99"));
    }
    return {};
}

} // namespace gpusizer::ui::enumtext
