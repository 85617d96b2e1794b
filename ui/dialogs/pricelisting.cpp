#include "dialogs/pricelisting.h"
#include "util/qstringfromutf8.h"

#include "catalog/isodate.h"
#include "catalog/pricelist.h"
#include "dialogs/pricecells.h"
#include "text/displayformat.h"

#include <QCoreApplication>

namespace gpusizer::ui::pricelisting {

using core::toQString;


void copyDetails(core::PriceEntry &to, const core::PriceEntry &from)
{
    to.currency = from.currency;
    core::keepProvenance(from, to.date, to.source);  // as withPriceList
}

QVariant data(const core::PriceEntry &entry, int offset, int role)
{
    if (offset == OfferedOffset)
        return role == Qt::CheckStateRole ? QVariant(int(entry.offered ? Qt::Checked : Qt::Unchecked)) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::EditRole && !(offset == SourceOffset && role == Qt::ToolTipRole))
        return {};
    switch (offset) {
    case CurrencyOffset:
        return toQString(entry.currency);
    case DateOffset:
        // Shown in the language's form, edited as typed in a file (YYYY-MM-DD).
        return role == Qt::DisplayRole ? formatIsoDate(entry.date) : toQString(entry.date);
    case SourceOffset:
        return toQString(entry.source);
    default:
        return {};
    }
}

bool setData(core::PriceEntry &entry, int offset, const QVariant &value, int role)
{
    if (offset == OfferedOffset) {
        if (role != Qt::CheckStateRole)
            return false;
        entry.offered = value.toInt() == Qt::Checked;
        return true;
    }
    if (role != Qt::EditRole)
        return false;
    const QString text = value.toString().trimmed();
    switch (offset) {
    case CurrencyOffset:
        if (!core::isKnownCurrency(text.toStdString()))
            return false;
        entry.currency = text.toStdString();
        return true;
    case DateOffset:
        if (!text.isEmpty() && !core::isIsoDate(text.toStdString()))
            return false;
        entry.date = text.toStdString();
        return true;
    case SourceOffset:
        entry.source = text.left(pricecells::kMaxSourceLength).toStdString();
        return true;
    default:
        return false;
    }
}

Qt::ItemFlags flags(int offset)
{
    const Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return flags | (offset == OfferedOffset ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable);
}

QVariant headerData(int offset, int role)
{
    // The strings keep the dialog's translation context (translations/*.ts).
    if (role == Qt::ToolTipRole) {
        if (offset == OfferedOffset)
            return QCoreApplication::translate("gpusizer::ui::PriceListDialog",
                                               "Only what I sell: recommendations keep to the GPUs marked here");
        if (offset == DateOffset)
            return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Date of the price, YYYY-MM-DD");
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (offset) {
    case CurrencyOffset:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Currency");
    case DateOffset:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Price date");
    case SourceOffset:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Source");
    case OfferedOffset:
        return QCoreApplication::translate("gpusizer::ui::PriceListDialog", "Sold by us");
    default:
        return {};
    }
}

} // namespace gpusizer::ui::pricelisting
