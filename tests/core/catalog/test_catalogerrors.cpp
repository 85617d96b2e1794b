// Bad input for every loader: each error kind must come back as an Error that names the field
// and the file, never as a crash or a partial catalog.
#include "catalog/gpucatalog.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "catalog/modelcatalog.h"

#include <cctype>
#include <limits>
#include <string>
#include <vector>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

QJsonObject validModel()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("m")},
                       {QStringLiteral("name"), QStringLiteral("M")},
                       {QStringLiteral("source"), QStringLiteral("test")},
                       {QStringLiteral("params_b"), 1.0},
                       {QStringLiteral("layers"), 2},
                       {QStringLiteral("hidden"), 256},
                       {QStringLiteral("intermediate"), 1024},
                       {QStringLiteral("heads"), 4},
                       {QStringLiteral("vocab"), 1000},
                       {QStringLiteral("mlp"), QStringLiteral("plain")}};
}

QJsonObject validGpu()
{
    return QJsonObject{{QStringLiteral("id"), QStringLiteral("g")},
                       {QStringLiteral("vendor"), QStringLiteral("V")},
                       {QStringLiteral("name"), QStringLiteral("G")},
                       {QStringLiteral("generation"), QStringLiteral("hopper")},
                       {QStringLiteral("memory_bytes"), 80e9},
                       {QStringLiteral("usable_bytes"), 79e9},
                       {QStringLiteral("memory_bandwidth_gbs"), 3350},
                       {QStringLiteral("bf16_tflops"), 989.5},
                       {QStringLiteral("link"), QStringLiteral("nvswitch")},
                       {QStringLiteral("link_bandwidth_gbs"), 450},
                       {QStringLiteral("tdp_watts"), 700},
                       {QStringLiteral("release_year"), 2022},
                       {QStringLiteral("source"), QStringLiteral("test")}};
}

std::string document(const char *listKey, const QJsonObject &entry, int version = 1)
{
    QJsonObject root{{QStringLiteral("version"), version}};
    root.insert(QLatin1String(listKey), QJsonArray{entry});
    return QJsonDocument(root).toJson().toStdString();
}

Error modelError(const QJsonObject &entry)
{
    const Result<ModelCatalog> r = ModelCatalog::fromJson(document("models", entry), "models.json");
    EXPECT_FALSE(r.ok());
    return r.ok() ? Error{} : r.error();
}

Error gpuError(const QJsonObject &entry)
{
    const Result<GpuCatalog> r = GpuCatalog::fromJson(document("gpus", entry), "gpus.json");
    EXPECT_FALSE(r.ok());
    return r.ok() ? Error{} : r.error();
}

template <typename T>
QJsonObject with(QJsonObject obj, const char *key, T value)
{
    obj.insert(QLatin1String(key), QJsonValue(value));
    return obj;
}

QJsonObject without(QJsonObject obj, const char *key)
{
    obj.remove(QLatin1String(key));
    return obj;
}

} // namespace

TEST(CatalogErrors, ValidEntriesLoad)
{
    EXPECT_TRUE(ModelCatalog::fromJson(document("models", validModel()), "m.json").ok());
    EXPECT_TRUE(GpuCatalog::fromJson(document("gpus", validGpu()), "g.json").ok());
}

TEST(CatalogErrors, MissingFieldNamesTheKeyPath)
{
    Error e = modelError(without(validModel(), "hidden"));
    EXPECT_EQ(e.code, ErrorCode::MissingField);
    EXPECT_EQ(e.field, "models[0].hidden");
    EXPECT_EQ(e.file, "models.json");
    e = gpuError(without(validGpu(), "usable_bytes"));
    EXPECT_EQ(e.code, ErrorCode::MissingField);
    EXPECT_EQ(e.field, "gpus[0].usable_bytes");
    EXPECT_EQ(e.file, "gpus.json");
    const Result<GpuCatalog> noList = GpuCatalog::fromJson(R"({"version": 1})", "g.json");
    ASSERT_FALSE(noList.ok());
    EXPECT_EQ(noList.error().field, "gpus");
}

TEST(CatalogErrors, WrongTypeNamesTheKeyPath)
{
    Error e = modelError(with(validModel(), "layers", QStringLiteral("32")));
    EXPECT_EQ(e.code, ErrorCode::WrongType);
    EXPECT_EQ(e.field, "models[0].layers");
    e = modelError(with(validModel(), "tied_embeddings", 1));
    EXPECT_EQ(e.code, ErrorCode::WrongType);
    EXPECT_EQ(e.field, "models[0].tied_embeddings");
    e = gpuError(with(validGpu(), "name", 5));
    EXPECT_EQ(e.code, ErrorCode::WrongType);
    EXPECT_EQ(e.field, "gpus[0].name");
    const Result<ModelCatalog> list = ModelCatalog::fromJson(R"({"version": 1, "models": {}})", "m.json");
    ASSERT_FALSE(list.ok());
    EXPECT_EQ(list.error().code, ErrorCode::WrongType);
}

TEST(CatalogErrors, NegativeAbsurdAndFractionalNumbersAreOutOfRange)
{
    Error e = modelError(with(validModel(), "hidden", -256));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "models[0].hidden");
    e = modelError(with(validModel(), "layers", 2.5));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "models[0].layers");
    e = modelError(with(validModel(), "vocab", 1e15));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "models[0].vocab");
    e = modelError(with(validModel(), "kv_heads", 3)); // 4 heads are not a multiple of 3
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "models[0].kv_heads");
    e = gpuError(with(validGpu(), "memory_bytes", 1e30));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "gpus[0].memory_bytes");
    e = gpuError(with(validGpu(), "bf16_tflops", -1));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "gpus[0].bf16_tflops");
    e = gpuError(with(validGpu(), "rent_price_date", QStringLiteral("25.09.2026")));
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "gpus[0].rent_price_date");
    e = gpuError(with(validGpu(), "usable_bytes", 200e9)); // more than the card has
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    EXPECT_EQ(e.field, "gpus[0].usable_bytes");
}

TEST(CatalogErrors, NaNAndInfinityAreRejected)
{
    // JSON has no NaN literal: a parser that accepted one would be wrong too.
    std::string text = document("models", validModel());
    text.replace(text.find("\"params_b\": 1"), 13, "\"params_b\": NaN");
    const Result<ModelCatalog> r = ModelCatalog::fromJson(text, "m.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::InvalidJson);
    // Qt writes infinity as null: a required number becomes missing.
    const Error e = gpuError(with(validGpu(), "memory_bandwidth_gbs", std::numeric_limits<double>::infinity()));
    EXPECT_EQ(e.field, "gpus[0].memory_bandwidth_gbs");
}

TEST(CatalogErrors, UnknownEnumSpellingsAreNamed)
{
    Error e = modelError(with(validModel(), "mlp", QStringLiteral("swiglu")));
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.field, "models[0].mlp");
    EXPECT_EQ(e.detail, "swiglu");
    e = modelError(with(validModel(), "norm", QStringLiteral("batchnorm")));
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.field, "models[0].norm");
    e = gpuError(with(validGpu(), "generation", QStringLiteral("kepler")));
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.field, "gpus[0].generation");
    e = gpuError(with(validGpu(), "link", QStringLiteral("infiniband")));
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.field, "gpus[0].link");
}

TEST(CatalogErrors, OversizedDeepAndBrokenJson)
{
    const std::string huge = "{\"version\": 1, \"gpus\": [], \"pad\": \"" + std::string(17 * 1024 * 1024, 'x') + "\"}";
    Result<GpuCatalog> r = GpuCatalog::fromJson(huge, "big.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::FileTooLarge);
    EXPECT_EQ(r.error().file, "big.json");

    const std::string deep = "{\"version\": 1, \"gpus\": []," "\"x\": " + std::string(200, '[') + std::string(200, ']') + "}";
    r = GpuCatalog::fromJson(deep, "deep.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::InvalidJson);

    const Result<ModelCatalog> broken = ModelCatalog::fromJson("{\"version\": 1, \"models\": [", "b.json");
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().code, ErrorCode::InvalidJson);
    const Result<ModelCatalog> array = ModelCatalog::fromJson("[1, 2]", "a.json");
    ASSERT_FALSE(array.ok());
    EXPECT_EQ(array.error().code, ErrorCode::InvalidJson);
    // Brackets inside strings do not count as nesting.
    EXPECT_TRUE(GpuCatalog::fromJson("{\"version\": 1, \"gpus\": [], \"n\": \"" + std::string(200, '[') + "\"}", "s.json").ok());
}

TEST(CatalogErrors, NewerVersionAndDuplicateIds)
{
    Result<ModelCatalog> r = ModelCatalog::fromJson(document("models", validModel(), 2), "m.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnsupportedVersion);
    EXPECT_EQ(r.error().field, "version");

    QJsonObject root{{QStringLiteral("version"), 1},
                     {QStringLiteral("models"), QJsonArray{validModel(), validModel()}}};
    r = ModelCatalog::fromJson(QJsonDocument(root).toJson().toStdString(), "m.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(r.error().field, "models[1].id");
}

TEST(CatalogErrors, FileHelpers)
{
    const Result<std::string> missing = readCappedFile("/nonexistent/gpus.json", jsonfields::kMaxJsonBytes);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, ErrorCode::FileUnreadable);
    EXPECT_EQ(missing.error().file, "/nonexistent/gpus.json");

    const Result<std::string> limited =
        readCappedFile(std::string(GPUSIZER_TEST_DATA_DIR) + "/hf/gpt2.json", 100);
    ASSERT_FALSE(limited.ok());
    EXPECT_EQ(limited.error().code, ErrorCode::FileTooLarge);

    const QJsonObject obj{{QStringLiteral("n"), 7}, {QStringLiteral("s"), QString()}};
    EXPECT_EQ(jsonfields::optionalInt(obj, "absent", 3, 0, 10, "f").value(), 3);
    EXPECT_EQ(jsonfields::requireInt(obj, "n", 0, 10, "f").value(), 7);
    const Result<int> high = jsonfields::requireInt(obj, "n", 0, 5, "f", "outer");
    ASSERT_FALSE(high.ok());
    EXPECT_EQ(high.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(high.error().field, "outer.n");
    const Result<std::string> empty = jsonfields::requireString(obj, "s", "f");
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error().code, ErrorCode::OutOfRange);
}

TEST(CatalogErrors, TruncatedAndCorruptedFilesGiveAnErrorOrAValidResult)
{
    const Result<std::string> gpus = readCappedFile(std::string(GPUSIZER_TEST_DATA_DIR) + "/../../resources/gpus.json", jsonfields::kMaxJsonBytes);
    ASSERT_TRUE(gpus.ok());
    const std::string &text = gpus.value();
    // Every cut through the document leaves invalid JSON: never a partial catalog.
    for (std::size_t cut = 0; cut + 1 < text.size(); cut += 211) {
        const Result<GpuCatalog> r = GpuCatalog::fromJson(text.substr(0, cut), "cut.json");
        ASSERT_FALSE(r.ok()) << cut;
        EXPECT_EQ(r.error().code, ErrorCode::InvalidJson) << cut;
    }
    // Digits replaced by other digits or signs: either an error or only valid entries.
    std::vector<std::size_t> digits;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (std::isdigit(static_cast<unsigned char>(text[i])))
            digits.push_back(i);
    int loaded = 0;
    int refused = 0;
    for (std::size_t k = 0; k < digits.size(); k += 13) {
        const std::size_t i = digits[k];
        std::string copy = text;
        copy[i] = (i % 3 == 0) ? '-' : (i % 3 == 1) ? '9' : '0';
        const Result<GpuCatalog> r = GpuCatalog::fromJson(copy, "corrupt.json");
        if (!r.ok()) {
            ++refused;
            continue;
        }
        ++loaded;
        ASSERT_EQ(r.value().gpus().size(), 29u);
        for (const GpuSpec &g : r.value().gpus()) {
            EXPECT_GT(g.memoryBytes, 0);
            EXPECT_GE(g.rentPerHour, 0);
        }
    }
    EXPECT_GT(loaded + refused, 50);
    EXPECT_GT(refused, 0);
}

// Found by tests/fuzz: a denormal throughput (4.9e-324 TFLOPS) passed the range check and
// made every time figure infinite. A throughput is 0 (not given) or at least 0.01 TFLOPS.
TEST(CatalogErrors, ThroughputCloseToZeroIsOutOfRange)
{
    for (const char *key : {"bf16_tflops", "fp16_tflops", "fp8_tflops", "tf32_tflops", "fp32_tflops"}) {
        for (const double tiny : {4.9e-324, 1e-300, 0.009}) {
            const Error e = gpuError(with(validGpu(), key, tiny));
            EXPECT_EQ(e.code, ErrorCode::OutOfRange) << key << " " << tiny;
            EXPECT_EQ(e.field, std::string("gpus[0].") + key);
            EXPECT_EQ(e.file, "gpus.json");
        }
    }
    const Result<GpuCatalog> zero = GpuCatalog::fromJson(document("gpus", with(validGpu(), "fp8_tflops", 0.0)), "g.json");
    ASSERT_TRUE(zero.ok());
    EXPECT_EQ(zero.value().gpus().front().fp8Tflops, 0.0);
    const Result<GpuCatalog> slow = GpuCatalog::fromJson(document("gpus", with(validGpu(), "fp32_tflops", 0.01)), "g.json");
    ASSERT_TRUE(slow.ok());
    EXPECT_EQ(slow.value().gpus().front().fp32Tflops, 0.01);
}
