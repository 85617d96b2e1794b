// Guard rails (issue #24 point 4): the figures an estimate implies, against what no real run
// reaches. Each rail is tripped by a hand-made estimate whose figures are worked out here by
// hand; real scenarios keep inside every rail.
#include "estimate/guardrails.h"

#include "catalog/defaultscenario.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

// One layer, hidden 1000 (10 heads of 100, as many KV heads), a plain MLP of 4000 and 1000
// tokens of vocabulary: attention 4·1000² = 4e6 parameters, MLP 2·1000·4000 = 8e6, LM head
// 1000² = 1e6, embedding 1e6, two norms and a final norm 3000: 14,003,000 in all.
Architecture tinyModel()
{
    Architecture a;
    a.id = "tiny";
    a.layers = 1;
    a.hidden = 1000;
    a.intermediate = 4000;
    a.heads = 10;
    a.kvHeads = 10;
    a.headDim = 100;
    a.vocab = 1000;
    a.mlp = MlpKind::Plain;
    return a;
}

// 1,000 GB/s and 100 dense bf16 TFLOP/s: 1e12 bytes and 1e14 FLOPs a second.
GpuSpec roundGpu()
{
    GpuSpec g;
    g.id = "round";
    g.generation = GpuGeneration::Hopper;
    g.memoryBandwidthGBs = 1000.0;
    g.bf16Tflops = 100.0;
    g.fp16Tflops = 100.0;
    g.usableBytes = 80e9;
    return g;
}

// Inference of the tiny model, one sequence: a 999-token prompt and 2 generated tokens, so the
// decode step reads a mean context of 999 + 2/2 = 1,000 tokens.
Scenario tinyDecode()
{
    Scenario s;
    s.model = tinyModel();
    s.method = Method::Inference;
    s.optimizer = Optimizer::None;
    s.weightDtype = DType::BF16;
    s.computeDtype = DType::BF16;
    s.microBatch = 1;
    s.seqLen = 2;
    s.workload.promptLen = 999;
    s.parallel.gpus = 1;
    s.serving.inputLen = 999;
    s.serving.outputLen = 2;
    s.serving.kvDtype = DType::BF16;
    return s;
}

// The decode step of tinyDecode reads the layers' and the LM head's weights in bf16,
// (4e6 + 8e6 + 1e6)·2 = 26e6 bytes, and the KV cache of 1,000 tokens, 2·10·100 values of
// 2 bytes each a token: 4e6 bytes. 30e6 bytes at 1e12 bytes/s take 30 µs at the least.
constexpr double kTinyDecodeBytes = 30e6;

const GuardRailBreak *findBreak(const GuardRails &rails, GuardRail rail, GuardedStep step)
{
    for (const GuardRailBreak &b : rails.broken)
        if (b.rail == rail && b.step == step)
            return &b;
    return nullptr;
}

} // namespace

TEST(GuardRails, ADecodeStepFasterThanItsBytesAllowBreaksTheBandwidthRail)
{
    Estimate e;
    e.time.stepSeconds = 32e-6;            // 30 µs of bytes in 32 µs: 93.75 % of the bandwidth
    e.time.hardwareFlopsPerToken = 30e6;   // 0.3 µs at the peak
    const GuardRails rails = checkGuardRails(tinyDecode(), roundGpu(), e);
    ASSERT_EQ(rails.steps.size(), 1u);
    const StepLoad &l = rails.steps[0];
    EXPECT_EQ(l.step, GuardedStep::Decode);
    EXPECT_DOUBLE_EQ(l.bytesPerGpu, kTinyDecodeBytes);
    EXPECT_DOUBLE_EQ(l.flopsPerGpu, 30e6);
    EXPECT_DOUBLE_EQ(l.rooflineSeconds(), 30e-6);
    EXPECT_DOUBLE_EQ(l.bandwidthShare(), 0.9375);

    ASSERT_EQ(rails.broken.size(), 1u);   // the roofline (93.75 % of it) holds
    EXPECT_EQ(rails.broken[0].rail, GuardRail::DecodeBandwidth);
    EXPECT_EQ(rails.broken[0].step, GuardedStep::Decode);
    EXPECT_DOUBLE_EQ(rails.broken[0].value, 0.9375);
    EXPECT_DOUBLE_EQ(rails.broken[0].limit, 0.90);
    EXPECT_TRUE(rails.breaks(GuardRail::DecodeBandwidth));
    EXPECT_FALSE(rails.breaks(GuardRail::Roofline));
}

TEST(GuardRails, ADecodeStepBelowItsRooflineBreaksBothRails)
{
    Estimate e;
    e.time.stepSeconds = 25e-6;            // 30 µs of bytes in 25 µs
    e.time.hardwareFlopsPerToken = 30e6;
    const GuardRails rails = checkGuardRails(tinyDecode(), roundGpu(), e);
    const GuardRailBreak *bandwidth = findBreak(rails, GuardRail::DecodeBandwidth, GuardedStep::Decode);
    const GuardRailBreak *roofline = findBreak(rails, GuardRail::Roofline, GuardedStep::Decode);
    ASSERT_NE(bandwidth, nullptr);
    ASSERT_NE(roofline, nullptr);
    EXPECT_DOUBLE_EQ(bandwidth->value, 1.2);
    EXPECT_DOUBLE_EQ(roofline->value, 1.2);
    EXPECT_DOUBLE_EQ(roofline->limit, 1.0);
}

TEST(GuardRails, TensorParallelismSplitsTheDecodeBytes)
{
    Scenario s = tinyDecode();
    s.parallel.gpus = 2;
    s.parallel.tp = 2;
    Estimate e;
    e.time.stepSeconds = 20e-6;   // 15 µs of bytes per GPU: 75 %
    e.time.hardwareFlopsPerToken = 30e6;
    const GuardRails rails = checkGuardRails(s, roundGpu(), e);
    ASSERT_EQ(rails.steps.size(), 1u);
    EXPECT_DOUBLE_EQ(rails.steps[0].bytesPerGpu, kTinyDecodeBytes / 2);
    EXPECT_DOUBLE_EQ(rails.steps[0].bandwidthShare(), 0.75);
    EXPECT_FALSE(rails.any());
}

TEST(GuardRails, ATrainingStepAbove75PercentMfuBreaksTheMfuRail)
{
    // Two GPUs of tensor parallelism, micro-batches of 2 × 1,000 tokens, 4 of them a step: each
    // GPU does half of 8,000 tokens × 1e9 FLOPs = 4e12 FLOPs, 0.04 s at the peak; it reads its
    // 1e9 bytes of weights once a micro-batch, 4e9 bytes in 0.004 s.
    Scenario s = tinyDecode();
    s.method = Method::Full;
    s.optimizer = Optimizer::AdamW;
    s.seqLen = 1000;
    s.microBatch = 2;
    s.gradAccum = 4;
    s.parallel.gpus = 2;
    s.parallel.tp = 2;
    Estimate e;
    e.time.stepSeconds = 0.05;
    e.time.hardwareFlopsPerToken = 1e9;
    e.time.mfu = 0.8;
    e.memory[MemoryComponent::Weights] = 1e9;
    const GuardRails mfu = checkGuardRails(s, roundGpu(), e);
    ASSERT_EQ(mfu.steps.size(), 1u);
    EXPECT_DOUBLE_EQ(mfu.steps[0].flopsPerGpu, 4e12);
    EXPECT_DOUBLE_EQ(mfu.steps[0].bytesPerGpu, 4e9);
    EXPECT_DOUBLE_EQ(mfu.steps[0].rooflineSeconds(), 0.04);
    ASSERT_EQ(mfu.broken.size(), 1u);   // 0.04 s of 0.05: 80 % of the roofline
    EXPECT_EQ(mfu.broken[0], (GuardRailBreak{GuardRail::TrainingMfu, GuardedStep::Training, 0.8, 0.75}));
    // 64 % (llm-foundry's 7B on A100, measured) is no break.
    e.time.mfu = 0.64;
    EXPECT_FALSE(checkGuardRails(s, roundGpu(), e).any());

    // At 50 % MFU but 0.032 s a step it beats the roofline: 0.04 / 0.032 = 1.25.
    e.time.mfu = 0.5;
    e.time.stepSeconds = 0.032;
    const GuardRails roofline = checkGuardRails(s, roundGpu(), e);
    ASSERT_EQ(roofline.broken.size(), 1u);
    EXPECT_EQ(roofline.broken[0].rail, GuardRail::Roofline);
    EXPECT_EQ(roofline.broken[0].step, GuardedStep::Training);
    EXPECT_DOUBLE_EQ(roofline.broken[0].value, 1.25);
}

TEST(GuardRails, AServingStepFasterThanItsBytesAllowBreaksBothRails)
{
    // Four sequences in flight. The serving model streams every weight it stores, 14,003,000
    // parameters in bf16 = 28,006,000 bytes, and four KV caches of 4e6 bytes: 44,006,000 bytes,
    // 44.006 µs at the least. The engine's arithmetic, 2·14,003,000·4 FLOPs, takes 1.12 µs.
    ServingEstimate v;
    v.fits = true;
    v.concurrency = 4;
    v.itlMs.median = 0.040;   // 40 µs
    Estimate e;
    e.serving = v;
    const GuardRails rails = checkGuardRails(tinyDecode(), roundGpu(), e);
    ASSERT_EQ(rails.steps.size(), 1u);   // no decode-model time: only the serving step
    const StepLoad &l = rails.steps[0];
    EXPECT_EQ(l.step, GuardedStep::Serving);
    EXPECT_DOUBLE_EQ(l.bytesPerGpu, 44006000.0);
    EXPECT_DOUBLE_EQ(l.flopsPerGpu, 112024000.0);
    EXPECT_NEAR(l.bandwidthShare(), 1.10015, 1e-12);
    const GuardRailBreak *bandwidth = findBreak(rails, GuardRail::DecodeBandwidth, GuardedStep::Serving);
    const GuardRailBreak *roofline = findBreak(rails, GuardRail::Roofline, GuardedStep::Serving);
    ASSERT_NE(bandwidth, nullptr);
    ASSERT_NE(roofline, nullptr);
    EXPECT_NEAR(roofline->value, 1.10015, 1e-12);

    // At 60 µs a step the same bytes take 73 % of the bandwidth: no rail breaks.
    e.serving->itlMs.median = 0.060;
    EXPECT_FALSE(checkGuardRails(tinyDecode(), roundGpu(), e).any());
}

TEST(GuardRails, ServingWhoseWeightsDoNotFitHasNoStepToCheck)
{
    ServingEstimate v;
    v.fits = false;
    v.itlMs.median = 1e-6;
    Estimate e;
    e.serving = v;
    EXPECT_TRUE(checkGuardRails(tinyDecode(), roundGpu(), e).steps.empty());
}

TEST(GuardRails, DecodeOfARealModelReadsItsWeightsAndKvCache)
{
    // Llama 2 7B in bf16 on one A100 (test_timemodel.cpp DecodeIsMemoryBound...): weights
    // 13,214,154,752 bytes and 100 tokens of context at 524,288 bytes each.
    Scenario s = scenario("llama-2-7b", Method::Inference);
    s.seqLen = 200;
    const GpuSpec &a100 = gpu("a100-80gb-sxm");
    const Estimate e = estimate(s, a100);
    const GuardRails rails = checkGuardRails(s, a100, e);
    ASSERT_FALSE(rails.steps.empty());
    const StepLoad &decode = rails.steps[0];
    EXPECT_EQ(decode.step, GuardedStep::Decode);
    EXPECT_DOUBLE_EQ(decode.bytesPerGpu, 13214154752.0 + 100 * 524288.0);
    EXPECT_DOUBLE_EQ(decode.bandwidth, 2039e9);
    // Bandwidth bound at 90 % efficiency with the host time on top: below the rail, not far.
    EXPECT_LT(decode.bandwidthShare(), kMaxDecodeBandwidthShare);
    EXPECT_GT(decode.bandwidthShare(), 0.5);
    EXPECT_FALSE(rails.any());
}

TEST(GuardRails, RealScenariosKeepInsideEveryRail)
{
    // The default scenario (LoRA of Llama 3.1 8B on one H100, full checkpointing): about 30 % MFU.
    const Scenario lora = defaultScenario();
    const GpuSpec &h100 = gpu("h100-sxm");
    const Estimate loraEstimate = estimate(lora, h100);
    const GuardRails training = checkGuardRails(lora, h100, loraEstimate);
    ASSERT_EQ(training.steps.size(), 1u);
    EXPECT_DOUBLE_EQ(training.steps[0].mfu, loraEstimate.time.mfu);
    EXPECT_LT(training.steps[0].rooflineShare(), 1.0);
    EXPECT_FALSE(training.any());

    // Serving Llama 3.1 70B with vLLM on TP 4 H100 to 32 users: the decode model and the
    // serving step both checked, neither breaks.
    Scenario serving = scenario("llama-3.1-70b", Method::Inference, "h100-sxm");
    serving.parallel.gpus = 4;
    serving.parallel.tp = 4;
    serving.parallel.gpusPerNode = 8;
    const Estimate servingEstimate = estimate(serving, h100);
    ASSERT_TRUE(servingEstimate.serving && servingEstimate.serving->fits);
    const GuardRails rails = checkGuardRails(serving, h100, servingEstimate);
    ASSERT_EQ(rails.steps.size(), 2u);
    EXPECT_EQ(rails.steps[1].step, GuardedStep::Serving);
    EXPECT_GT(rails.steps[1].bandwidthShare(), 0.0);
    EXPECT_FALSE(rails.any());
}

TEST(GuardRails, NamesAreStable)
{
    EXPECT_EQ(toString(GuardRail::TrainingMfu), "training_mfu");
    EXPECT_EQ(toString(GuardRail::DecodeBandwidth), "decode_bandwidth");
    EXPECT_EQ(toString(GuardRail::Roofline), "roofline");
    EXPECT_EQ(toString(GuardedStep::Serving), "serving");
}
