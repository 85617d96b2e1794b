// Training FLOPs per token (EleutherAI "Transformer Math 101", Korthikanti et al. 2022):
//   full training  forward 2·P, backward 4·P (input and weight gradients)
//   LoRA / QLoRA   forward 2·P, backward 2·P (input gradients only: frozen weights get no
//                  weight gradient) + 6 per adapter parameter
//   attention      forward 4·s·(heads·headDim) per token and layer (Q·K^T and A·V), backward
//                  twice that; a causal kernel (flash/SDPA) computes only the lower half
//   recomputation  full checkpointing repeats the layers' forward (2·P and the attention
//                  forward), less the dense down projections where the checkpoint stops early
//                  (non-reentrant torch.utils.checkpoint); selective checkpointing repeats the
//                  attention core only
#include "estimate/time/flopsmodel.h"
#include "model/framework.h"

#include <algorithm>

namespace gpusizer::core::timing {

double queryWidth(const Architecture &a)
{
    if (a.isMLA())
        return double(a.heads) * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim);
    return double(a.heads) * a.headDim;
}

double loraAdapterParams(const Architecture &a, const LoraSettings &lora)
{
    const double h = a.hidden;
    const double q = queryWidth(a);
    const double kv = a.isMLA() ? double(a.kvLoraRank) : double(a.kvHeads) * a.headDim;
    const double o = a.isMLA() ? double(a.heads) * a.vHeadDim : q;
    const double f = a.isMoE() ? double(a.expertIntermediate) : double(a.intermediate);
    // Adapted MLP copies per layer: every expert (and shared expert) of an MoE layer.
    const double mlpCopies = a.isMoE() ? double(a.experts + a.sharedExperts) : 1.0;
    const double r = lora.rank;
    double perLayer = 0;
    if (lora.has(LoraTarget::Q)) perLayer += r * (h + q);
    if (lora.has(LoraTarget::K)) perLayer += r * (h + kv);
    if (lora.has(LoraTarget::V)) perLayer += r * (h + kv);
    if (lora.has(LoraTarget::O)) perLayer += r * (o + h);
    double mlp = 0;
    if (lora.has(LoraTarget::Gate) && a.mlp == MlpKind::Gated) mlp += r * (h + f);
    if (lora.has(LoraTarget::Up)) mlp += r * (h + f);
    if (lora.has(LoraTarget::Down)) mlp += r * (f + h);
    // Dense FFN layers of an MoE model (leading dense layers) use the dense width.
    double denseMlp = 0;
    const double fd = a.intermediate;
    if (lora.has(LoraTarget::Gate) && a.mlp == MlpKind::Gated) denseMlp += r * (h + fd);
    if (lora.has(LoraTarget::Up)) denseMlp += r * (h + fd);
    if (lora.has(LoraTarget::Down)) denseMlp += r * (fd + h);
    double total = a.layers * perLayer + a.moeLayers() * mlpCopies * mlp
        + (a.layers - a.moeLayers()) * denseMlp;
    if (lora.has(LoraTarget::LmHead)) total += r * (h + double(a.vocab));
    if (lora.has(LoraTarget::Embed)) total += r * (h + double(a.vocab));
    return total;
}

MatmulParams matmulParams(const Scenario &s)
{
    const Architecture &a = s.model;
    const ParameterCounts pc = countParameters(a);
    const int moeLayers = a.moeLayers();
    const int denseLayers = a.layers - moeLayers;
    MatmulParams p;
    p.attention = a.layers * pc.attentionPerLayer;
    p.denseMlp = denseLayers * pc.mlpPerLayer;
    p.expertActive = moeLayers * pc.moeActivePerLayer;
    p.expertTotal = moeLayers * pc.moePerLayer;
    p.lmHead = double(a.vocab) * a.hidden;
    p.adapters = isAdapterMethod(s.method) ? loraAdapterParams(a, s.lora) : 0.0;
    p.modelActive = pc.active;
    return p;
}

double causalKeysPerQuery(const Architecture &a, double seqLen)
{
    const double full = seqLen / 2.0;
    if (a.slidingWindow <= 0 || a.slidingWindowLayers <= 0)
        return full;
    const double w = a.slidingWindow;
    // Causal average over positions 0..s-1 of min(position, window).
    const double windowed = seqLen <= w ? full : w - w * w / (2.0 * seqLen);
    const double fracWindowed = std::clamp(double(a.slidingWindowLayers) / a.layers, 0.0, 1.0);
    return fracWindowed * windowed + (1.0 - fracWindowed) * full;
}

TrainingFlops trainingFlops(const Scenario &s, const MatmulParams &p)
{
    const Architecture &a = s.model;
    const bool adapters = isAdapterMethod(s.method);
    const double weightFactor = adapters ? 4.0 : 6.0;  // forward + backward per weight
    const bool fullRecompute = s.checkpointing == Checkpointing::Full;
    const bool recomputesAttention = s.checkpointing != Checkpointing::None;
    const double seq = s.seqLen;
    const double qWidth = queryWidth(a);
    // A recompute that stops early leaves out each dense block's down projection; an MoE
    // layer's expert outputs are saved for the router's gradient, so its experts run again.
    double recomputed = p.attention + p.denseMlp;
    if (fullRecompute && frameworkProfile(s.framework).checkpointStopsEarly)
        recomputed -= double(a.layers - a.moeLayers()) * a.hidden * a.intermediate;

    TrainingFlops f;
    f.denseMatmulPerToken = weightFactor * (p.attention + p.denseMlp) + (fullRecompute ? 2.0 * recomputed : 0.0)
        + weightFactor * p.lmHead + 6.0 * p.adapters;
    f.expertMatmulPerToken = (weightFactor + (fullRecompute ? 2.0 : 0.0)) * p.expertActive;
    // Attention core: forward 4·keys·qWidth (keys = causal half), backward 8·keys·qWidth.
    const double keys = causalKeysPerQuery(a, seq);
    f.attentionPerToken = 12.0 * a.layers * keys * qWidth * (recomputesAttention ? 4.0 / 3.0 : 1.0);

    // Convention of the published MFU figures: total parameters (embeddings included),
    // attention 12·L·s·qWidth with the causal half not removed, every key a query may see: a
    // sliding-window layer sees no more than its window (gpt-oss's 128 tokens), so counting
    // the sequence there credited a step with FLOPs it never does (MFU above 0.9).
    const double modelParams = p.modelActive;
    const double windowed = a.slidingWindow > 0 ? std::clamp(double(a.slidingWindowLayers), 0.0, double(a.layers)) : 0.0;
    const double keysSeen = (a.layers - windowed) * seq + windowed * std::min(seq, double(a.slidingWindow));
    f.modelPerToken = (adapters ? 4.0 * modelParams + 6.0 * p.adapters : 6.0 * modelParams)
        + 12.0 * keysSeen * qWidth;
    return f;
}

} // namespace gpusizer::core::timing
