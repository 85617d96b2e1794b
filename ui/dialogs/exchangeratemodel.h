#pragma once

#include "model/currency.h"

#include <string>

#include <QAbstractTableModel>

namespace gpusizer::ui {

// The Exchange rates tab of the price list: units of each currency the app offers per US
// dollar, with the rates' date and source. USD is the base and stays 1.
class ExchangeRateModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeRateModel)
public:
    enum Column { CurrencyColumn, RateColumn, ColumnCount };

    explicit ExchangeRateModel(const core::ExchangeRates &rates, QObject *parent = nullptr);
    ~ExchangeRateModel() override;

    // Every currency of the app gets a rate: one `rates` lacks is the built-in rate. The rows stay.
    void load(const core::ExchangeRates &rates);
    const core::ExchangeRates &rates() const { return m_rates; }
    // The date (YYYY-MM-DD) and source the rates are from; they are not shown in the table.
    void setDate(const std::string &date);
    void setSource(const std::string &source);
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    // A rate changed, or all of them were loaded: amounts converted at them change.
    void ratesChanged();

private:
    QVariant rateData(const std::string &code, int role) const;

    core::ExchangeRates m_rates;
};

} // namespace gpusizer::ui
