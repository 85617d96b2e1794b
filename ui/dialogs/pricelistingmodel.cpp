#include "dialogs/pricelistingmodel.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/pricelist.h"
#include "dialogs/pricecells.h"
#include "dialogs/pricelisting.h"
#include "text/displayformat.h"

#include <QCoreApplication>

namespace gpusizer::ui {

using namespace pricecells;

PriceListingModel::PriceListingModel(const core::GpuCatalog &catalog, int currencyColumn, QObject *parent)
    : QAbstractTableModel(parent)
    , m_catalog(catalog)
    , m_currencyColumn(currencyColumn)
    , m_rates(core::builtInExchangeRates())
{
}

PriceListingModel::~PriceListingModel() = default;

void PriceListingModel::setExchangeRates(const core::ExchangeRates &rates)
{
    m_rates = rates;
    // Prices left to the catalog are shown converted at the new rates.
    rowsChanged(0, rowCount() - 1);
}

void PriceListingModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    rowsChanged(0, rowCount() - 1);
}

void PriceListingModel::rowsChanged(int first, int last)
{
    if (first <= last)
        emit dataChanged(index(first, 0), index(last, columnCount() - 1));
}

double PriceListingModel::openPrice(double price, const std::string &priceCurrency, const std::string &currency) const
{
    if (currency == priceCurrency)
        return price;
    return m_rates.convert(price, priceCurrency, currency).value_or(0.0);
}

QVariant PriceListingModel::priceCell(double shown, int decimals, double catalogPrice,
                                      const std::string *catalogCurrency, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        return formatNumber(shown, decimals);
    case Qt::EditRole:
        return shown;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (!catalogCurrency)
            return {};
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Catalog: %1")
            .arg(formatMoney(catalogPrice, *catalogCurrency));
    default:
        return {};
    }
}

int PriceListingModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : rows(); }

int PriceListingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_currencyColumn + pricelisting::OffsetCount;
}

QVariant PriceListingModel::data(const QModelIndex &index, int role) const
{
    if (!isCell(*this, index))
        return {};
    if (role == Qt::FontRole)
        return rowFont(rowDiffers(index.row()));
    if (index.column() >= m_currencyColumn)
        return pricelisting::data(entryAt(index.row()), index.column() - m_currencyColumn, role);
    return ownData(index.row(), index.column(), role);
}

QVariant PriceListingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    if (section >= m_currencyColumn)
        return pricelisting::headerData(section - m_currencyColumn, role);
    return role == Qt::DisplayRole ? QVariant(ownHeader(section)) : QVariant();
}

Qt::ItemFlags PriceListingModel::flags(const QModelIndex &index) const
{
    if (!isCell(*this, index))
        return Qt::NoItemFlags;
    if (index.column() >= m_currencyColumn)
        return pricelisting::flags(index.column() - m_currencyColumn);
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return isEditable(index.column()) ? flags | Qt::ItemIsEditable : flags;
}

bool PriceListingModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!isCell(*this, index))
        return false;
    bool changed = false;
    if (index.column() >= m_currencyColumn)
        changed = pricelisting::setData(entryAt(index.row()), index.column() - m_currencyColumn, value, role);
    else if (isEditable(index.column()))
        changed = role == Qt::EditRole && setOwnData(index.row(), index.column(), value);
    // The whole row: its boldness, and a currency converts the open prices.
    if (changed)
        rowsChanged(index.row(), index.row());
    return changed;
}

} // namespace gpusizer::ui
