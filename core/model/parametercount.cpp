// Exact parameter counts from tensor shapes (Hugging Face layouts).
//
// Per transformer block:
//   attention  q: h x H*d, k and v: h x KV*d, o: H*d x h
//              biases (attentionBias): q, k, v; plus the o bias when the model also has MLP
//              biases (fully biased GPT-2/BERT/BLOOM style; Qwen2 has q/k/v biases only)
//              qkNorm: one RMSNorm weight of width d for q and one for k
//   MLA        (DeepSeek V2/V3) q_a h x qLora + q_a norm + q_b qLora x H*(nope+rope)
//              (q: h x H*(nope+rope) when qLoraRank is 0), kv_a h x (kvLora+rope) + kv norm
//              + kv_b kvLora x H*(nope+v), o: H*v x h
//   MLP        gated 3*h*f (+ 2f + h bias), plain 2*h*f (+ f + h bias)
//   MoE        experts * expert MLP + router h x experts + sharedExperts * expert MLP
//   norms      normsPerLayer * h (LayerNorm: weight and bias, 2h)
// Model: embedding V*h (+ maxPositions*h for learned positions), LM head V*h unless tied,
// final norm h (2h for LayerNorm).
#include "model/architecture.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

namespace {

double normWidth(const Architecture &a, double width)
{
    return a.norm == NormKind::LayerNorm ? 2.0 * width : width;
}

double mlpParams(const Architecture &a, double width)
{
    const double h = a.hidden;
    if (a.mlp == MlpKind::Gated)
        return 3.0 * h * width + (a.mlpBias ? 2.0 * width + h : 0.0);
    return 2.0 * h * width + (a.mlpBias ? width + h : 0.0);
}

double attentionParams(const Architecture &a)
{
    const double h = a.hidden;
    const double heads = a.heads;
    if (a.isMLA()) {
        const double qkDim = double(a.qkNopeHeadDim) + a.qkRopeHeadDim;
        double q = 0;
        if (a.qLoraRank > 0)
            q = h * a.qLoraRank + a.qLoraRank + double(a.qLoraRank) * heads * qkDim;
        else
            q = h * heads * qkDim;
        const double kv = h * (double(a.kvLoraRank) + a.qkRopeHeadDim) + a.kvLoraRank
            + double(a.kvLoraRank) * heads * (double(a.qkNopeHeadDim) + a.vHeadDim);
        const double o = heads * a.vHeadDim * h;
        return q + kv + o;
    }
    const double qWidth = double(a.heads) * a.headDim;
    const double kvWidth = double(a.kvHeads) * a.headDim;
    double params = h * qWidth + 2.0 * h * kvWidth + qWidth * h;
    if (a.attentionBias) {
        params += qWidth + 2.0 * kvWidth;
        if (a.mlpBias)
            params += h;
    }
    if (a.qkNorm)
        params += 2.0 * a.headDim;
    return params;
}

} // namespace

ParameterCounts countParameters(const Architecture &a)
{
    ParameterCounts c;
    const double h = a.hidden;
    const double vocab = double(a.vocab);

    c.embedding = vocab * h + (a.learnedPositions ? double(a.maxPositions) * h : 0.0);
    c.lmHead = a.tiedEmbeddings ? 0.0 : vocab * h;
    c.attentionPerLayer = attentionParams(a);
    c.normsPerLayer = a.normsPerLayer * normWidth(a, h);
    c.finalNorm = normWidth(a, h);

    // Clamped so that an unvalidated shape still gives finite, non-negative layer counts.
    const int denseLayers = a.isMoE() ? std::max(0, std::min(a.denseLayers, a.layers)) : a.layers;
    const int moeLayers = a.isMoE() ? std::max(0, a.layers - denseLayers) : 0;
    c.mlpPerLayer = denseLayers > 0 ? mlpParams(a, a.intermediate) : 0.0;
    if (a.isMoE()) {
        const double expert = mlpParams(a, a.expertIntermediate);
        const double router = h * a.experts + (a.mlpBias ? double(a.experts) : 0.0);
        c.moePerLayer = a.experts * expert + router + a.sharedExperts * expert;
        c.moeActivePerLayer = a.expertsPerToken * expert + router + a.sharedExperts * expert;
    }

    const double blockFixed = c.attentionPerLayer + c.normsPerLayer;
    const double layersTotal = a.layers * blockFixed + denseLayers * c.mlpPerLayer
        + moeLayers * c.moePerLayer;
    const double layersActive = a.layers * blockFixed + denseLayers * c.mlpPerLayer
        + moeLayers * c.moeActivePerLayer;
    const double outside = c.embedding + c.lmHead + c.finalNorm;

    c.total = outside + layersTotal;
    c.active = outside + layersActive;
    const double denseBlock = denseLayers > 0 ? blockFixed + c.mlpPerLayer : 0.0;
    const double moeBlock = moeLayers > 0 ? blockFixed + c.moePerLayer : 0.0;
    c.largestLayer = std::max(denseBlock, moeBlock);
    return c;
}

std::optional<std::string> validateArchitecture(const Architecture &a)
{
    constexpr int kMaxDim = 1 << 20;
    auto within = [](std::int64_t v, std::int64_t lo, std::int64_t hi) { return v >= lo && v <= hi; };

    if (!within(a.layers, 1, 10000))
        return std::string("layers must be between 1 and 10000");
    if (!within(a.hidden, 1, kMaxDim))
        return std::string("hidden must be between 1 and 1048576");
    if (!within(a.heads, 1, 65536))
        return std::string("heads must be between 1 and 65536");
    if (!a.isMLA()) {
        if (!within(a.kvHeads, 1, a.heads))
            return std::string("kvHeads must be between 1 and heads");
        if (a.heads % a.kvHeads != 0)
            return std::string("kvHeads must divide heads");
        if (!within(a.headDim, 1, 65536))
            return std::string("headDim must be between 1 and 65536");
    } else {
        if (!within(a.kvLoraRank, 1, kMaxDim) || !within(a.qLoraRank, 0, kMaxDim))
            return std::string("kvLoraRank must be positive and qLoraRank not negative");
        if (!within(a.qkNopeHeadDim, 1, 65536) || !within(a.qkRopeHeadDim, 0, 65536)
            || !within(a.vHeadDim, 1, 65536))
            return std::string("qkNopeHeadDim and vHeadDim must be positive under MLA");
    }
    if (!within(a.vocab, 1, std::int64_t(1) << 24))
        return std::string("vocab must be between 1 and 16777216");
    if (!within(a.maxPositions, 0, 1 << 26))
        return std::string("maxPositions must not be negative");
    if (a.learnedPositions && a.maxPositions <= 0)
        return std::string("maxPositions must be positive with learned positions");
    if (!within(a.normsPerLayer, 0, 8))
        return std::string("normsPerLayer must be between 0 and 8");
    if (a.isMoE()) {
        if (!within(a.experts, 1, 65536))
            return std::string("experts must be between 1 and 65536");
        if (!within(a.expertsPerToken, 1, a.experts))
            return std::string("expertsPerToken must be between 1 and experts");
        if (!within(a.expertIntermediate, 1, kMaxDim))
            return std::string("expertIntermediate must be positive");
        if (!within(a.sharedExperts, 0, 1024))
            return std::string("sharedExperts must not be negative");
        if (!within(a.denseLayers, 0, a.layers))
            return std::string("denseLayers must be between 0 and layers");
        if (a.denseLayers > 0 && !within(a.intermediate, 1, kMaxDim))
            return std::string("intermediate must be positive when there are dense layers");
    } else {
        if (a.experts < 0 || a.expertsPerToken < 0 || a.sharedExperts < 0 || a.denseLayers < 0)
            return std::string("experts must not be negative");
        if (!within(a.intermediate, 1, kMaxDim))
            return std::string("intermediate must be between 1 and 1048576");
    }
    if (a.slidingWindow < 0 || !within(a.slidingWindowLayers, 0, a.layers))
        return std::string("slidingWindowLayers must be between 0 and layers");
    if (a.slidingWindowLayers > 0 && a.slidingWindow <= 0)
        return std::string("slidingWindow must be positive when slidingWindowLayers is set");
    if (!(a.publishedParamsB >= 0) || !std::isfinite(a.publishedParamsB))
        return std::string("publishedParamsB must not be negative");
    return std::nullopt;
}

} // namespace gpusizer::core
