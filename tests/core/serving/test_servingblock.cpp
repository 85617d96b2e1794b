// Why nothing serves: the floor of a request alone against the target, or weights with no room
// for a KV cache, instead of a pile of replicas.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "model/units.h"
#include "recommend/recommender.h"
#include "recommend/servingblock.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

Scenario seventyB(double tpotTargetMs)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Inference);
    s.gpuId = "h100-sxm";
    s.serving.concurrency = 300;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.ttftTargetMs = 2000;
    s.serving.tpotTargetMs = tpotTargetMs;
    return s;
}

} // namespace

TEST(ServingBlock, ATpotBelowOneDecodeStepIsAFloorNoReplicaLowers)
{
    const Scenario s = seventyB(4);
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    // Nothing in the catalog serves it: 4 ms is under one decode step of 70B on any node.
    RecommendOptions options;
    options.gpuIds = {"h100-sxm"};
    EXPECT_TRUE(recommend(s, GpuCatalog::builtIn(), options).candidates.empty());
    const auto block = servingBlock(s, h100, GpuCatalog::builtIn());
    ASSERT_TRUE(block);
    EXPECT_EQ(block->cause, ServingLimit::LatencyTarget);
    EXPECT_EQ(block->tp, 8);
    EXPECT_TRUE(block->tpotFloorMissesTarget);
    EXPECT_FALSE(block->ttftFloorMissesTarget);
    // Physics: a decode step streams a TP-8 shard of 141 GB of bf16 weights, 17.6 GB per GPU, at
    // 3.35 TB/s at best: 5.3 ms; the model's floor is no lower.
    const double shardBytes = 2 * 70.55e9 / 8;
    EXPECT_GT(block->aloneTpotMs, 1e3 * shardBytes / (h100.memoryBandwidthGBs * units::kGB));
    EXPECT_LT(block->aloneTpotMs, 50.0);
}

TEST(ServingBlock, WeightsThatLeaveNoKvRoomAreTheCause)
{
    Scenario s = seventyB(50);
    s.model = *ModelCatalog::builtIn().find("llama-3.1-405b");
    const GpuSpec &rtx = *GpuCatalog::builtIn().find("rtx-4090");  // 4 x 24 GB against 810 GB of weights
    const auto block = servingBlock(s, rtx, GpuCatalog::builtIn());
    ASSERT_TRUE(block);
    EXPECT_EQ(block->cause, ServingLimit::WeightsDoNotFit);
}

TEST(ServingBlock, NothingBlocksWhatReplicasServe)
{
    const Scenario s = seventyB(50);
    EXPECT_FALSE(servingBlock(s, *GpuCatalog::builtIn().find("h100-sxm"), GpuCatalog::builtIn()));
}
