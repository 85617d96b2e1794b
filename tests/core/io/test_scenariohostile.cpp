// A scenario file that would mislead the estimate is refused, naming the field (issue #27
// point 2): exchange rates follow the exchange-rate file's one rule (USD is the base and 1,
// only known currency codes, real dates), and the vendor must be one the GPU catalog has (a
// typo filtered every GPU out: "no catalog GPU fits").
#include "catalog/defaultscenario.h"
#include "catalog/exchangeratesfile.h"
#include "io/scenariofile.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <functional>

using namespace gpusizer::core;

namespace {

// A scenario file priced in EUR at the shipped rates, with `edit` applied to its JSON.
Result<Scenario> readEdited(const std::function<void(QJsonObject &prices, QJsonObject &requirements)> &edit)
{
    Scenario s = defaultScenario();
    s.prices.rates = builtInExchangeRates();
    s.prices.currency = "EUR";
    QJsonObject root = QJsonDocument::fromJson(scenarioToJson(s)).object();
    QJsonObject prices = root.value(QStringLiteral("prices")).toObject();
    QJsonObject requirements = root.value(QStringLiteral("requirements")).toObject();
    edit(prices, requirements);
    root.insert(QStringLiteral("prices"), prices);
    root.insert(QStringLiteral("requirements"), requirements);
    return scenarioFromJson(QJsonDocument(root).toJson(), "hostile.gpusizer.json");
}

// Sets `key` of the exchange-rate table (`rate`: of its per_usd object) in `prices`.
void setRates(QJsonObject &prices, const QString &key, const QJsonValue &value, bool rate)
{
    QJsonObject rates = prices.value(QStringLiteral("exchange_rates")).toObject();
    if (rate) {
        QJsonObject perUsd = rates.value(QStringLiteral("per_usd")).toObject();
        perUsd.insert(key, value);
        rates.insert(QStringLiteral("per_usd"), perUsd);
    } else {
        rates.insert(key, value);
    }
    prices.insert(QStringLiteral("exchange_rates"), rates);
}

} // namespace

TEST(ScenarioHostile, TheUntouchedFileReads)
{
    const Result<Scenario> read = readEdited([](QJsonObject &, QJsonObject &) {});
    ASSERT_TRUE(read.ok()) << describe(read.error());
    EXPECT_EQ(read.value().prices.rates, builtInExchangeRates());
}

// With "USD": 1000 every catalog price (in USD) was divided by 1,000.
TEST(ScenarioHostile, AUsdRateOtherThanOneIsRefused)
{
    const Result<Scenario> read =
        readEdited([](QJsonObject &p, QJsonObject &) { setRates(p, QStringLiteral("USD"), 1000, true); });
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::OutOfRange);
    EXPECT_EQ(read.error().field, "prices.exchange_rates.per_usd.USD");
    ASSERT_TRUE(read.error().bounds.has_value());
    EXPECT_EQ(read.error().bounds->low, 1.0);
    EXPECT_EQ(read.error().bounds->high, 1.0);
    EXPECT_EQ(read.error().bounds->value, 1000.0);
    EXPECT_NE(describe(read.error()).find("1000 is not 1"), std::string::npos) << describe(read.error());
}

TEST(ScenarioHostile, AnUnknownCurrencyCodeIsRefused)
{
    const Result<Scenario> read =
        readEdited([](QJsonObject &p, QJsonObject &) { setRates(p, QStringLiteral("JPY"), 150, true); });
    ASSERT_FALSE(read.ok());
    EXPECT_EQ(read.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(read.error().field, "prices.exchange_rates.per_usd");
    EXPECT_EQ(read.error().detail, "JPY");
}

TEST(ScenarioHostile, ABadRateDateIsRefused)
{
    for (const char *date : {"2026-02-30", "2026-13-01", "21.07.2026", "yesterday"}) {
        const Result<Scenario> read = readEdited(
            [date](QJsonObject &p, QJsonObject &) { setRates(p, QStringLiteral("date"), QString::fromLatin1(date), false); });
        ASSERT_FALSE(read.ok()) << date;
        EXPECT_EQ(read.error().code, ErrorCode::OutOfRange) << date;
        EXPECT_EQ(read.error().rule, ErrorRule::IsoDate) << date;
        EXPECT_EQ(read.error().field, "prices.exchange_rates.date") << date;
        EXPECT_EQ(read.error().detail, date);
    }
    // A file whose table has no date (rates typed in by hand) still reads.
    const Result<Scenario> undated =
        readEdited([](QJsonObject &p, QJsonObject &) { setRates(p, QStringLiteral("date"), QString(), false); });
    EXPECT_TRUE(undated.ok()) << describe(undated.error());
}

// The exchange-rate file and the scenario file share the rule: the file refuses the same.
TEST(ScenarioHostile, TheExchangeRateFileRefusesTheSame)
{
    QJsonObject root = QJsonDocument::fromJson(QByteArray::fromStdString(exchangeRatesToJson(builtInExchangeRates()))).object();
    const auto withRate = [&root](const char *code, double rate) {
        QJsonObject copy = root;
        QJsonObject rates = copy.value(QStringLiteral("rates")).toObject();
        rates.insert(QLatin1String(code), rate);
        copy.insert(QStringLiteral("rates"), rates);
        return QJsonDocument(copy).toJson().toStdString();
    };
    ASSERT_TRUE(exchangeRatesFromJson(withRate("EUR", 0.9), "r.json").ok());
    const Result<ExchangeRates> usd = exchangeRatesFromJson(withRate("USD", 2), "r.json");
    ASSERT_FALSE(usd.ok());
    EXPECT_EQ(usd.error().field, "rates.USD");
    const Result<ExchangeRates> jpy = exchangeRatesFromJson(withRate("JPY", 150), "r.json");
    ASSERT_FALSE(jpy.ok());
    EXPECT_EQ(jpy.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(jpy.error().detail, "JPY");
    root.insert(QStringLiteral("date"), QStringLiteral("2026-04-31"));
    const Result<ExchangeRates> date = exchangeRatesFromJson(QJsonDocument(root).toJson().toStdString(), "r.json");
    ASSERT_FALSE(date.ok());
    EXPECT_EQ(date.error().rule, ErrorRule::IsoDate);
}

TEST(ScenarioHostile, AVendorTheCatalogDoesNotHaveIsRefused)
{
    const Result<Scenario> typo = readEdited(
        [](QJsonObject &, QJsonObject &q) { q.insert(QStringLiteral("vendor"), QStringLiteral("Nvdia")); });
    ASSERT_FALSE(typo.ok());
    EXPECT_EQ(typo.error().code, ErrorCode::UnknownValue);
    EXPECT_EQ(typo.error().field, "requirements.vendor");
    EXPECT_EQ(typo.error().detail, "Nvdia");
    // The catalog's vendors in any case read, in the catalog's spelling; empty is every vendor.
    const Result<Scenario> lower = readEdited(
        [](QJsonObject &, QJsonObject &q) { q.insert(QStringLiteral("vendor"), QStringLiteral("amd")); });
    ASSERT_TRUE(lower.ok()) << describe(lower.error());
    EXPECT_EQ(lower.value().requirements.vendor, "AMD");
    const Result<Scenario> any = readEdited(
        [](QJsonObject &, QJsonObject &q) { q.insert(QStringLiteral("vendor"), QString()); });
    ASSERT_TRUE(any.ok());
    EXPECT_TRUE(any.value().requirements.vendor.empty());
}
