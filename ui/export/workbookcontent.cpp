#include "export/workbookcontent.h"

#include "report/reportinfo.h"

#include "analysis/analysis.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

} // namespace

const Sheet *Workbook::sheet(const QString &name) const
{
    for (const Sheet &s : sheets)
        if (s.name == name)
            return &s;
    return nullptr;
}

Workbook workbookContent(const core::Analysis &analysis, const ReportInfo &info)
{
    Workbook book;
    const QString model = QString::fromStdString(analysis.scenario.model.displayName);
    book.title = info.project.isEmpty() ? WorkbookText::tr("GPU sizing: %1").arg(model)
                                        : WorkbookText::tr("GPU sizing: %1").arg(info.project);
    book.author = info.consultantCompany.isEmpty() ? info.consultantName : info.consultantCompany;
    book.currency = analysis.scenario.prices.currency;
    book.sheets.push_back(summarySheet(analysis, info));
    book.sheets.push_back(optionsSheet(analysis));
    book.sheets.push_back(billOfMaterialsSheet(analysis));
    book.sheets.push_back(ownershipSheet(analysis));
    book.sheets.push_back(facilityWorksheet(analysis));
    book.sheets.push_back(assumptionsSheet(analysis));
    return book;
}

} // namespace gpusizer::ui
