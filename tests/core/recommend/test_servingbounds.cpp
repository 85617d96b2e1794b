// Serving recommendations within physics (issue #22): over a grid of models (dense, MoE, MLA),
// loads, request lengths and latency targets, the fewest GPUs of each recommended GPU type are
// at least a lower bound computed here from first principles (and, a property the model does
// not hold yet, at most ten times it). The bound is the larger of two things no deployment
// escapes: every GPU holds its share of the weights, and the GPUs together do the arithmetic
// of the requests that arrive (2 FLOPs per active parameter per token, at the GPU's dense
// peak). Nothing here comes from the serving model itself.
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

// Requests per second the deployment completes at least: the configured rate, or for N
// closed-loop users N over the longest latency the targets allow (Little's law).
double arrivalRate(const LoadCase &load, const Lengths &lengths, const Targets &targets)
{
    if (load.kind == LoadKind::RequestRate)
        return load.value;
    return load.value / ((targets.ttftMs + lengths.output * targets.tpotMs) / 1e3);
}

struct Bound {
    double memoryGpus = 0;
    double computeGpus = 0;
    int gpus = 1;
};

Bound lowerBound(const Architecture &model, DType weights, const GpuSpec &gpu, const LoadCase &load,
                 const Lengths &lengths, const Targets &targets)
{
    const ParameterCounts counts = countParameters(model);
    Bound b;
    b.memoryGpus = counts.total * bytesPerWeight(weights) / (0.9 * gpu.usableBytes);
    const double flopsPerRequest = 2.0 * counts.active * double(lengths.input + lengths.output);
    b.computeGpus = arrivalRate(load, lengths, targets) * flopsPerRequest / peakFlops(gpu, weights);
    b.gpus = std::max(1, int(std::ceil(std::max(b.memoryGpus, b.computeGpus) - 1e-9)));
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
                  "tp %d x %d replicas, %.0f of %d sequences a replica, %.2f req/s capacity a replica, "
                  "TTFT %.0f ms, TPOT %.1f ms, %s bound",
                  c.scenario.parallel.tp, v.replicas, v.concurrency, v.maxConcurrency, v.capacityRequestsPerSecond,
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
        char text[200];
        std::snprintf(text, sizeof text, " on %s: %d GPUs against the bound %d (weights %.2f, arithmetic %.2f GPUs); ",
                      gpuId.c_str(), gpus, bound.gpus, bound.memoryGpus, bound.computeGpus);
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
                        const Recommendation r = recommend(servingScenario(model, load, lengths, targets), catalog);
                        for (const auto &[gpuId, fewest] : fewestPerGpu(r)) {
                            Answer a;
                            a.cell = describe(model, load, lengths, targets);
                            a.gpuId = gpuId;
                            a.gpus = fewest->scenario.parallel.gpus;
                            a.replicas = fewest->scenario.serving.replicas;
                            a.users = load.kind == LoadKind::Concurrency ? load.value : 0.0;
                            a.bound = lowerBound(*arch, model.weights, *catalog.find(gpuId), load, lengths, targets);
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

// No configuration has fewer GPUs than hold the weights and do the arithmetic of the load.
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

// Nor ten times more. Disabled: the serving model breaks it in about 7 % of the answers (issue
// #22; run with --gtest_also_run_disabled_tests). What drives them: a TPOT target near the
// time a step takes to stream the weights (MoE on PCIe cards, 8 x L4 for Mixtral: ~54 ms a
// step at full expert use), which leaves a few sequences a replica; the KV cache of many
// users with long contexts, which the bound leaves out; a TTFT target just above the prefill
// of one prompt (405B, 8,000 tokens, 2 s), which leaves the replicas nearly idle; and two
// artefacts of the model: the replicas-for-targets search ignores whether the load is held
// (GPU types drop out), and MoE steps average their prompt tokens over every step.
TEST(ServingBounds, DISABLED_FewestGpusOfEachTypeAreWithinTenTimesThePhysicalBound)
{
    const std::vector<Answer> &answers = sweep();
    int above = 0;
    for (const Answer &a : answers) {
        above += a.gpus > 10 * a.bound.gpus ? 1 : 0;
        EXPECT_LE(a.gpus, 10 * a.bound.gpus) << a.message();
    }
    std::printf("serving bounds: %zu answers, %d above ten times the bound\n", answers.size(), above);
}

// The bound itself, by hand: Llama 3.1 70B in bf16 (141 GB of weights) needs 2 H100 (0.9 x
// 84.9 GB each), and 300 users held at 2 s + 400 x 50 ms = 22 s a request arrive at 13.6
// requests per second of 2 x 70.6e9 x 2,400 FLOPs, 4.6e15 FLOP/s: 4.7 H100 at 989.5 TFLOP/s.
// (The recommendation for this question, 5 to 50 H100 at every statistic, is
// ServingLatency.TheHeadlineQuestionNeedsAFewServersAtEveryStatistic.)
TEST(ServingBounds, TheBoundOfTheHeadlineQuestion)
{
    const Architecture &arch = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    const Bound b = lowerBound(arch, DType::BF16, h100, {LoadKind::Concurrency, 300}, {2000, 400},
                               {2000, 50, LatencyStat::P99});
    EXPECT_NEAR(b.memoryGpus, 1.85, 0.05);
    EXPECT_NEAR(b.computeGpus, 4.7, 0.1);
    EXPECT_EQ(b.gpus, 5);
}
