// Serving recommendations within physics (issue #22): over a grid of models (dense, MoE, MLA),
// loads, request lengths and latency targets, the fewest GPUs of each recommended GPU type are
// at least a lower bound computed here from first principles and at most ten times it. The bound is what no deployment escapes: every replica
// holds the weights, the GPUs do the arithmetic of the requests that complete (2 FLOPs per
// active parameter per token and the attention products, at the GPU's dense peak), hold the
// KV cache of the sequences in flight, stream the KV of every sequence and the weights at
// every decode pass, and a replica streams its weights within the TPOT target and prefills a
// prompt within the TTFT target (see lowerBound and feasible). Everything comes from the
// architecture (parameter counts, KV heads, head sizes, MLA ranks), the formats and the GPU's
// figures (usable bytes, memory bandwidth, dense peaks); nothing from the serving model.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

using namespace gpusizer::core;

namespace {

struct ModelCase {
    const char *id;
    DType weights;
};

// Dense 8B, 70B, 405B; MoE (Mixtral, Qwen3 30B-A3B); MLA + MoE (DeepSeek-V3, in its native FP8).
const ModelCase kModels[] = {
    {"llama-3.1-8b", DType::BF16},   {"llama-3.1-70b", DType::BF16},  {"llama-3.1-405b", DType::BF16},
    {"mixtral-8x7b", DType::BF16},   {"qwen3-30b-a3b", DType::BF16},  {"deepseek-v3", DType::FP8},
};

struct LoadCase {
    LoadKind kind;
    double value;   // users (closed loop) or requests per second
};

const LoadCase kLoads[] = {
    {LoadKind::Concurrency, 10},  {LoadKind::Concurrency, 100}, {LoadKind::Concurrency, 300},
    {LoadKind::Concurrency, 1000}, {LoadKind::RequestRate, 1},  {LoadKind::RequestRate, 10},
    {LoadKind::RequestRate, 50},
};

struct Lengths {
    int input;
    int output;
};

const Lengths kLengths[] = {{2000, 400}, {500, 1500}, {8000, 200}};

struct Targets {
    double ttftMs;
    double tpotMs;
    LatencyStat stat;
};

const Targets kTargets[] = {
    {2000, 50, LatencyStat::P99},
    {2000, 50, LatencyStat::Mean},
    {10000, 150, LatencyStat::P99},
    {10000, 150, LatencyStat::Median},
};

double bytesPerWeight(DType weights)
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
double peakFlops(const GpuSpec &gpu, DType weights)
{
    double tflops = std::max(gpu.bf16Tflops, gpu.fp16Tflops);
    if (weights == DType::FP8)
        tflops = std::max(tflops, gpu.fp8Tflops);
    return tflops * 1e12;
}

// Bytes of one value of the KV cache in its format.
double kvBytesPerValue(DType kv)
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
double kvValuesPerLayer(const Architecture &a)
{
    if (a.isMLA())
        return double(a.kvLoraRank) + a.qkRopeHeadDim;
    return 2.0 * a.kvHeads * a.headDim;
}

// Sum over the positions c = first..last of min(c, window) (window 0: of c).
double sumUpTo(double first, double last, double window)
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
double layerPositions(const Architecture &a, double first, double last)
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

Physics physics(const Architecture &model, DType weights, DType kv, const GpuSpec &gpu, const LoadCase &load,
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
bool feasible(const Physics &p, double g, unsigned families)
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
int fewestFeasible(const Physics &p, int from, unsigned families)
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
Bound lowerBound(const Architecture &model, DType weights, DType kv, const GpuSpec &gpu, const LoadCase &load,
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

Scenario servingScenario(const ModelCase &model, const LoadCase &load, const Lengths &lengths, const Targets &targets)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model.id);
    s = withMethod(s, Method::Inference);
    s.weightDtype = model.weights;
    s.gpuId = "h100-sxm";
    s.serving.engine = ServingEngine::VLLM;
    s.serving.load = load.kind;
    if (load.kind == LoadKind::RequestRate)
        s.serving.requestsPerSecond = load.value;
    else
        s.serving.concurrency = int(load.value);
    s.serving.inputLen = lengths.input;
    s.serving.outputLen = lengths.output;
    s.workload.promptLen = lengths.input;   // as the window and the CLI keep them
    s.seqLen = lengths.output;
    s.serving.ttftTargetMs = targets.ttftMs;
    s.serving.tpotTargetMs = targets.tpotMs;
    s.serving.targetStat = targets.stat;
    return s;
}

std::string describe(const ModelCase &model, const LoadCase &load, const Lengths &lengths, const Targets &targets)
{
    char text[200];
    std::snprintf(text, sizeof text, "%s (%s), %g %s, %d in / %d out, TTFT %g ms / TPOT %g ms at %s", model.id,
                  std::string(toString(model.weights)).c_str(), load.value,
                  load.kind == LoadKind::RequestRate ? "req/s" : "users", lengths.input, lengths.output,
                  targets.ttftMs, targets.tpotMs, std::string(toString(targets.stat)).c_str());
    return text;
}

// The candidate with the fewest GPUs of each GPU type.
std::map<std::string, const Candidate *> fewestPerGpu(const Recommendation &r)
{
    std::map<std::string, const Candidate *> fewest;
    for (const Candidate &c : r.candidates) {
        auto [it, added] = fewest.try_emplace(c.scenario.gpuId, &c);
        if (!added && c.scenario.parallel.gpus < it->second->scenario.parallel.gpus)
            it->second = &c;
    }
    return fewest;
}

// What the recommended configuration is, for a failure message.
std::string explain(const Candidate &c, LatencyStat stat)
{
    if (!c.estimate.serving)
        return "no serving estimate";
    const ServingEstimate &v = *c.estimate.serving;
    char text[300];
    std::snprintf(text, sizeof text,
                  "tp %d ep %d pp %d x %d replicas, %.0f of %d sequences a replica, %.2f req/s capacity a replica, "
                  "TTFT %.0f ms, TPOT %.1f ms, %s bound",
                  c.scenario.parallel.tp, c.scenario.parallel.ep, c.scenario.parallel.pp, v.replicas, v.concurrency, v.maxConcurrency, v.capacityRequestsPerSecond,
                  v.ttftMs.at(stat), v.tpotMs.at(stat), std::string(toString(v.bindingLimit)).c_str());
    return text;
}

// One GPU type's answer in one cell of the grid: the fewest GPUs among its candidates, the
// bound, and what the configuration is (for the messages).
struct Answer {
    std::string cell;
    std::string gpuId;
    int gpus = 0;
    int replicas = 0;
    double users = 0;   // closed loop; 0 for a request rate
    Bound bound;
    std::string configuration;

    std::string message() const
    {
        char text[300];
        std::snprintf(text, sizeof text,
                      " on %s: %d GPUs against the bound %d (weights %.2f, arithmetic %.2f, TPOT streaming %.2f, "
                      "TTFT prefill %.2f, KV memory %d, KV bandwidth %d GPUs); ",
                      gpuId.c_str(), gpus, bound.gpus, bound.memoryGpus, bound.computeGpus, bound.tpotGpus,
                      bound.ttftGpus, bound.kvMemoryGpus, bound.kvBandwidthGpus);
        return cell + text + configuration;
    }
};

// The whole grid, 6 models x 7 loads x 3 length pairs x 4 targets = 504 recommendations over
// the built-in catalog, once for every test here (about a second in a release build).
// GPUSIZER_BOUNDS_DUMP=1 prints every answer.
const std::vector<Answer> &sweep()
{
    static const std::vector<Answer> answers = [] {
        std::vector<Answer> out;
        const GpuCatalog &catalog = GpuCatalog::builtIn();
        const bool dump = std::getenv("GPUSIZER_BOUNDS_DUMP") != nullptr;
        for (const ModelCase &model : kModels) {
            const Architecture *arch = ModelCatalog::builtIn().find(model.id);
            if (arch == nullptr) {
                ADD_FAILURE() << model.id << " is not in the model catalog";
                continue;
            }
            for (const LoadCase &load : kLoads)
                for (const Lengths &lengths : kLengths)
                    for (const Targets &targets : kTargets) {
                        const Scenario question = servingScenario(model, load, lengths, targets);
                        const Recommendation r = recommend(question, catalog);
                        for (const auto &[gpuId, fewest] : fewestPerGpu(r)) {
                            Answer a;
                            a.cell = describe(model, load, lengths, targets);
                            a.gpuId = gpuId;
                            a.gpus = fewest->scenario.parallel.gpus;
                            a.replicas = fewest->scenario.serving.replicas;
                            a.users = load.kind == LoadKind::Concurrency ? load.value : 0.0;
                            a.bound = lowerBound(*arch, model.weights, question.serving.kvDtype, *catalog.find(gpuId),
                                                 load, lengths, targets);
                            a.configuration = explain(*fewest, targets.stat);
                            if (dump)
                                std::printf("%s\n", a.message().c_str());
                            out.push_back(std::move(a));
                        }
                    }
        }
        return out;
    }();
    return answers;
}

} // namespace

// No configuration has fewer GPUs than the physics of the load needs.
TEST(ServingBounds, FewestGpusOfEachTypeAreAtLeastThePhysicalBound)
{
    const std::vector<Answer> &answers = sweep();
    ASSERT_GT(answers.size(), 5000u);   // most cells are answered by many GPU types
    int below = 0;
    for (const Answer &a : answers) {
        below += a.gpus < a.bound.gpus ? 1 : 0;
        EXPECT_GE(a.gpus, a.bound.gpus) << a.message();
    }
    std::printf("serving bounds: %zu answers (GPU type x cell), %d below the bound\n", answers.size(), below);
}

// Replicas beyond one a user only idle: a closed loop never gets more replicas than users.
TEST(ServingBounds, AClosedLoopNeverGetsMoreReplicasThanUsers)
{
    for (const Answer &a : sweep()) {
        if (a.users > 0) {
            EXPECT_LE(a.replicas, a.users) << a.message();
        }
    }
}

// Nor ten times more. Replicas pile up where one request alone is already close to the TPOT
// target (Llama 70B in bf16 on eight PCIe cards at 50 ms, DeepSeek-V3 on 94 GB cards, a 405B
// prompt of 8,000 tokens stalling every decode step it lands in): the recommender declines a
// GPU type beyond ten times its own, simpler physical minimum (servingPhysicalMinimum(): weights
// and arithmetic only, never above this test's bound) and says why (ServingMinimum.*); 430 of
// 10,519 answers broke this before it did.
TEST(ServingBounds, FewestGpusOfEachTypeAreWithinTenTimesThePhysicalBound)
{
    const std::vector<Answer> &answers = sweep();
    int above = 0;
    for (const Answer &a : answers) {
        above += a.gpus > 10 * a.bound.gpus ? 1 : 0;
        EXPECT_LE(a.gpus, 10 * a.bound.gpus) << a.message();
    }
    std::printf("serving bounds: %zu answers, %d above ten times the bound\n", answers.size(), above);
}

// Of the GPU types that answer a question, the best needs at most ten times the bound: the
// list a consultant reads starts within physics.
TEST(ServingBounds, AQuestionsBestGpuTypeIsWithinTenTimesItsBound)
{
    std::map<std::string, double> best;   // question -> fewest GPUs over bound of its GPU types
    for (const Answer &a : sweep()) {
        const double ratio = double(a.gpus) / a.bound.gpus;
        auto [it, added] = best.try_emplace(a.cell, ratio);
        if (!added)
            it->second = std::min(it->second, ratio);
    }
    EXPECT_EQ(best.size(), std::size(kModels) * std::size(kLoads) * std::size(kLengths) * std::size(kTargets));
    for (const auto &[cell, ratio] : best) {
        EXPECT_LE(ratio, 10.0) << cell;
    }
}

// The bound itself, by hand: Llama 3.1 70B in bf16 (141 GB of weights) needs 2 H100 (0.9 x
// 84.9 GB each). 300 users held at 2 s + 399 x 50 ms = 21.95 s a request complete 13.7
// requests per second of 2 x 68.45e9 x 2,399 (the layers) + 2 x 1.05e9 x 400 (the LM head) +
// 7.6e12 (attention) = 3.37e14 FLOPs, 4.6e15 FLOP/s: 4.65 H100 at 989.5 TFLOP/s. A decode pass
// reads 139 GB of weights and its sequence's KV, 327,680 bytes a token (80 layers x 8 KV heads
// x 128 x K and V x 2 bytes), 0.72 GB at the mean context of 2,199 tokens: within 50 ms at
// 3.35 TB/s, 0.83 H100. A prompt's prefill, 2.8e14 FLOPs within 2 s: 0.14 H100. The users hold
// at least 146 GB of KV (at the fastest decode the weights' stream allows; 182 GB at the
// slowest the TPOT target allows), which with the weights fills 4 H100. The bound stays the
// arithmetic's 5. (The recommendation for this question, 5 to 50 H100 at every statistic, is
// ServingLatency.TheHeadlineQuestionNeedsAFewServersAtEveryStatistic.)
TEST(ServingBounds, TheBoundOfTheHeadlineQuestion)
{
    const Architecture &arch = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    const Bound b = lowerBound(arch, DType::BF16, DType::BF16, h100, {LoadKind::Concurrency, 300}, {2000, 400},
                               {2000, 50, LatencyStat::P99});
    EXPECT_NEAR(b.memoryGpus, 1.85, 0.05);
    EXPECT_NEAR(b.computeGpus, 4.65, 0.05);
    EXPECT_NEAR(b.tpotGpus, 0.83, 0.01);
    EXPECT_NEAR(b.ttftGpus, 0.14, 0.01);
    EXPECT_EQ(b.kvMemoryGpus, 4);
    EXPECT_EQ(b.gpus, 5);
}

// KV bytes a token from the shape: Llama 3.1 70B keeps K and V of 8 heads of 128 in 80 layers
// (327,680 bytes in bf16); DeepSeek-V3's MLA keeps a 512-wide latent and a 64-wide rope key
// in 61 layers (70,272 bytes), once: a tensor-parallel engine that holds the latent on each
// of 8 ranks needs 8 times that, a deployment does not.
TEST(ServingBounds, KvBytesPerTokenComeFromTheShapeAndAreNotReplicated)
{
    const Architecture &llama = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const Architecture &deepseek = *ModelCatalog::builtIn().find("deepseek-v3");
    EXPECT_DOUBLE_EQ(kvValuesPerLayer(llama) * kvBytesPerValue(DType::BF16) * llama.layers, 327680.0);
    EXPECT_DOUBLE_EQ(kvValuesPerLayer(deepseek) * kvBytesPerValue(DType::BF16) * deepseek.layers, 70272.0);
    EXPECT_DOUBLE_EQ(layerPositions(llama, 2000, 2000), 80.0 * 2000);
    EXPECT_DOUBLE_EQ(layerPositions(llama, 1, 4), 80.0 * 10);
    // A sliding window of 4 caps the positions: 1 + 2 + 3 + 4 + 6 x 4.
    EXPECT_DOUBLE_EQ(sumUpTo(1, 10, 4), 34.0);
    EXPECT_DOUBLE_EQ(sumUpTo(5, 10, 4), 24.0);
    EXPECT_DOUBLE_EQ(sumUpTo(1, 3, 4), 6.0);
}
