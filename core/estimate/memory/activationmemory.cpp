// Activations saved for backward, derived from the tensors a modern decoder block saves
// (Korthikanti et al. 2022, Table 2, re-derived for pre-norm decoders without dropout):
//
//   attention: norm input (fp32 in the Hugging Face RMSNorm), q/k/v input, q/k/v after RoPE
//              (GQA widths), attention output (flash/SDPA keep it with the logsumexp)
//   MLP:       norm input, gate/up input, gate and up outputs, activation output and the
//              product that feeds the down projection (plain MLP: fc1 output, activation)
//   eager:     softmax output + 16-bit probabilities + the boolean mask per score: (2B + 1) a s
//              (torch AMP: fp32 softmax and dropout output, 4 + 1 + B + 4)
//
// Autograd saves a linear layer's input only when its weight (or a LoRA adapter on it) needs
// a gradient, so frozen bases save less than full fine-tuning (old bitsandbytes 4-bit
// linears keep it anyway: quantisedlinears.h).
#include "estimate/memory/activationmemory.h"
#include "estimate/memory/quantisedlinears.h"
#include "model/framework.h"

#include <algorithm>

namespace gpusizer::core::memory {

namespace {

// Blocks whose full activations exist while full checkpointing recomputes (Korthikanti et al.:
// "plus one layer"; two fitted worse on the checkpointed validation rows).
constexpr double kRecomputedLayers = 1.0;

// Cross-entropy in fp32: saved log-softmax, incoming gradient and outgoing gradient
// (three fp32 tensors of the logits' size during its backward).
constexpr double kChunkedFp32 = 12.0;
// Chunked losses are compiled or fused (torch.compile in torchtune, Liger, Unsloth): no
// log-softmax is saved and the fp32 gradient of one chunk of eight exists at a time, next to
// the 16-bit logits.
constexpr double kCrossEntropyChunks = 8.0;
constexpr double kFusedChunkFp32 = 4.0;

bool isDeepSpeedEngine(Sharding s)
{
    return s == Sharding::ZeRO1 || s == Sharding::ZeRO2 || s == Sharding::ZeRO3;
}

// torch.autocast over fp32 weights (AMP): norms, softmax and the residual stream stay fp32.
// FSDP mixed precision casts the parameters instead and computes in 16-bit throughout.
bool underAutocast(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    return s.weightDtype == DType::FP32 && in.activationBytes < 4.0
        && !shardsWeights(s.parallel.sharding);
}

bool trains(const MemoryInputs &in, LoraTarget target)
{
    const Scenario &s = *in.scenario;
    return trainsAllWeights(s.method) || (isAdapterMethod(s.method) && s.lora.has(target));
}

// A linear layer's input is saved when its weight or an adapter on it needs a gradient, or
// when its quantised implementation keeps it regardless.
bool keepsInput(const MemoryInputs &in, LoraTarget target)
{
    return trains(in, target) || quantisedLinearsKeepInputs(*in.scenario);
}

} // namespace

double savedBytesPerTokenPerLayer(const MemoryInputs &in)
{
    const Architecture &a = *in.arch;
    const Scenario &s = *in.scenario;
    const double B = in.activationBytes;
    const double h = a.hidden;
    double qOut = double(a.heads) * a.headDim;
    double kOut = double(a.kvHeads) * a.headDim;
    double vOut = kOut;
    double latent = 0;
    if (a.isMLA()) {
        qOut = double(a.heads) * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim);
        kOut = qOut;
        vOut = double(a.heads) * a.vHeadDim;
        latent = double(a.kvLoraRank) + a.qLoraRank;
    }
    double f = a.intermediate;
    double dispatched = 0;
    if (a.isMoE()) {
        const double active = double(a.expertsPerToken) + a.sharedExperts;
        const double moeShare = double(a.moeLayers()) / a.layers;
        f = moeShare * active * a.expertIntermediate + (1.0 - moeShare) * a.intermediate;
        dispatched = moeShare * active * h; // token copies routed to each expert
    }
    const bool fp32Norm = underAutocast(in) || a.norm == NormKind::RMSNorm;
    const double normBytes = (fp32Norm ? 4.0 : B) * h;
    const bool selective = s.checkpointing == Checkpointing::Selective;
    const bool full = trainsAllWeights(s.method);

    double elements = 0;
    if (selective) {
        // Per-op selective checkpointing (torchtitan "op" policy): keep the block input, the
        // attention output and every second matrix-product output; recompute the rest.
        const double products = qOut + kOut + vOut + h
            + (a.mlp == MlpKind::Gated ? 2.0 * f : f) + h;
        elements = h + qOut + latent + 0.5 * products;
        return elements * B / in.tp;
    }
    // Attention block.
    const bool qkvInputKept = keepsInput(in, LoraTarget::Q) || keepsInput(in, LoraTarget::K)
        || keepsInput(in, LoraTarget::V);
    if (qkvInputKept)
        elements += h;
    elements += qOut + kOut + vOut + latent; // saved by the attention kernel
    elements += qOut;                        // attention output (o_proj input, flash out)
    // MLP block.
    const bool upInputKept = keepsInput(in, LoraTarget::Gate) || keepsInput(in, LoraTarget::Up);
    if (upInputKept)
        elements += h + dispatched;
    if (a.mlp == MlpKind::Gated)
        elements += 3.0 * f;                 // gate, up and activation outputs
    else
        elements += f;                       // fc1 output, saved by the activation
    if (keepsInput(in, LoraTarget::Down) || full)
        elements += f;                       // down-projection input

    const double bytes = elements * B + 2.0 * normBytes; // plus the two norms' saved inputs
    return bytes / in.tp;
}

double eagerScoreBytesPerToken(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    if (s.attention != AttentionKernel::Eager || s.checkpointing == Checkpointing::Selective)
        return 0.0;
    // Softmax output (fp32 under autocast), boolean mask, 16-bit probabilities for the
    // product with V, and under autocast the fp32 dropout output of BERT-era models.
    const double B = in.activationBytes;
    const double perScore = underAutocast(in) ? 4.0 + 1.0 + B + 4.0 : 2.0 * B + 1.0;
    return perScore * double(s.model.heads) * double(s.seqLen) / in.tp;
}

double logitsBytesPerToken(const MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    const double B = in.activationBytes;
    const double vocab = double(s.model.vocab) / in.tp;
    if (s.model.encoderOnly)
        return 0.0;
    // Unchunked: logits, fp32 upcast (none when already fp32), saved fp32 log-softmax,
    // fp32 gradient and its cast back. Chunked/fused: 16-bit logits plus one chunk's fp32
    // gradient.
    // A chunked loss that takes every chunk's cross-entropy before the sum (LitGPT's
    // chunked_cross_entropy, litgpt/utils.py: a list of F.cross_entropy over the LM head's
    // chunks) holds the logits and each chunk's 16-bit log-softmax together; the backward then
    // frees one chunk's gradient at a time.
    if (s.chunkedCrossEntropy && frameworkProfile(s.framework).chunkedLossKeepsEveryChunk)
        return vocab * 2.0 * B;
    if (s.chunkedCrossEntropy)
        return vocab * (B + kFusedChunkFp32 / kCrossEntropyChunks);
    // DeepSpeed engines run the model in its 16-bit type without autocast: the loss stays in
    // that type (held logits, saved log-softmax, gradient in and out).
    if (isDeepSpeedEngine(s.parallel.sharding))
        return vocab * 4.0 * B;
    return vocab * (B + kChunkedFp32);
}

void addTrainingActivations(const MemoryInputs &in, MemoryBreakdown &out)
{
    const Scenario &s = *in.scenario;
    const double n = in.tokensPerMicroBatch;
    const double B = in.activationBytes;
    const double h = s.model.hidden;
    const double perLayer = (savedBytesPerTokenPerLayer(in) + eagerScoreBytesPerToken(in)) * n;
    const double layers = in.stageLayers;

    const double logits = logitsBytesPerToken(in) * n;
    // heldLogits: the logits on this stage (none on a first pipeline stage).
    auto stageActivations = [&](double microBatches, double heldLogits) {
        double bytes = 0;
        if (s.checkpointing == Checkpointing::Full) {
            // Block inputs (in host memory under activation offloading) plus the block being
            // recomputed. The logits and their gradient are freed by the LM-head backward
            // before the last block is recomputed, so only the excess over them counts.
            const double checkpoints = s.offloadActivations ? 0.0 : layers * B * h * n / in.tp * microBatches;
            bytes = checkpoints + std::max(0.0, kRecomputedLayers * perLayer - heldLogits);
        } else {
            bytes = layers * perLayer * microBatches;
        }
        return bytes + 2.0 * B * h * n / in.tp; // embedding output and final norm
    };

    if (in.pp == 1) {
        out[MemoryComponent::Activations] = stageActivations(in.inFlightMicroBatches, logits);
        out[MemoryComponent::Logits] = logits;
        return;
    }
    // Pipeline: stage 0 holds pp micro-batches (1F1B), the last stage one plus the logits.
    const double first = stageActivations(in.inFlightMicroBatches, 0.0);
    const double last = stageActivations(1.0, logits);
    if (first >= last + logits) {
        out[MemoryComponent::Activations] = first;
    } else {
        out[MemoryComponent::Activations] = last;
        out[MemoryComponent::Logits] = logits;
    }
}

} // namespace gpusizer::core::memory
