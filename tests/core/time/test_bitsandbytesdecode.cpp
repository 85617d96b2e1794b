// Decode of bitsandbytes NF4 weights (transformers' load_in_4bit, LitGPT's bnb.nf4): the fused
// 4-bit GEMV reads the packed weights for a single token; a step of more sequences dequantises
// every weight to 16-bit and multiplies it through cuBLAS (bitsandbytes matmul_4bit), writing
// the 16-bit copy and reading it back. Hand-computed for Llama-2-7B: 32 layers x (4 x 4,096^2
// attention + 3 x 4,096 x 11,008 MLP) = 6,476,005,376 linear weights, LM head 32,000 x 4,096.
#include "estimate/time/decodemodel.h"
#include "estimate/time/timemodel.h"
#include "model/dtype.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

constexpr double kLinears = 6476005376.0;
constexpr double kHead = 32000.0 * 4096.0;

Scenario nf4Decode(int batch)
{
    Scenario s = scenario("llama-2-7b", Method::Inference);
    s.weightDtype = DType::NF4;
    s.seqLen = 256;
    s.microBatch = batch;
    return s;
}

} // namespace

TEST(BitsandbytesDecode, OneTokenReadsThePackedWeightsMoreDequantiseThemTo16Bit)
{
    const Scenario one = nf4Decode(1);
    const double packed = kLinears * storedBytesPerWeight(DType::NF4) + kHead * 2.0;
    EXPECT_DOUBLE_EQ(timing::decodeTraffic(one, timing::matmulParams(one)).weightBytes, packed);
    // Four sequences: the 16-bit copy of every linear weight is written (2 B) and read (2 B).
    const Scenario four = nf4Decode(4);
    EXPECT_DOUBLE_EQ(timing::decodeTraffic(four, timing::matmulParams(four)).weightBytes, packed + kLinears * 4.0);
    // Other 4-bit formats (GPTQ/AWQ kernels) read their packed weights at any batch.
    Scenario int4 = four;
    int4.weightDtype = DType::INT4;
    EXPECT_DOUBLE_EQ(timing::decodeTraffic(int4, timing::matmulParams(int4)).weightBytes,
                     kLinears * storedBytesPerWeight(DType::INT4) + kHead * 2.0);
}

TEST(BitsandbytesDecode, Nf4OutrunsBf16AloneAndTrailsItInABatch)
{
    const GpuSpec &a100 = gpu("a100-80gb-sxm");
    Scenario bf16One = nf4Decode(1);
    bf16One.weightDtype = DType::BF16;
    Scenario bf16Four = nf4Decode(4);
    bf16Four.weightDtype = DType::BF16;
    EXPECT_GT(estimateTime(nf4Decode(1), a100).decodeTokensPerSecondAggregate,
              estimateTime(bf16One, a100).decodeTokensPerSecondAggregate);
    EXPECT_LT(estimateTime(nf4Decode(4), a100).decodeTokensPerSecondAggregate,
              estimateTime(bf16Four, a100).decodeTokensPerSecondAggregate);
}
