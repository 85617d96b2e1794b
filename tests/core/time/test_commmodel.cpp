// Communication per optimizer step, hand-computed. Llama-2-7B trains 6,607,077,376 matmul
// weights (layers + LM head); A100 SXM: NVLink 300 GB/s per direction x 0.9 link efficiency.
#include "estimate/time/commmodel.h"
#include "estimate/time/flopsmodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::timing;
using namespace gpusizer::core::testing;

namespace {
constexpr double kWeights = 6607077376.0;
constexpr double kNvlink = 300e9 * 0.9;

Scenario dataParallel(Sharding sharding, int gpus, int perNode)
{
    Scenario s = scenario("llama-2-7b", Method::Full);
    s.parallel.gpus = gpus;
    s.parallel.gpusPerNode = perNode;
    s.parallel.sharding = sharding;
    return s;
}
} // namespace

TEST(CommModel, DdpAllReducesSixteenBitGradientsOncePerStep)
{
    Scenario s = dataParallel(Sharding::DDP, 8, 8);
    s.gradAccum = 4;  // accumulation does not add all-reduces
    const CommTimes c = communicationPerStep(s, gpu("a100-80gb-sxm"), matmulParams(s));
    EXPECT_NEAR(c.dataParallelSeconds, 2.0 * 7.0 / 8.0 * kWeights * 2.0 / kNvlink, 1e-9);  // 0.0856 s
    EXPECT_FALSE(c.crossesNodes);
    EXPECT_DOUBLE_EQ(c.pipelineBubbleFraction, 0.0);
}

// ZeRO-2 keeps only its gradient partition: a reduce-scatter after each of the 4 backwards and
// one all-gather of the updated weights, 5 ring passes against DDP's all-reduce (2).
TEST(CommModel, ZeroTwoReduceScattersAfterEveryBackward)
{
    Scenario s = dataParallel(Sharding::ZeRO2, 8, 8);
    s.gradAccum = 4;
    const CommTimes c = communicationPerStep(s, gpu("a100-80gb-sxm"), matmulParams(s));
    EXPECT_NEAR(c.dataParallelSeconds, 5.0 * 7.0 / 8.0 * kWeights * 2.0 / kNvlink, 1e-9);  // 0.214 s
    s.gradAccum = 1;  // one backward: the all-reduce's bytes
    EXPECT_NEAR(communicationPerStep(s, gpu("a100-80gb-sxm"), matmulParams(s)).dataParallelSeconds,
                2.0 * 7.0 / 8.0 * kWeights * 2.0 / kNvlink, 1e-9);
}

TEST(CommModel, FullShardGathersTwiceAndReduceScattersEveryMicroBatch)
{
    Scenario s = dataParallel(Sharding::FSDP, 8, 8);
    s.gradAccum = 4;
    const CommTimes c = communicationPerStep(s, gpu("a100-80gb-sxm"), matmulParams(s));
    EXPECT_NEAR(c.dataParallelSeconds, 4.0 * 7.0 / 8.0 * kWeights * 6.0 / kNvlink, 1e-9);  // 0.514 s
}

TEST(CommModel, LoraAllReducesOnlyTheAdapters)
{
    Scenario s = dataParallel(Sharding::DDP, 4, 4);
    s.method = Method::LoRA;
    const MatmulParams p = matmulParams(s);
    const CommTimes c = communicationPerStep(s, gpu("rtx-4090"), p);
    // PCIe 4.0 x16: 25 GB/s x 0.9; fp32 adapter gradients.
    EXPECT_NEAR(c.dataParallelSeconds, 2.0 * 3.0 / 4.0 * 16777216.0 * 4.0 / (25e9 * 0.9), 1e-12);
}

TEST(CommModel, RingsAcrossNodesUseEveryNicWhileAllToAllUsesOne)
{
    Scenario s = dataParallel(Sharding::DDP, 16, 8);
    const GpuSpec &a100 = gpu("a100-80gb-sxm");
    s.interNodeBandwidthGBs = 50;  // 8 x 50 GB/s > NVLink: the ring runs at NVLink speed
    EXPECT_DOUBLE_EQ(collectiveBandwidth(s, a100, true, Collective::Ring), kNvlink);
    EXPECT_DOUBLE_EQ(collectiveBandwidth(s, a100, true, Collective::AllToAll), 50e9 * 0.9);
    s.interNodeBandwidthGBs = 10;  // 8 x 10 GB/s: the NICs limit
    EXPECT_DOUBLE_EQ(collectiveBandwidth(s, a100, true, Collective::Ring), 80e9 * 0.9);
    const CommTimes c = communicationPerStep(s, a100, matmulParams(s));
    EXPECT_TRUE(c.crossesNodes);
    EXPECT_NEAR(c.dataParallelSeconds, 2.0 * 15.0 / 16.0 * kWeights * 2.0 / (80e9 * 0.9), 1e-9);
}

TEST(CommModel, Nvl72DomainKeepsExpertTrafficOnNvlink)
{
    Scenario s = scenario("qwen3-30b-a3b", Method::Pretrain, "gb200-per-gpu");
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 4;  // 4 GPUs per tray, 72 per NVLink domain
    EXPECT_EQ(fastLinkDomain(s, gpu("gb200-per-gpu")), 72);
    EXPECT_EQ(fastLinkDomain(s, gpu("h100-sxm")), 4);
}

TEST(CommModel, PipelineBubbleAndTensorParallelTraffic)
{
    const Scenario s = llama70bTp4Pp4();
    const CommTimes c = communicationPerStep(s, gpu("h100-sxm"), matmulParams(s));
    EXPECT_DOUBLE_EQ(c.pipelineBubbleFraction, 3.0 / 15.0);
    // 4 all-reduces per layer of 4096 x 8192 bf16 activations, ring factor 2·3/4, 20 layers per
    // stage, 12 micro-batches, NVLink 450 GB/s x 0.9.
    const double perMicroBatch = 4.0 * 20.0 * 2.0 * 0.75 * 4096.0 * 8192.0 * 2.0;
    EXPECT_NEAR(c.tensorParallelSeconds, 12.0 * perMicroBatch / (450e9 * 0.9), 1e-9);
}

TEST(CommModel, OptimizerOffloadCrossesPcieEveryStep)
{
    Scenario s = scenario("llama-2-7b", Method::Full);
    s.parallel.offload = Offload::Optimizer;
    const CommTimes c = communicationPerStep(s, gpu("a100-80gb-sxm"), matmulParams(s));
    // fp32 gradients down, bf16 weights up over PCIe 4.0 (25 GB/s) + CPU Adam at 2e9 params/s.
    EXPECT_NEAR(c.offloadSeconds, kWeights * 6.0 / 25e9 + kWeights / 2e9, 1e-9);
}
