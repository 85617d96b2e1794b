#pragma once

#include "catalog/pricelist.h"
#include "model/currency.h"

#include <string>
#include <vector>

#include <QAbstractTableModel>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// The common part of the price list's GPU and Systems tabs: a table of catalog rows whose last
// four columns are the row's listing (pricelisting.h: currency, price date, source and "sold by
// us"). It routes those columns' data, edits, flags and headers, shows a row that differs from
// the catalog in bold and tells views what changed; a subclass holds the rows and answers for
// the columns before the listing (names and prices).
class PriceListingModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceListingModel)
public:
    ~PriceListingModel() override;

    // The rates open prices are converted at.
    void setExchangeRates(const core::ExchangeRates &rates);
    // Headers, tooltips and numbers in the language now set.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const final;
    int columnCount(const QModelIndex &parent = {}) const final;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const final;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const final;
    Qt::ItemFlags flags(const QModelIndex &index) const final;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) final;

protected:
    // `catalog` must outlive the model; `currencyColumn` is the first listing column.
    PriceListingModel(const core::GpuCatalog &catalog, int currencyColumn, QObject *parent);

    const core::GpuCatalog &catalog() const { return m_catalog; }
    // A catalog price in `currency` at the rates (0 where a rate is missing).
    double openPrice(double price, const std::string &priceCurrency, const std::string &currency) const;
    // A price cell: `shown` with `decimals` decimals, right-aligned, edited as a number, and the
    // catalog's price as its tooltip ("Catalog: $4.59"; none where `catalogCurrency` is null).
    static QVariant priceCell(double shown, int decimals, double catalogPrice, const std::string *catalogCurrency,
                              int role);
    void rowsChanged(int first, int last);

private:
    virtual int rows() const = 0;
    virtual const core::PriceEntry &entryAt(int row) const = 0;
    virtual core::PriceEntry &entryAt(int row) = 0;
    // A row that differs from the catalog (or has no catalog price) shows in bold.
    virtual bool rowDiffers(int row) const = 0;
    // The columns before the listing: their cells, header texts, whether an edit reaches them
    // and the edit itself (false, and nothing changed, for a value they refuse).
    virtual QVariant ownData(int row, int column, int role) const = 0;
    virtual QString ownHeader(int column) const = 0;
    virtual bool isEditable(int column) const = 0;
    virtual bool setOwnData(int row, int column, const QVariant &value) = 0;

    const core::GpuCatalog &m_catalog;
    const int m_currencyColumn;
    core::ExchangeRates m_rates;
};

// A price listing model over rows of catalog items (`Spec`: a GPU or a system), each with the
// user's price entry for it.
template <typename Spec>
class CatalogPriceModel : public PriceListingModel
{
protected:
    struct Row {
        const Spec *catalog = nullptr;  // null for a system of the user's own
        core::PriceEntry entry;         // an unset price is the catalog's
    };
    using PriceListingModel::PriceListingModel;

    std::vector<Row> m_rows;

private:
    int rows() const final { return int(m_rows.size()); }
    const core::PriceEntry &entryAt(int row) const final { return m_rows[std::size_t(row)].entry; }
    core::PriceEntry &entryAt(int row) final { return m_rows[std::size_t(row)].entry; }
};

} // namespace gpusizer::ui
