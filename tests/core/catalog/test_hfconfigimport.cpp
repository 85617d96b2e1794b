#include "catalog/hfconfigimport.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"

#include <string>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

std::string fixture(const std::string &name)
{
    Result<std::string> text = readCappedFile(std::string(GPUSIZER_TEST_DATA_DIR) + "/hf/" + name, jsonfields::kMaxJsonBytes);
    EXPECT_TRUE(text.ok()) << name;
    return text.ok() ? text.value() : std::string();
}

Architecture imported(const std::string &name)
{
    Result<Architecture> arch = importHfConfig(fixture(name), name);
    EXPECT_TRUE(arch.ok()) << name << ": " << (arch.ok() ? "" : describe(arch.error()));
    return arch.ok() ? arch.value() : Architecture();
}

struct Published {
    const char *file;
    double totalB;  // published total parameters, billions
    double activeB; // published active parameters (MoE), 0 for dense
};

// Published counts: model cards / safetensors totals (see docs/model-sources.md);
// Gemma 3 multimodal checkpoints: language model only (Gemma 3 report Table 1:
// embedding + non-embedding parameters, vision encoder excluded).
const Published kPublished[] = {
    {"llama-3.1-8b.json", 8.030, 0},
    {"mistral-7b-v0.1.json", 7.242, 0},
    {"mixtral-8x7b.json", 46.703, 12.880},
    {"qwen2.5-7b.json", 7.616, 0},
    {"qwen1.5-moe-a2.7b.json", 14.316, 2.7},
    {"qwen3-8b.json", 8.191, 0},
    {"qwen3-30b-a3b.json", 30.532, 3.353},
    {"gemma-7b.json", 8.538, 0},
    {"gemma-2-9b.json", 9.242, 0},
    {"gemma-3-1b-it.json", 0.302 + 0.698, 0},
    {"gemma-3-4b-it.json", 0.675 + 3.209, 0},
    {"gemma-3-27b-it.json", 1.416 + 25.600, 0},
    {"phi-3-mini-4k-instruct.json", 3.821, 0},
    {"gpt2.json", 0.1244, 0},
    {"gpt-neox-20b.json", 20.554, 0},
    {"falcon-7b.json", 6.922, 0},
    {"mpt-7b.json", 6.649, 0},
    {"olmo-2-7b.json", 7.299, 0},
    {"deepseek-v3.json", 671.026, 37.552},
};

// TinyLlama 1.1B's config.json, with `extra` keys ("_name_or_path") in front.
std::string tinyConfig(const std::string &extra = {})
{
    return "{" + extra + R"("model_type": "llama", "hidden_size": 2048, "intermediate_size": 5632,
        "num_hidden_layers": 22, "num_attention_heads": 32, "num_key_value_heads": 4,
        "vocab_size": 32000, "max_position_embeddings": 2048})";
}

// Writes `text` to `relative` (folders made) under `dir`, reads it back and imports it the way
// the window and the CLI do: with the file's whole path.
Architecture importedFrom(const QTemporaryDir &dir, const QString &relative, const std::string &text)
{
    const QString path = dir.filePath(relative);
    EXPECT_TRUE(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text.data(), qint64(text.size()));
    file.close();
    const Result<Architecture> arch = importHfConfigFile(path.toStdString());
    EXPECT_TRUE(arch.ok()) << (arch.ok() ? "" : describe(arch.error()));
    return arch.ok() ? arch.value() : Architecture();
}

} // namespace

TEST(HfConfigImport, NamesTheModelFromNameOrPath)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Architecture a = importedFrom(dir, QStringLiteral("checkpoint-500/config.json"),
                                        tinyConfig(R"("_name_or_path": "meta-llama/Llama-3.1-8B", )"));
    EXPECT_EQ(a.displayName, "Llama-3.1-8B");
    EXPECT_EQ(a.id, "meta-llama/Llama-3.1-8B");
    EXPECT_EQ(a.hfRepo, "meta-llama/Llama-3.1-8B");
    // A local path as transformers writes it after loading from disk: its last folder.
    const Architecture local = importedFrom(dir, QStringLiteral("local/config.json"),
                                            tinyConfig(R"("_name_or_path": "/data/models/TinyLlama-1.1B/", )"));
    EXPECT_EQ(local.displayName, "TinyLlama-1.1B");
}

TEST(HfConfigImport, NamesAConfigJsonAfterItsFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Architecture a = importedFrom(dir, QStringLiteral("Qwen2.5-7B-Instruct/config.json"), tinyConfig());
    EXPECT_EQ(a.displayName, "Qwen2.5-7B-Instruct");
    EXPECT_EQ(a.id, "Qwen2.5-7B-Instruct");
    EXPECT_TRUE(a.hfRepo.empty());
    // The source names the folder and the file, not where they lie on this machine.
    EXPECT_EQ(a.source, "Hugging Face config.json: Qwen2.5-7B-Instruct/config.json");
    // The Hugging Face cache: the repository, not the commit folder.
    const QString snapshot
        = QStringLiteral("hub/models--Qwen--Qwen2.5-7B/snapshots/a09a35458c702b33eeacc393d103063234e8bc28");
    const Architecture cached = importedFrom(dir, snapshot + QStringLiteral("/config.json"), tinyConfig());
    EXPECT_EQ(cached.displayName, "Qwen2.5-7B");
    EXPECT_EQ(hfConfigModelName("", "C:\\Users\\kari\\Mistral-7B\\config.json", "mistral"), "Mistral-7B");
}

TEST(HfConfigImport, NamesAnyOtherFileAfterItsBaseName)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const Architecture a = importedFrom(dir, QStringLiteral("downloads/tinyllama-1.1b.json"), tinyConfig());
    EXPECT_EQ(a.displayName, "tinyllama-1.1b");
    EXPECT_EQ(a.id, "tinyllama-1.1b");
    // "config" names nothing: the folder does, and without one a generic name.
    EXPECT_EQ(hfConfigModelName("", "Phi-3-mini/config (1).json", "phi3"), "Phi-3-mini");
    EXPECT_EQ(hfConfigModelName("", "config.json", "llama"), "Imported llama model");
    EXPECT_EQ(hfConfigModelName("  ", "./config.json", "gpt2"), "Imported gpt2 model");
    EXPECT_NE(hfConfigModelName("", "config.json", "llama"), "config.json");
}

TEST(HfConfigImport, EveryFixtureMatchesItsPublishedCount)
{
    for (const Published &p : kPublished) {
        const ParameterCounts counts = countParameters(imported(p.file));
        EXPECT_NEAR(counts.total / (p.totalB * 1e9), 1.0, 0.01) << p.file << " total " << counts.total;
        if (p.activeB > 0) {
            EXPECT_NEAR(counts.active / (p.activeB * 1e9), 1.0, 0.01) << p.file << " active " << counts.active;
        }
    }
}

TEST(HfConfigImport, LlamaShapeAndDefaults)
{
    const Architecture a = imported("llama-3.1-8b.json");
    EXPECT_EQ(a.family, "llama");
    EXPECT_EQ(a.layers, 32);
    EXPECT_EQ(a.kvHeads, 8);
    EXPECT_EQ(a.headDim, 128); // derived: hidden / heads
    EXPECT_EQ(a.maxPositions, 131072);
    EXPECT_FALSE(a.tiedEmbeddings);
    EXPECT_EQ(countParameters(a).total, 8030261248.0);
}

TEST(HfConfigImport, SlidingWindowsPerFamily)
{
    const Architecture mistral = imported("mistral-7b-v0.1.json");
    EXPECT_EQ(mistral.slidingWindow, 4096);
    EXPECT_EQ(mistral.slidingWindowLayers, 32);
    const Architecture gemma2 = imported("gemma-2-9b.json");
    EXPECT_EQ(gemma2.slidingWindowLayers, 21); // every other layer of 42
    EXPECT_EQ(gemma2.normsPerLayer, 4);
    EXPECT_TRUE(gemma2.tiedEmbeddings);        // key absent: Gemma default
    const Architecture gemma3 = imported("gemma-3-27b-it.json");
    EXPECT_EQ(gemma3.slidingWindow, 1024);
    EXPECT_EQ(gemma3.slidingWindowLayers, 62 - 62 / 6); // five local layers per global one
    EXPECT_EQ(gemma3.vocab, 262208);                    // text_config default
    EXPECT_TRUE(gemma3.qkNorm);
    const Architecture qwen = imported("qwen2.5-7b.json");
    EXPECT_EQ(qwen.slidingWindowLayers, 0); // use_sliding_window false
    EXPECT_TRUE(qwen.attentionBias);
}

TEST(HfConfigImport, MoeAndMlaFields)
{
    const Architecture ds = imported("deepseek-v3.json");
    EXPECT_EQ(ds.experts, 256);
    EXPECT_EQ(ds.expertsPerToken, 8);
    EXPECT_EQ(ds.sharedExperts, 1);
    EXPECT_EQ(ds.denseLayers, 3);
    EXPECT_EQ(ds.qLoraRank, 1536);
    EXPECT_EQ(ds.kvLoraRank, 512);
    EXPECT_EQ(ds.headDim, 192);
    const Architecture qmoe = imported("qwen1.5-moe-a2.7b.json");
    EXPECT_EQ(qmoe.experts, 60);
    EXPECT_EQ(qmoe.sharedExperts, 4); // 5632 / 1408
    EXPECT_EQ(qmoe.denseLayers, 0);
    const Architecture mixtral = imported("mixtral-8x7b.json");
    EXPECT_EQ(mixtral.expertIntermediate, 14336);
    EXPECT_EQ(mixtral.slidingWindowLayers, 0); // sliding_window null
}

TEST(HfConfigImport, LegacyKeyNames)
{
    const Architecture falcon = imported("falcon-7b.json");
    EXPECT_EQ(falcon.kvHeads, 1); // multi_query
    EXPECT_EQ(falcon.intermediate, 4 * 4544);
    EXPECT_TRUE(falcon.parallelBlock);
    EXPECT_EQ(falcon.normsPerLayer, 1);
    const Architecture mpt = imported("mpt-7b.json");
    EXPECT_EQ(mpt.intermediate, 16384); // expansion_ratio 4
    EXPECT_FALSE(mpt.learnedPositions); // ALiBi
    EXPECT_FALSE(mpt.mlpBias);          // no_bias
    const Architecture gpt2 = imported("gpt2.json");
    EXPECT_EQ(gpt2.intermediate, 3072); // n_inner absent: 4 * n_embd
    EXPECT_TRUE(gpt2.learnedPositions);
    EXPECT_TRUE(gpt2.tiedEmbeddings);
}

TEST(HfConfigImport, UnsupportedModelTypeIsNamed)
{
    const Result<Architecture> r = importHfConfig(R"({"model_type": "t5", "d_model": 512})", "t5.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnsupportedModelType);
    EXPECT_EQ(r.error().detail, "t5");
    EXPECT_EQ(r.error().file, "t5.json");
}

TEST(HfConfigImport, MissingFieldIsNamed)
{
    const Result<Architecture> r = importHfConfig(
        R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32, "vocab_size": 32000, "intermediate_size": 11008})",
        "cfg.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::MissingField);
    EXPECT_EQ(r.error().field, "num_hidden_layers");

    const Result<Architecture> nested = importHfConfig(R"({"model_type": "gemma3"})", "g.json");
    ASSERT_FALSE(nested.ok());
    EXPECT_EQ(nested.error().code, ErrorCode::MissingField);
    EXPECT_EQ(nested.error().field, "text_config");

    const Result<Architecture> noType = importHfConfig(R"({"hidden_size": 4096})", "x.json");
    ASSERT_FALSE(noType.ok());
    EXPECT_EQ(noType.error().field, "model_type");
}

TEST(HfConfigImport, WrongTypesAndAbsurdValues)
{
    std::string text = fixture("llama-3.1-8b.json");
    std::string wrong = text;
    wrong.replace(wrong.find("\"num_hidden_layers\": 32"), 23, "\"num_hidden_layers\": \"32\"");
    Result<Architecture> r = importHfConfig(wrong, "w.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::WrongType);
    EXPECT_EQ(r.error().field, "num_hidden_layers");

    std::string negative = text;
    negative.replace(negative.find("\"hidden_size\": 4096"), 19, "\"hidden_size\": -4096");
    r = importHfConfig(negative, "n.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "hidden_size");

    std::string badHeads = text;
    badHeads.replace(badHeads.find("\"num_key_value_heads\": 8"), 24, "\"num_key_value_heads\": 5");
    r = importHfConfig(badHeads, "h.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "kv_heads");

    r = importHfConfig("{\"model_type\": \"llama\", ", "broken.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::InvalidJson);
}

TEST(HfConfigImport, OversizedAndDeeplyNestedConfigs)
{
    const std::string huge = "{\"model_type\": \"llama\", \"pad\": \"" + std::string(17 * 1024 * 1024, ' ') + "\"}";
    Result<Architecture> r = importHfConfig(huge, "huge.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::FileTooLarge);
    EXPECT_EQ(r.error().file, "huge.json");

    const std::string deep = "{\"model_type\": \"llama\", \"x\": " + std::string(100, '{') + std::string(100, '}') + "}";
    r = importHfConfig(deep, "deep.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::InvalidJson);

    const Result<Architecture> badAttn = importHfConfig(
        R"({"model_type": "mpt", "d_model": 512, "n_layers": 2, "n_heads": 8, "vocab_size": 100,
            "attn_config": {"alibi": "yes"}})",
        "mpt.json");
    ASSERT_FALSE(badAttn.ok());
    EXPECT_EQ(badAttn.error().code, ErrorCode::WrongType);
    EXPECT_EQ(badAttn.error().field, "attn_config.alibi");
}
