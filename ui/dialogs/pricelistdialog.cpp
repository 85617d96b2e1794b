#include "dialogs/pricelistdialog.h"
#include "util/qstringfromutf8.h"

#include "catalog/exchangeratesfile.h"
#include "dialogs/addsystemdialog.h"
#include "dialogs/exchangeratemodel.h"
#include "dialogs/gpupricemodel.h"
#include "dialogs/pricecelldelegate.h"
#include "dialogs/pricecells.h"
#include "dialogs/systempricemodel.h"
#include "io/atomicfile.h"
#include "io/pricelistfile.h"
#include "text/errortext.h"
#include "util/cappedfile.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <algorithm>

#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

using core::toQString;

using namespace pricecells;

namespace {

QTableView *priceView(const char *objectName, QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(QLatin1String(objectName));
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                          | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->verticalHeader()->setVisible(false);
    view->horizontalHeader()->setHighlightSections(false);
    return view;
}

// The editors of a price row's currency and date columns.
void setListingDelegates(QTableView *view, int currencyColumn, int dateColumn)
{
    view->setItemDelegateForColumn(currencyColumn, new PriceCellDelegate(PriceCellDelegate::Kind::Currency, view));
    view->setItemDelegateForColumn(dateColumn, new PriceCellDelegate(PriceCellDelegate::Kind::Date, view));
}

} // namespace

PriceListDialog::PriceListDialog(const core::GpuCatalog &catalog, const core::PriceList &list,
                                 const core::ExchangeRates &rates, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
    , m_gpus(new GpuPriceModel(m_catalog, this))
    , m_systems(new SystemPriceModel(m_catalog, this))
    , m_rates(new ExchangeRateModel(rates, this))
    , m_tabs(new QTabWidget(this))
    , m_reset(new QPushButton(this))
    , m_import(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("priceListDialog"));
    m_tabs->setObjectName(QStringLiteral("priceListTabs"));
    m_reset->setObjectName(QStringLiteral("resetToCatalog"));
    m_import->setObjectName(QStringLiteral("importCsv"));
    m_export->setObjectName(QStringLiteral("exportCsv"));
    // Enter in a table commits the cell; it must not reset or import.
    for (QPushButton *button : {m_reset, m_import, m_export})
        button->setAutoDefault(false);
    m_tabs->addTab(createGpuTab(), QString());
    m_tabs->addTab(createSystemTab(), QString());
    m_tabs->addTab(createRateTab(), QString());

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_reset);
    bottom->addWidget(m_import);
    bottom->addWidget(m_export);
    bottom->addStretch(1);
    bottom->addWidget(m_buttons);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addLayout(bottom);

    connect(m_reset, &QPushButton::clicked, this, &PriceListDialog::resetCurrentTab);
    connect(m_import, &QPushButton::clicked, this, &PriceListDialog::chooseImportFile);
    connect(m_export, &QPushButton::clicked, this, &PriceListDialog::chooseExportFile);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rates, &ExchangeRateModel::ratesChanged, this, &PriceListDialog::applyRates);

    showRateDateAndSource();
    applyRates();
    m_gpus->load(list);
    m_systems->load(list);
    retranslateUi();
    for (QTableView *view : {m_gpuView, m_systemView, m_rateView})
        view->resizeColumnsToContents();
    m_rateView->setColumnWidth(ExchangeRateModel::RateColumn,
                               std::max(m_rateView->columnWidth(ExchangeRateModel::RateColumn), 140));
    // Fits a 1280×720 screen with room for the window frame.
    setMinimumSize(640, 400);
    resize(900, 520);
}

PriceListDialog::~PriceListDialog() = default;

QWidget *PriceListDialog::createGpuTab()
{
    auto *page = new QWidget(m_tabs);
    m_gpuHint = new QLabel(page);
    m_gpuHint->setWordWrap(true);
    m_gpuView = priceView("gpuPriceTable", m_gpus, page);
    m_gpuView->setItemDelegateForColumn(
        GpuPriceModel::RentColumn,
        new PriceCellDelegate(PriceCellDelegate::Kind::Number, m_gpuView, kRentDecimals, 0, kMaxRent));
    m_gpuView->setItemDelegateForColumn(
        GpuPriceModel::PurchaseColumn,
        new PriceCellDelegate(PriceCellDelegate::Kind::Number, m_gpuView, kPurchaseDecimals, 0, kMaxPurchase));
    setListingDelegates(m_gpuView, GpuPriceModel::CurrencyColumn, GpuPriceModel::DateColumn);
    m_gpuView->horizontalHeader()->setSectionResizeMode(GpuPriceModel::SourceColumn, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_gpuHint);
    layout->addWidget(m_gpuView, 1);
    return page;
}

QWidget *PriceListDialog::createSystemTab()
{
    auto *page = new QWidget(m_tabs);
    m_systemHint = new QLabel(page);
    m_systemHint->setWordWrap(true);
    m_systemView = priceView("systemPriceTable", m_systems, page);
    m_systemView->setItemDelegateForColumn(
        SystemPriceModel::PurchaseColumn,
        new PriceCellDelegate(PriceCellDelegate::Kind::Number, m_systemView, kPurchaseDecimals, 0, kMaxPurchase));
    setListingDelegates(m_systemView, SystemPriceModel::CurrencyColumn, SystemPriceModel::DateColumn);
    m_systemView->horizontalHeader()->setSectionResizeMode(SystemPriceModel::SourceColumn, QHeaderView::Stretch);
    m_addSystem = new QPushButton(page);
    m_addSystem->setObjectName(QStringLiteral("addSystem"));
    m_addSystem->setAutoDefault(false);
    m_removeSystem = new QPushButton(page);
    m_removeSystem->setObjectName(QStringLiteral("removeSystem"));
    m_removeSystem->setAutoDefault(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_addSystem);
    buttons->addWidget(m_removeSystem);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_systemHint);
    layout->addWidget(m_systemView, 1);
    layout->addLayout(buttons);
    connect(m_systemView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &PriceListDialog::updateButtons);
    connect(m_systems, &QAbstractItemModel::modelReset, this, &PriceListDialog::updateButtons);
    connect(m_systems, &QAbstractItemModel::rowsRemoved, this, &PriceListDialog::updateButtons);
    connect(m_addSystem, &QPushButton::clicked, this, &PriceListDialog::addSystem);
    connect(m_removeSystem, &QPushButton::clicked, this, &PriceListDialog::removeSystem);
    return page;
}

QWidget *PriceListDialog::createRateTab()
{
    auto *page = new QWidget(m_tabs);
    m_rateHint = new QLabel(page);
    m_rateHint->setWordWrap(true);
    m_rateDateLabel = new QLabel(page);
    m_rateDate = new QDateEdit(page);
    m_rateDate->setObjectName(QStringLiteral("rateDate"));
    m_rateDate->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_rateDate->setCalendarPopup(true);
    m_rateSourceLabel = new QLabel(page);
    m_rateSource = new QLineEdit(page);
    m_rateSource->setObjectName(QStringLiteral("rateSource"));
    m_rateSource->setMaxLength(kMaxSourceLength);
    m_rateDateLabel->setBuddy(m_rateDate);
    m_rateSourceLabel->setBuddy(m_rateSource);
    m_rateView = priceView("exchangeRateTable", m_rates, page);
    m_rateView->setItemDelegateForColumn(
        ExchangeRateModel::RateColumn,
        new PriceCellDelegate(PriceCellDelegate::Kind::Number, m_rateView, kRateDecimals, 0.0001, kMaxRate));
    // As wide as its two columns, not the whole tab.
    m_rateView->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_rateView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(m_rateDateLabel, m_rateDate);
    form->addRow(m_rateSourceLabel, m_rateSource);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_rateHint);
    layout->addLayout(form);
    layout->addWidget(m_rateView, 1, Qt::AlignLeft);
    connect(m_rateDate, &QDateEdit::dateChanged, this,
            [this](QDate date) { m_rates->setDate(date.toString(Qt::ISODate).toStdString()); });
    connect(m_rateSource, &QLineEdit::textChanged, this,
            [this](const QString &text) { m_rates->setSource(text.trimmed().toStdString()); });
    return page;
}

void PriceListDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void PriceListDialog::retranslateUi()
{
    setWindowTitle(tr("Price list and exchange rates"));
    m_tabs->setTabText(GpuTab, tr("GPUs"));
    m_tabs->setTabText(SystemTab, tr("Systems"));
    m_tabs->setTabText(RateTab, tr("Exchange rates"));
    m_gpuHint->setText(tr("Your prices for the GPUs of the catalog. Rows you changed are shown in bold; "
                          "a price you leave is the catalog's, converted into the row's currency."));
    m_systemHint->setText(tr("Servers, racks, workstations and cards one buys the GPUs in, and systems of your own. "
                             "Rows you changed are shown in bold."));
    m_addSystem->setText(tr("Add system…"));
    m_addSystem->setToolTip(tr("Add a system of your own (a vendor's configuration) with its price"));
    m_removeSystem->setText(tr("Remove system"));
    m_removeSystem->setToolTip(tr("Removes a system of your own; a catalog system gets its catalog price back"));
    m_rateHint->setText(tr("Units of each currency per US dollar. Amounts are converted through USD at these rates."));
    m_rateDateLabel->setText(tr("Rates &date"));
    m_rateSourceLabel->setText(tr("&Source"));
    m_rateSource->setPlaceholderText(tr("Where the rates come from"));
    m_reset->setText(tr("&Reset to catalog"));
    m_reset->setToolTip(tr("Restores the catalog's prices (or the built-in exchange rates) on the current tab"));
    m_import->setText(tr("&Import CSV…"));
    m_export->setText(tr("&Export CSV…"));
    // Headers, tooltips and the numbers' decimal separator.
    m_gpus->retranslate();
    m_systems->retranslate();
    m_rates->retranslate();
    updateButtons();
}

void PriceListDialog::showTab(int index)
{
    if (index >= 0 && index < m_tabs->count())
        m_tabs->setCurrentIndex(index);
}

core::PriceList PriceListDialog::priceList() const
{
    core::PriceList list;
    list.entries = m_gpus->entries();
    for (core::PriceEntry &e : m_systems->entries())
        list.entries.push_back(std::move(e));
    return list;
}

core::ExchangeRates PriceListDialog::exchangeRates() const { return m_rates->rates(); }

void PriceListDialog::showRateDateAndSource()
{
    const core::ExchangeRates rates = m_rates->rates();
    QDate date = QDate::fromString(toQString(rates.date), Qt::ISODate);
    if (!date.isValid())
        date = QDate::fromString(toQString(core::builtInExchangeRates().date), Qt::ISODate);
    m_rateDate->setDate(date);
    m_rateSource->setText(toQString(rates.source));
    // The rates keep what the fields hold (a valid date, the source trimmed).
    m_rates->setDate(m_rateDate->date().toString(Qt::ISODate).toStdString());
    m_rates->setSource(m_rateSource->text().trimmed().toStdString());
}

void PriceListDialog::applyRates()
{
    // Prices left to the catalog are shown converted at the new rates.
    m_gpus->setExchangeRates(m_rates->rates());
    m_systems->setExchangeRates(m_rates->rates());
}

void PriceListDialog::updateButtons()
{
    const bool selected = m_systemView->currentIndex().isValid() && m_systemView->selectionModel()->hasSelection();
    m_removeSystem->setEnabled(selected);
}

// ---- actions -------------------------------------------------------------------------------

void PriceListDialog::resetCurrentTab()
{
    switch (m_tabs->currentIndex()) {
    case GpuTab:
        m_gpus->resetToCatalog();
        break;
    case SystemTab:
        m_systems->resetToCatalog();
        break;
    case RateTab:
        m_rates->load(core::builtInExchangeRates());
        showRateDateAndSource();
        break;
    default:
        break;
    }
}

void PriceListDialog::removeSystem()
{
    const int row = m_systemView->currentIndex().row();
    if (row < 0)
        return;
    // A catalog system cannot go: it gets its catalog price back.
    if (m_systems->isOwnSystem(row))
        m_systems->removeRows(row, 1);
    else
        m_systems->resetRow(row);
    updateButtons();
}

void PriceListDialog::addSystem()
{
    AddSystemDialog form(m_catalog, [this](const std::string &id) { return m_systems->contains(id); }, this);
    if (form.exec() != QDialog::Accepted)
        return;
    const int row = m_systems->addOwnSystem(form.entry());
    if (row < 0)
        return;
    const QModelIndex name = m_systems->index(row, SystemPriceModel::NameColumn);
    m_systemView->setCurrentIndex(name);
    m_systemView->scrollTo(name);
    updateButtons();
}

bool PriceListDialog::importCsv(const QString &path, QString *error)
{
    core::Result<std::string> text = core::readCappedFile(path.toStdString(), core::jsonfields::kMaxJsonBytes);
    if (!text) {
        core::logging::get("ui")->warn("price list not imported: {}", core::describe(text.error()));
        if (error)
            *error = errorText(text.error());
        return false;
    }
    core::Result<core::PriceList> list = core::priceListFromCsv(text.value(), path.toStdString(), m_catalog);
    if (!list) {
        core::logging::get("ui")->warn("price list not imported: {}", core::describe(list.error()));
        if (error)
            *error = errorText(list.error());
        return false;
    }
    m_gpus->load(list.value());
    m_systems->load(list.value());
    return true;
}

bool PriceListDialog::exportCsv(const QString &path, QString *error)
{
    const std::string csv = core::priceListToCsv(priceList());
    if (const std::optional<core::Error> failure =
            core::writeFileAtomically(path.toStdString(), QByteArray::fromStdString(csv))) {
        core::logging::get("ui")->warn("price list not exported: {}", core::describe(*failure));
        if (error)
            *error = errorText(*failure);
        return false;
    }
    return true;
}

void PriceListDialog::chooseImportFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import price list"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!importCsv(path, &error))
        QMessageBox::warning(this, tr("Import price list"), error);
}

void PriceListDialog::chooseExportFile()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(this, tr("Export price list"),
                                                folder + QStringLiteral("/price-list.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export price list"), error);
}

} // namespace gpusizer::ui
