#include "catalog/modelcatalog.h"

#include <string>

#include <gtest/gtest.h>

using namespace gpusizer::core;

TEST(ModelCatalog, BuiltInLoadsEveryPreset)
{
    const ModelCatalog &catalog = ModelCatalog::builtIn();
    EXPECT_GE(catalog.models().size(), 80u);
    // Every row of shared/data/models.csv plus the families used by validation cases.
    for (const char *id : {"llama-3.2-1b", "llama-3.2-3b", "llama-3.1-8b", "llama-3.1-70b",
                           "llama-3.1-405b", "llama-2-7b", "llama-2-13b", "llama-2-70b",
                           "mistral-7b-v0.3", "mixtral-8x7b", "qwen2.5-0.5b", "qwen2.5-1.5b",
                           "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "gemma-2-2b",
                           "gemma-2-9b", "gemma-2-27b", "phi-3-mini-4k", "gpt2", "gpt2-xl",
                           "falcon-7b", "deepseek-v3", "qwen3-8b", "qwen3-32b", "qwen3-30b-a3b",
                           "olmo-2-7b", "mpt-7b", "mpt-13b", "mpt-30b", "mpt-70b", "gpt3-175b",
                           "bert-large", "llama-3-8b", "llama-3-70b", "megatron-gpt-530b"}) {
        EXPECT_NE(catalog.find(id), nullptr) << id;
    }
    EXPECT_EQ(catalog.find("no-such-model"), nullptr);
}

TEST(ModelCatalog, EveryPresetMatchesItsPublishedCountWithinOnePercent)
{
    for (const Architecture &a : ModelCatalog::builtIn().models()) {
        ASSERT_GT(a.publishedParamsB, 0) << a.id;
        EXPECT_FALSE(a.source.empty()) << a.id;
        EXPECT_FALSE(a.displayName.empty()) << a.id;
        EXPECT_FALSE(validateArchitecture(a).has_value()) << a.id;
        const ParameterCounts c = countParameters(a);
        EXPECT_NEAR(c.total / (a.publishedParamsB * 1e9), 1.0, 0.01) << a.id << " counted " << c.total;
        if (a.isMoE()) {
            ASSERT_GT(a.publishedActiveParamsB, 0) << a.id;
            EXPECT_NEAR(c.active / (a.publishedActiveParamsB * 1e9), 1.0, 0.01) << a.id;
        } else {
            EXPECT_DOUBLE_EQ(c.active, c.total) << a.id;
        }
    }
}

TEST(ModelCatalog, PresetFieldsAreRead)
{
    const ModelCatalog &catalog = ModelCatalog::builtIn();
    const Architecture *ds = catalog.find("deepseek-v3");
    ASSERT_NE(ds, nullptr);
    EXPECT_EQ(ds->kvLoraRank, 512);
    EXPECT_EQ(ds->denseLayers, 3);
    EXPECT_EQ(ds->hfRepo, "deepseek-ai/DeepSeek-V3");
    EXPECT_EQ(ds->family, "DeepSeek");
    const Architecture *gpt2 = catalog.find("gpt2");
    ASSERT_NE(gpt2, nullptr);
    EXPECT_EQ(gpt2->mlp, MlpKind::Plain);
    EXPECT_EQ(gpt2->norm, NormKind::LayerNorm);
    EXPECT_TRUE(gpt2->learnedPositions);
    const Architecture *gemma = catalog.find("gemma-2-9b");
    ASSERT_NE(gemma, nullptr);
    EXPECT_EQ(gemma->slidingWindowLayers, 21);
    EXPECT_EQ(gemma->normsPerLayer, 4);
}

TEST(ModelCatalog, MinimalPresetUsesDefaults)
{
    const Result<ModelCatalog> r = ModelCatalog::fromJson(
        R"({"version": 1, "models": [{"id": "m", "name": "M", "source": "test", "params_b": 1.0,
            "layers": 2, "hidden": 256, "intermediate": 1024, "heads": 4, "vocab": 1000}]})",
        "m.json");
    ASSERT_TRUE(r.ok()) << describe(r.error());
    const Architecture &a = r.value().models().front();
    EXPECT_EQ(a.kvHeads, 4);
    EXPECT_EQ(a.headDim, 64);
    EXPECT_EQ(a.mlp, MlpKind::Gated);
    EXPECT_EQ(a.normsPerLayer, 2);
    EXPECT_FALSE(a.tiedEmbeddings);
}
