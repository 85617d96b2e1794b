#include "catalog/architecturejson.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "catalog/modelcatalog.h"

#include <string>

#include <QJsonArray>
#include <QJsonValue>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

Result<Architecture> read(const QJsonObject &obj, ArchitectureIdentity identity)
{
    jsonfields::FieldReader r(obj, "a.json", "model");
    Architecture a = architectureFromJson(r, identity);
    if (!r.ok())
        return r.error();
    return a;
}

QJsonObject modelsJson()
{
    const Result<std::string> text =
        readCappedFile(std::string(GPUSIZER_TEST_DATA_DIR) + "/../../resources/models.json", jsonfields::kMaxJsonBytes);
    EXPECT_TRUE(text.ok());
    const Result<QJsonObject> root = jsonfields::parseObject(text.ok() ? text.value() : "{}", "models.json");
    EXPECT_TRUE(root.ok());
    return root.ok() ? root.value() : QJsonObject();
}

} // namespace

TEST(ArchitectureJson, EveryPresetWritesItsModelsJsonEntryAndReadsBackEqual)
{
    const QJsonObject root = modelsJson();
    const QJsonArray entries = root.value(QLatin1String("models")).toArray();
    const std::vector<Architecture> &presets = ModelCatalog::builtIn().models();
    ASSERT_EQ(std::size_t(entries.size()), presets.size());
    ASSERT_GE(presets.size(), 80u);
    const QString format = root.value(QLatin1String("format")).toString();
    for (std::size_t i = 0; i < presets.size(); ++i) {
        const QJsonObject written = architectureToJson(presets[i]);
        const QJsonObject entry = entries.at(qsizetype(i)).toObject();
        // Every key of the catalog entry is written with the entry's value ...
        for (auto it = entry.begin(); it != entry.end(); ++it)
            EXPECT_EQ(written.value(it.key()), it.value()) << presets[i].id << " " << it.key().toStdString();
        // ... and every written key is one the catalog format documents.
        for (const QString &key : written.keys())
            EXPECT_TRUE(format.contains(key)) << key.toStdString();
        const Result<Architecture> back = read(written, ArchitectureIdentity::Required);
        ASSERT_TRUE(back.ok()) << presets[i].id << ": " << describe(back.error());
        EXPECT_EQ(back.value(), presets[i]) << presets[i].id;
    }
    // MoE, MLA and sliding-window shapes are among them, so their keys were compared too.
    const Architecture *deepseek = ModelCatalog::builtIn().find("deepseek-v3");
    ASSERT_NE(deepseek, nullptr);
    EXPECT_TRUE(deepseek->isMoE() && deepseek->isMLA());
    const QJsonObject ds = architectureToJson(*deepseek);
    EXPECT_EQ(ds.value(QLatin1String("experts")).toInt(), 256);
    EXPECT_EQ(ds.value(QLatin1String("kv_lora_rank")).toInt(), 512);
    EXPECT_EQ(ds.value(QLatin1String("dense_layers")).toInt(), 3);
}

TEST(ArchitectureJson, CustomShapesNeedNoIdentityInScenarios)
{
    Architecture custom = *ModelCatalog::builtIn().find("llama-3.1-8b");
    custom.id.clear();
    custom.displayName.clear();
    custom.source.clear();
    custom.family.clear();
    custom.hfRepo.clear();
    custom.publishedParamsB = 0;
    custom.layers = 7;
    const Result<Architecture> back = read(architectureToJson(custom), ArchitectureIdentity::Optional);
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), custom);

    // Presets must say what they are.
    const Result<Architecture> preset = read(architectureToJson(custom), ArchitectureIdentity::Required);
    ASSERT_FALSE(preset.ok());
    EXPECT_EQ(preset.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(preset.error().field, "model.id");

    // Absent identity keys: name defaults to the id, params_b to 0 (unknown).
    QJsonObject minimal{{QStringLiteral("id"), QStringLiteral("mine")}, {QStringLiteral("layers"), 2},
                        {QStringLiteral("hidden"), 64}, {QStringLiteral("intermediate"), 256},
                        {QStringLiteral("heads"), 4}, {QStringLiteral("vocab"), 1000}};
    const Result<Architecture> small = read(minimal, ArchitectureIdentity::Optional);
    ASSERT_TRUE(small.ok()) << describe(small.error());
    EXPECT_EQ(small.value().displayName, "mine");
    EXPECT_EQ(small.value().kvHeads, 4);
    EXPECT_EQ(small.value().headDim, 16);
    EXPECT_EQ(small.value().publishedParamsB, 0.0);
    const Result<Architecture> noSource = read(minimal, ArchitectureIdentity::Required);
    ASSERT_FALSE(noSource.ok());
    EXPECT_EQ(noSource.error().code, ErrorCode::MissingField);
    EXPECT_EQ(noSource.error().field, "model.name");
}

TEST(ArchitectureJson, InvalidShapesNameTheirJsonKey)
{
    const Architecture base = *ModelCatalog::builtIn().find("llama-3.1-8b");
    QJsonObject o = architectureToJson(base);
    o.insert(QStringLiteral("kv_heads"), 5); // does not divide 32 heads
    Result<Architecture> r = read(o, ArchitectureIdentity::Required);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "model.kv_heads");
    EXPECT_EQ(r.error().file, "a.json");

    o = architectureToJson(base);
    o.insert(QStringLiteral("sliding_window_layers"), 4); // without a window
    r = read(o, ArchitectureIdentity::Optional);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().field, "model.sliding_window");

    o = architectureToJson(base);
    o.insert(QStringLiteral("norm"), QStringLiteral("batchnorm"));
    r = read(o, ArchitectureIdentity::Optional);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(r.error().field, "model.norm");
}
