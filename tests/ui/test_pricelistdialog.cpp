#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "dialogs/addsystemdialog.h"
#include "dialogs/exchangeratemodel.h"
#include "dialogs/gpupricemodel.h"
#include "dialogs/pricecells.h"
#include "dialogs/pricelistdialog.h"
#include "dialogs/systempricemodel.h"
#include "io/pricelistfile.h"

#include <memory>

#include <QAbstractItemDelegate>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QPushButton>
#include <QStyleOptionViewItem>
#include <QFont>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>

#include "widgetlookup.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using Type = core::PriceEntry::Type;

namespace {

using uitest::child;

int rowOf(const QTableView *table, const char *id)
{
    const QAbstractItemModel *model = table->model();
    for (int r = 0; r < model->rowCount(); ++r)
        if (model->index(r, 0).data(pricecells::IdRole).toString() == QLatin1String(id))
            return r;
    return -1;
}

int rowCount(const QTableView *table) { return table->model()->rowCount(); }

// Whether the row is shown in bold, as in the view.
bool isBold(const QTableView *table, int row, int column)
{
    return table->model()->index(row, column).data(Qt::FontRole).value<QFont>().bold();
}

// Types a number into a cell through the column's delegate editor, as the user does.
void editNumber(QTableView *table, int row, int column, double value)
{
    ASSERT_GE(row, 0);
    const QModelIndex index = table->model()->index(row, column);
    QAbstractItemDelegate *delegate = table->itemDelegateForColumn(column);
    ASSERT_NE(delegate, nullptr);
    std::unique_ptr<QWidget> editor(delegate->createEditor(table->viewport(), QStyleOptionViewItem(), index));
    auto *box = qobject_cast<QDoubleSpinBox *>(editor.get());
    ASSERT_NE(box, nullptr);
    delegate->setEditorData(editor.get(), index);
    box->setValue(value);
    delegate->setModelData(editor.get(), table->model(), index);
}

bool writeText(const QString &path, const char *text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == qint64(qstrlen(text));
}

const core::GpuCatalog &catalog() { return core::GpuCatalog::builtIn(); }

} // namespace

TEST(PriceListDialog, EmptyListGivesNoEntriesAndOneRowPerCatalogItem)
{
    PriceListDialog dialog(catalog(), {}, core::builtInExchangeRates());
    EXPECT_TRUE(dialog.priceList().entries.empty());
    EXPECT_EQ(dialog.exchangeRates(), core::builtInExchangeRates());
    EXPECT_EQ(rowCount(child<QTableView>(dialog, "gpuPriceTable")), int(catalog().gpus().size()));
    EXPECT_EQ(rowCount(child<QTableView>(dialog, "systemPriceTable")), int(catalog().systems().size()));
    EXPECT_FALSE(dialog.windowTitle().isEmpty());
}

TEST(PriceListDialog, EditedRentGivesOneGpuEntryAndBoldRow)
{
    PriceListDialog dialog(catalog(), {}, core::builtInExchangeRates());
    auto *table = child<QTableView>(dialog, "gpuPriceTable");
    const int row = rowOf(table, "h200-sxm");
    ASSERT_GE(row, 0);
    EXPECT_FALSE(isBold(table, row, GpuPriceModel::NameColumn));
    editNumber(table, row, GpuPriceModel::RentColumn, 2.0);

    const core::PriceList list = dialog.priceList();
    ASSERT_EQ(list.entries.size(), 1u);
    const core::PriceEntry &e = list.entries.front();
    EXPECT_EQ(e.type, Type::Gpu);
    EXPECT_EQ(e.id, "h200-sxm");
    ASSERT_TRUE(e.rentPerHour.has_value());
    EXPECT_EQ(*e.rentPerHour, 2.0);
    EXPECT_FALSE(e.purchasePrice.has_value());  // the catalog's purchase price stays
    EXPECT_EQ(e.currency, catalog().find("h200-sxm")->priceCurrency);
    EXPECT_TRUE(isBold(table, row, GpuPriceModel::NameColumn));

    // Back to the catalog's price: nothing differs any more.
    editNumber(table, row, GpuPriceModel::RentColumn, catalog().find("h200-sxm")->rentPerHour);
    EXPECT_TRUE(dialog.priceList().entries.empty());
    EXPECT_FALSE(isBold(table, row, GpuPriceModel::NameColumn));

    // Reset to catalog on the GPU tab drops an edit.
    editNumber(table, row, GpuPriceModel::PurchaseColumn, 30000);
    EXPECT_EQ(dialog.priceList().entries.size(), 1u);
    dialog.showTab(PriceListDialog::GpuTab);
    child<QPushButton>(dialog, "resetToCatalog")->click();
    EXPECT_TRUE(dialog.priceList().entries.empty());
}

TEST(PriceListDialog, ImportCsvLoadsTheFileAndRejectsUnknownIds)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString good = dir.filePath(QStringLiteral("good.csv"));
    ASSERT_TRUE(writeText(good, "type,id,rent_per_hour,currency,price_date,source,offered\n"
                                "gpu,h100-sxm,35.5,NOK,2026-01-02,our quote,true\n"));
    PriceListDialog dialog(catalog(), {}, core::builtInExchangeRates());
    QString error;
    ASSERT_TRUE(dialog.importCsv(good, &error)) << error.toStdString();
    EXPECT_TRUE(error.isEmpty());
    const core::PriceList imported = dialog.priceList();
    ASSERT_EQ(imported.entries.size(), 1u);
    const core::PriceEntry *e = imported.find(Type::Gpu, "h100-sxm");
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->rentPerHour, std::optional<double>(35.5));
    EXPECT_EQ(e->currency, "NOK");
    EXPECT_EQ(e->date, "2026-01-02");
    EXPECT_EQ(e->source, "our quote");
    EXPECT_TRUE(e->offered);

    const QString bad = dir.filePath(QStringLiteral("bad.csv"));
    ASSERT_TRUE(writeText(bad, "type,id,rent_per_hour\ngpu,no-such-gpu,1\n"));
    EXPECT_FALSE(dialog.importCsv(bad, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(dialog.priceList(), imported);

    error.clear();
    EXPECT_FALSE(dialog.importCsv(dir.filePath(QStringLiteral("missing.csv")), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(dialog.priceList(), imported);
}

TEST(PriceListDialog, ExportedCsvReadsBackAsTheSameList)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString in = dir.filePath(QStringLiteral("in.csv"));
    ASSERT_TRUE(writeText(in, "type,id,rent_per_hour,purchase_price,currency,price_date,source,offered,name,vendor,"
                              "kind,gpu,gpus,cpu_memory_gib,network,power_kw,rack_units\n"
                              "system,hgx-h200-8,,300000,EUR,2026-02-03,\"quote, with comma\",false,,,,,,,,,\n"
                              "system,my-box,,123456,SEK,2026-03-04,own,true,My box,Acme,workstation,rtx-4090,2,"
                              "128,10 GbE,1.6,0\n"));
    PriceListDialog dialog(catalog(), {}, core::builtInExchangeRates());
    QString error;
    ASSERT_TRUE(dialog.importCsv(in, &error)) << error.toStdString();
    auto *gpus = child<QTableView>(dialog, "gpuPriceTable");
    editNumber(gpus, rowOf(gpus, "h200-sxm"), GpuPriceModel::RentColumn, 2.0);
    auto *systems = child<QTableView>(dialog, "systemPriceTable");
    const int card = rowOf(systems, "card-l40s");
    ASSERT_GE(card, 0);
    // Ticked as the view's check box does it.
    const QModelIndex offered = systems->model()->index(card, SystemPriceModel::OfferedColumn);
    ASSERT_TRUE(offered.flags() & Qt::ItemIsUserCheckable);
    ASSERT_TRUE(systems->model()->setData(offered, Qt::Checked, Qt::CheckStateRole));
    EXPECT_EQ(offered.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));

    const core::PriceList list = dialog.priceList();
    EXPECT_EQ(list.entries.size(), 4u);
    const core::PriceEntry *own = list.find(Type::System, "my-box");
    ASSERT_NE(own, nullptr);
    ASSERT_TRUE(own->system.has_value());
    EXPECT_EQ(own->system->gpus, 2);
    EXPECT_TRUE(list.find(Type::System, "card-l40s") && list.find(Type::System, "card-l40s")->offered);

    const QString out = dir.filePath(QStringLiteral("out.csv"));
    ASSERT_TRUE(dialog.exportCsv(out, &error)) << error.toStdString();
    QFile file(out);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const core::Result<core::PriceList> back =
        core::priceListFromCsv(file.readAll().toStdString(), "out.csv", catalog());
    ASSERT_TRUE(back.ok()) << core::describe(back.error());
    EXPECT_EQ(back.value(), list);
}

TEST(PriceListDialog, EditedRateAndResetToBuiltInRates)
{
    core::ExchangeRates rates = core::builtInExchangeRates();
    rates.date = "2025-01-01";
    rates.source = "a bank";
    rates.setRate("EUR", 0.9);
    PriceListDialog dialog(catalog(), {}, rates);
    EXPECT_EQ(dialog.exchangeRates(), rates);

    auto *table = child<QTableView>(dialog, "exchangeRateTable");
    const int nok = rowOf(table, "NOK");
    ASSERT_GE(nok, 0);
    editNumber(table, nok, ExchangeRateModel::RateColumn, 10.5);
    EXPECT_EQ(dialog.exchangeRates().rate("NOK"), std::optional<double>(10.5));
    EXPECT_EQ(dialog.exchangeRates().rate("EUR"), std::optional<double>(0.9));
    // USD is the base and cannot be edited.
    const int usd = rowOf(table, "USD");
    ASSERT_GE(usd, 0);
    EXPECT_FALSE(table->model()->index(usd, ExchangeRateModel::RateColumn).flags() & Qt::ItemIsEditable);

    dialog.showTab(PriceListDialog::RateTab);
    child<QPushButton>(dialog, "resetToCatalog")->click();
    EXPECT_EQ(dialog.exchangeRates(), core::builtInExchangeRates());
    EXPECT_TRUE(dialog.priceList().entries.empty());
}

TEST(PriceListDialog, RemoveSystemDropsAnOwnSystemAndGivesACatalogOneItsPriceBack)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString in = dir.filePath(QStringLiteral("in.csv"));
    ASSERT_TRUE(writeText(in, "type,id,rent_per_hour,purchase_price,currency,price_date,source,offered,name,vendor,"
                              "kind,gpu,gpus,cpu_memory_gib,network,power_kw,rack_units\n"
                              "system,hgx-h200-8,,300000,EUR,2026-02-03,quote,false,,,,,,,,,\n"
                              "system,my-box,,123456,SEK,2026-03-04,own,true,My box,Acme,workstation,rtx-4090,2,"
                              "128,10 GbE,1.6,0\n"));
    PriceListDialog dialog(catalog(), {}, core::builtInExchangeRates());
    QString error;
    ASSERT_TRUE(dialog.importCsv(in, &error)) << error.toStdString();
    auto *systems = child<QTableView>(dialog, "systemPriceTable");
    auto *remove = child<QPushButton>(dialog, "removeSystem");
    EXPECT_FALSE(remove->isEnabled());  // nothing selected
    const int own = rowOf(systems, "my-box");
    ASSERT_GE(own, 0);
    EXPECT_TRUE(isBold(systems, own, SystemPriceModel::NameColumn));
    systems->setCurrentIndex(systems->model()->index(own, SystemPriceModel::NameColumn));
    ASSERT_TRUE(remove->isEnabled());
    remove->click();
    EXPECT_EQ(rowOf(systems, "my-box"), -1);
    EXPECT_EQ(rowCount(systems), int(catalog().systems().size()));
    ASSERT_EQ(dialog.priceList().entries.size(), 1u);

    const int hgx = rowOf(systems, "hgx-h200-8");
    EXPECT_TRUE(isBold(systems, hgx, SystemPriceModel::NameColumn));
    systems->setCurrentIndex(systems->model()->index(hgx, SystemPriceModel::PurchaseColumn));
    remove->click();
    EXPECT_EQ(rowOf(systems, "hgx-h200-8"), hgx);  // a catalog system stays, at its catalog price
    EXPECT_FALSE(isBold(systems, hgx, SystemPriceModel::NameColumn));
    EXPECT_TRUE(dialog.priceList().entries.empty());
}

TEST(AddSystemDialog, TheUserChoosesTheConditionNewByDefault)
{
    AddSystemDialog form(core::GpuCatalog::builtIn(), [](const std::string &) { return false; });
    auto *id = child<QLineEdit>(form, "systemId");
    auto *name = child<QLineEdit>(form, "systemName");
    auto *condition = child<QComboBox>(form, "systemCondition");
    ASSERT_TRUE(id && name && condition);
    id->setText(QStringLiteral("my-used-hgx"));
    name->setText(QStringLiteral("Used HGX A100"));
    ASSERT_EQ(condition->count(), 2);
    ASSERT_TRUE(form.entry().system.has_value());
    EXPECT_EQ(form.entry().system->condition, core::Condition::New);
    condition->setCurrentIndex(condition->findData(int(core::Condition::Refurbished)));
    EXPECT_EQ(condition->currentText(), QStringLiteral("Refurbished"));
    const core::PriceEntry e = form.entry();
    ASSERT_TRUE(e.system.has_value());
    EXPECT_EQ(e.system->condition, core::Condition::Refurbished);
    EXPECT_EQ(e.id, "my-used-hgx");
}
