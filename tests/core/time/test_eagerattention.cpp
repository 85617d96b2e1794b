// Memory time of an unfused attention's score matrices (FlashAttention, Dao et al. 2022,
// Algorithm 0 and Algorithm 3: 4 HBM accesses of each score element in the forward, 7 in the
// backward), hand-computed for Llama 2 7B: 32 layers, 32 heads, one 2,048-token sequence:
// 32 x 32 x 2048² = 4,294,967,296 score elements a micro-batch.
#include "estimate/time/timemodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {
constexpr double kElements = 32.0 * 32.0 * 2048.0 * 2048.0;
constexpr double kBandwidth = 1e12;  // 1 TB/s
} // namespace

TEST(EagerAttention, ScoresCrossMemoryElevenTimesAndFifteenWithARecompute)
{
    Scenario s = scenario("llama-2-7b", Method::Full);
    s.attention = AttentionKernel::Eager;
    // bf16: 4.29e9 x 2 bytes x 11 = 94.5 GB at 1 TB/s.
    EXPECT_NEAR(timing::eagerScoreSeconds(s, 2.0, kBandwidth), kElements * 2.0 * 11.0 / kBandwidth, 1e-12);
    s.checkpointing = Checkpointing::Selective;  // the attention core runs its forward again
    EXPECT_NEAR(timing::eagerScoreSeconds(s, 2.0, kBandwidth), kElements * 2.0 * 15.0 / kBandwidth, 1e-12);
    s.microBatch = 2;  // fp32 scores, two sequences
    EXPECT_NEAR(timing::eagerScoreSeconds(s, 4.0, kBandwidth), 2.0 * kElements * 4.0 * 15.0 / kBandwidth, 1e-12);
}

TEST(EagerAttention, FusedKernelsKeepScoresOnChip)
{
    Scenario s = scenario("llama-2-7b", Method::Full);
    for (AttentionKernel kernel : {AttentionKernel::Flash, AttentionKernel::SDPA}) {
        s.attention = kernel;
        EXPECT_DOUBLE_EQ(timing::eagerScoreSeconds(s, 2.0, kBandwidth), 0.0);
    }
}
