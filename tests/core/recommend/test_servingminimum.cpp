// The physical minimum of a serving load and the GPU types the recommender declines beyond ten
// times it (issue #22): weights over 0.9 x memory, the arithmetic of the requests the targets
// let the load complete over the dense peak.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"
#include "recommend/servingminimum.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;

namespace {

Scenario serving(const char *model, DType weights, int users, int in, int out, double ttftMs, double tpotMs)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model);
    s = withMethod(s, Method::Inference);
    s.weightDtype = weights;
    s.serving.engine = ServingEngine::VLLM;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = users;
    s.serving.inputLen = in;
    s.serving.outputLen = out;
    s.workload.promptLen = in;
    s.seqLen = out;
    s.serving.ttftTargetMs = ttftMs;
    s.serving.tpotTargetMs = tpotMs;
    return s;
}

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

} // namespace

// The headline question by hand: 300 users held at 2 s + 400 x 50 ms = 22 s complete 13.6
// requests a second, each 2 x 68.45e9 x 2,399 (the layers) + 2 x 1.05e9 x 400 (the LM head) =
// 3.29e14 FLOPs: 4.49e15 FLOP/s, 4.5 H100 at 989.5 TFLOP/s, so 5 (the weights, 141 GB, need
// 1.85 of 0.9 x 84.9 GB).
TEST(ServingMinimum, TheHeadlineQuestionNeedsFiveH100AtTheLeast)
{
    const Scenario s = serving("llama-3.1-70b", DType::BF16, 300, 2000, 400, 2000, 50);
    EXPECT_EQ(servingPhysicalMinimum(s, gpu("h100-sxm")), 5);
    // Ten users leave the weights: 0.15 H100 of arithmetic, 1.85 of memory.
    EXPECT_EQ(servingPhysicalMinimum(serving("llama-3.1-70b", DType::BF16, 10, 2000, 400, 2000, 50), gpu("h100-sxm")), 2);
}

// FP8 weights halve the memory and run at the FP8 peak; an open loop's rate sets the arithmetic
// with no targets; a closed loop without a TPOT target sets no rate (0: nothing to judge).
TEST(ServingMinimum, FormatsAndLoadsSetTheRate)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    Scenario s = serving("llama-3.1-70b", DType::FP8, 300, 2000, 400, 2000, 50);
    EXPECT_EQ(servingPhysicalMinimum(s, h100), 3);   // 4.49e15 over 1,979 TFLOP/s: 2.3
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = 50;
    s.serving.ttftTargetMs.reset();
    s.serving.tpotTargetMs.reset();
    EXPECT_EQ(servingPhysicalMinimum(s, h100), 9);   // 50 x 3.29e14 over 1,979 TFLOP/s: 8.3
    s.serving.load = LoadKind::Concurrency;
    EXPECT_EQ(servingPhysicalMinimum(s, h100), 0);
}

// Mixtral in bf16 on L4 for 300 users at 50 ms: eight L4 hold 11.7 GB each and stream them at
// 300 GB/s; a handful of sequences touch every expert, so a replica meets 50 ms with only a
// few users of the hundreds its KV pool holds, and the load takes hundreds of L4 where its
// physics needs a few. The type is declined with what it would take and why; the other types
// still answer.
TEST(ServingMinimum, AGpuTypeWhoseReplicasServeOnlyAFewUsersIsDeclinedWithWhy)
{
    const Scenario s = serving("mixtral-8x7b", DType::BF16, 300, 500, 1500, 2000, 50);
    const Recommendation r = recommend(s, GpuCatalog::builtIn());
    const auto l4 = std::find_if(r.declined.begin(), r.declined.end(), [](const ServingDecline &d) { return d.gpuId == "l4"; });
    ASSERT_NE(l4, r.declined.end());
    EXPECT_EQ(l4->physicalMinimum, servingPhysicalMinimum(s, gpu("l4")));
    EXPECT_GT(l4->gpus, kMostGpusPerPhysicalMinimum * l4->physicalMinimum);
    EXPECT_EQ(l4->gpus, l4->replicas * l4->gpusPerReplica);
    EXPECT_LT(l4->sequencesPerReplica, 0.1 * l4->maxSequencesPerReplica);
    EXPECT_GT(l4->aloneTpotMs, 0.0);
    EXPECT_LT(l4->aloneTpotMs, 50);
    ASSERT_FALSE(r.candidates.empty());
    for (const Candidate &c : r.candidates) {
        EXPECT_NE(c.scenario.gpuId, "l4");
        EXPECT_LE(c.scenario.parallel.gpus,
                  kMostGpusPerPhysicalMinimum * servingPhysicalMinimum(s, gpu(c.scenario.gpuId.c_str())));
    }
}

// The headline question declines no Hopper GPU.
TEST(ServingMinimum, TheHeadlineQuestionDeclinesNoHopperGpu)
{
    const Recommendation r = recommend(serving("llama-3.1-70b", DType::BF16, 300, 2000, 400, 2000, 50), GpuCatalog::builtIn());
    for (const ServingDecline &d : r.declined) {
        EXPECT_NE(d.gpuId, "h100-sxm");
        EXPECT_NE(d.gpuId, "h200-sxm");
    }
}
