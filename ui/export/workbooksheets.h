#pragma once

// What the sheet builders (workbook*.cpp) share: cells of a key-value row and of money in the
// scenario's currency with one column's decimals.

#include "export/workbook.h"

#include "text/displayformat.h"

#include <QString>

#include <initializer_list>

namespace gpusizer::ui::workbooksheets {

inline constexpr double kBytesPerGiB = 1024.0 * 1024.0 * 1024.0;

// "Memory per GPU (GiB) | 46.1": a label and one value.
inline Row keyValue(const QString &label, Cell value)
{
    return {Cell::header(label), std::move(value)};
}
inline Row keyText(const QString &label, const QString &value)
{
    return {Cell::header(label), Cell::text(value)};
}
// A row of column headers.
inline Row headers(std::initializer_list<QString> names)
{
    Row row;
    for (const QString &name : names)
        row.push_back(Cell::header(name));
    return row;
}
inline Cell gib(double bytes)
{
    return Cell::decimal(bytes / kBytesPerGiB, 1);
}
// Money with the decimals of a column whose largest amount is `largest` (moneyDecimals()).
inline Cell money(double amount, double largest)
{
    return Cell::money(amount, moneyDecimals(largest));
}
inline Cell wrapped(Cell cell)
{
    cell.wrap = true;
    return cell;
}
inline Row wrapped(Row row)
{
    for (Cell &cell : row)
        cell.wrap = true;
    return row;
}
inline Cell bold(Cell cell)
{
    cell.bold = true;
    return cell;
}
// "Purchase (NOK)": a column header with the currency its amounts are in.
inline QString inCurrency(const QString &label, const std::string &currency)
{
    return QStringLiteral("%1 (%2)").arg(label, QString::fromStdString(currency));
}

} // namespace gpusizer::ui::workbooksheets
