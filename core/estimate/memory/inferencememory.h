#pragma once

// Inference: KV cache, prefill/decode workspace and generation artefacts. Internal.

#include "estimate/memory/memoryinputs.h"
#include "estimate/memorybreakdown.h"

namespace gpusizer::core::memory {

// Tokens each sequence's cache holds: the static length when set, else prompt + generated.
double cachedTokens(const Scenario &s);

// KV cache bytes of one GPU (GQA widths, MLA latent, sliding-window layers capped).
double kvCacheBytes(const MemoryInputs &in);

// Fills KvCache, Activations (workspace), Logits and Buffers (static-cache mask).
void addInferenceMemory(const MemoryInputs &in, MemoryBreakdown &out);

} // namespace gpusizer::core::memory
