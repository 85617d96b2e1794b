// The sourced defaults of the workbook's Assumptions sheet (model/pricedefaults.h): one row
// per default, the code's own values, keys the scenario file reads, a source and date each.
#include "model/pricedefaults.h"

#include "io/scenariofile.h"
#include "model/fieldlimits.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using namespace gpusizer::core;

namespace {

// Every member of PriceDefault, in its order (which is that of Prices).
constexpr PriceDefault kAll[] = {
    PriceDefault::LifetimeYears,     PriceDefault::PowerPricePerKwh,   PriceDefault::Pue,
    PriceDefault::HostingPerKwMonth, PriceDefault::ResidualPercent,    PriceDefault::InterestPercent,
    PriceDefault::SupportPercent,    PriceDefault::LicencePerGpuYear,  PriceDefault::TrainingUsageHours,
    PriceDefault::ServingUsageHours, PriceDefault::Utilisation,        PriceDefault::RackKw,
};

// The defaults by hand, as docs/prices.md "Ownership defaults" and docs/estimation.md give
// them. No default: a member added to the enum fails the build here (-Wswitch -Werror) until
// it is listed in kAll and given its figure.
double documentedDefault(PriceDefault key)
{
    switch (key) {
    case PriceDefault::LifetimeYears:
        return 4.0;
    case PriceDefault::PowerPricePerKwh:
        return 0.15;
    case PriceDefault::Pue:
        return 1.3;
    case PriceDefault::HostingPerKwMonth:
        return 195.0;
    case PriceDefault::ResidualPercent:
        return 27.0;
    case PriceDefault::InterestPercent:
        return 8.0;
    case PriceDefault::SupportPercent:
        return 10.0;
    case PriceDefault::LicencePerGpuYear:
        return 0.0;
    case PriceDefault::TrainingUsageHours:
        return 2000.0;
    case PriceDefault::ServingUsageHours:
        return 8760.0;
    case PriceDefault::Utilisation:
        return 0.76;
    case PriceDefault::RackKw:
        return 40.0;
    }
    ADD_FAILURE() << "a PriceDefault outside the enum";
    return -1.0;
}

const SourcedDefault &row(PriceDefault key)
{
    const std::vector<SourcedDefault> &table = priceDefaults();
    const auto it = std::find_if(table.begin(), table.end(), [key](const SourcedDefault &d) { return d.key == key; });
    if (it == table.end())
        throw std::out_of_range("no row for a PriceDefault");
    return *it;
}

double value(PriceDefault key)
{
    return row(key).value;
}

// A scenario the file reader takes back: a small dense model, the rest default.
Scenario smallScenario(Method method)
{
    Scenario s;
    s.model.id = "llama-3.2-1b";
    s.model.displayName = "Llama 3.2 1B";
    s.model.family = "Llama 3";
    s.model.layers = 16;
    s.model.hidden = 2048;
    s.model.intermediate = 8192;
    s.model.heads = 32;
    s.model.kvHeads = 8;
    s.model.headDim = 64;
    s.model.vocab = 128256;
    s.model.maxPositions = 131072;
    s.method = method;
    return s;
}

// The file's "prices" key `id` set to `number`, read back.
Scenario withPriceKey(const Scenario &s, std::string_view id, double number)
{
    QJsonObject root = QJsonDocument::fromJson(scenarioToJson(s)).object();
    QJsonObject prices = root.value(QStringLiteral("prices")).toObject();
    prices.insert(QString::fromUtf8(id.data(), qsizetype(id.size())), number);
    root.insert(QStringLiteral("prices"), prices);
    Result<Scenario> back = scenarioFromJson(QJsonDocument(root).toJson(), "defaults.gpusizer.json");
    if (!back.ok())
        throw std::runtime_error(describe(back.error()));
    return back.value();
}

} // namespace

TEST(PriceDefaults, EveryMemberAppearsOnceInThePricesOrder)
{
    static_assert(std::size(kAll) == static_cast<std::size_t>(PriceDefault::RackKw) + 1, "kAll lists every member");
    const std::vector<SourcedDefault> &table = priceDefaults();
    ASSERT_EQ(table.size(), std::size(kAll));
    for (std::size_t i = 0; i < std::size(kAll); ++i) {
        EXPECT_EQ(static_cast<std::size_t>(kAll[i]), i) << "kAll follows the enum";
        EXPECT_EQ(std::count_if(table.begin(), table.end(), [&](const SourcedDefault &d) { return d.key == kAll[i]; }), 1)
            << "member " << i;
        EXPECT_EQ(table[i].key, kAll[i]) << "row " << i << " is out of the order of Prices";
    }
}

TEST(PriceDefaults, ValuesAreTheCodesDefaults)
{
    EXPECT_DOUBLE_EQ(value(PriceDefault::LifetimeYears), 4.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::PowerPricePerKwh), 0.15);
    EXPECT_DOUBLE_EQ(value(PriceDefault::Pue), 1.3);
    EXPECT_DOUBLE_EQ(value(PriceDefault::HostingPerKwMonth), 195.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::ResidualPercent), 27.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::InterestPercent), 8.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::SupportPercent), 10.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::LicencePerGpuYear), 0.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::TrainingUsageHours), 2000.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::ServingUsageHours), 8760.0);
    EXPECT_DOUBLE_EQ(value(PriceDefault::Utilisation), 0.76);
    EXPECT_DOUBLE_EQ(value(PriceDefault::RackKw), 40.0);

    // And the code's: a default scenario of each kind holds exactly the table's figures.
    const Scenario training = smallScenario(Method::LoRA);
    const Scenario serving = smallScenario(Method::Inference);
    for (const SourcedDefault &d : priceDefaults()) {
        EXPECT_DOUBLE_EQ(d.value, documentedDefault(d.key)) << d.id;
        const Scenario &own = d.key == PriceDefault::ServingUsageHours ? serving : training;
        EXPECT_DOUBLE_EQ(d.value, currentValue(own, d.key)) << d.id;
    }
    EXPECT_DOUBLE_EQ(value(PriceDefault::TrainingUsageHours), usageHoursPerYear(training));
    EXPECT_DOUBLE_EQ(value(PriceDefault::ServingUsageHours), usageHoursPerYear(serving));
}

TEST(PriceDefaults, IdsAreKeysTheScenarioReaderAccepts)
{
    const Scenario base = smallScenario(Method::LoRA);
    for (const SourcedDefault &d : priceDefaults()) {
        SCOPED_TRACE(std::string(d.id));
        // The key is in the reader's list of bounded "prices" fields ...
        const FieldLimit *limit = findLimitByKey("prices." + std::string(d.id));
        ASSERT_NE(limit, nullptr);
        EXPECT_EQ(limit->section, "prices");
        EXPECT_GE(d.value, limit->low);
        EXPECT_LE(d.value, limit->high);
        // ... and a file that changes it opens with the changed figure: halfway to the
        // field's lower bound (to the upper one from a default at the bound).
        const double changed = d.value > limit->low ? (d.value + limit->low) / 2 : (d.value + limit->high) / 2;
        ASSERT_NE(changed, d.value);
        const Scenario back = withPriceKey(base, d.id, changed);
        EXPECT_DOUBLE_EQ(currentValue(back, d.key), changed);
        EXPECT_DOUBLE_EQ(currentValue(base, d.key), d.value);
    }
}

TEST(PriceDefaults, EveryRowHasAnIdAndADate)
{
    for (const SourcedDefault &d : priceDefaults()) {
        SCOPED_TRACE(std::string(d.id));
        EXPECT_FALSE(d.id.empty());
        EXPECT_FALSE(d.date.empty());
    }
}

TEST(PriceDefaults, CurrentValueFollowsTheScenario)
{
    Scenario s = smallScenario(Method::LoRA);
    s.prices.lifetimeYears = 5.0;
    s.prices.powerPricePerKwh = 0.09;
    s.prices.pue = 1.5;
    s.prices.hostingPerKwMonth = 150.0;
    s.prices.residualPercent = 10.0;
    s.prices.interestPercent = 7.0;
    s.prices.supportPercent = 12.0;
    s.prices.licencePerGpuYear = 4500.0;
    s.prices.utilisation = 0.6;
    s.prices.rackKw = 120.0;
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::LifetimeYears), 5.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::PowerPricePerKwh), 0.09);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::Pue), 1.5);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::HostingPerKwMonth), 150.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::ResidualPercent), 10.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::InterestPercent), 7.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::SupportPercent), 12.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::LicencePerGpuYear), 4500.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::Utilisation), 0.6);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::RackKw), 120.0);

    // Usage hours: the workload's own until the scenario sets some, then those for either row.
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::TrainingUsageHours), 2000.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::TrainingUsageHours), usageHoursPerYear(s));
    s.method = Method::Inference;
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::ServingUsageHours), 8760.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::ServingUsageHours), usageHoursPerYear(s));
    s.prices.usageHoursPerYear = 3000.0;
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::ServingUsageHours), 3000.0);
    EXPECT_DOUBLE_EQ(currentValue(s, PriceDefault::TrainingUsageHours), 3000.0);
}
