#pragma once

#include "model/systemspec.h"
#include "util/qstringfromutf8.h"

#include <optional>
#include <string>
#include <string_view>

#include <QString>
#include <QVariant>

class QAbstractItemModel;
class QComboBox;
class QModelIndex;
class QWidget;

// Values shared by the price-list models, their delegate and the add-system form: the limits
// of the price-list file reader (io/pricelistfile.cpp), the decimals shown, and number parsing.
namespace gpusizer::ui::pricecells {

using core::toQString;

inline constexpr double kMaxRent = 1.0e6;
inline constexpr double kMaxPurchase = 1.0e12;
inline constexpr double kMaxRate = 1.0e6;
inline constexpr int kMaxSourceLength = 1000;
inline constexpr int kRentDecimals = 2;
inline constexpr int kPurchaseDecimals = 0;
inline constexpr int kRateDecimals = 4;

// Item data role of the models' first column: the GPU id, system id or currency code.
inline constexpr int IdRole = Qt::UserRole + 1;


double roundTo(double value, int decimals);
bool near(double a, double b);
// A double the delegate set, or text typed in the locale's (or the C) form, within the range.
std::optional<double> numberFrom(const QVariant &value, double minimum, double maximum);
// The amount as the table shows it: the locale's digits with `decimals` decimals.
QString formatNumber(double value, int decimals);
// A cell of the table `model` (false, without a warning, for the invalid index views ask about).
bool isCell(const QAbstractItemModel &model, const QModelIndex &index);
// FontRole of a row: bold where the row differs from the catalog, else the view's font.
QVariant rowFont(bool bold);
// The app's currencies, code as text and data.
QComboBox *currencyCombo(QWidget *parent);
// A system's condition as the Systems tab and the add-system form show it: "New", "Refurbished".
QString conditionName(core::Condition condition);

} // namespace gpusizer::ui::pricecells
