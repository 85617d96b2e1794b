#include "model/architecture.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

Architecture llama31_8b()
{
    Architecture a;
    a.layers = 32;
    a.hidden = 4096;
    a.intermediate = 14336;
    a.heads = 32;
    a.kvHeads = 8;
    a.headDim = 128;
    a.vocab = 128256;
    a.maxPositions = 131072;
    return a;
}

Architecture mixtral()
{
    Architecture a = llama31_8b();
    a.vocab = 32000;
    a.experts = 8;
    a.expertsPerToken = 2;
    a.expertIntermediate = 14336;
    return a;
}

Architecture deepseekV3()
{
    Architecture a;
    a.layers = 61;
    a.hidden = 7168;
    a.intermediate = 18432;
    a.heads = 128;
    a.kvHeads = 128;
    a.headDim = 192;
    a.vocab = 129280;
    a.experts = 256;
    a.expertsPerToken = 8;
    a.expertIntermediate = 2048;
    a.sharedExperts = 1;
    a.denseLayers = 3;
    a.qLoraRank = 1536;
    a.kvLoraRank = 512;
    a.qkNopeHeadDim = 128;
    a.qkRopeHeadDim = 64;
    a.vHeadDim = 128;
    return a;
}

} // namespace

TEST(ParameterCount, Llama31EightBMatchesSafetensorsTotal)
{
    const ParameterCounts c = countParameters(llama31_8b());
    EXPECT_DOUBLE_EQ(c.embedding, 128256.0 * 4096);
    EXPECT_DOUBLE_EQ(c.lmHead, 128256.0 * 4096);
    EXPECT_DOUBLE_EQ(c.attentionPerLayer, 2.0 * 4096 * 4096 + 2.0 * 4096 * 1024);
    EXPECT_DOUBLE_EQ(c.mlpPerLayer, 3.0 * 4096 * 14336);
    EXPECT_DOUBLE_EQ(c.normsPerLayer, 2.0 * 4096);
    EXPECT_DOUBLE_EQ(c.finalNorm, 4096.0);
    EXPECT_DOUBLE_EQ(c.moePerLayer, 0.0);
    EXPECT_DOUBLE_EQ(c.total, 8030261248.0); // meta-llama/Llama-3.1-8B safetensors total
    EXPECT_DOUBLE_EQ(c.active, c.total);
    EXPECT_DOUBLE_EQ(c.largestLayer, c.attentionPerLayer + c.mlpPerLayer + c.normsPerLayer);
}

TEST(ParameterCount, TiedEmbeddingsDropTheLmHead)
{
    Architecture a = llama31_8b();
    a.tiedEmbeddings = true;
    const ParameterCounts c = countParameters(a);
    EXPECT_DOUBLE_EQ(c.lmHead, 0.0);
    EXPECT_DOUBLE_EQ(c.total, 8030261248.0 - 128256.0 * 4096);
}

TEST(ParameterCount, MixtralTotalAndActive)
{
    const ParameterCounts c = countParameters(mixtral());
    EXPECT_DOUBLE_EQ(c.moePerLayer, 8 * 3.0 * 4096 * 14336 + 4096.0 * 8);
    EXPECT_DOUBLE_EQ(c.moeActivePerLayer, 2 * 3.0 * 4096 * 14336 + 4096.0 * 8);
    EXPECT_DOUBLE_EQ(c.mlpPerLayer, 0.0);
    EXPECT_DOUBLE_EQ(c.total, 46702792704.0);
    EXPECT_DOUBLE_EQ(c.active, 12879925248.0);
    EXPECT_NEAR(c.total / 46.7e9, 1.0, 0.01);
    EXPECT_NEAR(c.active / 12.9e9, 1.0, 0.01);
}

TEST(ParameterCount, DeepSeekV3MatchesPublished671And37)
{
    const ParameterCounts c = countParameters(deepseekV3());
    // MLA: q_a + norm + q_b, kv_a + norm + kv_b, o.
    const double attention = 7168.0 * 1536 + 1536 + 1536.0 * 128 * 192 + 7168.0 * 576 + 512
        + 512.0 * 128 * 256 + 128.0 * 128 * 7168;
    EXPECT_DOUBLE_EQ(c.attentionPerLayer, attention);
    EXPECT_DOUBLE_EQ(c.mlpPerLayer, 3.0 * 7168 * 18432);
    EXPECT_DOUBLE_EQ(c.moePerLayer, 257 * 3.0 * 7168 * 2048 + 7168.0 * 256);
    EXPECT_NEAR(c.total / 671e9, 1.0, 0.01);
    EXPECT_NEAR(c.active / 37e9, 1.0, 0.02);
    EXPECT_NEAR(c.active / 37.552e9, 1.0, 0.001);
    EXPECT_DOUBLE_EQ(c.largestLayer, c.attentionPerLayer + c.moePerLayer + c.normsPerLayer);
}

TEST(ParameterCount, Gpt2WithLayerNormBiasesAndLearnedPositions)
{
    Architecture a;
    a.layers = 12;
    a.hidden = 768;
    a.intermediate = 3072;
    a.heads = 12;
    a.kvHeads = 12;
    a.headDim = 64;
    a.vocab = 50257;
    a.maxPositions = 1024;
    a.tiedEmbeddings = true;
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.attentionBias = true;
    a.mlpBias = true;
    a.learnedPositions = true;
    const ParameterCounts c = countParameters(a);
    EXPECT_DOUBLE_EQ(c.embedding, (50257.0 + 1024) * 768);
    EXPECT_DOUBLE_EQ(c.attentionPerLayer, 4.0 * 768 * 768 + 4 * 768);
    EXPECT_DOUBLE_EQ(c.mlpPerLayer, 2.0 * 768 * 3072 + 3072 + 768);
    EXPECT_DOUBLE_EQ(c.normsPerLayer, 4.0 * 768);
    EXPECT_DOUBLE_EQ(c.total, 124439808.0); // openai-community/gpt2
}

TEST(ParameterCount, QwenBiasesOnlyOnQkvAndQkNormPerHead)
{
    Architecture a = llama31_8b();
    a.attentionBias = true;
    const double plain = countParameters(llama31_8b()).attentionPerLayer;
    EXPECT_DOUBLE_EQ(countParameters(a).attentionPerLayer, plain + 4096 + 2 * 1024);
    a.attentionBias = false;
    a.qkNorm = true;
    EXPECT_DOUBLE_EQ(countParameters(a).attentionPerLayer, plain + 2 * 128);
}

TEST(ParameterCount, ValidArchitecturePasses)
{
    EXPECT_FALSE(validateArchitecture(llama31_8b()).has_value());
    EXPECT_FALSE(validateArchitecture(mixtral()).has_value());
    EXPECT_FALSE(validateArchitecture(deepseekV3()).has_value());
}

TEST(ParameterCount, ValidationNamesTheFieldByItsKeyWithItsBounds)
{
    Architecture a = llama31_8b();
    a.hidden = 0;
    auto e = validateArchitecture(a);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "hidden");
    ASSERT_TRUE(e->bounds.has_value());
    EXPECT_EQ(e->bounds->low, 1);
    EXPECT_EQ(e->bounds->high, 1 << 20);
    EXPECT_EQ(e->bounds->value, 0);

    // 32 query heads: 5 KV heads are in range but do not divide them.
    a = llama31_8b();
    a.kvHeads = 5;
    e = validateArchitecture(a);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "kv_heads");
    EXPECT_EQ(e->rule, ErrorRule::MustDivide);
    EXPECT_EQ(e->detail, "heads");

    // Mixtral has 8 experts: 9 per token is above the bound the expert count sets.
    a = mixtral();
    a.expertsPerToken = 9;
    e = validateArchitecture(a);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "experts_per_token");
    ASSERT_TRUE(e->bounds.has_value());
    EXPECT_EQ(e->bounds->high, 8);
    EXPECT_EQ(e->bounds->value, 9);

    a = llama31_8b();
    a.learnedPositions = true;
    a.maxPositions = 0;
    e = validateArchitecture(a);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "max_positions");
    EXPECT_EQ(e->bounds->low, 1);

    a = llama31_8b();
    a.vocab = -3;
    e = validateArchitecture(a);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "vocab");
    EXPECT_EQ(e->bounds->value, -3);
}
