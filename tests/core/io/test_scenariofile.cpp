#include "io/scenariofile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <QJsonDocument>
#include <QJsonObject>

using namespace gpusizer::core;

namespace {

Scenario sampleScenario()
{
    Scenario s;
    s.model.id = "llama-3.1-8b";
    s.model.displayName = "Llama 3.1 8B";
    s.model.source = "meta-llama/Llama-3.1-8B config.json";
    s.model.family = "Llama 3";
    s.model.hfRepo = "meta-llama/Llama-3.1-8B";
    s.model.publishedParamsB = 8.03;
    s.model.layers = 32;
    s.model.hidden = 4096;
    s.model.intermediate = 14336;
    s.model.heads = 32;
    s.model.kvHeads = 8;
    s.model.headDim = 128;
    s.model.vocab = 128256;
    s.model.maxPositions = 131072;
    s.method = Method::QLoRA;
    s.weightDtype = DType::NF4;
    s.masterWeights = false;
    s.optimizer = Optimizer::PagedAdamW8bit;
    s.lora.rank = 64;
    s.lora.targets = kLoraAttentionTargets;
    s.seqLen = 8192;
    s.microBatch = 4;
    s.gradAccum = 8;
    s.checkpointing = Checkpointing::Full;
    s.chunkedCrossEntropy = true;
    s.framework = Framework::Torchtune;
    s.compiled = true;
    s.gpuId = "a100-80gb-sxm";
    s.parallel.gpus = 16;
    s.parallel.sharding = Sharding::FSDPHybrid;
    s.parallel.tp = 2;
    s.prices.pinned["a100-80gb-sxm"].rentPerGpuHour = 1.89;
    s.prices.pinned["h100-sxm"].purchasePerGpu = 28000.0;
    s.prices.rates.setRate("EUR", 0.9);
    s.prices.rates.date = "2026-07-21";
    s.prices.currency = "EUR";
    s.requirements.deadlineHours = 168.0;
    s.requirements.budget = 50000.0;
    s.requirements.ownership = Ownership::Own;
    s.requirements.vendor = "NVIDIA";
    s.requirements.calibratedFirst = false;
    s.workload.datasetTokens = 5e8;
    s.workload.eagerDecode = true;
    s.offloadActivations = true;
    s.lora.fullyTrained = static_cast<std::uint16_t>(LoraTarget::Embed);
    return s;
}

QByteArray replaced(const QByteArray &json, const char *from, const char *to)
{
    QByteArray copy = json;
    copy.replace(from, to);
    return copy;
}

} // namespace

TEST(ScenarioFile, JsonRoundTripKeepsEveryField)
{
    const Scenario s = sampleScenario();
    auto back = scenarioFromJson(scenarioToJson(s), "x.gpusizer.json");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), s);
}

TEST(ScenarioFile, AllowRefurbishedRoundTripsAndOlderFilesQuoteNewHardware)
{
    Scenario s = sampleScenario();
    s.requirements.allowRefurbished = true;
    const QByteArray json = scenarioToJson(s);
    EXPECT_TRUE(json.contains("\"allow_refurbished\": true"));
    auto back = scenarioFromJson(json, "refurb.gpusizer.json");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_TRUE(back.value().requirements.allowRefurbished);
    EXPECT_EQ(back.value(), s);

    // A file saved before the key existed offers new hardware only.
    QByteArray old = json;
    old.replace("\"allow_refurbished\": true,", "");
    old.replace(",\n        \"allow_refurbished\": true", "");
    ASSERT_FALSE(old.contains("allow_refurbished"));
    auto older = scenarioFromJson(old, "old.gpusizer.json");
    ASSERT_TRUE(older.ok()) << describe(older.error());
    EXPECT_FALSE(older.value().requirements.allowRefurbished);
    EXPECT_EQ(older.value().requirements.onlyOffered, s.requirements.onlyOffered);
}

TEST(ScenarioFile, VersionThreeFilesOpenWithTransformersDefaults)
{
    // A file saved before frameworks existed: no framework and no compiled field.
    QByteArray old = scenarioToJson(sampleScenario());
    old.replace("\"version\": 4", "\"version\": 3");
    old.replace("\"framework\": \"torchtune\",", "");
    old.replace("\"compiled\": true,", "");
    ASSERT_FALSE(old.contains("framework"));
    auto back = scenarioFromJson(old, "old.gpusizer.json");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value().framework, Framework::Transformers);
    EXPECT_FALSE(back.value().compiled);
    // Its own settings stay as saved (they are not replaced by the framework's defaults).
    EXPECT_TRUE(back.value().chunkedCrossEntropy);
    EXPECT_EQ(back.value().checkpointing, Checkpointing::Full);
}

TEST(ScenarioFile, CustomModelWithoutIdentityRoundTrips)
{
    Scenario s = sampleScenario();
    s.model.id.clear();
    s.model.displayName.clear();
    s.model.source.clear();
    s.model.family.clear();
    s.model.hfRepo.clear();
    s.model.publishedParamsB = 0;
    s.model.experts = 8;
    s.model.expertsPerToken = 2;
    s.model.expertIntermediate = 14336;
    auto back = scenarioFromJson(scenarioToJson(s), "custom.gpusizer.json");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), s);
}

TEST(ScenarioFile, BundledExamplesReadAndRewriteUnchanged)
{
    const QDir dir(QStringLiteral(GPUSIZER_EXAMPLES_DIR));
    const QStringList names = dir.entryList({QStringLiteral("*.gpusizer.json")}, QDir::Files);
    ASSERT_GE(names.size(), 2);
    for (const QString &name : names) {
        const std::string path = dir.filePath(name).toStdString();
        auto scenario = readScenarioFile(path);
        ASSERT_TRUE(scenario.ok()) << describe(scenario.error());
        EXPECT_FALSE(scenario.value().model.id.empty()) << path;
        auto again = scenarioFromJson(scenarioToJson(scenario.value()), path);
        ASSERT_TRUE(again.ok()) << path;
        EXPECT_EQ(again.value(), scenario.value()) << path;
    }
}

TEST(ScenarioFile, WriteThenReadFromDisk)
{
    QTemporaryDir dir;
    const std::string path = QDir(dir.path()).filePath(QStringLiteral("a.gpusizer.json")).toStdString();
    ASSERT_FALSE(writeScenarioFile(sampleScenario(), path).has_value());
    auto back = readScenarioFile(path);
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value().parallel.sharding, Sharding::FSDPHybrid);
}

TEST(ScenarioFile, FailedWriteLeavesTheOldFileIntact)
{
    QTemporaryDir dir;
    const QString path = QDir(dir.path()).filePath(QStringLiteral("a.gpusizer.json"));
    ASSERT_FALSE(writeScenarioFile(sampleScenario(), path.toStdString()).has_value());
    Scenario changed = sampleScenario();
    changed.seqLen = 128;
    for (const WriteFault fault : {WriteFault{100, false}, WriteFault{-1, true}}) {
        const auto error = writeScenarioFile(changed, path.toStdString(), fault);
        ASSERT_TRUE(error.has_value());
        EXPECT_EQ(error->code, ErrorCode::WriteFailed);
        EXPECT_FALSE(error->detail.empty());
        EXPECT_EQ(readScenarioFile(path.toStdString()).value().seqLen, 8192);
        EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("a.gpusizer.json")})
            << "a temporary file was left behind";
    }
}

TEST(ScenarioFile, UnwritableFolderGivesAnError)
{
    const auto error = writeScenarioFile(sampleScenario(), "/nonexistent-folder/x.gpusizer.json");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->code, ErrorCode::WriteFailed);
    EXPECT_EQ(error->file, "/nonexistent-folder/x.gpusizer.json");
}

TEST(ScenarioFile, BadContentNamesTheField)
{
    const QByteArray good = scenarioToJson(sampleScenario());
    struct Case {
        const char *from;
        const char *to;
        ErrorCode code;
        const char *field;
    };
    const Case cases[] = {
        {"\"seq_len\": 8192", "\"seq_len\": -5", ErrorCode::OutOfRange, "seq_len"},
        {"\"method\": \"qlora\"", "\"method\": \"dpo\"", ErrorCode::UnknownValue, "method"},
        {"\"gpus\": 16", "\"gpus\": \"many\"", ErrorCode::WrongType, "cluster.gpus"},
        {"\"hidden\": 4096", "\"hidden\": 0", ErrorCode::OutOfRange, "model.hidden"},
        {"\"kv_heads\": 8", "\"kv_heads\": 5", ErrorCode::OutOfRange, "model.kv_heads"},
        {"\"version\": 7", "\"version\": 99", ErrorCode::UnsupportedVersion, "version"},
        {"\"framework\": \"torchtune\"", "\"framework\": \"keras\"", ErrorCode::UnknownValue, "framework"},
        {"\"currency\": \"EUR\"", "\"currency\": \"XYZ\"", ErrorCode::UnknownValue, "prices.currency"},
        {"\"ownership\": \"own\"", "\"ownership\": \"lease\"", ErrorCode::UnknownValue, "requirements.ownership"},
        {"\"engine\": \"vllm\"", "\"engine\": \"ollama\"", ErrorCode::UnknownValue, "serving.engine"},
        {"\"output_len\": 300", "\"output_len\": 0", ErrorCode::OutOfRange, "serving.output_len"},
        {"\"targets\": \"q+k+v+o\"", "\"targets\": \"q+x\"", ErrorCode::UnknownValue, "lora.targets"},
        {"\"support_percent\": 10", "\"support_percent\": -1", ErrorCode::OutOfRange, "prices.support_percent"},
        {"\"validity_days\": 30", "\"validity_days\": 0", ErrorCode::OutOfRange, "report.validity_days"},
        {"\"format\": \"gpu-sizer-scenario\"", "\"format\": \"other\"", ErrorCode::InvalidJson, "format"},
    };
    for (const Case &c : cases) {
        const QByteArray bad = replaced(good, c.from, c.to);
        ASSERT_NE(bad, good) << c.from;
        auto r = scenarioFromJson(bad, "bad.gpusizer.json");
        ASSERT_FALSE(r.ok()) << c.from;
        EXPECT_EQ(r.error().code, c.code) << c.from;
        EXPECT_EQ(r.error().field, c.field) << c.from;
        EXPECT_EQ(r.error().file, "bad.gpusizer.json");
    }
}

TEST(ScenarioFile, NanAndTruncatedFilesAreRejected)
{
    const QByteArray good = scenarioToJson(sampleScenario());
    EXPECT_FALSE(scenarioFromJson(good.left(good.size() / 2), "t").ok());
    EXPECT_FALSE(scenarioFromJson(replaced(good, "\"epochs\": 1", "\"epochs\": NaN"), "t").ok());
    EXPECT_EQ(readScenarioFile("/nonexistent/dir/x.gpusizer.json").error().code, ErrorCode::FileUnreadable);
}

// Found by tests/fuzz: a denormal usage (4.9e-324 hours a year) passed the range check and
// made the hourly cost of owning infinite. Usage is at least one hour a year (the hourly cost of
// owning divides by it), and the error carries the bounds of the one table of limits.
TEST(ScenarioFile, UsageBelowOneHourIsRefused)
{
    Scenario set = sampleScenario();
    set.prices.usageHoursPerYear = 2000;
    const QByteArray good = scenarioToJson(set);
    const char *from = "\"usage_hours_per_year\": 2000";
    ASSERT_NE(good.indexOf(from), -1);
    for (const char *tiny : {"\"usage_hours_per_year\": 4.9e-324", "\"usage_hours_per_year\": 0.5",
                             "\"usage_hours_per_year\": 0"}) {
        auto r = scenarioFromJson(replaced(good, from, tiny), "t.gpusizer.json");
        ASSERT_FALSE(r.ok()) << tiny;
        EXPECT_EQ(r.error().code, ErrorCode::OutOfRange);
        EXPECT_EQ(r.error().field, "prices.usage_hours_per_year");
        EXPECT_EQ(r.error().file, "t.gpusizer.json");
        ASSERT_TRUE(r.error().bounds.has_value());
        EXPECT_EQ(r.error().bounds->low, 1);
        EXPECT_EQ(r.error().bounds->high, 8784);
    }
    auto oneHour = scenarioFromJson(replaced(good, from, "\"usage_hours_per_year\": 1"), "t");
    ASSERT_TRUE(oneHour.ok());
    EXPECT_EQ(oneHour.value().prices.usageHoursPerYear, 1.0);
}

// Usage hours are written only where the user set them; version 4 files always carried the
// 2,000 h nobody could edit and open with the workload's hours (24/7 for serving).
TEST(ScenarioFile, UsageHoursTravelOnlyWhereSet)
{
    Scenario s = sampleScenario();
    s.prices.usageHoursPerYear.reset();
    const QByteArray unset = scenarioToJson(s);
    EXPECT_EQ(unset.indexOf("usage_hours_per_year"), -1);
    auto back = scenarioFromJson(unset, "t");
    ASSERT_TRUE(back.ok());
    EXPECT_FALSE(back.value().prices.usageHoursPerYear);
    s.prices.usageHoursPerYear = 4380;
    back = scenarioFromJson(scenarioToJson(s), "t");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value().prices.usageHoursPerYear, 4380.0);
    QByteArray old = replaced(scenarioToJson(s), "\"version\": 7", "\"version\": 4");
    back = scenarioFromJson(old, "old");
    ASSERT_TRUE(back.ok());
    EXPECT_FALSE(back.value().prices.usageHoursPerYear);
}

// The average draw and the rack budget travel with the scenario; a file without them (every
// file before they existed) opens with today's defaults, 0.76 and 40 kW; out of range is refused.
TEST(ScenarioFile, DrawAndRackBudgetTravelAndOlderFilesTakeTheDefaults)
{
    Scenario s = sampleScenario();
    s.prices.utilisation = 0.6;
    s.prices.rackKw = 25.0;
    const QByteArray json = scenarioToJson(s);
    auto back = scenarioFromJson(json, "t");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_DOUBLE_EQ(back.value().prices.utilisation, 0.6);
    EXPECT_DOUBLE_EQ(back.value().prices.rackKw, 25.0);
    QJsonObject root = QJsonDocument::fromJson(json).object();
    QJsonObject prices = root.value(QStringLiteral("prices")).toObject();
    ASSERT_TRUE(prices.contains(QStringLiteral("utilisation")));
    prices.remove(QStringLiteral("utilisation"));
    prices.remove(QStringLiteral("rack_kw"));
    root.insert(QStringLiteral("prices"), prices);
    const QByteArray older = QJsonDocument(root).toJson();
    ASSERT_EQ(older.indexOf("rack_kw"), -1);
    auto defaults = scenarioFromJson(older, "t");
    ASSERT_TRUE(defaults.ok()) << describe(defaults.error());
    EXPECT_DOUBLE_EQ(defaults.value().prices.utilisation, 0.76);
    EXPECT_DOUBLE_EQ(defaults.value().prices.rackKw, 40.0);
    auto refused = scenarioFromJson(replaced(json, "\"utilisation\": 0.6", "\"utilisation\": 1.5"), "t");
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, "prices.utilisation");
}

// Version 6 (issue #23): the total cost of ownership's assumptions and the report details
// travel with the scenario; a version 5 file (none of them, hosting priced per GPU and year)
// opens with today's defaults and empty report details.
TEST(ScenarioFile, OwnershipAndReportDetailsTravelAndOlderFilesTakeTheDefaults)
{
    Scenario s = sampleScenario();
    s.prices.hostingPerKwMonth = 150;
    s.prices.residualPercent = 10;
    s.prices.interestPercent = 7;
    s.prices.supportPercent = 12.5;
    s.prices.licencePerGpuYear = 4500;
    s.report.customer = "Nordlys Analyse AS";
    s.report.project = "Kundeservice-assistent";
    s.report.consultantName = "Kari Nordmann";
    s.report.consultantCompany = "Fjordrådgivning";
    s.report.notes = "Levering i uke 12.";
    s.report.quoteNumber = "Q-2026-117";
    s.report.vatPercent = 25.0;
    s.report.validityDays = 14;
    const QByteArray json = scenarioToJson(s);
    EXPECT_TRUE(json.contains("\"version\": 7"));
    auto back = scenarioFromJson(json, "t");
    ASSERT_TRUE(back.ok()) << describe(back.error());
    EXPECT_EQ(back.value(), s);

    QJsonObject root = QJsonDocument::fromJson(json).object();
    root.insert(QStringLiteral("version"), 5);
    root.remove(QStringLiteral("report"));
    QJsonObject prices = root.value(QStringLiteral("prices")).toObject();
    for (const char *key : {"hosting_per_kw_month", "residual_percent", "interest_percent", "support_percent",
                            "licence_per_gpu_year"})
        prices.remove(QLatin1String(key));
    prices.insert(QStringLiteral("hosting_per_gpu_year"), 1500);
    root.insert(QStringLiteral("prices"), prices);
    auto older = scenarioFromJson(QJsonDocument(root).toJson(), "old.gpusizer.json");
    ASSERT_TRUE(older.ok()) << describe(older.error());
    const Prices defaults;
    EXPECT_DOUBLE_EQ(older.value().prices.hostingPerKwMonth, defaults.hostingPerKwMonth);
    EXPECT_DOUBLE_EQ(older.value().prices.residualPercent, 27.0);
    EXPECT_DOUBLE_EQ(older.value().prices.interestPercent, 8.0);
    EXPECT_DOUBLE_EQ(older.value().prices.supportPercent, 10.0);
    EXPECT_DOUBLE_EQ(older.value().prices.licencePerGpuYear, 0.0);
    EXPECT_EQ(older.value().report, ReportDetails{});

    auto refused = scenarioFromJson(replaced(json, "\"vat_percent\": 25", "\"vat_percent\": 80"), "t");
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().field, "report.vat_percent");
}

// The price list a scenario was priced with travels in its file (issue #23 point 7): written
// beside the scenario, read back against the catalog like a price-list file, absent from files
// priced at the catalog's prices; a broken entry names its field under price_list.
TEST(ScenarioFile, ThePriceListTravelsWithTheScenario)
{
    const Scenario s = sampleScenario();
    PriceList list;
    list.entries.push_back({PriceEntry::Type::Gpu, "h100-sxm", 2.10, 27000.0, "USD", "2026-11-20", "our offer", true,
                            std::nullopt});
    const QByteArray json = scenarioToJson(s, &list);
    ASSERT_TRUE(json.contains("\"price_list\""));
    auto scenario = scenarioFromJson(json, "t");
    ASSERT_TRUE(scenario.ok()) << describe(scenario.error());
    EXPECT_EQ(scenario.value(), s);
    auto prices = scenarioPriceListFromJson(json, "t", GpuCatalog::builtIn());
    ASSERT_TRUE(prices.ok()) << describe(prices.error());
    ASSERT_TRUE(prices.value().has_value());
    EXPECT_EQ(*prices.value(), list);

    const QByteArray none = scenarioToJson(s);
    EXPECT_FALSE(none.contains("price_list"));
    auto absent = scenarioPriceListFromJson(none, "t", GpuCatalog::builtIn());
    ASSERT_TRUE(absent.ok());
    EXPECT_FALSE(absent.value().has_value());

    auto broken = scenarioPriceListFromJson(replaced(json, "\"h100-sxm\"", "\"no-such-gpu\""), "t", GpuCatalog::builtIn());
    ASSERT_FALSE(broken.ok());
    EXPECT_TRUE(broken.error().field.starts_with("price_list")) << broken.error().field;

    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("priced.gpusizer.json")).toStdString();
    ASSERT_FALSE(writeScenarioFile(s, path, {}, &list));
    auto read = readScenarioFileWithPrices(path, GpuCatalog::builtIn());
    ASSERT_TRUE(read.ok()) << describe(read.error());
    EXPECT_EQ(read.value().scenario, s);
    ASSERT_TRUE(read.value().priceList.has_value());
    EXPECT_EQ(*read.value().priceList, list);
}
