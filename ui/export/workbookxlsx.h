#pragma once

#include "export/workbook.h"

#include <QByteArray>
#include <QString>

namespace gpusizer::ui {

// The workbook as an XLSX file (libxlsxwriter): numbers as numeric cells with number formats
// (money in the workbook's currency, shares as per cent), headers bold, the header row of a
// table frozen, long notes wrapped, and each sheet's chart as a native line chart. Empty bytes
// and why in `errorMessage` when libxlsxwriter fails.
QByteArray renderXlsx(const Workbook &workbook, QString *errorMessage);

} // namespace gpusizer::ui
