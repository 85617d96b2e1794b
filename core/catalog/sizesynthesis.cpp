// A plausible dense decoder for a requested parameter count (size slider).
//
// Rule (also in docs/model-sources.md):
//  1. hidden: log-log interpolation through real models (GPT-2 small 0.12B/768, Qwen2.5-0.5B-like
//     0.5B/1024, Llama 3.2 1B 1.24B/2048, Llama 3.2 3B 3.2B/3072, Llama 3.1 8B 8B/4096,
//     Qwen2.5-14B 14.8B/5120, LLaMA-33B 32.5B/6656, Llama 3.1 70B 70.6B/8192,
//     Llama 3.1 405B 406B/16384, Megatron 1T 1008B/25600), extrapolated to 0.05B/512 and
//     2000B/32768; rounded to a multiple of 128 below 2048, of 512 below 4096 and of 1024 above,
//     so that the head count divides by the KV-head count.
//  2. head_dim 128 (64 below hidden 1024), heads = hidden / head_dim, kv_heads = gcd(heads, 8).
//  3. Llama 3 style gated MLP, FFN 3.5 x hidden as a start; RMSNorm; vocab 128256 from 1B up
//     (32000 below), embeddings tied below 4B.
//  4. layers = round((target - embeddings) / per-layer parameters), at least 2; then the FFN
//     width is re-solved (multiple of 64, between 2 and 6 x hidden) so the count lands on the
//     target; the result is within 2 % of the request over 0.05 .. 2000 B.
// Requests outside 0.05 .. 2000 B (or NaN) are clamped into that range.
#include "catalog/sizesynthesis.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <utility>

namespace gpusizer::core {

namespace {

constexpr double kMinParamsB = 0.05;
constexpr double kMaxParamsB = 2000.0;

// (parameters in billions, hidden size) of the reference shapes.
constexpr std::array<std::pair<double, double>, 12> kHiddenAnchors = {{
    {0.05, 512},
    {0.12, 768},
    {0.5, 1024},
    {1.24, 2048},
    {3.2, 3072},
    {8.0, 4096},
    {14.8, 5120},
    {32.5, 6656},
    {70.6, 8192},
    {406.0, 16384},
    {1008.0, 25600},
    {2000.0, 32768},
}};

double interpolatedHidden(double paramsB)
{
    if (paramsB <= kHiddenAnchors.front().first)
        return kHiddenAnchors.front().second;
    for (std::size_t i = 1; i < kHiddenAnchors.size(); ++i) {
        const auto [p1, h1] = kHiddenAnchors[i];
        if (paramsB <= p1) {
            const auto [p0, h0] = kHiddenAnchors[i - 1];
            const double t = (std::log(paramsB) - std::log(p0)) / (std::log(p1) - std::log(p0));
            return std::exp(std::log(h0) + t * (std::log(h1) - std::log(h0)));
        }
    }
    return kHiddenAnchors.back().second;
}

int roundTo(double value, int multiple)
{
    return std::max(multiple, int(std::lround(value / multiple)) * multiple);
}

} // namespace

Architecture synthesiseArchitecture(double paramsB)
{
    if (!std::isfinite(paramsB))
        paramsB = kMinParamsB;
    paramsB = std::clamp(paramsB, kMinParamsB, kMaxParamsB);
    const double target = paramsB * 1e9;

    Architecture a;
    const double rawHidden = interpolatedHidden(paramsB);
    const int granularity = rawHidden < 2048 ? 128 : rawHidden < 4096 ? 512 : 1024;
    a.hidden = roundTo(rawHidden, granularity);
    a.headDim = a.hidden < 1024 ? 64 : 128;
    a.heads = a.hidden / a.headDim;
    a.kvHeads = std::gcd(a.heads, 8);
    a.intermediate = roundTo(3.5 * a.hidden, 64);
    a.vocab = paramsB >= 1.0 ? 128256 : 32000;
    a.tiedEmbeddings = paramsB < 4.0;
    a.maxPositions = paramsB >= 1.0 ? 131072 : 8192;
    a.mlp = MlpKind::Gated;
    a.norm = NormKind::RMSNorm;
    a.layers = 1;

    // Solve the depth with the starting FFN width.
    const ParameterCounts one = countParameters(a);
    const double outside = one.embedding + one.lmHead + one.finalNorm;
    const double perLayer = one.attentionPerLayer + one.normsPerLayer + one.mlpPerLayer;
    a.layers = std::max(2, int(std::lround((target - outside) / perLayer)));

    // Re-solve the FFN width so the total lands on the target.
    const double perLayerWithoutMlp = one.attentionPerLayer + one.normsPerLayer;
    const double mlpBudget = (target - outside) / a.layers - perLayerWithoutMlp;
    const double width = mlpBudget / (3.0 * a.hidden);
    a.intermediate = std::clamp(roundTo(width, 64), roundTo(2.0 * a.hidden, 64), roundTo(6.0 * a.hidden, 64));

    char label[32];
    std::snprintf(label, sizeof label, paramsB >= 100.0 ? "%.0f" : "%.3g", paramsB);
    a.id = std::string("synthetic-") + label + "b";
    a.displayName = std::string("Dense decoder (") + label + "B)";
    a.family = "synthetic";
    a.source = "synthesised from Llama 3 / Qwen 2.5 shapes (docs/model-sources.md)";
    return a;
}

} // namespace gpusizer::core
