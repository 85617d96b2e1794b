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

namespace {

using enum Checkpointing;

struct FrameworkDefaults {
    Framework framework;
    FrameworkProfile profile;
};

// Each framework's documented defaults at the release named (docs/estimation.md "Framework
// profiles" cites the file and setting of each).
constexpr FrameworkDefaults kProfiles[] = {
    // TrainingArguments: gradient_checkpointing False, torch_compile False, optim "adamw_torch"
    // (torch AdamW: foreach on CUDA; "adamw_torch_fused" only from 4.54 with torch 2.8);
    // ForCausalLMLoss upcasts the full logits to fp32.
    {Framework::Transformers, {.version = "transformers 4.46"}},
    // An "optimizer" section of type AdamW builds DeepSpeed's FusedAdam; the model and its
    // checkpointing are the caller's (Transformers defaults).
    {Framework::DeepSpeed, {.optimizerImpl = OptimizerImpl::Fused, .version = "DeepSpeed 0.19"}},
    // transformer_impl "transformer_engine", TE/Apex FusedAdam, recompute_granularity None,
    // cross_entropy_loss_fusion False (vocab-parallel fp32 loss).
    {Framework::Megatron, {.kernels = KernelStyle::Fused, .cudnnAttention = true, .optimizerImpl = OptimizerImpl::Fused, .version = "Megatron-Core 0.10"}},
    // llama3 recipes: Transformer Engine layer spec, bias/softmax/RoPE fusions, Megatron
    // FusedAdam, no recompute.
    {Framework::NeMo, {.kernels = KernelStyle::Fused, .cudnnAttention = true, .optimizerImpl = OptimizerImpl::Fused, .version = "NeMo 2.4"}},
    // llama3_1 LoRA/QLoRA/full configs: CEWithChunkedOutputLoss, AdamW fused True, compile
    // False, enable_activation_checkpointing True, enable_activation_offloading False.
    // training.set_activation_checkpointing wraps each layer in checkpoint_wrapper (NO_REENTRANT).
    {Framework::Torchtune,
     {.chunkedCrossEntropy = true, .checkpointing = Full, .checkpointStopsEarly = true, .optimizerImpl = OptimizerImpl::Fused,
      .version = "torchtune 0.6"}},
    // JobConfig: activation_checkpoint.mode "selective", compile.enable False,
    // optimizer.implementation "fused"; full fp32 loss.
    // Full AC is ptd_checkpoint_wrapper (NO_REENTRANT) around each block.
    {Framework::Torchtitan,
     {.checkpointing = Selective, .checkpointStopsEarly = true, .optimizerImpl = OptimizerImpl::Fused, .version = "torchtitan 0.2"}},
    // finetune lora/full: chunked_cross_entropy (chunks of 128), torch AdamW (foreach), no
    // compile, no checkpointing on one GPU.
    // litgpt/model.py GPT.__init__ builds lm_head as its own nn.Linear, and
    // scripts/convert_hf_checkpoint.py copies transformer.wte.weight into lm_head.weight when a
    // checkpoint ties them (Lightning-AI/litgpt@26857050): a tied model is held untied.
    {Framework::LitGPT, {.chunkedCrossEntropy = true, .untiesEmbeddings = true, .chunkedLossKeepsEveryChunk = true,
                          .version = "LitGPT 0.5"}},
    // Schema defaults: optimizer adamw_torch_fused, gradient_checkpointing False,
    // chunked_cross_entropy off; Transformers models underneath.
    {Framework::Axolotl, {.optimizerImpl = OptimizerImpl::Fused, .version = "Axolotl 0.8"}},
    // Triton kernels for RoPE, RMSNorm, SwiGLU and LoRA; fused chunked linear cross-entropy;
    // get_peft_model use_gradient_checkpointing "unsloth" (checkpointed inputs offloaded to the
    // host); the optimizer is the Transformers/TRL default.
    {Framework::Unsloth,
     {.chunkedCrossEntropy = true, .checkpointing = Full, .offloadActivations = true,
      .kernels = KernelStyle::Fused, .version = "Unsloth 2025.7"}},
    // sft arguments: gradient_checkpointing True; optimizer and loss are the Transformers defaults.
    {Framework::MsSwift, {.checkpointing = Full, .version = "ms-swift 3.4"}},
    // MPT yamls: loss_fn fused_crossentropy (flash-attn), Composer DecoupledAdamW (a loop over
    // parameters), no compile; checkpointing is set per yaml (7B on, 1B off).
    // command_utils/train.py forces fsdp_config activation_checkpointing_reentrant False.
    {Framework::LlmFoundry, {.checkpointStopsEarly = true, .optimizerImpl = OptimizerImpl::ForLoop, .version = "llm-foundry 0.21"}},
    // torch.optim.AdamW defaults to foreach on CUDA ("bake-in time" before fused).
    {Framework::PyTorch, {.version = "PyTorch 2.5"}},
};

} // namespace

FrameworkProfile frameworkProfile(Framework framework)
{
    for (const FrameworkDefaults &entry : kProfiles)
        if (entry.framework == framework)
            return entry.profile;
    return {};
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
