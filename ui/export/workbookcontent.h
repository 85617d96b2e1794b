#pragma once

#include "export/workbook.h"

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

struct ReportInfo;

// The workbook of one analysis (issue #27): Summary, Options (the ranked configurations), Bill
// of materials, Total cost of ownership (with a chart of owning against renting year by year),
// Facility and Assumptions (every default with its source and date). Text in the current
// translation and locale: call it inside a ScopedReportLanguage(info.language). The analysis
// must be valid.
Workbook workbookContent(const core::Analysis &analysis, const ReportInfo &info);

// The sheets one by one (workbookContent() in order), for the CSV of the ranked table and tests.
Sheet summarySheet(const core::Analysis &analysis, const ReportInfo &info);
Sheet optionsSheet(const core::Analysis &analysis);
Sheet billOfMaterialsSheet(const core::Analysis &analysis);
Sheet ownershipSheet(const core::Analysis &analysis);
Sheet facilityWorksheet(const core::Analysis &analysis);
Sheet assumptionsSheet(const core::Analysis &analysis);

} // namespace gpusizer::ui
