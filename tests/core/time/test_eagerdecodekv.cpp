// The KV-cache traffic of an eager (Hugging Face generate) decode step, hand-computed for
// Qwen2.5 7B (28 layers, 28 query heads over 4 KV heads of 128, bf16) on an A100 (108 SMs):
// the growing cache is concatenated (read and written), the grouped K/V are copied out per
// query head (read once, written 7 times) and the fused kernel reads the 7 copies with one
// thread block per head: 28 of 108 multiprocessors' share of the bandwidth.
#include "estimate/time/decodemodel.h"
#include "estimate/time/timemodel.h"
#include "estimate/time/utilisationmodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

Scenario qwenLongPrompt()
{
    Scenario s = scenario("qwen2.5-7b", Method::Inference);
    s.workload.promptLen = 30720;
    s.seqLen = 2048;
    s.attention = AttentionKernel::Flash;
    s.workload.eagerDecode = true;
    return s;
}

} // namespace

TEST(EagerDecodeKv, GroupedHeadsAreCopiedPerQueryHeadAndReadAtTheBlocksShare)
{
    const Scenario s = qwenLongPrompt();
    const timing::DecodeTraffic traffic = timing::decodeTraffic(s, timing::matmulParams(s));
    // Mean context 30,720 + 2,048 / 2 = 31,744 tokens x 2 x 28 layers x 4 x 128 x 2 B.
    EXPECT_DOUBLE_EQ(traffic.context, 31744.0);
    EXPECT_DOUBLE_EQ(traffic.kvBytesPerSequence, 31744.0 * 2 * 28 * 4 * 128 * 2);
    const timing::EagerKvTraffic kv = timing::eagerKvTraffic(s, gpu("a100-80gb-sxm"), traffic);
    EXPECT_DOUBLE_EQ(kv.copies, 2.0 + 1.0 + 7.0);
    EXPECT_DOUBLE_EQ(kv.attentionReads, 7.0);
    EXPECT_DOUBLE_EQ(kv.occupancy, 28.0 / 108.0);

    // Four sequences give 112 blocks: the whole GPU.
    Scenario four = s;
    four.microBatch = 4;
    const timing::DecodeTraffic fourTraffic = timing::decodeTraffic(four, timing::matmulParams(four));
    EXPECT_DOUBLE_EQ(timing::eagerKvTraffic(four, gpu("a100-80gb-sxm"), fourTraffic).occupancy, 1.0);
    // A static cache is not concatenated; matrix-product attention spreads over the context.
    Scenario fixed = s;
    fixed.workload.kvCacheLen = 32768;
    EXPECT_DOUBLE_EQ(timing::eagerKvTraffic(fixed, gpu("a100-80gb-sxm"), traffic).copies, 8.0);
    Scenario matmul = s;
    matmul.attention = AttentionKernel::Eager;
    EXPECT_DOUBLE_EQ(timing::eagerKvTraffic(matmul, gpu("a100-80gb-sxm"), traffic).occupancy, 1.0);
    // Multi-head attention has nothing to repeat: the concatenation and one read.
    Scenario mha = scenario("llama-2-7b", Method::Inference);
    mha.workload.promptLen = 4096;
    mha.attention = AttentionKernel::Flash;
    mha.workload.eagerDecode = true;
    const timing::EagerKvTraffic plain =
        timing::eagerKvTraffic(mha, gpu("a100-80gb-sxm"), timing::decodeTraffic(mha, timing::matmulParams(mha)));
    EXPECT_DOUBLE_EQ(plain.copies, 2.0);
    EXPECT_DOUBLE_EQ(plain.attentionReads, 1.0);
    EXPECT_DOUBLE_EQ(plain.occupancy, 32.0 / 108.0);
}

TEST(EagerDecodeKv, TheLongPromptStepIsTheSumOfItsStreams)
{
    const Scenario s = qwenLongPrompt();
    const GpuSpec &a100 = gpu("a100-80gb-sxm");
    const timing::DecodeTraffic traffic = timing::decodeTraffic(s, timing::matmulParams(s));
    const timing::Calibration &cal = timing::calibration();
    const double bandwidth = 2039e9 * cal.decodeBandwidthEfficiency;
    const double cache = traffic.kvBytesPerSequence;  // 1.82 GB
    const double device = (traffic.weightBytes + 10.0 * cache) / bandwidth + 7.0 * cache / (bandwidth * 28.0 / 108.0);
    const double host = 28 * cal.eagerSecondsPerLayerToken;
    const double k = cal.decodeOverlapSharpness;
    const double step = std::pow(std::pow(device, k) + std::pow(host, k), 1.0 / k);
    const TimeEstimate t = estimateTime(s, a100);
    EXPECT_NEAR(t.stepSeconds, step, 1e-9);
    // Measured 18.8 tokens/s with the prompt's prefill in the wall time (Qwen2.5 speed
    // benchmark, A100 80GB, Q25-HF-7B-BF16-in30720); reading the cache once would give 30.
    EXPECT_GT(t.decodeTokensPerSecondPerStream, 18.8 * 0.8);
    EXPECT_LT(t.decodeTokensPerSecondPerStream, 18.8 * 1.25);
}
