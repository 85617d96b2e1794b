// Both differences are LitGPT's: its bitsandbytes NF4 runs go through Lightning Fabric's
// BitsandbytesPrecision and the bitsandbytes release LitGPT 0.5 pins. The other frameworks'
// profiles date from releases that keep the LM head in 16-bit (transformers
// get_keys_to_not_convert skips the output embedding; torchtune quantises its LoRA linears
// only) and run a bitsandbytes without the kept input (transformers 4.46, Axolotl 0.8, ms-swift
// 3.4) or their own 4-bit linear (torchtune: torchao linear_nf4 keeps the NF4 weight only;
// Unsloth: fused LoRA kernels).
#include "estimate/memory/quantisedlinears.h"

namespace gpusizer::core::memory {

namespace {

bool litGptNf4(const Scenario &s)
{
    return s.weightDtype == DType::NF4 && s.framework == Framework::LitGPT;
}

} // namespace

// BitsandbytesPrecision.module_init_context replaces torch.nn.Linear by its 4-bit class while
// the model is built (Lightning-AI/pytorch-lightning@2.4.0
// src/lightning/fabric/plugins/precision/bitsandbytes.py, _ClassReplacementContextManager
// {"torch.nn.Linear": self._linear_cls}), and LitGPT's LM head is an nn.Linear (inside
// LoRALinear; Lightning-AI/litgpt@00af8b0d litgpt/lora.py GPT.__init__): it is stored in NF4
// and dequantised like every other linear.
bool quantisesLmHead(const Scenario &s)
{
    return litGptNf4(s);
}

// bitsandbytes before 0.43.2 kept the input of every 4-bit linear for its backward, trained
// or frozen (bitsandbytes@0.42.0 bitsandbytes/autograd/_functions.py MatMul4Bit.forward:
// `if any(ctx.needs_input_grad[:2]): ctx.tensors = (A, B)`); 9e753741 (#1270, "fix QLoRA mem
// bug: delete useless buffered activation", 0.43.2) keeps the packed weight only. LitGPT 0.5
// pins bitsandbytes==0.42.0 (Lightning-AI/litgpt@v0.5.0 pyproject.toml).
bool quantisedLinearsKeepInputs(const Scenario &s)
{
    return isAdapterMethod(s.method) && litGptNf4(s);
}

// LitGPT's `--quantize bnb.nf4` (its config_hub QLoRA recipes) is Fabric's _NF4Linear,
// compress_statistics=False: each block of 64 weights keeps an fp32 absmax, not the double
// quantised one of `bnb.nf4-dq` (_NF4DQLinear, compress_statistics=True; Lightning-AI/
// pytorch-lightning src/lightning/fabric/plugins/precision/bitsandbytes.py) that
// storedBytesPerWeight assumes for NF4: 0.5625 bytes a weight against 0.5158.
double quantisedBytesPerWeight(const Scenario &s)
{
    if (litGptNf4(s))
        return 0.5 + 4.0 / 64.0;
    return storedBytesPerWeight(s.weightDtype);
}

} // namespace gpusizer::core::memory
