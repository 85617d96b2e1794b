#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "dialogs/pricelistingmodel.h"

#include <vector>

namespace gpusizer::ui {

// The GPU tab of the price list: one row per catalog GPU with the user's rent and purchase
// price, currency, date, source and "sold by us". A price left open is the catalog's,
// converted into the row's currency at the exchange rates.
class GpuPriceModel final : public CatalogPriceModel<core::GpuSpec>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuPriceModel)
public:
    enum Column { NameColumn, RentColumn, PurchaseColumn, CurrencyColumn, DateColumn, SourceColumn, OfferedColumn,
                  ColumnCount };

    // `catalog` must outlive the model: rows point into its GPUs.
    explicit GpuPriceModel(const core::GpuCatalog &catalog, QObject *parent = nullptr);
    ~GpuPriceModel() override;

    // The catalog's GPUs with the list's GPU entries.
    void load(const core::PriceList &list);
    // Every row back to the catalog's price, currency, date and source.
    void resetToCatalog();
    // Entries for the rows that differ from the catalog, in catalog order.
    std::vector<core::PriceEntry> entries() const;

private:
    static Row catalogRow(const core::GpuSpec &gpu);
    static bool differs(const Row &row);
    // The catalog's rent (`rent`) or purchase price of the row's GPU in the row's currency.
    double openPrice(const Row &row, bool rent) const;

    bool rowDiffers(int row) const override { return differs(m_rows[std::size_t(row)]); }
    QVariant ownData(int row, int column, int role) const override;
    QString ownHeader(int column) const override;
    bool isEditable(int column) const override { return column == RentColumn || column == PurchaseColumn; }
    bool setOwnData(int row, int column, const QVariant &value) override;
};

} // namespace gpusizer::ui
