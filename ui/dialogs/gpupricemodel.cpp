#include "dialogs/gpupricemodel.h"
#include "util/qstringfromutf8.h"

#include "dialogs/pricecells.h"
#include "dialogs/pricelisting.h"

#include <QCoreApplication>

namespace gpusizer::ui {

using core::toQString;

using namespace pricecells;

GpuPriceModel::GpuPriceModel(const core::GpuCatalog &catalog, QObject *parent)
    : CatalogPriceModel(catalog, CurrencyColumn, parent)
{
    load({});
}

GpuPriceModel::~GpuPriceModel() = default;

GpuPriceModel::Row GpuPriceModel::catalogRow(const core::GpuSpec &gpu)
{
    Row row;
    row.catalog = &gpu;
    row.entry.type = core::PriceEntry::Type::Gpu;
    row.entry.id = gpu.id;
    row.entry.currency = gpu.priceCurrency;
    row.entry.date = gpu.rentPriceDate;
    row.entry.source = gpu.rentPriceSource;
    return row;
}

void GpuPriceModel::load(const core::PriceList &list)
{
    beginResetModel();
    m_rows.clear();
    for (const core::GpuSpec &gpu : catalog().gpus()) {
        Row row = catalogRow(gpu);
        if (const core::PriceEntry *e = list.find(core::PriceEntry::Type::Gpu, gpu.id)) {
            row.entry.rentPerHour = e->rentPerHour;
            row.entry.purchasePrice = e->purchasePrice;
            pricelisting::copyDetails(row.entry, *e);
            row.entry.offered = e->offered;
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

void GpuPriceModel::resetToCatalog()
{
    for (Row &row : m_rows)
        row = catalogRow(*row.catalog);
    rowsChanged(0, rowCount() - 1);
}

double GpuPriceModel::openPrice(const Row &row, bool rent) const
{
    const double price = rent ? row.catalog->rentPerHour : row.catalog->purchasePrice;
    return PriceListingModel::openPrice(price, row.catalog->priceCurrency, row.entry.currency);
}

bool GpuPriceModel::differs(const Row &row)
{
    const core::GpuSpec &gpu = *row.catalog;
    const core::PriceEntry &e = row.entry;
    return e.currency != gpu.priceCurrency || e.date != gpu.rentPriceDate || e.source != gpu.rentPriceSource
        || e.offered || (e.rentPerHour && *e.rentPerHour != gpu.rentPerHour)
        || (e.purchasePrice && *e.purchasePrice != gpu.purchasePrice);
}

std::vector<core::PriceEntry> GpuPriceModel::entries() const
{
    std::vector<core::PriceEntry> entries;
    for (const Row &row : m_rows) {
        if (!differs(row))
            continue;
        const bool sameCurrency = row.entry.currency == row.catalog->priceCurrency;
        core::PriceEntry e = row.entry;
        if (e.rentPerHour && sameCurrency && *e.rentPerHour == row.catalog->rentPerHour)
            e.rentPerHour.reset();
        if (e.purchasePrice && sameCurrency && *e.purchasePrice == row.catalog->purchasePrice)
            e.purchasePrice.reset();
        entries.push_back(std::move(e));
    }
    return entries;
}

QVariant GpuPriceModel::ownData(int r, int column, int role) const
{
    const Row &row = m_rows[std::size_t(r)];
    if (column == NameColumn) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return toQString(row.catalog->name);
        if (role == IdRole)
            return toQString(row.catalog->id);
        return role == Qt::ToolTipRole ? QVariant(toQString(row.catalog->vendor)) : QVariant();
    }
    const bool rent = column == RentColumn;
    const double catalog = rent ? row.catalog->rentPerHour : row.catalog->purchasePrice;
    const int decimals = rent ? kRentDecimals : kPurchaseDecimals;
    const std::optional<double> &set = rent ? row.entry.rentPerHour : row.entry.purchasePrice;
    const double shown = set ? *set : roundTo(openPrice(row, rent), decimals);
    return priceCell(shown, decimals, catalog, &row.catalog->priceCurrency, role);
}

QString GpuPriceModel::ownHeader(int column) const
{
    switch (column) {
    case NameColumn:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "GPU");
    case RentColumn:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Rent per GPU-hour");
    default:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Purchase per GPU");
    }
}

bool GpuPriceModel::setOwnData(int r, int column, const QVariant &value)
{
    Row &row = m_rows[std::size_t(r)];
    const bool rent = column == RentColumn;
    const std::optional<double> number = numberFrom(value, 0, rent ? kMaxRent : kMaxPurchase);
    if (!number)
        return false;
    const double open = roundTo(openPrice(row, rent), rent ? kRentDecimals : kPurchaseDecimals);
    // The catalog's price (as shown) leaves the price open.
    (rent ? row.entry.rentPerHour : row.entry.purchasePrice) = near(*number, open) ? std::nullopt : number;
    return true;
}

} // namespace gpusizer::ui
