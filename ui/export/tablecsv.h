#pragma once

#include "export/workbook.h"

#include <QByteArray>

namespace gpusizer::ui {

// A sheet as CSV (RFC 4180): UTF-8 with a byte order mark (so that spreadsheet programs read
// "×" and "ø" right), comma-separated, CRLF line ends; numbers in the C locale with the
// decimals they are shown with and no group separators, so that any program reads them as
// numbers; text quoted where it holds a comma, quote or line end.
QByteArray sheetCsv(const Sheet &sheet);

} // namespace gpusizer::ui
