#include "dialogs/systempricemodel.h"
#include "util/qstringfromutf8.h"

#include "dialogs/pricecells.h"
#include "dialogs/pricelisting.h"
#include "text/displayformat.h"

#include <algorithm>

#include <QCoreApplication>

namespace gpusizer::ui {

using core::toQString;

using namespace pricecells;
using Type = core::PriceEntry::Type;

SystemPriceModel::SystemPriceModel(const core::GpuCatalog &catalog, QObject *parent)
    : CatalogPriceModel(catalog, CurrencyColumn, parent)
{
    load({});
}

SystemPriceModel::~SystemPriceModel() = default;

SystemPriceModel::Row SystemPriceModel::catalogRow(const core::SystemSpec &spec)
{
    Row row;
    row.catalog = &spec;
    row.entry.type = Type::System;
    row.entry.id = spec.id;
    row.entry.currency = spec.currency;
    row.entry.date = spec.priceDate;
    row.entry.source = spec.source;
    return row;
}

void SystemPriceModel::load(const core::PriceList &list)
{
    beginResetModel();
    m_rows.clear();
    for (const core::SystemSpec &spec : catalog().systems()) {
        Row row = catalogRow(spec);
        if (const core::PriceEntry *e = list.find(Type::System, spec.id)) {
            // As withPriceList: an entry's currency, date and source come with its price.
            if (e->purchasePrice) {
                row.entry.purchasePrice = e->purchasePrice;
                pricelisting::copyDetails(row.entry, *e);
            }
            row.entry.offered = e->offered;
        }
        m_rows.push_back(std::move(row));
    }
    for (const core::PriceEntry &e : list.entries) {
        if (e.type != Type::System || !e.system || catalog().findSystem(e.id))
            continue;
        Row row;
        row.entry = e;
        row.entry.system->id = e.id;
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

void SystemPriceModel::resetToCatalog()
{
    // The user's own systems have no catalog price; Remove system takes them away.
    for (Row &row : m_rows)
        if (row.catalog)
            row = catalogRow(*row.catalog);
    rowsChanged(0, rowCount() - 1);
}

void SystemPriceModel::resetRow(int row)
{
    if (row < 0 || row >= rowCount() || !m_rows[std::size_t(row)].catalog)
        return;
    m_rows[std::size_t(row)] = catalogRow(*m_rows[std::size_t(row)].catalog);
    rowsChanged(row, row);
}

int SystemPriceModel::addOwnSystem(const core::PriceEntry &entry)
{
    if (!entry.system || entry.id.empty() || contains(entry.id))
        return -1;
    const int row = rowCount();
    beginInsertRows({}, row, row);
    Row own;
    own.entry = entry;
    own.entry.type = Type::System;
    own.entry.system->id = entry.id;
    m_rows.push_back(std::move(own));
    endInsertRows();
    return row;
}

bool SystemPriceModel::isOwnSystem(int row) const
{
    return row >= 0 && row < rowCount() && !m_rows[std::size_t(row)].catalog;
}

bool SystemPriceModel::contains(const std::string &id) const
{
    return std::any_of(m_rows.begin(), m_rows.end(), [&](const Row &row) { return specOf(row).id == id; });
}

double SystemPriceModel::openPurchase(const Row &row) const
{
    // A system of the user's own has no catalog price to fall back on.
    if (!row.catalog)
        return 0.0;
    return openPrice(row.catalog->purchasePrice, row.catalog->currency, row.entry.currency);
}

bool SystemPriceModel::differs(const Row &row)
{
    if (!row.catalog)
        return true;
    const core::SystemSpec &spec = *row.catalog;
    const core::PriceEntry &e = row.entry;
    return e.currency != spec.currency || e.date != spec.priceDate || e.source != spec.source || e.offered
        || (e.purchasePrice && *e.purchasePrice != spec.purchasePrice);
}

std::vector<core::PriceEntry> SystemPriceModel::entries() const
{
    std::vector<core::PriceEntry> entries;
    for (const Row &row : m_rows)
        if (row.catalog && differs(row))
            entries.push_back(catalogEntry(row));
    for (const Row &row : m_rows)
        if (!row.catalog)
            entries.push_back(ownEntry(row));
    return entries;
}

core::PriceEntry SystemPriceModel::catalogEntry(const Row &row) const
{
    const core::SystemSpec &spec = *row.catalog;
    core::PriceEntry e = row.entry;
    // A system entry's currency, date and source only count with a price.
    const bool priced = e.currency != spec.currency || e.date != spec.priceDate || e.source != spec.source
        || (e.purchasePrice && *e.purchasePrice != spec.purchasePrice);
    e.purchasePrice.reset();
    if (priced)
        e.purchasePrice = row.entry.purchasePrice ? *row.entry.purchasePrice
                                                  : roundTo(openPurchase(row), kPurchaseDecimals);
    return e;
}

core::PriceEntry SystemPriceModel::ownEntry(const Row &row)
{
    core::PriceEntry e = row.entry;
    e.rentPerHour.reset();  // a system is bought, not rented
    // The shape as the file reader builds it back: the price fields follow the entry.
    e.system->purchasePrice = e.purchasePrice.value_or(0.0);
    e.system->currency = e.currency;
    e.system->priceDate = e.date;
    e.system->source = e.source;
    return e;
}

QVariant SystemPriceModel::ownData(int r, int column, int role) const
{
    const Row &row = m_rows[std::size_t(r)];
    if (column != PurchaseColumn)
        return nameData(row, column, role);
    const double shown = row.entry.purchasePrice ? *row.entry.purchasePrice
                                                 : roundTo(openPurchase(row), kPurchaseDecimals);
    // A system of the user's own has no catalog price to show.
    return priceCell(shown, kPurchaseDecimals, row.catalog ? row.catalog->purchasePrice : 0.0,
                     row.catalog ? &row.catalog->currency : nullptr, role);
}

QVariant SystemPriceModel::nameData(const Row &row, int column, int role) const
{
    const core::SystemSpec &spec = specOf(row);
    if (column == NameColumn) {
        if (role == IdRole)
            return toQString(spec.id);
        if (role == Qt::ToolTipRole)
            return row.catalog ? toQString(spec.vendor)
                               : QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Your own system (%1)")
                                     .arg(toQString(spec.vendor));
        return role == Qt::DisplayRole || role == Qt::EditRole ? QVariant(toQString(spec.name)) : QVariant();
    }
    if (column == ConditionColumn)
        return role == Qt::DisplayRole || role == Qt::EditRole ? QVariant(conditionName(spec.condition)) : QVariant();
    const core::GpuSpec *gpu = catalog().find(spec.gpuId);
    if (role == Qt::ToolTipRole)
        return gpu ? QVariant(toQString(gpu->name)) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    const QString gpuName
        = !gpu ? toQString(spec.gpuId) : toQString(gpu->shortName.empty() ? gpu->name : gpu->shortName);
    return configurationLabel(spec.gpus, gpuName);
}

QString SystemPriceModel::ownHeader(int column) const
{
    switch (column) {
    case NameColumn:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "System");
    case GpusColumn:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "GPUs");
    case ConditionColumn:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Condition", "new or refurbished");
    default:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Purchase price");
    }
}

bool SystemPriceModel::setOwnData(int r, int /*column*/, const QVariant &value)
{
    Row &row = m_rows[std::size_t(r)];
    const std::optional<double> number = numberFrom(value, 0, kMaxPurchase);
    if (!number)
        return false;
    const bool open = row.catalog && near(*number, roundTo(openPurchase(row), kPurchaseDecimals));
    row.entry.purchasePrice = open ? std::nullopt : number;
    return true;
}

bool SystemPriceModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || count <= 0 || row < 0 || row + count > rowCount())
        return false;
    for (int r = row; r < row + count; ++r)
        if (!isOwnSystem(r))
            return false;
    beginRemoveRows({}, row, row + count - 1);
    m_rows.erase(m_rows.begin() + row, m_rows.begin() + row + count);
    endRemoveRows();
    return true;
}

} // namespace gpusizer::ui
