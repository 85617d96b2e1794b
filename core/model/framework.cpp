// Framework defaults; each line names what was read (docs/estimation.md "Framework profiles"
// has the files and versions).
#include "model/framework.h"

#include "model/scenario.h"
#include "util/enumnames.h"

namespace gpusizer::core {

namespace {

constexpr auto kIds = makeEnumNames<Framework>({
    {Framework::Transformers, "transformers"}, {Framework::DeepSpeed, "deepspeed"},
    {Framework::Megatron, "megatron"},         {Framework::NeMo, "nemo"},
    {Framework::Torchtune, "torchtune"},       {Framework::Torchtitan, "torchtitan"},
    {Framework::LitGPT, "litgpt"},             {Framework::Axolotl, "axolotl"},
    {Framework::Unsloth, "unsloth"},           {Framework::MsSwift, "ms-swift"},
    {Framework::LlmFoundry, "llm-foundry"},    {Framework::PyTorch, "pytorch"},
});

constexpr auto kNames = makeEnumNames<Framework>({
    {Framework::Transformers, "Hugging Face Transformers"}, {Framework::DeepSpeed, "DeepSpeed"},
    {Framework::Megatron, "Megatron-LM"},                   {Framework::NeMo, "NVIDIA NeMo"},
    {Framework::Torchtune, "torchtune"},                    {Framework::Torchtitan, "torchtitan"},
    {Framework::LitGPT, "LitGPT"},                          {Framework::Axolotl, "Axolotl"},
    {Framework::Unsloth, "Unsloth"},                        {Framework::MsSwift, "ms-swift"},
    {Framework::LlmFoundry, "LLM Foundry"},                 {Framework::PyTorch, "PyTorch"},
});

} // namespace

std::string_view toString(Framework v) { return kIds.name(v); }
std::optional<Framework> parseFramework(std::string_view t) { return kIds.parse(t); }
std::string_view displayName(Framework v) { return kNames.name(v); }

FrameworkProfile frameworkProfile(Framework framework)
{
    FrameworkProfile p;
    switch (framework) {
    case Framework::Transformers:
        // TrainingArguments: gradient_checkpointing False, torch_compile False, optim
        // "adamw_torch" (torch AdamW: foreach on CUDA; "adamw_torch_fused" only from 4.54 with
        // torch 2.8); ForCausalLMLoss upcasts the full logits to fp32.
        p.version = "transformers 4.46";
        break;
    case Framework::DeepSpeed:
        // An "optimizer" section of type AdamW builds DeepSpeed's FusedAdam; the model and its
        // checkpointing are the caller's (Transformers defaults).
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "DeepSpeed 0.19";
        break;
    case Framework::Megatron:
        // transformer_impl "transformer_engine", TE/Apex FusedAdam, recompute_granularity None,
        // cross_entropy_loss_fusion False (vocab-parallel fp32 loss).
        p.kernels = KernelStyle::Fused;
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "Megatron-Core 0.10";
        break;
    case Framework::NeMo:
        // llama3 recipes: Transformer Engine layer spec, bias/softmax/RoPE fusions, Megatron
        // FusedAdam, no recompute.
        p.kernels = KernelStyle::Fused;
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "NeMo 2.4";
        break;
    case Framework::Torchtune:
        // llama3_1 LoRA/QLoRA/full configs: CEWithChunkedOutputLoss, AdamW fused True,
        // compile False, enable_activation_checkpointing True, enable_activation_offloading False.
        p.chunkedCrossEntropy = true;
        p.checkpointing = Checkpointing::Full;
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "torchtune 0.6";
        break;
    case Framework::Torchtitan:
        // JobConfig: activation_checkpoint.mode "selective", compile.enable False,
        // optimizer.implementation "fused"; full fp32 loss.
        p.checkpointing = Checkpointing::Selective;
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "torchtitan 0.2";
        break;
    case Framework::LitGPT:
        // finetune lora/full: chunked_cross_entropy (chunks of 128), torch AdamW (foreach),
        // no compile, no checkpointing on one GPU.
        p.chunkedCrossEntropy = true;
        p.version = "LitGPT 0.5";
        break;
    case Framework::Axolotl:
        // Schema defaults: optimizer adamw_torch_fused, gradient_checkpointing False,
        // chunked_cross_entropy off; Transformers models underneath.
        p.optimizerImpl = OptimizerImpl::Fused;
        p.version = "Axolotl 0.8";
        break;
    case Framework::Unsloth:
        // Triton kernels for RoPE, RMSNorm, SwiGLU and LoRA; fused chunked linear cross-entropy;
        // get_peft_model use_gradient_checkpointing "unsloth" (checkpointed inputs offloaded to
        // the host); the optimizer is the Transformers/TRL default.
        p.chunkedCrossEntropy = true;
        p.checkpointing = Checkpointing::Full;
        p.offloadActivations = true;
        p.kernels = KernelStyle::Fused;
        p.version = "Unsloth 2025.7";
        break;
    case Framework::MsSwift:
        // sft arguments: gradient_checkpointing True; optimizer and loss are the Transformers
        // defaults.
        p.checkpointing = Checkpointing::Full;
        p.version = "ms-swift 3.4";
        break;
    case Framework::LlmFoundry:
        // MPT yamls: loss_fn fused_crossentropy (flash-attn), Composer DecoupledAdamW (a loop
        // over parameters), no compile; checkpointing is set per yaml (7B on, 1B off).
        p.optimizerImpl = OptimizerImpl::ForLoop;
        p.version = "llm-foundry 0.21";
        break;
    case Framework::PyTorch:
        // torch.optim.AdamW defaults to foreach on CUDA ("bake-in time" before fused).
        p.version = "PyTorch 2.5";
        break;
    }
    return p;
}

Scenario withFramework(Scenario scenario, Framework framework)
{
    const FrameworkProfile p = frameworkProfile(framework);
    scenario.framework = framework;
    scenario.chunkedCrossEntropy = p.chunkedCrossEntropy;
    scenario.compiled = p.compiled;
    scenario.checkpointing = p.checkpointing;
    scenario.offloadActivations = p.offloadActivations;
    scenario.optimizerInBackward = p.optimizerInBackward;
    return scenario;
}

bool usesFrameworkDefaults(const Scenario &s)
{
    const FrameworkProfile p = frameworkProfile(s.framework);
    return s.chunkedCrossEntropy == p.chunkedCrossEntropy && s.compiled == p.compiled
        && s.checkpointing == p.checkpointing && s.offloadActivations == p.offloadActivations
        && s.optimizerInBackward == p.optimizerInBackward;
}

} // namespace gpusizer::core
