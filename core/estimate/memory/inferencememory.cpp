// Inference memory: weights come from the states model; here the KV cache
// (2 L k d T b bytes-per-element, GQA-aware; MLA caches kv_lora_rank + rope_dim per token;
// sliding-window layers hold at most the window), the prefill workspace of one block (no
// autograd: only one layer's temporaries live at a time), the last-position logits in fp32,
// and the boolean T x T causal mask that static-cache generators (gpt-fast, torchao
// generate.py) keep next to the cache (torchao measurements: one copy, built on the host).
#include "estimate/memory/inferencememory.h"

#include "model/kvcache.h"

#include <algorithm>

namespace gpusizer::core::memory {

double cachedTokens(const Scenario &s)
{
    if (s.workload.kvCacheLen > 0)
        return s.workload.kvCacheLen;
    return double(std::max(0, s.workload.promptLen)) + s.seqLen;
}

double kvCacheBytes(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    const Architecture &a = *in.arch;
    const double tokens = cachedTokens(s);
    const double bytes = unquantisedBytesPerElement(s.computeDtype);
    // Tensor parallelism splits the KV heads; MLA's latent is replicated on every rank.
    const double perTokenLayer = kvValuesPerTokenLayer(a) / (a.isMLA() ? 1 : in.tp);
    const double share = double(in.stageLayers) / std::max(1, a.layers);
    return perTokenLayer * bytes * s.microBatch * kvLayerTokens(a, tokens, share);
}

void addInferenceMemory(const MemoryInputs &in, MemoryBreakdown &out)
{
    const Scenario &s = *in.scenario;
    const Architecture &a = *in.arch;
    const double B = in.activationBytes;
    const double h = a.hidden;
    const double b = s.microBatch;
    const double prompt = std::max(1, s.workload.promptLen);
    const double tokens = cachedTokens(s);

    const double kv = kvCacheBytes(in);
    out[MemoryComponent::KvCache] = kv;

    // Prefill workspace of one block: residual, normed input, q/k/v, attention output and the
    // MLP's gate, up and activation outputs, for every prompt token.
    double f = a.intermediate;
    if (a.isMoE())
        f = (double(a.expertsPerToken) + a.sharedExperts) * a.expertIntermediate;
    const double qkv = double(a.heads) * a.headDim + 2.0 * double(a.kvHeads) * a.headDim;
    double workspace = b * prompt * (3.0 * h + qkv + double(a.heads) * a.headDim + 3.0 * f) * B / in.tp;
    // Scores and fp32 softmax of one layer. A prompt prefilled into a growing cache attends to
    // itself only; a static-cache generator attends over the whole preallocated cache.
    const double keys = s.workload.kvCacheLen > 0 ? tokens : prompt;
    if (s.attention == AttentionKernel::Eager)
        workspace += b * double(a.heads) * prompt * keys * (B + 4.0) / in.tp;
    // Growing (torch.cat) caches copy one layer's cache per step.
    if (s.workload.kvCacheLen <= 0)
        workspace += kv / std::max(1, in.stageLayers);
    out[MemoryComponent::Activations] = workspace;

    // Logits of the last position only (fp32 for sampling), per sequence.
    out[MemoryComponent::Logits] = b * double(a.vocab) / in.tp * (B + 4.0);

    // Static cache: boolean T x T causal mask.
    if (s.workload.kvCacheLen > 0)
        out[MemoryComponent::Buffers] += tokens * tokens;
}

} // namespace gpusizer::core::memory
