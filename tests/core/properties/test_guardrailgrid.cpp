// Guard rails over a grid (issue #24 point 4): real models from 1B to 405B, dense and mixtures
// of experts, every method, every GPU of the catalog, three sequence lengths, batches and GPU
// counts. No estimate that fits its GPUs may imply more than 75 % MFU in training (the most a
// published run reaches, docs/estimation.md "Guard rails"), more than 90 % of the memory
// bandwidth in decode, or a step faster than its roofline. It prints how many do, and each kind
// with its worst case; those that do not fit (whose time is a what-if) are printed apart.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "estimate/guardrails.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/time/timemodel.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

constexpr std::array kModels{"llama-3.2-1b",  "llama-3.1-8b", "qwen2.5-32b",  "llama-3.1-70b",  "llama-3.1-405b",
                             "qwen3-30b-a3b", "mixtral-8x7b", "gpt-oss-120b", "qwen3-235b-a22b"};
constexpr std::array kMethods{Method::Full, Method::LoRA, Method::QLoRA, Method::Pretrain, Method::Inference};
constexpr std::array kSeqLens{512, 4096, 32768};
constexpr std::array kBatches{1, 8, 64};
constexpr std::array kGpuCounts{1, 8, 64};
// Training: `batch` sequences of `seqLen` a micro-batch, 4 micro-batches a step, FSDP over more
// than one GPU. Inference: prompts of `seqLen`, 512 generated tokens, `batch` sequences in the
// decode model and `batch` vLLM clients, tensor parallel within a node of 8.
Scenario scenarioOf(const Architecture &model, Method method, const GpuSpec &gpu, int seqLen, int batch, int gpus)
{
    Scenario s;
    s.model = model;
    s.method = method;
    s.weightDtype = method == Method::QLoRA ? DType::NF4 : DType::BF16;
    s.computeDtype = DType::BF16;
    s.optimizer = method == Method::Inference ? Optimizer::None : Optimizer::AdamW;
    s.gpuId = gpu.id;
    s.parallel.gpus = gpus;
    s.parallel.gpusPerNode = 8;
    s.microBatch = batch;
    s.workload.datasetTokens = 1e9;
    if (method == Method::Inference) {
        s.seqLen = 512;
        s.workload.promptLen = seqLen;
        s.serving.inputLen = seqLen;
        s.serving.outputLen = 512;
        s.serving.concurrency = batch;
        s.parallel.tp = std::min(gpus, 8);
    } else {
        s.seqLen = seqLen;
        s.gradAccum = 4;
        s.parallel.sharding = gpus > 1 ? Sharding::FSDP : Sharding::None;
    }
    return s;
}

bool estimable(const Scenario &s, const GpuSpec &gpu)
{
    if (validateScenario(s) || validateTimeInputs(s, gpu))
        return false;
    return s.method != Method::Inference || !serving::checkEngineFormats(s, gpu);
}

std::string describe(const Scenario &s)
{
    return s.model.id + " " + std::string(toString(s.method)) + " on " + std::to_string(s.parallel.gpus) + " x "
           + s.gpuId + ", seq " + std::to_string(s.method == Method::Inference ? s.serving.inputLen : s.seqLen)
           + ", batch " + std::to_string(s.microBatch);
}

// The breaks of one kind (rail, step, GPU, method): how many, and the worst.
struct Kind {
    std::size_t count = 0;
    double worst = 0;
    double limit = 0;
    std::string where;
};
using KindKey = std::tuple<std::string, std::string, std::string, std::string>;

void print(const char *title, const std::map<KindKey, Kind> &kinds)
{
    for (const auto &[key, kind] : kinds)
        std::printf("  %s %s/%s on %s, %s: %zu, worst %.3f (limit %.2f) at %s\n", title,
                    std::get<0>(key).c_str(), std::get<1>(key).c_str(), std::get<2>(key).c_str(),
                    std::get<3>(key).c_str(), kind.count, kind.worst, kind.limit, kind.where.c_str());
}

} // namespace

TEST(GuardRailGrid, NoEstimateThatFitsBreaksARail)
{
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    std::size_t checked = 0;
    std::size_t fitting = 0;
    std::size_t breaking = 0;
    std::size_t whatIfs = 0;   // break a rail, but do not fit their GPUs
    std::map<KindKey, Kind> breaks;
    std::map<KindKey, Kind> whatIfBreaks;
    for (const char *id : kModels) {
        const Architecture *model = ModelCatalog::builtIn().find(id);
        ASSERT_NE(model, nullptr) << id;
        for (Method method : kMethods)
            for (const GpuSpec &gpu : catalog.gpus())
                for (int seqLen : kSeqLens)
                    for (int batch : kBatches)
                        for (int gpus : kGpuCounts) {
                            const Scenario s = scenarioOf(*model, method, gpu, seqLen, batch, gpus);
                            if (!estimable(s, gpu))
                                continue;
                            ++checked;
                            const Estimate e = estimate(s, gpu);
                            const bool fits = e.verdict != FitVerdict::DoesNotFit;
                            fitting += fits ? 1 : 0;
                            const GuardRails rails = checkGuardRails(s, gpu, e);
                            if (!rails.any())
                                continue;
                            ++(fits ? breaking : whatIfs);
                            for (const GuardRailBreak &b : rails.broken) {
                                Kind &kind = (fits ? breaks : whatIfBreaks)[KindKey{
                                    std::string(toString(b.rail)), std::string(toString(b.step)), gpu.id,
                                    std::string(toString(method))}];
                                ++kind.count;
                                kind.limit = b.limit;
                                if (b.value > kind.worst) {
                                    kind.worst = b.value;
                                    kind.where = describe(s);
                                }
                            }
                        }
    }
    std::printf("guard rails: %zu of %zu estimates that fit break a rail (of %zu that do not fit, %zu)\n", breaking,
                fitting, checked - fitting, whatIfs);
    print("BREAKS", breaks);
    print("does not fit, breaks", whatIfBreaks);
    EXPECT_GT(checked, 20000u);
    EXPECT_GT(fitting, 5000u);
    EXPECT_EQ(breaking, 0u) << "estimates that fit and break a rail (listed above)";
}
