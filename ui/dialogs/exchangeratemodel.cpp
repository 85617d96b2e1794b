#include "dialogs/exchangeratemodel.h"
#include "util/qstringfromutf8.h"

#include "catalog/exchangeratesfile.h"
#include "dialogs/pricecells.h"

#include <iterator>

#include <QCoreApplication>

namespace gpusizer::ui {

using core::toQString;

using namespace pricecells;

namespace {

std::string codeAt(int row) { return std::string(core::kCurrencies[std::size_t(row)]); }

} // namespace

ExchangeRateModel::ExchangeRateModel(const core::ExchangeRates &rates, QObject *parent)
    : QAbstractTableModel(parent)
{
    load(rates);
}

ExchangeRateModel::~ExchangeRateModel() = default;

void ExchangeRateModel::load(const core::ExchangeRates &rates)
{
    m_rates = rates;
    for (std::string_view code : core::kCurrencies)
        if (!m_rates.rate(code))
            if (const std::optional<double> builtIn = core::builtInExchangeRates().rate(code))
                m_rates.setRate(std::string(code), *builtIn);
    // The rows stay (one per currency of the app); their values change.
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit ratesChanged();
}

void ExchangeRateModel::setDate(const std::string &date) { m_rates.date = date; }

void ExchangeRateModel::setSource(const std::string &source) { m_rates.source = source; }

void ExchangeRateModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int ExchangeRateModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(std::size(core::kCurrencies));
}

int ExchangeRateModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ExchangeRateModel::data(const QModelIndex &index, int role) const
{
    if (!isCell(*this, index))
        return {};
    const std::string code = codeAt(index.row());
    if (role == Qt::FontRole)
        return rowFont(m_rates.rate(code) != core::builtInExchangeRates().rate(code));
    if (index.column() == RateColumn)
        return rateData(code, role);
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == IdRole)
        return toQString(code);
    return {};
}

QVariant ExchangeRateModel::rateData(const std::string &code, int role) const
{
    const std::optional<double> rate = m_rates.rate(code);
    switch (role) {
    case Qt::DisplayRole:
        return rate ? formatNumber(*rate, kRateDecimals) : QString();
    case Qt::EditRole:
        return rate ? QVariant(*rate) : QVariant(QString());
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (const std::optional<double> builtIn = core::builtInExchangeRates().rate(code))
            return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Built-in: %1")
                .arg(formatNumber(*builtIn, kRateDecimals));
        return {};
    default:
        return {};
    }
}

QVariant ExchangeRateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == CurrencyColumn)
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Currency");
    if (section == RateColumn)
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Units per USD");
    return {};
}

Qt::ItemFlags ExchangeRateModel::flags(const QModelIndex &index) const
{
    if (!isCell(*this, index))
        return Qt::NoItemFlags;
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    // USD is the base: always 1.
    const bool editable = index.column() == RateColumn && codeAt(index.row()) != "USD";
    return editable ? flags | Qt::ItemIsEditable : flags;
}

bool ExchangeRateModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!isCell(*this, index) || role != Qt::EditRole
        || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const std::optional<double> rate = numberFrom(value, 0, kMaxRate);
    if (!rate || *rate <= 0)
        return false;
    m_rates.setRate(codeAt(index.row()), *rate);
    emit dataChanged(index.siblingAtColumn(0), index.siblingAtColumn(ColumnCount - 1));
    emit ratesChanged();
    return true;
}

} // namespace gpusizer::ui
