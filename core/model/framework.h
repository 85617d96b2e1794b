#pragma once

#include "model/training.h"

#include <array>
#include <optional>
#include <string_view>

namespace gpusizer::core {

struct Scenario;

// The training framework a run uses. Each has a profile of its documented defaults
// (frameworkProfile(); docs/estimation.md "Framework profiles" cites the file and version each
// default was read from). Inference engines are ServingEngine (model/serving.h).
enum class Framework {
    Transformers,  // Hugging Face transformers Trainer, PEFT, TRL, accelerate
    DeepSpeed,
    Megatron,      // Megatron-LM / Megatron-Core (and Megatron-DeepSpeed)
    NeMo,
    Torchtune,
    Torchtitan,
    LitGPT,
    Axolotl,
    Unsloth,
    MsSwift,
    LlmFoundry,
    PyTorch,       // a plain PyTorch training loop
};

inline constexpr std::array<Framework, 12> kFrameworks{
    Framework::Transformers, Framework::DeepSpeed, Framework::Megatron, Framework::NeMo,
    Framework::Torchtune,    Framework::Torchtitan, Framework::LitGPT,  Framework::Axolotl,
    Framework::Unsloth,      Framework::MsSwift,    Framework::LlmFoundry, Framework::PyTorch};

std::string_view toString(Framework framework);          // stable id: "transformers", "ms-swift", ...
std::optional<Framework> parseFramework(std::string_view text);
std::string_view displayName(Framework framework);       // "Hugging Face Transformers", "torchtune", ...

// How the framework's layers reach the GPU, which sets the host time per layer and the
// elementwise memory traffic (core/estimate/time/utilisationmodel.h).
enum class KernelStyle {
    Eager,  // PyTorch modules launched one kernel at a time from Python
    Fused,  // fused kernels for norms, activations, RoPE and adapters (Transformer Engine, Triton)
};

// The optimizer's step implementation.
enum class OptimizerImpl {
    ForEach,  // PyTorch's multi-tensor (foreach) step: one temporary the size of a moment tensor
    Fused,    // fused kernels (fused=True, Apex/TE/DeepSpeed FusedAdam): no full-size temporary
    ForLoop,  // one parameter at a time in Python (Composer DecoupledAdamW): no full-size temporary
};

// A framework's defaults. The scenario-level ones (loss, compile, checkpointing, offloading,
// optimizer in backward) are starting values the user overrides in the scenario; kernels and
// optimizer implementation are the framework's own.
struct FrameworkProfile {
    bool chunkedCrossEntropy = false;
    bool compiled = false;
    Checkpointing checkpointing = Checkpointing::None;
    bool offloadActivations = false;
    bool optimizerInBackward = false;
    KernelStyle kernels = KernelStyle::Eager;
    // Attention through Transformer Engine's DotProductAttention, which on Hopper and Blackwell
    // prefers its cuDNN fused-attention backend (Hopper-native kernels) to FlashAttention-2.
    bool cudnnAttention = false;
    // The model class has an LM head of its own beside the embedding, and a tied checkpoint's
    // embedding is copied into it: the vocabulary matrix is held (and trained) twice.
    bool untiesEmbeddings = false;
    // Its chunked loss takes every chunk's cross-entropy before it sums them, in the logits'
    // 16-bit type: each chunk's saved log-softmax lives beside the logits until the backward.
    bool chunkedLossKeepsEveryChunk = false;
    // Full checkpointing through non-reentrant torch.utils.checkpoint (FSDP's checkpoint_wrapper
    // NO_REENTRANT), whose recompute stops once every tensor the backward saved is back
    // (set_checkpoint_early_stop, on by default since PyTorch 2.1): a dense block's last
    // projection, whose output nothing saved, is not run again.
    bool checkpointStopsEarly = false;
    OptimizerImpl optimizerImpl = OptimizerImpl::ForEach;
    std::string_view version;  // the release its defaults were read at
};

FrameworkProfile frameworkProfile(Framework framework);

// `scenario` with `framework` and its profile's scenario-level defaults.
Scenario withFramework(Scenario scenario, Framework framework);

// Whether the scenario's settings are its framework's defaults (the window says "custom" otherwise).
bool usesFrameworkDefaults(const Scenario &scenario);

} // namespace gpusizer::core
