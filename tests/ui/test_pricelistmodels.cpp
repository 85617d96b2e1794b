// The price list's models (issue #25): each under QAbstractItemModelTester while it is filled,
// edited, grown, shrunk and reset, what data() shows for a few catalog cells, and setData
// refusing values the file reader would refuse.
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "dialogs/exchangeratemodel.h"
#include "dialogs/gpupricemodel.h"
#include "dialogs/pricecells.h"
#include "dialogs/systempricemodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QLocale>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using Type = core::PriceEntry::Type;
using Tester = QAbstractItemModelTester;

namespace {

const core::GpuCatalog &catalog() { return core::GpuCatalog::builtIn(); }

// Numbers as an English (US) or German user sees them; the default locale comes back after.
class LocaleScope
{
public:
    explicit LocaleScope(QLocale::Language language, QLocale::Territory territory)
        : m_saved(QLocale())
    {
        QLocale::setDefault(QLocale(language, territory));
    }
    ~LocaleScope() { QLocale::setDefault(m_saved); }
    LocaleScope(const LocaleScope &) = delete;
    LocaleScope &operator=(const LocaleScope &) = delete;

private:
    QLocale m_saved;
};

int rowOf(const QAbstractItemModel &model, const char *id)
{
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, 0).data(pricecells::IdRole).toString() == QLatin1String(id))
            return r;
    return -1;
}

QString text(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.index(row, column).data(role).toString();
}

QString header(const QAbstractItemModel &model, int column, int role = Qt::DisplayRole)
{
    return model.headerData(column, Qt::Horizontal, role).toString();
}

bool bold(const QAbstractItemModel &model, int row)
{
    return model.index(row, 0).data(Qt::FontRole).value<QFont>().bold();
}

core::PriceEntry ownSystem(const char *id, double price)
{
    core::SystemSpec spec;
    spec.id = id;
    spec.name = "My box";
    spec.vendor = "Acme";
    spec.kind = core::SystemKind::Workstation;
    spec.gpuId = "rtx-4090";
    spec.gpus = 2;
    core::PriceEntry e;
    e.type = Type::System;
    e.id = id;
    e.purchasePrice = price;
    e.currency = "SEK";
    e.date = "2026-03-04";
    e.system = spec;
    return e;
}

} // namespace

TEST(GpuPriceModel, StaysConsistentWhileFilledEditedAndReset)
{
    GpuPriceModel model(catalog());
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    core::PriceList list;
    core::PriceEntry e;
    e.id = "h100-sxm";
    e.rentPerHour = 35.5;
    e.currency = "NOK";
    list.entries.push_back(e);
    model.load(list);
    const int h200 = rowOf(model, "h200-sxm");
    ASSERT_GE(h200, 0);
    EXPECT_TRUE(model.setData(model.index(h200, GpuPriceModel::RentColumn), 2.0));
    EXPECT_TRUE(model.setData(model.index(h200, GpuPriceModel::CurrencyColumn), QStringLiteral("EUR")));
    EXPECT_TRUE(model.setData(model.index(h200, GpuPriceModel::OfferedColumn), Qt::Checked, Qt::CheckStateRole));
    core::ExchangeRates rates = core::builtInExchangeRates();
    rates.setRate("NOK", 10.0);
    model.setExchangeRates(rates);
    model.retranslate();
    EXPECT_EQ(model.entries().size(), 2u);
    model.resetToCatalog();
    EXPECT_TRUE(model.entries().empty());
    model.load(list);
    EXPECT_EQ(model.entries().size(), 1u);
    model.load({});
    EXPECT_EQ(model.rowCount(), int(catalog().gpus().size()));
}

TEST(GpuPriceModel, ShowsTheCatalogsPricesInTheLocale)
{
    GpuPriceModel model(catalog());
    const int h200 = rowOf(model, "h200-sxm");
    ASSERT_GE(h200, 0);
    {
        LocaleScope english(QLocale::English, QLocale::UnitedStates);
        EXPECT_EQ(text(model, h200, GpuPriceModel::NameColumn), QStringLiteral("H200 SXM 141GB"));
        EXPECT_EQ(text(model, h200, GpuPriceModel::NameColumn, Qt::ToolTipRole), QStringLiteral("NVIDIA"));
        EXPECT_EQ(text(model, h200, GpuPriceModel::RentColumn), QStringLiteral("4.59"));
        EXPECT_EQ(model.index(h200, GpuPriceModel::RentColumn).data(Qt::EditRole).toDouble(), 4.59);
        EXPECT_EQ(text(model, h200, GpuPriceModel::PurchaseColumn), QStringLiteral("35,000"));
        EXPECT_EQ(text(model, h200, GpuPriceModel::CurrencyColumn), QStringLiteral("USD"));
        // Shown in the language's form, edited as a file has it.
        EXPECT_EQ(text(model, h200, GpuPriceModel::DateColumn), QStringLiteral("25 Sep 2026"));
        EXPECT_EQ(model.data(model.index(h200, GpuPriceModel::DateColumn), Qt::EditRole).toString(),
                  QStringLiteral("2026-09-25"));
        EXPECT_EQ(text(model, h200, GpuPriceModel::RentColumn, Qt::ToolTipRole), QStringLiteral("Catalog: $4.59"));
    }
    {
        LocaleScope german(QLocale::German, QLocale::Germany);
        EXPECT_EQ(text(model, h200, GpuPriceModel::RentColumn), QStringLiteral("4,59"));
        EXPECT_EQ(text(model, h200, GpuPriceModel::PurchaseColumn), QStringLiteral("35.000"));
    }
    EXPECT_EQ(model.index(h200, GpuPriceModel::OfferedColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
    EXPECT_FALSE(bold(model, h200));
    EXPECT_EQ(header(model, GpuPriceModel::RentColumn), QStringLiteral("Rent per GPU-hour"));
    EXPECT_EQ(header(model, GpuPriceModel::OfferedColumn), QStringLiteral("Sold by us"));
    EXPECT_EQ(header(model, GpuPriceModel::DateColumn, Qt::ToolTipRole),
              QStringLiteral("Date of the price, YYYY-MM-DD"));
    EXPECT_FALSE(model.flags(model.index(h200, GpuPriceModel::NameColumn)) & Qt::ItemIsEditable);
    EXPECT_TRUE(model.flags(model.index(h200, GpuPriceModel::OfferedColumn)) & Qt::ItemIsUserCheckable);
}

TEST(GpuPriceModel, ConvertsAnOpenPriceIntoTheRowsCurrency)
{
    LocaleScope english(QLocale::English, QLocale::UnitedStates);
    GpuPriceModel model(catalog());
    const int h200 = rowOf(model, "h200-sxm");
    ASSERT_TRUE(model.setData(model.index(h200, GpuPriceModel::CurrencyColumn), QStringLiteral("NOK")));
    // 4.59 USD × 9.623 NOK per USD (the built-in rate) = 44.17; 35,000 × 9.623 = 336,805.
    EXPECT_EQ(text(model, h200, GpuPriceModel::RentColumn), QStringLiteral("44.17"));
    EXPECT_EQ(text(model, h200, GpuPriceModel::PurchaseColumn), QStringLiteral("336,805"));
    EXPECT_TRUE(bold(model, h200));
    const std::vector<core::PriceEntry> entries = model.entries();
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries.front().currency, "NOK");
    EXPECT_FALSE(entries.front().rentPerHour.has_value());  // still the catalog's, converted
    // The converted price typed back leaves it open; another one is the user's.
    EXPECT_TRUE(model.setData(model.index(h200, GpuPriceModel::RentColumn), 44.17));
    EXPECT_FALSE(model.entries().front().rentPerHour.has_value());
    EXPECT_TRUE(model.setData(model.index(h200, GpuPriceModel::RentColumn), QStringLiteral("40.5")));
    EXPECT_EQ(model.entries().front().rentPerHour, std::optional<double>(40.5));
}

TEST(GpuPriceModel, RefusesValuesTheFileWouldRefuse)
{
    GpuPriceModel model(catalog());
    const int h200 = rowOf(model, "h200-sxm");
    const auto at = [&](int column) { return model.index(h200, column); };
    EXPECT_FALSE(model.setData(at(GpuPriceModel::RentColumn), -1.0));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::RentColumn), 2.0e6));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::RentColumn), QStringLiteral("cheap")));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::PurchaseColumn), 1.0e13));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::CurrencyColumn), QStringLiteral("XYZ")));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::DateColumn), QStringLiteral("2026-13-45")));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::DateColumn), QStringLiteral("soon")));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::NameColumn), QStringLiteral("renamed")));
    EXPECT_FALSE(model.setData(at(GpuPriceModel::OfferedColumn), true, Qt::EditRole));
    EXPECT_FALSE(model.setData(model.index(-1, GpuPriceModel::RentColumn), 1.0));
    EXPECT_TRUE(model.entries().empty());
    EXPECT_EQ(at(GpuPriceModel::RentColumn).data(Qt::EditRole).toDouble(), 4.59);
    EXPECT_EQ(text(model, h200, GpuPriceModel::CurrencyColumn), QStringLiteral("USD"));
}

TEST(SystemPriceModel, StaysConsistentWhileSystemsAreAddedRemovedAndReset)
{
    SystemPriceModel model(catalog());
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    const int catalogRows = int(catalog().systems().size());
    core::PriceList list;
    list.entries.push_back(ownSystem("my-box", 123456));
    model.load(list);
    ASSERT_EQ(model.rowCount(), catalogRows + 1);
    EXPECT_TRUE(model.isOwnSystem(catalogRows));
    EXPECT_EQ(model.addOwnSystem(ownSystem("second-box", 1000)), catalogRows + 1);
    const int hgx = rowOf(model, "hgx-h200-8");
    ASSERT_GE(hgx, 0);
    EXPECT_TRUE(model.setData(model.index(hgx, SystemPriceModel::PurchaseColumn), 300000.0));
    EXPECT_TRUE(model.setData(model.index(hgx, SystemPriceModel::SourceColumn), QStringLiteral("  our quote ")));
    EXPECT_EQ(model.entries().size(), 3u);
    EXPECT_EQ(model.entries().front().source, "our quote");
    model.resetRow(hgx);
    EXPECT_EQ(model.entries().size(), 2u);
    EXPECT_TRUE(model.removeRows(catalogRows, 2));
    EXPECT_EQ(model.rowCount(), catalogRows);
    EXPECT_TRUE(model.entries().empty());
    model.addOwnSystem(ownSystem("my-box", 1));
    EXPECT_TRUE(model.setData(model.index(hgx, SystemPriceModel::OfferedColumn), Qt::Checked, Qt::CheckStateRole));
    model.resetToCatalog();
    EXPECT_EQ(model.entries().size(), 1u);  // the own system stays
    model.setExchangeRates(core::builtInExchangeRates());
    model.retranslate();
    model.load({});
    EXPECT_EQ(model.rowCount(), catalogRows);
}

TEST(SystemPriceModel, ShowsCatalogAndOwnSystems)
{
    LocaleScope english(QLocale::English, QLocale::UnitedStates);
    SystemPriceModel model(catalog());
    const int hgx = rowOf(model, "hgx-h200-8");
    ASSERT_GE(hgx, 0);
    EXPECT_EQ(text(model, hgx, SystemPriceModel::NameColumn), QStringLiteral("HGX H200 8-GPU server"));
    EXPECT_EQ(text(model, hgx, SystemPriceModel::GpusColumn), QStringLiteral("8\u00A0×\u00A0H200 SXM"));
    EXPECT_EQ(text(model, hgx, SystemPriceModel::GpusColumn, Qt::ToolTipRole), QStringLiteral("H200 SXM 141GB"));
    EXPECT_EQ(text(model, hgx, SystemPriceModel::PurchaseColumn), QStringLiteral("350,000"));
    EXPECT_EQ(text(model, hgx, SystemPriceModel::DateColumn), QStringLiteral("1 Dec 2026"));
    EXPECT_FALSE(bold(model, hgx));
    const int own = model.addOwnSystem(ownSystem("my-box", 123456));
    ASSERT_GE(own, 0);
    EXPECT_EQ(text(model, own, SystemPriceModel::NameColumn, Qt::ToolTipRole),
              QStringLiteral("Your own system (Acme)"));
    EXPECT_EQ(text(model, own, SystemPriceModel::PurchaseColumn), QStringLiteral("123,456"));
    EXPECT_EQ(text(model, own, SystemPriceModel::CurrencyColumn), QStringLiteral("SEK"));
    EXPECT_TRUE(bold(model, own));
    const core::PriceEntry e = model.entries().back();
    ASSERT_TRUE(e.system.has_value());
    EXPECT_EQ(e.system->purchasePrice, 123456);
    EXPECT_EQ(e.system->currency, "SEK");
    EXPECT_EQ(header(model, SystemPriceModel::GpusColumn), QStringLiteral("GPUs"));
}

TEST(SystemPriceModel, ShowsEachSystemsConditionAndKeepsAnOwnRefurbishedOne)
{
    SystemPriceModel model(catalog());
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    EXPECT_EQ(header(model, SystemPriceModel::ConditionColumn), QStringLiteral("Condition"));
    const int fresh = rowOf(model, "hgx-a100-80gb-8");
    const int refurbished = rowOf(model, "hgx-a100-80gb-8-refurb");
    ASSERT_GE(fresh, 0);
    ASSERT_GE(refurbished, 0);
    EXPECT_EQ(text(model, fresh, SystemPriceModel::ConditionColumn), QStringLiteral("New"));
    EXPECT_EQ(text(model, refurbished, SystemPriceModel::ConditionColumn), QStringLiteral("Refurbished"));
    EXPECT_FALSE(model.setData(model.index(refurbished, SystemPriceModel::ConditionColumn), QStringLiteral("New")));
    // The user's own refurbished system keeps its condition into the list it saves.
    core::PriceEntry used = ownSystem("my-used-box", 3000);
    used.system->condition = core::Condition::Refurbished;
    const int own = model.addOwnSystem(used);
    ASSERT_GE(own, 0);
    EXPECT_EQ(text(model, own, SystemPriceModel::ConditionColumn), QStringLiteral("Refurbished"));
    const core::PriceEntry e = model.entries().back();
    ASSERT_TRUE(e.system.has_value());
    EXPECT_EQ(e.system->condition, core::Condition::Refurbished);
}

TEST(SystemPriceModel, RefusesBadValuesAndKeepsCatalogSystems)
{
    SystemPriceModel model(catalog());
    const int hgx = rowOf(model, "hgx-h200-8");
    EXPECT_FALSE(model.setData(model.index(hgx, SystemPriceModel::PurchaseColumn), -5.0));
    EXPECT_FALSE(model.setData(model.index(hgx, SystemPriceModel::PurchaseColumn), QStringLiteral("a lot")));
    EXPECT_FALSE(model.setData(model.index(hgx, SystemPriceModel::GpusColumn), 4));
    EXPECT_FALSE(model.setData(model.index(hgx, SystemPriceModel::CurrencyColumn), QStringLiteral("BTC")));
    EXPECT_FALSE(model.removeRows(hgx, 1));
    EXPECT_EQ(model.addOwnSystem(ownSystem("hgx-h200-8", 1)), -1);  // a catalog system's id
    EXPECT_GE(model.addOwnSystem(ownSystem("my-box", 1)), 0);
    EXPECT_EQ(model.addOwnSystem(ownSystem("my-box", 2)), -1);
    core::PriceEntry shapeless = ownSystem("no-shape", 1);
    shapeless.system.reset();
    EXPECT_EQ(model.addOwnSystem(shapeless), -1);
    EXPECT_EQ(model.rowCount(), int(catalog().systems().size()) + 1);
    EXPECT_EQ(model.entries().size(), 1u);
}

TEST(ExchangeRateModel, StaysConsistentAndShowsTheBuiltInRates)
{
    LocaleScope english(QLocale::English, QLocale::UnitedStates);
    core::ExchangeRates rates;  // USD only: the others come from the built-in table
    rates.date = "2025-01-01";
    ExchangeRateModel model(rates);
    Tester tester(&model, Tester::FailureReportingMode::Fatal);
    QSignalSpy changed(&model, &ExchangeRateModel::ratesChanged);
    const int usd = rowOf(model, "USD");
    const int eur = rowOf(model, "EUR");
    const int nok = rowOf(model, "NOK");
    ASSERT_GE(usd, 0);
    ASSERT_GE(eur, 0);
    ASSERT_GE(nok, 0);
    EXPECT_EQ(model.rowCount(), 6);
    EXPECT_EQ(text(model, usd, ExchangeRateModel::RateColumn), QStringLiteral("1.0000"));
    EXPECT_EQ(text(model, eur, ExchangeRateModel::RateColumn), QStringLiteral("0.8758"));
    EXPECT_EQ(text(model, nok, ExchangeRateModel::RateColumn), QStringLiteral("9.6230"));
    EXPECT_EQ(text(model, nok, ExchangeRateModel::RateColumn, Qt::ToolTipRole), QStringLiteral("Built-in: 9.6230"));
    EXPECT_EQ(model.rates().date, "2025-01-01");
    EXPECT_FALSE(bold(model, nok));

    ASSERT_TRUE(model.setData(model.index(nok, ExchangeRateModel::RateColumn), 10.5));
    EXPECT_EQ(model.rates().rate("NOK"), std::optional<double>(10.5));
    EXPECT_EQ(text(model, nok, ExchangeRateModel::RateColumn), QStringLiteral("10.5000"));
    EXPECT_TRUE(bold(model, nok));
    EXPECT_EQ(changed.count(), 1);
    model.retranslate();
    model.load(core::builtInExchangeRates());
    EXPECT_EQ(model.rates(), core::builtInExchangeRates());
    EXPECT_FALSE(bold(model, nok));
    EXPECT_EQ(changed.count(), 2);
}

TEST(ExchangeRateModel, RefusesTheBaseAndRatesOutOfRange)
{
    ExchangeRateModel model(core::builtInExchangeRates());
    QSignalSpy changed(&model, &ExchangeRateModel::ratesChanged);
    const int usd = rowOf(model, "USD");
    const int nok = rowOf(model, "NOK");
    EXPECT_FALSE(model.flags(model.index(usd, ExchangeRateModel::RateColumn)) & Qt::ItemIsEditable);
    EXPECT_TRUE(model.flags(model.index(nok, ExchangeRateModel::RateColumn)) & Qt::ItemIsEditable);
    EXPECT_FALSE(model.setData(model.index(usd, ExchangeRateModel::RateColumn), 2.0));
    EXPECT_FALSE(model.setData(model.index(nok, ExchangeRateModel::RateColumn), 0.0));
    EXPECT_FALSE(model.setData(model.index(nok, ExchangeRateModel::RateColumn), -3.0));
    EXPECT_FALSE(model.setData(model.index(nok, ExchangeRateModel::RateColumn), 2.0e6));
    EXPECT_FALSE(model.setData(model.index(nok, ExchangeRateModel::RateColumn), QStringLiteral("ten")));
    EXPECT_FALSE(model.setData(model.index(nok, ExchangeRateModel::CurrencyColumn), QStringLiteral("NOK")));
    EXPECT_EQ(model.rates(), core::builtInExchangeRates());
    EXPECT_EQ(changed.count(), 0);
}
