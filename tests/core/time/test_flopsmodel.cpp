// FLOPs per token, hand-computed for Llama-2-7B (L 32, h 4096, f 11008, 32 heads of 128,
// vocab 32000, untied): attention projections 4·4096² = 67,108,864 per layer, gated MLP
// 3·4096·11008 = 135,266,304 per layer, LM head 32000·4096 = 131,072,000.
#include "estimate/time/flopsmodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using namespace gpusizer::core::timing;
using namespace gpusizer::core::testing;

namespace {
constexpr double kAttention = 32.0 * 67108864.0;   // 2,147,483,648
constexpr double kMlp = 32.0 * 135266304.0;        // 4,328,521,728
constexpr double kHead = 131072000.0;
} // namespace

TEST(FlopsModel, MatmulParametersOfLlama2_7B)
{
    const MatmulParams p = matmulParams(scenario("llama-2-7b", Method::Full));
    EXPECT_DOUBLE_EQ(p.attention, kAttention);
    EXPECT_DOUBLE_EQ(p.denseMlp, kMlp);
    EXPECT_DOUBLE_EQ(p.lmHead, kHead);
    EXPECT_DOUBLE_EQ(p.expertActive, 0.0);
    EXPECT_DOUBLE_EQ(p.adapters, 0.0);
}

TEST(FlopsModel, FullTrainingIsSixFlopsPerWeightPlusCausalAttention)
{
    const Scenario s = scenario("llama-2-7b", Method::Full);
    const TrainingFlops f = trainingFlops(s, matmulParams(s));
    EXPECT_DOUBLE_EQ(f.denseMatmulPerToken, 6.0 * (kAttention + kMlp + kHead));  // 39,642,464,256
    // 12 · L · (s/2 causal keys) · 4096 = 12 · 32 · 1024 · 4096
    EXPECT_DOUBLE_EQ(f.attentionPerToken, 1610612736.0);
    // Published-MFU convention: 6 · 6,738,415,616 + 12 · 32 · 2048 · 4096 (no causal halving).
    EXPECT_NEAR(f.modelPerToken, 6.0 * 6738415616.0 + 3221225472.0, 6.0 * 1e5);
}

TEST(FlopsModel, FullRecomputationAddsOneForwardOfTheLayers)
{
    Scenario s = scenario("llama-2-7b", Method::Full);
    s.checkpointing = Checkpointing::Full;
    const TrainingFlops f = trainingFlops(s, matmulParams(s));
    // 8 per layer weight, the LM head is not recomputed.
    EXPECT_DOUBLE_EQ(f.denseMatmulPerToken, 8.0 * (kAttention + kMlp) + 6.0 * kHead);  // 52,594,475,008
    EXPECT_DOUBLE_EQ(f.attentionPerToken, 1610612736.0 * 4.0 / 3.0);
    Scenario selective = s;
    selective.checkpointing = Checkpointing::Selective;
    const TrainingFlops g = trainingFlops(selective, matmulParams(selective));
    EXPECT_DOUBLE_EQ(g.denseMatmulPerToken, 6.0 * (kAttention + kMlp + kHead));
    EXPECT_DOUBLE_EQ(g.attentionPerToken, 1610612736.0 * 4.0 / 3.0);
}

TEST(FlopsModel, ANonReentrantRecomputeStopsBeforeTheDownProjection)
{
    // torchtitan, torchtune and LLM Foundry recompute through non-reentrant checkpoints, which
    // stop once the down projection's saved input is back: 32 · 4096 · 11008 weights not rerun.
    constexpr double kDown = 32.0 * 4096.0 * 11008.0;  // 1,442,840,576
    for (Framework framework : {Framework::Torchtitan, Framework::Torchtune, Framework::LlmFoundry}) {
        Scenario s = scenario("llama-2-7b", Method::Full);
        s.framework = framework;
        s.checkpointing = Checkpointing::Full;
        const TrainingFlops f = trainingFlops(s, matmulParams(s));
        EXPECT_DOUBLE_EQ(f.denseMatmulPerToken, 8.0 * (kAttention + kMlp) - 2.0 * kDown + 6.0 * kHead)
            << toString(framework);  // 49,708,793,856
        EXPECT_DOUBLE_EQ(f.attentionPerToken, 1610612736.0 * 4.0 / 3.0);
    }
    // Transformers' reentrant checkpoint (and Megatron's, DeepSpeed's) reruns the whole forward.
    Scenario hf = scenario("llama-2-7b", Method::Full);
    hf.framework = Framework::Transformers;
    hf.checkpointing = Checkpointing::Full;
    EXPECT_DOUBLE_EQ(trainingFlops(hf, matmulParams(hf)).denseMatmulPerToken, 8.0 * (kAttention + kMlp) + 6.0 * kHead);
}

TEST(FlopsModel, LoraSkipsFrozenWeightGradients)
{
    const Scenario s = scenario("llama-2-7b", Method::LoRA);  // r16 on q, k, v, o
    const MatmulParams p = matmulParams(s);
    EXPECT_DOUBLE_EQ(p.adapters, 32.0 * 4.0 * 16.0 * (4096.0 + 4096.0));  // 16,777,216
    const TrainingFlops f = trainingFlops(s, p);
    EXPECT_DOUBLE_EQ(f.denseMatmulPerToken, 4.0 * (kAttention + kMlp + kHead) + 6.0 * 16777216.0);
    // LoRA does about 2/3 of the matrix work of full fine-tuning.
    const Scenario full = scenario("llama-2-7b", Method::Full);
    const double ratio = f.denseMatmulPerToken / trainingFlops(full, matmulParams(full)).denseMatmulPerToken;
    EXPECT_NEAR(ratio, 0.669, 0.002);
}

TEST(FlopsModel, MoeCountsActiveExpertsOnly)
{
    const Scenario s = scenario("mixtral-8x7b", Method::Pretrain);
    const MatmulParams p = matmulParams(s);
    // Mixtral: 32 layers, 8 experts of 3·4096·14336, 2 active, router 4096·8.
    const double expert = 3.0 * 4096.0 * 14336.0;
    EXPECT_DOUBLE_EQ(p.expertTotal, 32.0 * (8.0 * expert + 4096.0 * 8.0));
    EXPECT_DOUBLE_EQ(p.expertActive, 32.0 * (2.0 * expert + 4096.0 * 8.0));
    EXPECT_DOUBLE_EQ(p.denseMlp, 0.0);
    // Active parameters close to the published 12.9 B.
    EXPECT_NEAR((p.layersActive() + p.lmHead + 32000.0 * 4096.0) / 1e9, 12.9, 0.1);
}

TEST(FlopsModel, SlidingWindowCapsTheKeysPerQuery)
{
    Architecture a = preset("llama-2-7b");
    EXPECT_DOUBLE_EQ(causalKeysPerQuery(a, 8192), 4096.0);
    a.slidingWindow = 1024;
    a.slidingWindowLayers = a.layers;  // every layer windowed
    // Average of min(i, 1024) over i < 8192: 1024 - 1024² / (2 · 8192) = 960.
    EXPECT_DOUBLE_EQ(causalKeysPerQuery(a, 8192), 960.0);
    a.slidingWindowLayers = a.layers / 2;
    EXPECT_DOUBLE_EQ(causalKeysPerQuery(a, 8192), 0.5 * 960.0 + 0.5 * 4096.0);
}
