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

namespace {

// A field of the architecture (its JSON key), its value and the range it must lie in.
struct Range {
    const char *key;
    double value;
    double low;
    double high;
    bool whole = true;
};

// OutOfRange on the first field outside its range, in order. A fold over the arguments (not a
// list in memory): the checks are plain comparisons, and no error is built unless one fails —
// every analysis and every method variant validates its scenario.
template <typename... Ranges>
std::optional<Error> firstOutside(const Ranges &...r)
{
    std::optional<Error> error;
    const auto inside = [&error](const Range &range) {
        if (range.value >= range.low && range.value <= range.high)
            return true;
        error = outOfRange(range.key, range.value, range.low, range.high, {}, range.whole);
        return false;
    };
    (void)(inside(r) && ...);
    return error;
}

constexpr double kMaxDim = 1 << 20;

std::optional<Error> validateAttention(const Architecture &a)
{
    if (a.isMLA())
        return firstOutside(Range{"kv_lora_rank", double(a.kvLoraRank), 1, kMaxDim},
                            Range{"q_lora_rank", double(a.qLoraRank), 0, kMaxDim},
                            Range{"qk_nope_head_dim", double(a.qkNopeHeadDim), 1, 65536},
                            Range{"qk_rope_head_dim", double(a.qkRopeHeadDim), 0, 65536},
                            Range{"v_head_dim", double(a.vHeadDim), 1, 65536});
    if (auto e = firstOutside(Range{"kv_heads", double(a.kvHeads), 1, double(a.heads)}))
        return e;
    if (a.heads % a.kvHeads != 0)
        return brokenRule(ErrorCode::OutOfRange, "kv_heads", ErrorRule::MustDivide, "heads");
    return firstOutside(Range{"head_dim", double(a.headDim), 1, 65536});
}

std::optional<Error> validateMlp(const Architecture &a)
{
    if (!a.isMoE())
        return firstOutside(Range{"experts", double(a.experts), 0, 65536},
                            Range{"experts_per_token", double(a.expertsPerToken), 0, 65536},
                            Range{"shared_experts", double(a.sharedExperts), 0, 1024},
                            Range{"dense_layers", double(a.denseLayers), 0, double(a.layers)},
                            Range{"intermediate", double(a.intermediate), 1, kMaxDim});
    if (auto e = firstOutside(Range{"experts", double(a.experts), 1, 65536},
                              Range{"experts_per_token", double(a.expertsPerToken), 1, double(a.experts)},
                              Range{"expert_intermediate", double(a.expertIntermediate), 1, kMaxDim},
                              Range{"shared_experts", double(a.sharedExperts), 0, 1024},
                              Range{"dense_layers", double(a.denseLayers), 0, double(a.layers)}))
        return e;
    if (a.denseLayers > 0)
        return firstOutside(Range{"intermediate", double(a.intermediate), 1, kMaxDim});
    return std::nullopt;
}

} // namespace

std::optional<Error> validateArchitecture(const Architecture &a)
{
    if (auto e = firstOutside(Range{"layers", double(a.layers), 1, 10000},
                              Range{"hidden", double(a.hidden), 1, kMaxDim},
                              Range{"heads", double(a.heads), 1, 65536}))
        return e;
    if (auto e = validateAttention(a))
        return e;
    if (auto e = firstOutside(Range{"vocab", double(a.vocab), 1, double(std::int64_t(1) << 24)},
                              Range{"max_positions", double(a.maxPositions), a.learnedPositions ? 1.0 : 0.0, 1 << 26},
                              Range{"norms_per_layer", double(a.normsPerLayer), 0, 8}))
        return e;
    if (auto e = validateMlp(a))
        return e;
    return firstOutside(Range{"sliding_window_layers", double(a.slidingWindowLayers), 0, double(a.layers)},
                        Range{"sliding_window", double(a.slidingWindow), a.slidingWindowLayers > 0 ? 1.0 : 0.0,
                              1 << 26},
                        Range{"params_b", a.publishedParamsB, 0, 1e6, false},
                        Range{"mtp_modules", double(a.mtpModules), 0, 64});
}

} // namespace gpusizer::core
