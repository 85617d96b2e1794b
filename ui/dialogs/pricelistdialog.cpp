#include "dialogs/pricelistdialog.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/isodate.h"
#include "charts/displayformat.h"
#include "document/errortext.h"
#include "io/atomicfile.h"
#include "io/pricelistfile.h"
#include "util/jsonfields.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpusizer::ui {

namespace {

// Limits of the price-list file reader (io/pricelistfile.cpp).
constexpr double kMaxRent = 1.0e6;
constexpr double kMaxPurchase = 1.0e12;
constexpr double kMaxRate = 1.0e6;
constexpr int kMaxSourceLength = 1000;
constexpr int kRentDecimals = 2;
constexpr int kPurchaseDecimals = 0;
constexpr int kRateDecimals = 4;

QString qs(const std::string &text) { return QString::fromStdString(text); }
QString qs(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

// The number in a cell: a double the delegate set, or text typed in the locale (or C) form.
std::optional<double> numberIn(const QTableWidgetItem *item, double minimum, double maximum)
{
    const QVariant value = item->data(Qt::EditRole);
    bool ok = false;
    double number = 0;
    if (value.typeId() == QMetaType::QString) {
        const QString text = value.toString().trimmed();
        number = QLocale().toDouble(text, &ok);
        if (!ok)
            number = text.toDouble(&ok);
    } else {
        number = value.toDouble(&ok);
    }
    if (!ok || !std::isfinite(number) || number < minimum || number > maximum)
        return std::nullopt;
    return number;
}

QTableWidgetItem *itemAt(QTableWidget *table, int row, int column)
{
    QTableWidgetItem *item = table->item(row, column);
    if (!item) {
        item = new QTableWidgetItem;
        table->setItem(row, column, item);
    }
    return item;
}

void setEditable(QTableWidgetItem *item, bool editable)
{
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    item->setFlags(editable ? flags | Qt::ItemIsEditable : flags);
}

void setCheckable(QTableWidgetItem *item, bool checked)
{
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
}

void setRowBold(QTableWidget *table, int row, bool bold)
{
    for (int column = 0; column < table->columnCount(); ++column) {
        if (QTableWidgetItem *item = table->item(row, column)) {
            QFont font = table->font();
            font.setBold(bold);
            item->setFont(font);
        }
    }
}

QComboBox *currencyCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (std::string_view code : core::kCurrencies)
        combo->addItem(qs(code), qs(code));
    return combo;
}

QTableWidget *priceTable(const char *objectName, int columns, QWidget *parent)
{
    auto *table = new QTableWidget(0, columns, parent);
    table->setObjectName(QLatin1String(objectName));
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                           | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setHighlightSections(false);
    return table;
}

// Editors of the price tables: locale-aware numbers with a fixed number of decimals, a
// currency list, and ISO dates (YYYY-MM-DD or empty).
class CellDelegate final : public QStyledItemDelegate
{
public:
    enum class Kind { Number, Currency, Date };

    CellDelegate(Kind kind, QObject *parent, int decimals = 0, double minimum = 0, double maximum = 0)
        : QStyledItemDelegate(parent), m_kind(kind), m_decimals(decimals), m_minimum(minimum), m_maximum(maximum)
    {
    }

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        switch (m_kind) {
        case Kind::Number: {
            auto *box = new QDoubleSpinBox(parent);
            box->setFrame(false);
            box->setDecimals(m_decimals);
            box->setRange(m_minimum, m_maximum);
            box->setGroupSeparatorShown(true);
            box->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            box->setButtonSymbols(QAbstractSpinBox::NoButtons);
            return box;
        }
        case Kind::Currency:
            return currencyCombo(parent);
        case Kind::Date: {
            auto *edit = new QLineEdit(parent);
            edit->setFrame(false);
            edit->setMaxLength(10);
            edit->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
            edit->setValidator(new QRegularExpressionValidator(
                QRegularExpression(QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})?$")), edit));
            return edit;
        }
        }
        return nullptr;
    }

    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        const QVariant value = index.data(Qt::EditRole);
        if (auto *box = qobject_cast<QDoubleSpinBox *>(editor))
            box->setValue(value.toDouble());
        else if (auto *combo = qobject_cast<QComboBox *>(editor))
            combo->setCurrentIndex(std::max(0, combo->findData(value.toString())));
        else if (auto *edit = qobject_cast<QLineEdit *>(editor))
            edit->setText(value.toString());
    }

    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        if (auto *box = qobject_cast<QDoubleSpinBox *>(editor)) {
            box->interpretText();
            model->setData(index, box->value(), Qt::EditRole);
        } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
            model->setData(index, combo->currentData(), Qt::EditRole);
        } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
            const QString text = edit->text().trimmed();
            if (text.isEmpty() || core::isIsoDate(text.toStdString()))
                model->setData(index, text, Qt::EditRole);
        }
    }

    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &) const override
    {
        editor->setGeometry(option.rect);
    }

    QString displayText(const QVariant &value, const QLocale &locale) const override
    {
        if (m_kind == Kind::Number && value.canConvert<double>() && value.typeId() != QMetaType::QString)
            return locale.toString(value.toDouble(), 'f', m_decimals);
        return QStyledItemDelegate::displayText(value, locale);
    }

private:
    Kind m_kind;
    int m_decimals;
    double m_minimum;
    double m_maximum;
};

} // namespace

PriceListDialog::PriceListDialog(const core::GpuCatalog &catalog, const core::PriceList &list,
                                 const core::ExchangeRates &rates, QWidget *parent)
    : QDialog(parent)
    , m_catalog(catalog)
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

    auto *gpuPage = new QWidget(m_tabs);
    auto *systemPage = new QWidget(m_tabs);
    auto *ratePage = new QWidget(m_tabs);
    buildGpuTab(gpuPage);
    buildSystemTab(systemPage);
    buildRateTab(ratePage);
    m_tabs->addTab(gpuPage, QString());
    m_tabs->addTab(systemPage, QString());
    m_tabs->addTab(ratePage, QString());

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

    loadRates(rates);
    loadList(list);
    retranslateUi();
    for (QTableWidget *table : {m_gpuTable, m_systemTable, m_rateTable})
        table->resizeColumnsToContents();
    m_rateTable->setColumnWidth(RateValueColumn, std::max(m_rateTable->columnWidth(RateValueColumn), 140));
    // Fits a 1280×720 screen with room for the window frame.
    setMinimumSize(640, 400);
    resize(900, 520);
}

PriceListDialog::~PriceListDialog() = default;

void PriceListDialog::buildGpuTab(QWidget *page)
{
    m_gpuHint = new QLabel(page);
    m_gpuHint->setWordWrap(true);
    m_gpuTable = priceTable("gpuPriceTable", GpuColumnCount, page);
    m_gpuTable->setItemDelegateForColumn(
        GpuRentColumn, new CellDelegate(CellDelegate::Kind::Number, m_gpuTable, kRentDecimals, 0, kMaxRent));
    m_gpuTable->setItemDelegateForColumn(
        GpuPurchaseColumn, new CellDelegate(CellDelegate::Kind::Number, m_gpuTable, kPurchaseDecimals, 0, kMaxPurchase));
    m_gpuTable->setItemDelegateForColumn(GpuCurrencyColumn, new CellDelegate(CellDelegate::Kind::Currency, m_gpuTable));
    m_gpuTable->setItemDelegateForColumn(GpuDateColumn, new CellDelegate(CellDelegate::Kind::Date, m_gpuTable));
    m_gpuTable->horizontalHeader()->setSectionResizeMode(GpuSourceColumn, QHeaderView::Stretch);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_gpuHint);
    layout->addWidget(m_gpuTable, 1);
    connect(m_gpuTable, &QTableWidget::itemChanged, this, &PriceListDialog::gpuItemChanged);
}

void PriceListDialog::buildSystemTab(QWidget *page)
{
    m_systemHint = new QLabel(page);
    m_systemHint->setWordWrap(true);
    m_systemTable = priceTable("systemPriceTable", SystemColumnCount, page);
    m_systemTable->setItemDelegateForColumn(
        SystemPurchaseColumn,
        new CellDelegate(CellDelegate::Kind::Number, m_systemTable, kPurchaseDecimals, 0, kMaxPurchase));
    m_systemTable->setItemDelegateForColumn(SystemCurrencyColumn,
                                            new CellDelegate(CellDelegate::Kind::Currency, m_systemTable));
    m_systemTable->setItemDelegateForColumn(SystemDateColumn, new CellDelegate(CellDelegate::Kind::Date, m_systemTable));
    m_systemTable->horizontalHeader()->setSectionResizeMode(SystemSourceColumn, QHeaderView::Stretch);
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
    layout->addWidget(m_systemTable, 1);
    layout->addLayout(buttons);
    connect(m_systemTable, &QTableWidget::itemChanged, this, &PriceListDialog::systemItemChanged);
    connect(m_systemTable, &QTableWidget::itemSelectionChanged, this, &PriceListDialog::updateButtons);
    connect(m_addSystem, &QPushButton::clicked, this, &PriceListDialog::addSystem);
    connect(m_removeSystem, &QPushButton::clicked, this, &PriceListDialog::removeSystem);
}

void PriceListDialog::buildRateTab(QWidget *page)
{
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
    m_rateTable = priceTable("exchangeRateTable", RateColumnCount, page);
    m_rateTable->setItemDelegateForColumn(
        RateValueColumn, new CellDelegate(CellDelegate::Kind::Number, m_rateTable, kRateDecimals, 0.0001, kMaxRate));
    // As wide as its two columns, not the whole tab.
    m_rateTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_rateTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_rateTable->setRowCount(int(std::size(core::kCurrencies)));
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->addRow(m_rateDateLabel, m_rateDate);
    form->addRow(m_rateSourceLabel, m_rateSource);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_rateHint);
    layout->addLayout(form);
    layout->addWidget(m_rateTable, 1, Qt::AlignLeft);
    connect(m_rateTable, &QTableWidget::itemChanged, this, &PriceListDialog::rateItemChanged);
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
    m_gpuTable->setHorizontalHeaderLabels({tr("GPU"), tr("Rent per GPU-hour"), tr("Purchase per GPU"), tr("Currency"),
                                           tr("Price date"), tr("Source"), tr("Sold by us")});
    m_systemHint->setText(tr("Servers, racks, workstations and cards one buys the GPUs in, and systems of your own. "
                             "Rows you changed are shown in bold."));
    m_systemTable->setHorizontalHeaderLabels({tr("System"), tr("GPUs"), tr("Purchase price"), tr("Currency"),
                                              tr("Price date"), tr("Source"), tr("Sold by us")});
    for (QTableWidget *table : {m_gpuTable, m_systemTable}) {
        const int offered = table == m_gpuTable ? int(GpuOfferedColumn) : int(SystemOfferedColumn);
        const int date = table == m_gpuTable ? int(GpuDateColumn) : int(SystemDateColumn);
        table->horizontalHeaderItem(offered)->setToolTip(
            tr("Only what I sell: recommendations keep to the GPUs marked here"));
        table->horizontalHeaderItem(date)->setToolTip(tr("Date of the price, YYYY-MM-DD"));
    }
    m_addSystem->setText(tr("Add system…"));
    m_addSystem->setToolTip(tr("Add a system of your own (a vendor's configuration) with its price"));
    m_removeSystem->setText(tr("Remove system"));
    m_removeSystem->setToolTip(tr("Removes a system of your own; a catalog system gets its catalog price back"));
    m_rateHint->setText(tr("Units of each currency per US dollar. Amounts are converted through USD at these rates."));
    m_rateDateLabel->setText(tr("Rates &date"));
    m_rateSourceLabel->setText(tr("&Source"));
    m_rateSource->setPlaceholderText(tr("Where the rates come from"));
    m_rateTable->setHorizontalHeaderLabels({tr("Currency"), tr("Units per USD")});
    m_reset->setText(tr("&Reset to catalog"));
    m_reset->setToolTip(tr("Restores the catalog's prices (or the built-in exchange rates) on the current tab"));
    m_import->setText(tr("&Import CSV…"));
    m_export->setText(tr("&Export CSV…"));
    refreshAll();
}

void PriceListDialog::showTab(int index)
{
    if (index >= 0 && index < m_tabs->count())
        m_tabs->setCurrentIndex(index);
}

// ---- state ---------------------------------------------------------------------------------

PriceListDialog::GpuRow PriceListDialog::catalogGpuRow(const core::GpuSpec &gpu) const
{
    GpuRow row;
    row.gpu = &gpu;
    row.currency = gpu.priceCurrency;
    row.date = gpu.rentPriceDate;
    row.source = gpu.rentPriceSource;
    return row;
}

PriceListDialog::SystemRow PriceListDialog::catalogSystemRow(const core::SystemSpec &spec) const
{
    SystemRow row;
    row.spec = spec;
    row.currency = spec.currency;
    row.date = spec.priceDate;
    row.source = spec.source;
    return row;
}

void PriceListDialog::loadList(const core::PriceList &list)
{
    using Type = core::PriceEntry::Type;
    m_gpuRows.clear();
    for (const core::GpuSpec &gpu : m_catalog.gpus()) {
        GpuRow row = catalogGpuRow(gpu);
        if (const core::PriceEntry *e = list.find(Type::Gpu, gpu.id)) {
            row.rent = e->rentPerHour;
            row.purchase = e->purchasePrice;
            row.currency = e->currency;
            row.date = e->date;
            row.source = e->source;
            row.offered = e->offered;
        }
        m_gpuRows.push_back(std::move(row));
    }
    m_systemRows.clear();
    for (const core::SystemSpec &spec : m_catalog.systems()) {
        SystemRow row = catalogSystemRow(spec);
        if (const core::PriceEntry *e = list.find(Type::System, spec.id)) {
            // As withPriceList: an entry's currency, date and source come with its price.
            if (e->purchasePrice) {
                row.purchase = e->purchasePrice;
                row.currency = e->currency;
                row.date = e->date;
                row.source = e->source;
            }
            row.offered = e->offered;
        }
        m_systemRows.push_back(std::move(row));
    }
    for (const core::PriceEntry &e : list.entries) {
        if (e.type != Type::System || !e.system || m_catalog.findSystem(e.id))
            continue;
        SystemRow row;
        row.spec = *e.system;
        row.spec.id = e.id;
        row.user = true;
        row.purchase = e.purchasePrice;
        row.currency = e.currency;
        row.date = e.date;
        row.source = e.source;
        row.offered = e.offered;
        m_systemRows.push_back(std::move(row));
    }
    const bool wasUpdating = std::exchange(m_updating, true);
    m_gpuTable->setRowCount(int(m_gpuRows.size()));
    m_systemTable->setRowCount(int(m_systemRows.size()));
    m_updating = wasUpdating;
    for (int r = 0; r < int(m_gpuRows.size()); ++r)
        refreshGpuRow(r);
    for (int r = 0; r < int(m_systemRows.size()); ++r)
        refreshSystemRow(r);
    updateButtons();
}

void PriceListDialog::loadRates(const core::ExchangeRates &rates)
{
    // Every currency the app offers gets a rate; a missing one is the built-in rate.
    core::ExchangeRates filled = rates;
    for (std::string_view code : core::kCurrencies)
        if (!filled.rate(code))
            if (const std::optional<double> builtIn = core::builtInExchangeRates().rate(code))
                filled.setRate(std::string(code), *builtIn);
    m_perUsd = filled.perUsd;
    QDate date = QDate::fromString(qs(rates.date), Qt::ISODate);
    if (!date.isValid())
        date = QDate::fromString(qs(core::builtInExchangeRates().date), Qt::ISODate);
    m_rateDate->setDate(date);
    m_rateSource->setText(qs(rates.source));
    for (int r = 0; r < m_rateTable->rowCount(); ++r)
        refreshRateRow(r);
}

double PriceListDialog::openRent(const GpuRow &row) const
{
    if (row.currency == row.gpu->priceCurrency)
        return row.gpu->rentPerHour;
    return exchangeRates().convert(row.gpu->rentPerHour, row.gpu->priceCurrency, row.currency).value_or(0.0);
}

double PriceListDialog::openGpuPurchase(const GpuRow &row) const
{
    if (row.currency == row.gpu->priceCurrency)
        return row.gpu->purchasePrice;
    return exchangeRates().convert(row.gpu->purchasePrice, row.gpu->priceCurrency, row.currency).value_or(0.0);
}

double PriceListDialog::openSystemPurchase(const SystemRow &row) const
{
    // A system of the user's own has no catalog price to fall back on.
    if (row.user)
        return 0.0;
    if (row.currency == row.spec.currency)
        return row.spec.purchasePrice;
    return exchangeRates().convert(row.spec.purchasePrice, row.spec.currency, row.currency).value_or(0.0);
}

bool PriceListDialog::differs(const GpuRow &row) const
{
    const core::GpuSpec &gpu = *row.gpu;
    return row.currency != gpu.priceCurrency || row.date != gpu.rentPriceDate || row.source != gpu.rentPriceSource
        || row.offered || (row.rent && *row.rent != gpu.rentPerHour)
        || (row.purchase && *row.purchase != gpu.purchasePrice);
}

bool PriceListDialog::differs(const SystemRow &row) const
{
    if (row.user)
        return true;
    const core::SystemSpec &spec = row.spec;
    return row.currency != spec.currency || row.date != spec.priceDate || row.source != spec.source || row.offered
        || (row.purchase && *row.purchase != spec.purchasePrice);
}

core::PriceList PriceListDialog::priceList() const
{
    using Type = core::PriceEntry::Type;
    core::PriceList list;
    for (const GpuRow &row : m_gpuRows) {
        if (!differs(row))
            continue;
        const bool sameCurrency = row.currency == row.gpu->priceCurrency;
        core::PriceEntry e;
        e.type = Type::Gpu;
        e.id = row.gpu->id;
        if (row.rent && (!sameCurrency || *row.rent != row.gpu->rentPerHour))
            e.rentPerHour = row.rent;
        if (row.purchase && (!sameCurrency || *row.purchase != row.gpu->purchasePrice))
            e.purchasePrice = row.purchase;
        e.currency = row.currency;
        e.date = row.date;
        e.source = row.source;
        e.offered = row.offered;
        list.entries.push_back(std::move(e));
    }
    for (const SystemRow &row : m_systemRows) {
        if (row.user || !differs(row))
            continue;
        core::PriceEntry e;
        e.type = Type::System;
        e.id = row.spec.id;
        // A system entry's currency, date and source only count with a price.
        const bool priced = row.currency != row.spec.currency || row.date != row.spec.priceDate
            || row.source != row.spec.source || (row.purchase && *row.purchase != row.spec.purchasePrice);
        if (priced)
            e.purchasePrice = row.purchase ? *row.purchase : roundTo(openSystemPurchase(row), kPurchaseDecimals);
        e.currency = row.currency;
        e.date = row.date;
        e.source = row.source;
        e.offered = row.offered;
        list.entries.push_back(std::move(e));
    }
    for (const SystemRow &row : m_systemRows) {
        if (!row.user)
            continue;
        core::PriceEntry e;
        e.type = Type::System;
        e.id = row.spec.id;
        e.purchasePrice = row.purchase;
        e.currency = row.currency;
        e.date = row.date;
        e.source = row.source;
        e.offered = row.offered;
        // The shape as the file reader builds it back: the price fields follow the entry.
        core::SystemSpec spec = row.spec;
        spec.purchasePrice = row.purchase.value_or(0.0);
        spec.currency = row.currency;
        spec.priceDate = row.date;
        spec.source = row.source;
        e.system = std::move(spec);
        list.entries.push_back(std::move(e));
    }
    return list;
}

core::ExchangeRates PriceListDialog::exchangeRates() const
{
    core::ExchangeRates rates;
    rates.date = m_rateDate->date().toString(Qt::ISODate).toStdString();
    rates.source = m_rateSource->text().trimmed().toStdString();
    rates.perUsd = m_perUsd;
    return rates;
}

// ---- tables --------------------------------------------------------------------------------

void PriceListDialog::refreshGpuRow(int r)
{
    const GpuRow &row = m_gpuRows[std::size_t(r)];
    const core::GpuSpec &gpu = *row.gpu;
    const bool wasUpdating = std::exchange(m_updating, true);
    QTableWidgetItem *name = itemAt(m_gpuTable, r, GpuNameColumn);
    setEditable(name, false);
    name->setText(qs(gpu.name));
    name->setData(IdRole, qs(gpu.id));
    name->setToolTip(qs(gpu.vendor));
    const auto price = [&](int column, const std::optional<double> &value, double open, int decimals, double catalog) {
        QTableWidgetItem *item = itemAt(m_gpuTable, r, column);
        setEditable(item, true);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setData(Qt::EditRole, value ? *value : roundTo(open, decimals));
        item->setToolTip(tr("Catalog: %1").arg(formatMoney(catalog, gpu.priceCurrency)));
    };
    price(GpuRentColumn, row.rent, openRent(row), kRentDecimals, gpu.rentPerHour);
    price(GpuPurchaseColumn, row.purchase, openGpuPurchase(row), kPurchaseDecimals, gpu.purchasePrice);
    showListing(m_gpuTable, r, GpuCurrencyColumn, row);
    setRowBold(m_gpuTable, r, differs(row));
    m_updating = wasUpdating;
}

void PriceListDialog::showListing(QTableWidget *table, int r, int currencyColumn, const Listing &row)
{
    QTableWidgetItem *currency = itemAt(table, r, currencyColumn);
    setEditable(currency, true);
    currency->setData(Qt::EditRole, qs(row.currency));
    QTableWidgetItem *date = itemAt(table, r, currencyColumn + (GpuDateColumn - GpuCurrencyColumn));
    setEditable(date, true);
    date->setData(Qt::EditRole, qs(row.date));
    QTableWidgetItem *source = itemAt(table, r, currencyColumn + (GpuSourceColumn - GpuCurrencyColumn));
    setEditable(source, true);
    source->setData(Qt::EditRole, qs(row.source));
    source->setToolTip(qs(row.source));
    setCheckable(itemAt(table, r, currencyColumn + (GpuOfferedColumn - GpuCurrencyColumn)), row.offered);
}

void PriceListDialog::refreshSystemRow(int r)
{
    const SystemRow &row = m_systemRows[std::size_t(r)];
    const bool wasUpdating = std::exchange(m_updating, true);
    QTableWidgetItem *name = itemAt(m_systemTable, r, SystemNameColumn);
    setEditable(name, false);
    name->setText(qs(row.spec.name));
    name->setData(IdRole, qs(row.spec.id));
    name->setToolTip(row.user ? tr("Your own system (%1)").arg(qs(row.spec.vendor)) : qs(row.spec.vendor));
    QTableWidgetItem *gpus = itemAt(m_systemTable, r, SystemGpusColumn);
    setEditable(gpus, false);
    const core::GpuSpec *gpu = m_catalog.find(row.spec.gpuId);
    const QString gpuName = !gpu ? qs(row.spec.gpuId) : qs(gpu->shortName.empty() ? gpu->name : gpu->shortName);
    gpus->setText(configurationLabel(row.spec.gpus, gpuName));
    gpus->setToolTip(gpu ? qs(gpu->name) : QString());
    QTableWidgetItem *purchase = itemAt(m_systemTable, r, SystemPurchaseColumn);
    setEditable(purchase, true);
    purchase->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    purchase->setData(Qt::EditRole, row.purchase ? *row.purchase : roundTo(openSystemPurchase(row), kPurchaseDecimals));
    purchase->setToolTip(row.user ? QString()
                                  : tr("Catalog: %1").arg(formatMoney(row.spec.purchasePrice, row.spec.currency)));
    showListing(m_systemTable, r, SystemCurrencyColumn, row);
    setRowBold(m_systemTable, r, differs(row));
    m_updating = wasUpdating;
}

void PriceListDialog::refreshRateRow(int r)
{
    const std::string code(core::kCurrencies[r]);
    const bool wasUpdating = std::exchange(m_updating, true);
    QTableWidgetItem *name = itemAt(m_rateTable, r, RateCurrencyColumn);
    setEditable(name, false);
    name->setText(qs(code));
    name->setData(IdRole, qs(code));
    QTableWidgetItem *value = itemAt(m_rateTable, r, RateValueColumn);
    // USD is the base: always 1.
    setEditable(value, code != "USD");
    value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    core::ExchangeRates current;
    current.perUsd = m_perUsd;
    const std::optional<double> rate = current.rate(code);
    value->setData(Qt::EditRole, rate ? QVariant(*rate) : QVariant(QString()));
    const std::optional<double> builtIn = core::builtInExchangeRates().rate(code);
    value->setToolTip(builtIn ? tr("Built-in: %1").arg(QLocale().toString(*builtIn, 'f', kRateDecimals)) : QString());
    setRowBold(m_rateTable, r, rate != builtIn);
    m_updating = wasUpdating;
}

void PriceListDialog::refreshAll()
{
    for (int r = 0; r < int(m_gpuRows.size()); ++r)
        refreshGpuRow(r);
    for (int r = 0; r < int(m_systemRows.size()); ++r)
        refreshSystemRow(r);
    for (int r = 0; r < m_rateTable->rowCount(); ++r)
        refreshRateRow(r);
    updateButtons();
}

void PriceListDialog::updateButtons()
{
    const int r = m_systemTable->currentRow();
    m_removeSystem->setEnabled(r >= 0 && r < int(m_systemRows.size()) && !m_systemTable->selectedItems().isEmpty());
}

void PriceListDialog::gpuItemChanged(QTableWidgetItem *item)
{
    if (m_updating || item->row() < 0 || item->row() >= int(m_gpuRows.size()))
        return;
    GpuRow &row = m_gpuRows[std::size_t(item->row())];
    switch (item->column()) {
    case GpuRentColumn:
        if (const std::optional<double> value = numberIn(item, 0, kMaxRent))
            row.rent = near(*value, roundTo(openRent(row), kRentDecimals)) ? std::nullopt : value;
        break;
    case GpuPurchaseColumn:
        if (const std::optional<double> value = numberIn(item, 0, kMaxPurchase))
            row.purchase = near(*value, roundTo(openGpuPurchase(row), kPurchaseDecimals)) ? std::nullopt : value;
        break;
    default:
        applyListingItem(item, item->column() - GpuCurrencyColumn, row);
        break;
    }
    refreshGpuRow(item->row());
}

bool PriceListDialog::applyListingItem(const QTableWidgetItem *item, int offset, Listing &row)
{
    static_assert(GpuDateColumn - GpuCurrencyColumn == SystemDateColumn - SystemCurrencyColumn
                  && GpuOfferedColumn - GpuCurrencyColumn == SystemOfferedColumn - SystemCurrencyColumn);
    const std::string text = item->text().trimmed().toStdString();
    switch (offset) {
    case 0:  // currency
        if (core::isKnownCurrency(text))
            row.currency = text;
        return true;
    case GpuDateColumn - GpuCurrencyColumn:
        if (text.empty() || core::isIsoDate(text))
            row.date = text;
        return true;
    case GpuSourceColumn - GpuCurrencyColumn:
        row.source = item->text().trimmed().left(kMaxSourceLength).toStdString();
        return true;
    case GpuOfferedColumn - GpuCurrencyColumn:
        row.offered = item->checkState() == Qt::Checked;
        return true;
    default:
        return false;
    }
}

void PriceListDialog::systemItemChanged(QTableWidgetItem *item)
{
    if (m_updating || item->row() < 0 || item->row() >= int(m_systemRows.size()))
        return;
    SystemRow &row = m_systemRows[std::size_t(item->row())];
    switch (item->column()) {
    case SystemPurchaseColumn:
        if (const std::optional<double> value = numberIn(item, 0, kMaxPurchase)) {
            const bool open = !row.user && near(*value, roundTo(openSystemPurchase(row), kPurchaseDecimals));
            row.purchase = open ? std::nullopt : value;
        }
        break;
    default:
        applyListingItem(item, item->column() - SystemCurrencyColumn, row);
        break;
    }
    refreshSystemRow(item->row());
}

void PriceListDialog::rateItemChanged(QTableWidgetItem *item)
{
    if (m_updating || item->column() != RateValueColumn || item->row() < 0
        || item->row() >= int(std::size(core::kCurrencies)))
        return;
    const std::string code(core::kCurrencies[item->row()]);
    if (code != "USD") {
        if (const std::optional<double> value = numberIn(item, 0, kMaxRate); value && *value > 0) {
            core::ExchangeRates current;
            current.perUsd = m_perUsd;
            current.setRate(code, *value);
            m_perUsd = current.perUsd;
        }
    }
    // Prices left to the catalog are shown converted at the new rate.
    refreshAll();
}

// ---- actions -------------------------------------------------------------------------------

void PriceListDialog::resetCurrentTab()
{
    switch (m_tabs->currentIndex()) {
    case GpuTab:
        for (GpuRow &row : m_gpuRows)
            row = catalogGpuRow(*row.gpu);
        break;
    case SystemTab:
        // The user's own systems have no catalog price; Remove system takes them away.
        for (SystemRow &row : m_systemRows)
            if (!row.user)
                row = catalogSystemRow(row.spec);
        break;
    case RateTab:
        loadRates(core::builtInExchangeRates());
        break;
    default:
        break;
    }
    refreshAll();
}

void PriceListDialog::removeSystem()
{
    const int r = m_systemTable->currentRow();
    if (r < 0 || r >= int(m_systemRows.size()))
        return;
    SystemRow &row = m_systemRows[std::size_t(r)];
    if (!row.user) {
        row = catalogSystemRow(row.spec);
        refreshSystemRow(r);
        return;
    }
    m_systemRows.erase(m_systemRows.begin() + r);
    const bool wasUpdating = std::exchange(m_updating, true);
    m_systemTable->removeRow(r);
    m_updating = wasUpdating;
    updateButtons();
}

void PriceListDialog::addSystem()
{
    QDialog form(this);
    form.setObjectName(QStringLiteral("addSystemDialog"));
    form.setWindowTitle(tr("Add system"));
    auto *id = new QLineEdit(&form);
    id->setObjectName(QStringLiteral("systemId"));
    id->setMaxLength(64);
    id->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z0-9._-]*")), id));
    id->setPlaceholderText(tr("e.g. my-hgx-h200"));
    auto *name = new QLineEdit(&form);
    name->setObjectName(QStringLiteral("systemName"));
    name->setMaxLength(200);
    auto *vendor = new QLineEdit(&form);
    vendor->setMaxLength(200);
    auto *kind = new QComboBox(&form);
    kind->addItem(tr("Server"), QStringLiteral("server"));
    kind->addItem(tr("Rack"), QStringLiteral("rack"));
    kind->addItem(tr("Workstation"), QStringLiteral("workstation"));
    kind->addItem(tr("Card"), QStringLiteral("card"));
    auto *gpu = new QComboBox(&form);
    for (const core::GpuSpec &g : m_catalog.gpus())
        gpu->addItem(qs(g.name), qs(g.id));
    auto *gpus = new QSpinBox(&form);
    gpus->setRange(1, 100000);
    gpus->setValue(8);
    gpus->setGroupSeparatorShown(true);
    auto *power = new QDoubleSpinBox(&form);
    power->setRange(0, 1.0e5);
    power->setDecimals(2);
    power->setSuffix(tr(" kW"));
    auto *rackUnits = new QSpinBox(&form);
    rackUnits->setRange(0, 1000);
    rackUnits->setSuffix(tr(" U"));
    auto *memory = new QDoubleSpinBox(&form);
    memory->setRange(0, 1.0e7);
    memory->setDecimals(0);
    memory->setGroupSeparatorShown(true);
    memory->setSuffix(tr(" GiB"));
    auto *network = new QLineEdit(&form);
    network->setMaxLength(400);
    auto *price = new QDoubleSpinBox(&form);
    price->setRange(0, kMaxPurchase);
    price->setDecimals(kPurchaseDecimals);
    price->setGroupSeparatorShown(true);
    auto *currency = currencyCombo(&form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &form);
    auto *layout = new QFormLayout(&form);
    layout->addRow(tr("Id"), id);
    layout->addRow(tr("Name"), name);
    layout->addRow(tr("Vendor"), vendor);
    layout->addRow(tr("Kind"), kind);
    layout->addRow(tr("GPU"), gpu);
    layout->addRow(tr("GPUs"), gpus);
    layout->addRow(tr("Power"), power);
    layout->addRow(tr("Rack units"), rackUnits);
    layout->addRow(tr("CPU memory"), memory);
    layout->addRow(tr("Network"), network);
    layout->addRow(tr("Purchase price"), price);
    layout->addRow(tr("Currency"), currency);
    layout->addRow(buttons);
    const auto taken = [this](const std::string &systemId) {
        return std::any_of(m_systemRows.begin(), m_systemRows.end(),
                           [&](const SystemRow &row) { return row.spec.id == systemId; });
    };
    const auto validate = [&] {
        const std::string systemId = id->text().trimmed().toStdString();
        const bool ok = !systemId.empty() && !taken(systemId) && !name->text().trimmed().isEmpty();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
        id->setToolTip(!systemId.empty() && taken(systemId) ? tr("A system with this id exists") : QString());
    };
    connect(id, &QLineEdit::textChanged, &form, validate);
    connect(name, &QLineEdit::textChanged, &form, validate);
    connect(buttons, &QDialogButtonBox::accepted, &form, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &form, &QDialog::reject);
    validate();
    if (form.exec() != QDialog::Accepted)
        return;

    SystemRow row;
    row.user = true;
    row.spec.id = id->text().trimmed().toStdString();
    row.spec.name = name->text().trimmed().toStdString();
    row.spec.vendor = vendor->text().trimmed().toStdString();
    row.spec.kind = kind->currentData().toString().toStdString();
    row.spec.gpuId = gpu->currentData().toString().toStdString();
    row.spec.gpus = gpus->value();
    row.spec.powerKw = power->value();
    row.spec.rackUnits = rackUnits->value();
    row.spec.cpuMemoryGiB = memory->value();
    row.spec.network = network->text().trimmed().toStdString();
    if (price->value() > 0)
        row.purchase = price->value();
    row.currency = currency->currentData().toString().toStdString();
    row.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    m_systemRows.push_back(std::move(row));
    const int r = int(m_systemRows.size()) - 1;
    {
        const bool wasUpdating = std::exchange(m_updating, true);
        m_systemTable->setRowCount(r + 1);
        m_updating = wasUpdating;
    }
    refreshSystemRow(r);
    m_systemTable->setCurrentCell(r, SystemNameColumn);
    m_systemTable->scrollToItem(m_systemTable->item(r, SystemNameColumn));
    updateButtons();
}

bool PriceListDialog::importCsv(const QString &path, QString *error)
{
    core::Result<std::string> text = core::jsonfields::readFile(path.toStdString());
    if (!text) {
        if (error)
            *error = errorText(text.error());
        return false;
    }
    core::Result<core::PriceList> list = core::priceListFromCsv(text.value(), path.toStdString(), m_catalog);
    if (!list) {
        if (error)
            *error = errorText(list.error());
        return false;
    }
    loadList(list.value());
    return true;
}

bool PriceListDialog::exportCsv(const QString &path, QString *error)
{
    const std::string csv = core::priceListToCsv(priceList());
    if (const std::optional<core::Error> failure =
            core::writeFileAtomically(path.toStdString(), QByteArray::fromStdString(csv))) {
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
