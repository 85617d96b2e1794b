#include "export/tablecsv.h"

#include "util/csvfield.h"

namespace gpusizer::ui {

namespace {

QByteArray field(const Cell &cell)
{
    if (cell.empty())
        return {};
    if (!cell.isNumber())
        return QByteArray::fromStdString(core::csvField(cell.text()));
    const int decimals = cell.style == CellStyle::Percent ? cell.decimals + 2
        : cell.style == CellStyle::Count                  ? 0
                                                          : cell.decimals;
    return QByteArray::number(cell.number(), 'f', decimals);
}

} // namespace

QByteArray sheetCsv(const Sheet &sheet)
{
    QByteArray out("\xEF\xBB\xBF");
    for (const Row &row : sheet.rows) {
        for (std::size_t i = 0; i < row.size(); ++i) {
            if (i > 0)
                out += ',';
            out += field(row[i]);
        }
        out += "\r\n";
    }
    return out;
}

} // namespace gpusizer::ui
