// One table of limits (core/model/fieldlimits.h): the scenario file reader and the estimator's
// validation refuse the same values, with the same bounds, named by the same file key.
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "io/scenariofile.h"
#include "model/fieldlimits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace gpusizer::core;

namespace {

// A valid inference scenario: every serving field is checked (and prices, and the training
// fields that the estimator checks for every method).
Scenario servingScenario()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.gpuId = "h100-sxm";
    s.method = Method::Inference;
    s.serving.ttftTargetMs = 2000;
    s.serving.tpotTargetMs = 50;
    s.requirements.deadlineHours = 100;
    s.requirements.budget = 1000;
    s.prices.pinned["h100-sxm"] = PricePin{2.5, 30000};
    return s;
}

// `json` with the value at the field's key path replaced by `value`.
QByteArray withValue(const QByteArray &json, const FieldLimit &limit, double value)
{
    QJsonObject root = QJsonDocument::fromJson(json).object();
    std::string section(limit.section);
    const QString key = QString::fromLatin1(limit.key.data(), qsizetype(limit.key.size()));
    if (section.empty()) {
        root.insert(key, value);
    } else if (section == "prices.pinned") {
        QJsonObject prices = root.value(QStringLiteral("prices")).toObject();
        QJsonObject pinned = prices.value(QStringLiteral("pinned")).toObject();
        QJsonObject pin = pinned.value(QStringLiteral("h100-sxm")).toObject();
        pin.insert(key, value);
        pinned.insert(QStringLiteral("h100-sxm"), pin);
        prices.insert(QStringLiteral("pinned"), pinned);
        root.insert(QStringLiteral("prices"), prices);
    } else if (const std::size_t dot = section.find('.'); dot != std::string::npos) {
        // A nested object ("serving.speculative").
        const QString outer = QString::fromStdString(section.substr(0, dot));
        const QString inner = QString::fromStdString(section.substr(dot + 1));
        QJsonObject parent = root.value(outer).toObject();
        QJsonObject object = parent.value(inner).toObject();
        object.insert(key, value);
        parent.insert(inner, object);
        root.insert(outer, parent);
    } else {
        const QString name = QString::fromStdString(section);
        QJsonObject object = root.value(name).toObject();
        object.insert(key, value);
        root.insert(name, object);
    }
    return QJsonDocument(root).toJson();
}

// The error's key as the file names it ("prices.pinned.h100-sxm.rent_per_gpu_hour" for a pin).
std::string expectedKey(const FieldLimit &limit)
{
    if (limit.section == "prices.pinned")
        return "prices.pinned.h100-sxm." + std::string(limit.key);
    return fileKey(limit.field);
}

} // namespace

TEST(FieldLimits, EveryFieldHasOneRowWithAKeyAndAnOrderedRange)
{
    ASSERT_EQ(fieldLimits().size(), static_cast<std::size_t>(Limited::Budget) + 1);
    for (const FieldLimit &limit : fieldLimits()) {
        EXPECT_EQ(&fieldLimit(limit.field), &limit);
        EXPECT_FALSE(limit.key.empty());
        EXPECT_LT(limit.low, limit.high) << limit.key;
        EXPECT_EQ(findLimitByKey(fileKey(limit.field)), &limit) << limit.key;
    }
    EXPECT_EQ(fileKey(Limited::Tp), "cluster.tp");
    EXPECT_EQ(fileKey(Limited::SeqLen), "seq_len");
    EXPECT_EQ(fieldLimit(Limited::MicroBatch).flag, "--micro-batch");
    EXPECT_EQ(fieldLimit(Limited::MicroBatch).high, 65536);
}

TEST(FieldLimits, WithinMeansFiniteInRangeAndWholeWhereCounted)
{
    EXPECT_TRUE(withinLimit(Limited::Tp, 1024));
    EXPECT_FALSE(withinLimit(Limited::Tp, 1025));
    EXPECT_FALSE(withinLimit(Limited::Tp, 2.5));
    EXPECT_FALSE(withinLimit(Limited::Tp, std::nan("")));
    EXPECT_TRUE(withinLimit(Limited::Epochs, 2.5));
    EXPECT_FALSE(withinLimit(Limited::UsageHoursPerYear, 4.9e-324));
    EXPECT_FALSE(withinLimit(Limited::Budget, INFINITY));
}

// For every field: the value just above the table's top (and, where it is above zero, just
// below its bottom) is refused by the reader of a scenario file and by the estimator, each
// naming the file key and the table's bounds. Both accept the bounds themselves.
TEST(FieldLimits, TheFileReaderAndTheEstimatorRefuseTheSameValuesWithTheSameBounds)
{
    const Scenario base = servingScenario();
    ASSERT_FALSE(validateScenario(base).has_value()) << describe(*validateScenario(base));
    const QByteArray json = scenarioToJson(base);
    for (const FieldLimit &limit : fieldLimits()) {
        for (const double bound : {limit.low, limit.high}) {
            auto read = scenarioFromJson(withValue(json, limit, bound), "t.gpusizer.json");
            EXPECT_TRUE(read.ok()) << limit.key << " " << bound << ": " << (read.ok() ? "" : describe(read.error()));
        }
        const double above = limit.high * 2 + 1;
        const double below = limit.low > 0 ? limit.low / 2 : -1;
        for (const double bad : {above, below}) {
            auto read = scenarioFromJson(withValue(json, limit, bad), "t.gpusizer.json");
            ASSERT_FALSE(read.ok()) << limit.key << " " << bad;
            const Error &fileError = read.error();
            EXPECT_EQ(fileError.code, ErrorCode::OutOfRange) << limit.key;
            EXPECT_EQ(fileError.field, expectedKey(limit));
            EXPECT_EQ(fileError.file, "t.gpusizer.json");
            ASSERT_TRUE(fileError.bounds.has_value()) << limit.key;
            EXPECT_EQ(fileError.bounds->low, limit.low) << limit.key;
            EXPECT_EQ(fileError.bounds->high, limit.high) << limit.key;
            EXPECT_EQ(fileError.bounds->value, bad) << limit.key;
        }
    }
}

// The estimator checks the fields a scenario built in code (the window, the CLI) may set out
// of range, with the same key and bounds as the reader.
TEST(FieldLimits, TheEstimatorNamesTheFileKeyAndTheTablesBounds)
{
    Scenario s = servingScenario();
    s.parallel.tp = 2048;
    s.parallel.gpus = 2048;
    auto e = validateScenario(s);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "cluster.tp");
    ASSERT_TRUE(e->bounds.has_value());
    EXPECT_EQ(e->bounds->high, fieldLimit(Limited::Tp).high);
    EXPECT_EQ(e->bounds->value, 2048);

    s = servingScenario();
    s.microBatch = 70000;
    e = validateScenario(s);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "micro_batch");
    EXPECT_EQ(e->bounds->high, 65536);
    EXPECT_TRUE(e->bounds->whole);

    s = servingScenario();
    s.parallel.gpus = 3;
    s.parallel.tp = 2;
    e = validateScenario(s);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->rule, ErrorRule::MultipleOfParallel);
    EXPECT_FALSE(e->bounds.has_value());
}

// describe() formats numbers, never std::to_string's 309 digits or "0.000000".
TEST(FieldLimits, DescribeFormatsTheBoundsAndTheValue)
{
    EXPECT_EQ(describe(outOfRange("prices.usage_hours_per_year", 1e308, 1, 8784, "q.json")),
              "q.json: a value is out of range (field 'prices.usage_hours_per_year'): 1e+308 is not between 1 and 8784");
    EXPECT_EQ(formatNumber(4.9e-324), "4.94066e-324");
    EXPECT_EQ(formatNumber(65536), "65536");
    EXPECT_EQ(formatNumber(0.001), "0.001");
    EXPECT_EQ(formatNumber(1e15), "1e+15");
}
