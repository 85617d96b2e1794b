#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/pricelist.h"
#include "dialogs/pricelistingmodel.h"
#include "model/systemspec.h"

#include <string>
#include <vector>

namespace gpusizer::ui {

// The Systems tab of the price list: the catalog's servers, racks, workstations and cards (new
// or refurbished) with the user's purchase price, currency, date, source and "sold by us", then
// the user's own systems. A price left open is the catalog's, converted into the row's currency.
class SystemPriceModel final : public CatalogPriceModel<core::SystemSpec>
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SystemPriceModel)
public:
    enum Column { NameColumn, GpusColumn, ConditionColumn, PurchaseColumn, CurrencyColumn, DateColumn, SourceColumn,
                  OfferedColumn, ColumnCount };

    // `catalog` must outlive the model: rows point into its systems.
    explicit SystemPriceModel(const core::GpuCatalog &catalog, QObject *parent = nullptr);
    ~SystemPriceModel() override;

    // The catalog's systems with the list's system entries, then the list's own systems.
    void load(const core::PriceList &list);
    // The catalog's systems back to their catalog prices; own systems stay.
    void resetToCatalog();
    // One catalog system back to its catalog price.
    void resetRow(int row);
    // Appends a system of the user's own (`entry.system` set, an id not taken); its row, or -1.
    int addOwnSystem(const core::PriceEntry &entry);
    bool isOwnSystem(int row) const;
    bool contains(const std::string &id) const;
    // Entries for the catalog systems that differ, then one for each own system.
    std::vector<core::PriceEntry> entries() const;

    // Removes own systems only: false where a catalog system is in the range.
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

private:
    // The row's system: the catalog's, or the own system's shape in its entry.
    static const core::SystemSpec &specOf(const Row &row) { return row.catalog ? *row.catalog : *row.entry.system; }
    static Row catalogRow(const core::SystemSpec &spec);
    static bool differs(const Row &row);
    static core::PriceEntry ownEntry(const Row &row);
    double openPurchase(const Row &row) const;
    core::PriceEntry catalogEntry(const Row &row) const;
    QVariant nameData(const Row &row, int column, int role) const;

    bool rowDiffers(int row) const override { return differs(m_rows[std::size_t(row)]); }
    QVariant ownData(int row, int column, int role) const override;
    QString ownHeader(int column) const override;
    bool isEditable(int column) const override { return column == PurchaseColumn; }
    bool setOwnData(int row, int column, const QVariant &value) override;

};

} // namespace gpusizer::ui
