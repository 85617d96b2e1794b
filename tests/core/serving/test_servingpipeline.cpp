// Replicas larger than one server: pipeline stages take their layers in turn (a sequence's next
// token passes every stage, so a pipeline holds more KV cache but streams its weights no faster
// than one stage's tensor-parallel group), hand their activations over the link between them,
// and a tensor-parallel group or an expert-parallel exchange that leaves the node crosses the
// scale-out network.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/serving/servingstep.h"
#include "estimate/time/utilisationmodel.h"
#include "replicascenario.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

const GpuSpec &h100() { return *GpuCatalog::builtIn().find("h100-sxm"); }

Scenario replica(const char *model, DType weights, int tp, int pp, int ep = 1)
{
    return servingfixtures::replicaScenario(model, weights, tp, pp, ep);
}

} // namespace

// Llama 3.1 70B in bf16 on TP 4 x PP 2 (eight GPUs, one node) against TP 4 alone: every GPU
// holds half the weights, so the KV pool more than doubles, but a token still streams all
// 141 GB over four GPUs' bandwidth, two stages in turn: one user's TPOT is within 1 % of TP 4's
// (one hand-over of a token's hidden state more, the prompt's arithmetic on eight GPUs).
TEST(ServingPipeline, StagesHoldMoreKvButStreamNoFaster)
{
    const ServingEstimate tp4 = estimateServing(replica("llama-3.1-70b", DType::BF16, 4, 1), h100());
    const ServingEstimate pp2 = estimateServing(replica("llama-3.1-70b", DType::BF16, 4, 2), h100());
    ASSERT_TRUE(tp4.fits && pp2.fits);
    EXPECT_EQ(pp2.gpusPerReplica, 8);
    EXPECT_NEAR(pp2.weightBytes, tp4.weightBytes / 2, 1.0);
    EXPECT_GT(pp2.maxConcurrency, 2 * tp4.maxConcurrency);
    EXPECT_NEAR(pp2.tpotMs.mean, tp4.tpotMs.mean, 0.01 * tp4.tpotMs.mean);
    // Eight GPUs of tensor parallelism stream the weights twice as fast.
    const ServingEstimate tp8 = estimateServing(replica("llama-3.1-70b", DType::BF16, 8, 1), h100());
    EXPECT_LT(tp8.tpotMs.mean, 0.7 * pp2.tpotMs.mean);
}

// The step of a pipeline by hand: 405B in bf16 over two H100 nodes (TP 8 x PP 2), one sequence
// with no context: each GPU streams 810.3 GB / 16 of weights at 0.72 x 3.35 TB/s (21.0 ms a
// stage), two stages in turn, one hand-over of 16,384 x 2 B across the 50 GB/s network at 0.7
// of it (28 us + 0.94 us), the stages' all-reduces (126 layers x 2 x (28 us + 28 KiB at 0.7 x
// 450 GB/s)) and the host's 1.4 ms.
TEST(ServingPipeline, AStepPassesEveryStageAndCrossesTheNetworkBetweenThem)
{
    const Scenario s = replica("llama-3.1-405b", DType::BF16, 8, 2);
    const serving::ReplicaShape r = serving::replicaShape(s, h100());
    const serving::EngineProfile engine = serving::engineProfile(ServingEngine::VLLM, h100());
    EXPECT_EQ(r.gpus, 16);
    EXPECT_DOUBLE_EQ(r.stageLinkGBs, 50.0);
    EXPECT_DOUBLE_EQ(r.tpLinkGBs, h100().linkBandwidthGBs);   // each stage's TP group in its node
    const double bandwidth = h100().memoryBandwidthGBs * 1e9;
    const double stream = r.weightBytes / 16 / (bandwidth * 0.72);
    const double compute = 2.0 * r.activeParams / (16 * r.peakTflops * 1e12 * 0.8);
    const double stage = timing::overlapped(stream, compute);
    const double allReduces = 126 * 2 * (28e-6 + 16384 * 2.0 * 2.0 * 7 / 8 / (h100().linkBandwidthGBs * 1e9 * 0.7));
    const double handOver = 28e-6 + 16384 * 2.0 / (50e9 * 0.7);
    const double expected = 2 * stage + allReduces + handOver + 1.4e-3;
    EXPECT_NEAR(serving::stepSeconds(r, h100(), engine, 1.0, 0.0, 0.0), expected, 1e-9);
    EXPECT_NEAR(stream * 1e3, 21.0, 0.1);
}

// Sixteen GPUs of tensor parallelism over two nodes all-reduce across the network twice a layer:
// slower per token than the pipeline of two nodes with its all-reduces inside each.
TEST(ServingPipeline, TensorParallelismAcrossNodesAllReducesOverTheNetwork)
{
    const Scenario across = replica("llama-3.1-405b", DType::BF16, 16, 1);
    const serving::ReplicaShape r = serving::replicaShape(across, h100());
    EXPECT_DOUBLE_EQ(r.tpLinkGBs, 50.0);
    Scenario many = across;
    many.serving.concurrency = 64;
    Scenario pipeline = replica("llama-3.1-405b", DType::BF16, 8, 2);
    pipeline.serving.concurrency = 64;
    EXPECT_GT(estimateServing(many, h100()).tpotMs.mean, estimateServing(pipeline, h100()).tpotMs.mean);
}

// DeepSeek-V3 expert parallel over two nodes: half of every token's dispatch and combine leaves
// the node, so a slower scale-out network slows the step; Qwen3 30B-A3B expert parallel inside
// one node does not touch the network.
TEST(ServingPipeline, ExpertParallelAcrossNodesSendsTokensOverTheNetwork)
{
    Scenario fast = replica("deepseek-v3", DType::FP8, 1, 1, 16);
    fast.serving.concurrency = 256;
    Scenario slow = fast;
    slow.interNodeBandwidthGBs = 3.125;   // 25 GbE a GPU
    EXPECT_DOUBLE_EQ(serving::replicaShape(fast, h100()).epOffNodeShare, 0.5);
    EXPECT_GT(estimateServing(slow, h100()).tpotMs.mean, 1.05 * estimateServing(fast, h100()).tpotMs.mean);

    Scenario inNode = replica("qwen3-30b-a3b", DType::BF16, 1, 1, 8);
    inNode.serving.concurrency = 64;
    Scenario inNodeSlow = inNode;
    inNodeSlow.interNodeBandwidthGBs = 3.125;
    EXPECT_DOUBLE_EQ(estimateServing(inNode, h100()).tpotMs.mean, estimateServing(inNodeSlow, h100()).tpotMs.mean);
}

// A pipeline stage of a mixture of experts reads its own layers' experts, not every stage's:
// with every expert touched a GPU reads what it holds, at PP 2 half of what it holds at PP 1
// (the decode step streamed twice the bytes before).
TEST(ServingPipeline, AStageOfAMixtureOfExpertsReadsItsOwnLayersOnly)
{
    // A shape points into its scenario (its architecture): the scenarios outlive the shapes.
    const Scenario onePipelineStage = replica("mixtral-8x7b", DType::BF16, 8, 1);
    const Scenario twoPipelineStages = replica("mixtral-8x7b", DType::BF16, 8, 2);
    const serving::ReplicaShape one = serving::replicaShape(onePipelineStage, h100());
    const serving::ReplicaShape two = serving::replicaShape(twoPipelineStages, h100());
    for (const serving::ReplicaShape *r : {&one, &two}) {
        const double everyExpert = serving::weightBytesReadPerGpu(*r, 1e6);
        EXPECT_NEAR(everyExpert, r->weightBytesPerGpu(), 1e-6 * r->weightBytesPerGpu()) << "pp " << r->pp;
    }
    EXPECT_NEAR(serving::weightBytesReadPerGpu(two, 1.0), serving::weightBytesReadPerGpu(one, 1.0) / 2, 1.0);
}
