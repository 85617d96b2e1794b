#include "dialogs/pricecells.h"
#include "util/qstringfromutf8.h"

#include "model/currency.h"

#include <algorithm>
#include <cmath>

#include <QAbstractItemModel>
#include <QComboBox>
#include <QCoreApplication>
#include <QFont>
#include <QLocale>

namespace gpusizer::ui::pricecells {

using core::toQString;

double roundTo(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

std::optional<double> numberFrom(const QVariant &value, double minimum, double maximum)
{
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

QString formatNumber(double value, int decimals) { return QLocale().toString(value, 'f', decimals); }

bool isCell(const QAbstractItemModel &model, const QModelIndex &index)
{
    return index.isValid() && model.checkIndex(index, QAbstractItemModel::CheckIndexOption::ParentIsInvalid);
}

QVariant rowFont(bool bold)
{
    if (!bold)
        return {};
    // Only the weight is set: the view resolves the rest from its own font.
    QFont font;
    font.setBold(true);
    return font;
}

QComboBox *currencyCombo(QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (std::string_view code : core::kCurrencies)
        combo->addItem(toQString(code), toQString(code));
    return combo;
}

QString conditionName(core::Condition condition)
{
    // The price-list dialog's translation context (translations/*.ts), as the form's strings.
    switch (condition) {
    case core::Condition::New:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "New", "condition of a system");
    case core::Condition::Refurbished:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Refurbished",
                                           "condition of a system: refurbished or used");
    }
    return {};
}

} // namespace gpusizer::ui::pricecells
