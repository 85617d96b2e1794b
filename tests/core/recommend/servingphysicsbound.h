#pragma once

// The fewest GPUs any serving deployment of a load needs, from first principles: the weights
// held, the arithmetic of the requests completed, the KV cache held and streamed, a replica's
// weights streamed within the TPOT target and a prompt prefilled within the TTFT target
// (lowerBound, feasible). Everything from the architecture, the formats and the GPU's figures;
// nothing from the serving model. Shared by the serving-bounds property tests.
#include "model/architecture.h"
#include "model/gpuspec.h"
#include "model/serving.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace gpusizer::core::servingbounds {

struct LoadCase {
    LoadKind kind;
    double value;   // users (closed loop) or requests per second
};

struct Lengths {
    int input;
    int output;
};

struct Targets {
    double ttftMs;
    double tpotMs;
    LatencyStat stat;
};

inline double bytesPerWeight(DType weights)
{
    switch (weights) {
    case DType::FP8: return 1.0;
    case DType::BF16:
    case DType::FP16: return 2.0;
    default: ADD_FAILURE() << "no bytes per weight for this grid's format"; return 2.0;
    }
}

// Dense peak FLOP/s of the fastest matrix format the weights can run in: 16 bits (bf16 or fp16,
// whichever the GPU has), FP8 products for FP8 weights on GPUs that have them.
inline double peakFlops(const GpuSpec &gpu, DType weights)
{
    double tflops = std::max(gpu.bf16Tflops, gpu.fp16Tflops);
    if (weights == DType::FP8)
        tflops = std::max(tflops, gpu.fp8Tflops);
    return tflops * 1e12;
}

// Bytes of one value of the KV cache in its format.
inline double kvBytesPerValue(DType kv)
{
    switch (kv) {
    case DType::FP32: return 4.0;
    case DType::BF16:
    case DType::FP16: return 2.0;
    case DType::FP8: return 1.0;
    default: ADD_FAILURE() << "no bytes per KV value for this grid's format"; return 2.0;
    }
}

// Values the model has to keep per token and layer, from its shape alone: K and V of every
// KV head, or for multi-head latent attention the compressed latent (kv_lora_rank) and the
// shared rope key (qk_rope_head_dim) once. This is what the model needs, not what an engine
// stores: a tensor-parallel engine replicates the MLA latent (and GQA heads beyond the KV
// head count) on every rank, but a deployment need not (data-parallel attention), so the
// bound does not assume it.
inline double kvValuesPerLayer(const Architecture &a)
{
    if (a.isMLA())
        return double(a.kvLoraRank) + a.qkRopeHeadDim;
    return 2.0 * a.kvHeads * a.headDim;
}

// Sum over the positions c = first..last of min(c, window) (window 0: of c).
inline double sumUpTo(double first, double last, double window)
{
    if (last < first)
        return 0.0;
    const auto series = [](double a, double b) { return (a + b) * (b - a + 1) / 2; };
    if (window <= 0 || last <= window)
        return series(first, last);
    if (first >= window)
        return (last - first + 1) * window;
    return series(first, window) + (last - window) * window;
}

// Layer-positions summed over positions first..last: every full-attention layer sees all c
// tokens at position c, a sliding-window layer at most the window. It is both the KV a cache
// holds over a run of contexts and the keys a run of queries attends to.
inline double layerPositions(const Architecture &a, double first, double last)
{
    const double windowed = a.slidingWindow > 0 ? std::min(a.slidingWindowLayers, a.layers) : 0;
    return (a.layers - windowed) * sumUpTo(first, last, 0) + windowed * sumUpTo(first, last, a.slidingWindow);
}

// Everything the bound needs, from the architecture, the formats, the GPU's figures, the load
// and the targets. Bytes, FLOPs, seconds.
struct Physics {
    double weights = 0;      // W: bytes of weights every replica holds
    double read = 0;         // bytes of weights every forward pass reads at least
    double memory = 0;       // 0.9 x usable bytes of one GPU (the engine's memory share)
    double bandwidth = 0;    // bytes/s of one GPU
    double peak = 0;         // dense FLOP/s of one GPU
    double flopsPerRequest = 0;
    double prefillFlops = 0; // one prompt's prefill
    double promptKv = 0;     // bytes of one prompt's KV
    double kvReads = 0;      // Q: bytes of KV the decode steps of one request read
    int gaps = 0;            // intervals between a request's output tokens (output - 1)
    bool closedLoop = false;
    double load = 0;         // users (closed loop) or requests per second
    double ttft = 0;         // TTFT target, s
    double tpot = 0;         // TPOT target, s
};

inline Physics physics(const Architecture &model, DType weights, DType kv, const GpuSpec &gpu, const LoadCase &load,
                const Lengths &lengths, const Targets &targets)
{
    const ParameterCounts counts = countParameters(model);
    const double bpw = bytesPerWeight(weights);
    const double in = lengths.input;
    const double out = lengths.output;
    // Matrix parameters a token passes through: every layer's active ones (MoE: the routed
    // experts in use; the embedding is a lookup, no product), and the LM head (the tied
    // embedding when tied) only for a token whose next token is sampled.
    const double head = double(model.vocab) * model.hidden;
    const double body = counts.active - counts.embedding - counts.lmHead;
    // Attention products per key a query sees: scores (q.k) and values (p.v) of every head.
    // MLA has two forms; the naive one (decompressed K and V) costs the least per key.
    const double perKey = model.isMLA()
        ? 2.0 * model.heads * (double(model.qkNopeHeadDim) + model.qkRopeHeadDim + model.vHeadDim)
        : 2.0 * model.heads * 2.0 * model.headDim;
    const double kvPerLayerToken = kvValuesPerLayer(model) * kvBytesPerValue(kv);

    Physics p;
    p.weights = counts.total * bpw;
    p.read = (body + head) * bpw;
    p.memory = 0.9 * gpu.usableBytes;
    p.bandwidth = gpu.memoryBandwidthGBs * 1e9;
    p.peak = peakFlops(gpu, weights);
    // A request: its prompt in one forward pass (the last prompt token's logits give the first
    // output token), then output - 1 decode passes; query at position c attends to c keys.
    p.flopsPerRequest = 2.0 * body * (in + out - 1) + 2.0 * head * out + perKey * layerPositions(model, 1, in + out - 1);
    p.prefillFlops = 2.0 * body * in + 2.0 * head + perKey * layerPositions(model, 1, in);
    p.promptKv = kvPerLayerToken * layerPositions(model, in, in);
    // The decode pass that feeds output token j (j = 1 .. output - 1) reads the cached K/V of
    // the in + j - 1 tokens before it.
    p.kvReads = kvPerLayerToken * layerPositions(model, in, in + out - 2);
    p.gaps = lengths.output - 1;
    p.closedLoop = load.kind == LoadKind::Concurrency;
    p.load = load.value;
    p.ttft = targets.ttftMs / 1e3;
    p.tpot = targets.tpotMs / 1e3;
    return p;
}

// The constraint families of the bound on the whole deployment.
enum Family : unsigned { Compute = 1, Memory = 2, Bandwidth = 4, All = 7 };

// Whether G GPUs can carry the load at all, against the families asked for. Every test is a
// necessary condition for any deployment of G GPUs, whatever its split: k >= 1 replicas of
// g_i GPUs each, tensor, pipeline or expert parallel, prefill on the decode GPUs or on others.
// It grants only what the serving model grants too: one token per sequence and forward pass
// (no speculative decoding), a sequence's KV in GPU memory from its prefill to its last token
// (no offload to the host), no prefix-cache hits (none in this grid), and weights read from
// memory at every pass (caches hold megabytes, the weights are gigabytes). M is 0.9 x usable
// bytes (the engine's memory share), BW the memory bandwidth, W the weights, `read` the weights
// a pass reads, Q the KV bytes a request's decode passes read, X the requests completed a
// second, K = X Q the KV read a second.
//
//  - Arithmetic: G x peak >= X x the FLOPs of a request.
//  - A pass through a replica reads `read` bytes spread over its g_i GPUs (a pipeline's
//    stages in turn: sum of read_s / g_s >= read / g_i), so it takes >= read / (g_i BW) >=
//    read / (G BW) = tMin, and each of a request's output - 1 token intervals is >= tMin.
//  - KV held while passes run: a pass over k_s bytes of its batch's KV holds them while it
//    runs and takes t_s >= (read + k_s) / (g BW); the passes fit in the time T (every stage
//    takes its turn for each), so there are at most T (g BW - K) / read of them, and
//    sum t_s k_s / T >= (read K + sum k_s^2) / (g BW T) >= read K / (g BW - K) (the sum of
//    squares is least with equal passes). Summed over replicas this is >= read K / (G BW - K),
//    since r/(1-r) is convex and K_i / (g_i BW) averages (weights g_i / G) to K / (G BW).
//  - KV held, closed loop (Little's law over a request's life): N users' requests take
//    E[TTFT] + D (D the mean decode time); one holds at least its prompt's KV for all of D
//    and the KV of position in + j - 1 for interval j (>= tMin), so the KV held is at least
//    N (tMin Q + (D - (output - 1) tMin) promptKv) / (E[TTFT] + D).
//  - Memory: G M >= W (one replica at least) + the KV held.
//  - Bandwidth: a pass's batch KV is held next to its replica's weights, <= g M - W bytes, so a
//    replica makes >= K_i / (g_i M - W) passes a second, each reading `read` bytes of weights:
//    G BW >= K (1 + read / (G M - W)) (Cauchy-Schwarz over the replicas).
//  - Closed loop, X = N / (E[TTFT] + D) ties the families together: a faster decode holds less
//    KV but completes more requests, so G passes if some D passes every family. D lies in
//    [(output - 1) tMin, (output - 1) TPOT target], and E[TTFT] <= the TTFT target: this reads
//    the targets as bounds on the means, which a closed loop's throughput always needs (the
//    arithmetic term did from the start); true at the mean, and at p99 and the median for any
//    latency distribution whose mean is below its p99 or median. The D range is cut into
//    cells and every family is judged at its most lenient point in a cell (completions fall
//    with D; the held KV is a ratio of linear functions of D, monotone in it), so no feasible
//    G is rejected.
inline bool feasible(const Physics &p, double g, unsigned families)
{
    const double spare = g * p.memory - p.weights;
    if (spare <= 0)
        return false;
    const double tMin = p.read / (g * p.bandwidth);
    // Families at completions x, held KV from Little's law `held` (0 in an open loop).
    const auto passes = [&](double x, double held) {
        const double k = x * p.kvReads;
        if ((families & Compute) && g * p.peak < x * p.flopsPerRequest)
            return false;
        if ((families & Bandwidth) && g * p.bandwidth < k * (1.0 + p.read / spare))
            return false;
        if (families & Memory) {
            // (k >= g BW fails the bandwidth family; alone, memory takes the plain k x tMin.)
            const double passHeld = k < g * p.bandwidth ? p.read * k / (g * p.bandwidth - k) : k * tMin;
            if (spare < std::max(passHeld, held))
                return false;
        }
        return true;
    };
    if (!p.closedLoop)
        return passes(p.load, 0.0);

    const double dMin = p.gaps * tMin;
    const double dMax = p.gaps * p.tpot;
    if (dMin > dMax)
        return false;
    const double users = p.load;
    const auto held = [&](double d) {
        return users * (tMin * p.kvReads + (d - dMin) * p.promptKv) / (p.ttft + d);
    };
    if (p.gaps == 0 || dMax <= dMin)
        return passes(users / (p.ttft + dMax), held(dMax));
    constexpr int kCells = 48;
    const double ratio = dMax / dMin;
    for (int i = 0; i < kCells; ++i) {
        const double da = dMin * std::pow(ratio, double(i) / kCells);
        const double db = i + 1 == kCells ? dMax : dMin * std::pow(ratio, double(i + 1) / kCells);
        // Completions fall with D, so db is the most lenient; held KV is a ratio of linear
        // functions of D, monotone, so its least over the cell is at an end.
        if (passes(users / (p.ttft + db), std::min(held(da), held(db))))
            return true;
    }
    return false;
}

// The fewest GPUs, at least `from`, that pass the families (feasibility only grows with G).
inline int fewestFeasible(const Physics &p, int from, unsigned families)
{
    int hi = std::max(1, from);
    if (feasible(p, hi, families))
        return hi;
    int lo = hi;   // infeasible
    while (!feasible(p, hi, families)) {
        lo = hi;
        if (hi > (1 << 24)) {
            ADD_FAILURE() << "no GPU count carries the load";
            return hi;
        }
        hi *= 2;
    }
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        (feasible(p, mid, families) ? hi : lo) = mid;
    }
    return hi;
}

struct Bound {
    double memoryGpus = 0;    // weights alone
    double computeGpus = 0;   // arithmetic at the fewest completions the targets allow
    double tpotGpus = 0;      // one replica streams its weights within the TPOT target
    double ttftGpus = 0;      // one replica prefills a prompt within the TTFT target
    int kvMemoryGpus = 0;     // weights and the KV held (family Memory alone)
    int kvBandwidthGpus = 0;  // KV and weight reads (family Bandwidth alone)
    int gpus = 1;             // all of it together
};

// The bound on the fewest GPUs: the largest of the single-replica terms (any deployment has a
// replica that serves requests within the targets) and the fewest GPUs that pass every family
// of feasible() together.
//  - Weights: W / (0.9 x usable).
//  - TPOT: a request within the TPOT target (at any statistic some request is) had output - 1
//    passes of its replica, each reading `read` bytes of weights and its own KV, within
//    (output - 1) x target: g >= (read + Q / (output - 1)) / (BW x target).
//  - TTFT: a request's TTFT is at least its own prefill (at any statistic some request is
//    within the target), which does the prompt's FLOPs, reads the weights and writes the
//    prompt's KV: g >= max(prefill FLOPs / peak, (read + prompt KV) / BW) / target.
inline Bound lowerBound(const Architecture &model, DType weights, DType kv, const GpuSpec &gpu, const LoadCase &load,
                 const Lengths &lengths, const Targets &targets)
{
    const Physics p = physics(model, weights, kv, gpu, load, lengths, targets);
    Bound b;
    b.memoryGpus = p.weights / p.memory;
    const double fewestCompletions =
        p.closedLoop ? p.load / (p.ttft + p.gaps * p.tpot) : p.load;
    b.computeGpus = fewestCompletions * p.flopsPerRequest / p.peak;
    b.tpotGpus = p.gaps > 0 ? (p.read + p.kvReads / p.gaps) / (p.bandwidth * p.tpot) : 0.0;
    b.ttftGpus = std::max(p.prefillFlops / p.peak, (p.read + p.promptKv) / p.bandwidth) / p.ttft;
    const double single = std::max({b.memoryGpus, b.tpotGpus, b.ttftGpus, 1.0});
    const int from = int(std::ceil(single - 1e-9));
    b.kvMemoryGpus = fewestFeasible(p, 1, Memory);
    b.kvBandwidthGpus = fewestFeasible(p, 1, Bandwidth);
    b.gpus = fewestFeasible(p, from, All);
    return b;
}

} // namespace gpusizer::core::servingbounds
