#pragma once

#include <QVariant>

namespace gpusizer::core {
struct PriceEntry;
}

// The four columns GPU and system rows share after their prices: currency, price date, source
// and "sold by us", read from and written to the row's price entry.
namespace gpusizer::ui::pricelisting {

// Offsets from the currency column.
enum Offset { CurrencyOffset, DateOffset, SourceOffset, OfferedOffset, OffsetCount };

// Copies the currency, date and source of `from`'s price (an empty date or source keeps `to`'s).
void copyDetails(core::PriceEntry &to, const core::PriceEntry &from);

QVariant data(const core::PriceEntry &entry, int offset, int role);
// False (and nothing changed) for an unknown currency, a date that is not YYYY-MM-DD, or a
// role the column does not edit.
bool setData(core::PriceEntry &entry, int offset, const QVariant &value, int role);
Qt::ItemFlags flags(int offset);
QVariant headerData(int offset, int role);

} // namespace gpusizer::ui::pricelisting
