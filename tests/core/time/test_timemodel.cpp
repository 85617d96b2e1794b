// Time model behaviour: steps and hours from the workload, decode bound by memory bandwidth,
// multi-GPU scaling (the Norwegian seed: "4-8 GPUs give 3-6x in practice"), bad inputs.
#include "estimate/estimator.h"
#include "analysis/analysis.h"
#include "estimate/time/timemodel.h"
#include "estimate/time/utilisationmodel.h"
#include "model/framework.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <limits>

using namespace gpusizer::core;
using namespace gpusizer::core::timing;
using namespace gpusizer::core::testing;

TEST(TimeModel, StepsWallClockAndGpuHoursFollowTheWorkload)
{
    Scenario s = scenario("llama-2-7b", Method::LoRA);
    s.microBatch = 4;
    s.gradAccum = 4;
    s.parallel.gpus = 2;
    s.parallel.gpusPerNode = 2;
    s.parallel.sharding = Sharding::DDP;
    s.workload.datasetTokens = 10e6;
    s.workload.epochs = 2;
    const TimeEstimate t = estimateTime(s, gpu("a100-80gb-sxm"));
    // 4 x 2048 x 4 tokens per replica and step, 2 replicas: 65,536 tokens per step.
    EXPECT_DOUBLE_EQ(t.totalSteps, std::ceil(20e6 / 65536.0));  // 306
    EXPECT_NEAR(t.wallSeconds, t.totalSteps * t.stepSeconds, 1e-6);
    EXPECT_NEAR(t.gpuHours, t.wallSeconds * 2 / 3600.0, 1e-9);
    EXPECT_NEAR(t.tokensPerSecondCluster, 2.0 * t.tokensPerSecondPerGpu, 1e-6);
    EXPECT_GT(t.mfu, 0.2);
    EXPECT_LT(t.mfu, 0.7);
}

TEST(TimeModel, DecodeIsMemoryBoundAndScalesWithBandwidth)
{
    Scenario s = scenario("llama-2-7b", Method::Inference);
    s.seqLen = 200;
    const TimeEstimate a100 = estimateTime(s, gpu("a100-80gb-sxm"));
    EXPECT_EQ(a100.bottleneck, Bottleneck::MemoryBandwidth);
    // Weights 13,214,154,752 B + KV of 100 context tokens (524,288 B each) read per token at
    // 2,039 GB/s x 0.765, combined with 32 layers x 0.110 ms of host time.
    const Calibration &cal = calibration();
    const double device = (13214154752.0 + 100 * 524288.0) / (2039e9 * cal.decodeBandwidthEfficiency);
    const double host = 32 * cal.graphSecondsPerLayerToken;
    const double k = cal.decodeOverlapSharpness;
    const double step = std::pow(std::pow(device, k) + std::pow(host, k), 1.0 / k);
    EXPECT_NEAR(a100.decodeTokensPerSecondPerStream, 1.0 / step, 1e-6);
    EXPECT_NEAR(a100.decodeTokensPerSecondPerStream, 103.0, 3.0);  // measured 107 (torchao, A100)

    const TimeEstimate h200 = estimateTime(s, gpu("h200-sxm"));
    EXPECT_GT(h200.decodeTokensPerSecondPerStream, 1.6 * a100.decodeTokensPerSecondPerStream);

    Scenario batched = s;
    batched.microBatch = 16;  // weights read once for 16 streams
    const TimeEstimate b = estimateTime(batched, gpu("a100-80gb-sxm"));
    EXPECT_GT(b.decodeTokensPerSecondAggregate, 10.0 * a100.decodeTokensPerSecondAggregate);
    EXPECT_LT(b.decodeTokensPerSecondPerStream, a100.decodeTokensPerSecondPerStream);

    Scenario eager = s;
    eager.workload.eagerDecode = true;  // HF transformers generate: ~0.9 ms per layer on the host
    EXPECT_LT(estimateTime(eager, gpu("a100-80gb-sxm")).decodeTokensPerSecondPerStream,
              0.5 * a100.decodeTokensPerSecondPerStream);
}

TEST(TimeModel, QuantisedWeightsDecodeFasterAndQloraTrainsSlowerThanLora)
{
    Scenario s = scenario("llama-2-7b", Method::Inference);
    s.seqLen = 200;
    Scenario int4 = s;
    int4.weightDtype = DType::INT4;
    EXPECT_GT(estimateTime(int4, gpu("a100-80gb-sxm")).decodeTokensPerSecondPerStream,
              1.4 * estimateTime(s, gpu("a100-80gb-sxm")).decodeTokensPerSecondPerStream);

    const Scenario lora = scenario("llama-2-7b", Method::LoRA);
    const Scenario qlora = scenario("llama-2-7b", Method::QLoRA);
    const double l = estimateTime(lora, gpu("a100-80gb-sxm")).tokensPerSecondPerGpu;
    const double q = estimateTime(qlora, gpu("a100-80gb-sxm")).tokensPerSecondPerGpu;
    EXPECT_LT(q, l);        // dequantisation costs time, it does not save any
    EXPECT_GT(q, 0.6 * l);
}

TEST(TimeModel, MultiGpuScalingIsRealistic)
{
    // Full fine-tuning of a 7B model, one 2048-token sequence per GPU and step (no accumulation
    // to hide the all-reduce behind).
    auto speedup = [](const std::string &gpuId, int gpus) {
        Scenario s = scenario("llama-2-7b", Method::Full, gpuId);
        s.parallel.gpus = gpus;
        s.parallel.gpusPerNode = gpus;
        s.parallel.sharding = gpus > 1 ? Sharding::ZeRO2 : Sharding::None;
        Scenario one = s;
        one.parallel.gpus = 1;
        one.parallel.sharding = Sharding::None;
        const double cluster = estimateTime(s, gpu(gpuId)).tokensPerSecondCluster;
        return cluster / estimateTime(one, gpu(gpuId)).tokensPerSecondCluster;
    };
    const double nvlink8 = speedup("a100-80gb-sxm", 8);
    const double pcie4 = speedup("a100-80gb-pcie", 4);
    const double pcie8 = speedup("a100-80gb-pcie", 8);
    const double nvlink2 = speedup("a100-80gb-sxm", 2);
    std::printf("speed-up: 2x A100 SXM %.2f, 8x A100 SXM %.2f, 4x A100 PCIe %.2f, 8x A100 PCIe %.2f\n",
                nvlink2, nvlink8, pcie4, pcie8);
    EXPECT_GT(nvlink8, 7.0);   // NVLink hides the all-reduce almost entirely
    EXPECT_LT(nvlink8, 8.0);
    EXPECT_GT(pcie4, 2.0);     // PCIe: the seed's 3-6x band for 4-8 GPUs
    EXPECT_LT(pcie4, 3.5);
    EXPECT_GT(pcie8, 3.0);
    EXPECT_LT(pcie8, 6.0);
    EXPECT_GT(nvlink2, 1.9);
}

TEST(TimeModel, BadInputsGiveErrorsNamingTheField)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    Scenario s = scenario("llama-2-7b", Method::LoRA, "h100-sxm");
    EXPECT_FALSE(validateTimeInputs(s, h100).has_value());

    Scenario noTokens = s;
    noTokens.workload.datasetTokens = 0;
    auto e = validateTimeInputs(noTokens, h100);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->code, ErrorCode::OutOfRange);
    EXPECT_EQ(e->field, "workload.dataset_tokens");
    ASSERT_TRUE(e->bounds.has_value());
    EXPECT_EQ(e->bounds->low, 1);

    // A NaN price is refused by the limits of validateScenario (which the analysis runs first),
    // named by its key in the scenario file.
    Scenario nanPrice = s;
    nanPrice.prices.pinned[nanPrice.gpuId].rentPerGpuHour = std::numeric_limits<double>::quiet_NaN();
    e = validateScenario(nanPrice);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "prices.pinned.h100-sxm.rent_per_gpu_hour");
    Analysis r = analyse(nanPrice, GpuCatalog::builtIn());
    ASSERT_FALSE(r.valid);
    EXPECT_EQ(r.error.field, "prices.pinned.h100-sxm.rent_per_gpu_hour");

    Scenario unknown = s;
    unknown.gpuId = "gtx-9999";
    r = analyse(unknown, GpuCatalog::builtIn());
    ASSERT_FALSE(r.valid);
    EXPECT_EQ(r.error.code, ErrorCode::UnknownGpu);

    GpuSpec noCompute = h100;
    noCompute.bf16Tflops = noCompute.fp16Tflops = noCompute.fp8Tflops = 0;
    e = validateTimeInputs(s, noCompute);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "cluster.gpu");
    EXPECT_DOUBLE_EQ(estimateTime(s, noCompute).tokensPerSecondPerGpu, 0.0);
}

// The fitting tool's override (tests/validation/losofit.cpp): estimates made while it lives use
// the trial constants, and the shipped ones come back after it.
TEST(Calibration, AnOverrideIsUsedWhileItLivesAndOnlyThen)
{
    const Scenario s = scenario("llama-3.1-8b", Method::Full, "h100-sxm");
    const double shipped = estimateTime(s, gpu("h100-sxm")).tokensPerSecondCluster;
    Calibration slow;
    slow.family(GpuGeneration::Hopper).matmulEfficiency /= 2;
    {
        const CalibrationOverride use(slow);
        EXPECT_DOUBLE_EQ(calibration().matmulEfficiency(GpuGeneration::Hopper), 0.286);
        const double trial = estimateTime(s, gpu("h100-sxm")).tokensPerSecondCluster;
        EXPECT_LT(trial, 0.8 * shipped);
    }
    EXPECT_DOUBLE_EQ(calibration().matmulEfficiency(GpuGeneration::Hopper), 0.572);
    EXPECT_DOUBLE_EQ(estimateTime(s, gpu("h100-sxm")).tokensPerSecondCluster, shipped);
}

// Transformer Engine's attention (NeMo, Megatron) runs cuDNN's Hopper-native kernels on Hopper:
// the attention rate is FlashAttention-2's (the Hopper calibration) times the FlashAttention-3
// paper's 1.5-2.0x (1.75). It applies to those frameworks on Hopper and nowhere else.
TEST(Calibration, TransformerEngineAttentionRunsHopperNativeKernelsOnHopperOnly)
{
    const auto stepAt = [](Framework framework, const std::string &gpuId, double gain, double attentionScale) {
        Scenario s = withFramework(scenario("llama-3.1-8b", Method::Pretrain, gpuId), framework);
        s.seqLen = 8192;
        Calibration c;
        c.hopperNativeAttentionGain = gain;
        c.attentionEfficiencyHopper *= attentionScale;
        const CalibrationOverride use(c);
        return estimateTime(s, gpu(gpuId)).stepSeconds;
    };
    const double shipped = Calibration{}.hopperNativeAttentionGain;
    EXPECT_DOUBLE_EQ(shipped, 1.75);
    // NeMo on H100: the gain is the attention efficiency times 1.75, and the step is shorter.
    EXPECT_DOUBLE_EQ(stepAt(Framework::NeMo, "h100-sxm", shipped, 1.0), stepAt(Framework::NeMo, "h100-sxm", 1.0, shipped));
    EXPECT_LT(stepAt(Framework::NeMo, "h100-sxm", shipped, 1.0), 0.97 * stepAt(Framework::NeMo, "h100-sxm", 1.0, 1.0));
    // FlashAttention-2 frameworks on H100, and NeMo on an A100, are untouched.
    EXPECT_DOUBLE_EQ(stepAt(Framework::LlmFoundry, "h100-sxm", shipped, 1.0), stepAt(Framework::LlmFoundry, "h100-sxm", 1.0, 1.0));
    EXPECT_DOUBLE_EQ(stepAt(Framework::NeMo, "a100-80gb-sxm", shipped, 1.0), stepAt(Framework::NeMo, "a100-80gb-sxm", 1.0, 1.0));
}
