// The workbook's Summary sheet: who it is for, the scenario, and its answer in numbers.
#include "export/workbookcontent.h"
#include "export/workbooksheets.h"
#include "export/workbookwords.h"

#include "report/reportinfo.h"
#include "report/reportsections.h"

#include "text/configurationrows.h"
#include "text/disaggregationtext.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include "analysis/analysis.h"
#include "estimate/time/costmodel.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpusizer::ui {

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

using namespace workbooksheets;

void addWho(Sheet &sheet, const ReportInfo &info)
{
    if (!info.customer.isEmpty())
        sheet.add(keyText(WorkbookText::tr("Customer"), info.customer));
    if (!info.project.isEmpty())
        sheet.add(keyText(WorkbookText::tr("Project"), info.project));
    const QString by = info.consultantCompany.isEmpty() ? info.consultantName
        : info.consultantName.isEmpty()                  ? info.consultantCompany
                                                         : QStringLiteral("%1, %2").arg(info.consultantName, info.consultantCompany);
    if (!by.isEmpty())
        sheet.add(keyText(WorkbookText::tr("Prepared by"), by));
    sheet.add(keyText(WorkbookText::tr("Date"), info.date.toString(Qt::ISODate)));
}

void addScenario(Sheet &sheet, const core::Analysis &a)
{
    const core::Scenario &s = a.scenario;
    const core::Estimate &e = a.estimate;
    sheet.add(keyText(WorkbookText::tr("Model"), QString::fromStdString(s.model.displayName)));
    sheet.add(keyValue(WorkbookText::tr("Parameters (billions)"), Cell::decimal(e.totalParams / 1e9, 1)));
    sheet.add(keyText(WorkbookText::tr("Method"), enumtext::method(s.method)));
    sheet.add(keyText(WorkbookText::tr("GPU"), QString::fromStdString(a.gpu.name)));
    sheet.add(keyValue(WorkbookText::tr("GPUs"), Cell::count(s.parallel.gpus)));
    // A split deployment by its pools ("2P(TP4)+1D(TP2)"), as the Options sheet and the window name it.
    const QString layout = e.serving ? servingLayoutText(s, *e.serving) : strategyLabel(s.parallel);
    sheet.add(keyText(WorkbookText::tr("Layout"), layout));
}

void addMemory(Sheet &sheet, const core::Analysis &a)
{
    const core::Estimate &e = a.estimate;
    sheet.add(keyText(WorkbookText::tr("Verdict"), workbookFitText(e.verdict)));
    sheet.add(keyValue(WorkbookText::tr("Memory per GPU (GiB)"), gib(e.requiredBytes)));
    sheet.add(keyValue(WorkbookText::tr("Usable memory per GPU (GiB)"), gib(e.capacityBytes)));
    sheet.add(keyValue(WorkbookText::tr("Headroom per GPU (GiB)"), gib(e.headroomBytes)));
}

void addTraining(Sheet &sheet, const core::Analysis &a)
{
    const core::Estimate &e = a.estimate;
    if (!(e.time.wallSeconds > 0))
        return;
    sheet.add(keyValue(WorkbookText::tr("Time (hours)"), Cell::decimal(e.time.wallSeconds / 3600.0, 1)));
    sheet.add(keyValue(WorkbookText::tr("GPU-hours"), Cell::decimal(e.time.gpuHours, 0)));
    sheet.add(keyValue(WorkbookText::tr("Tokens per second (all GPUs)"), Cell::decimal(e.time.tokensPerSecondCluster, 0)));
    if (e.time.mfu > 0)
        sheet.add(keyValue(WorkbookText::tr("Model FLOPs utilisation"), Cell::percent(e.time.mfu)));
    sheet.add(keyValue(WorkbookText::tr("Renting it"), money(e.cost.rentTotal, e.cost.rentTotal)));
}

void addServing(Sheet &sheet, const core::Analysis &a)
{
    const core::ServingEstimate &v = *a.estimate.serving;
    const core::LatencyStat stat = a.scenario.serving.targetStat;
    const QString statName = enumtext::latencyStat(stat);
    sheet.add(keyValue(WorkbookText::tr("Replicas"), Cell::count(v.replicas)));
    sheet.add(keyValue(WorkbookText::tr("Output tokens per second"), Cell::decimal(v.outputTokensPerSecond, 0)));
    sheet.add(keyValue(WorkbookText::tr("Time to first token, %1 (ms)").arg(statName), Cell::decimal(v.ttftMs.at(stat), 0)));
    sheet.add(keyValue(WorkbookText::tr("Time per output token, %1 (ms)").arg(statName), Cell::decimal(v.tpotMs.at(stat), 1)));
    sheet.add(keyText(WorkbookText::tr("Latency targets"),
        v.meetsTargets ? WorkbookText::tr("met") : WorkbookText::tr("missed")));
    sheet.add(keyValue(WorkbookText::tr("Cost per million output tokens"), Cell::money(v.costPerMillionOutputTokens, 2)));
    sheet.add(keyValue(WorkbookText::tr("Renting it a month"), money(v.monthlyRent, v.monthlyRent)));
}

void addOwning(Sheet &sheet, const core::Analysis &a)
{
    const core::TcoEstimate &t = a.estimate.cost.tco;
    if (!(t.purchase > 0))
        return;
    sheet.add(keyValue(WorkbookText::tr("Purchase"), money(t.purchase, t.purchase)));
    sheet.add(keyValue(WorkbookText::tr("Total cost of ownership"), money(t.total, t.total)));
    sheet.add(keyValue(WorkbookText::tr("Owning a year"), money(t.perYear, t.perYear)));
    if (std::isfinite(t.breakEvenHoursPerYear) && t.breakEvenHoursPerYear <= core::kHoursInAYear)
        sheet.add(keyValue(WorkbookText::tr("Owning costs less above (hours a year)"), Cell::decimal(t.breakEvenHoursPerYear, 0)));
    else
        sheet.add(keyText(WorkbookText::tr("Owning costs less above (hours a year)"), WorkbookText::tr("never: renting stays cheaper")));
}

} // namespace

Sheet summarySheet(const core::Analysis &a, const ReportInfo &info)
{
    Sheet sheet;
    sheet.name = WorkbookText::tr("Summary");
    sheet.columnWidths = {40, 60};
    sheet.add({Cell::text(WorkbookText::tr("GPU sizing: %1").arg(QString::fromStdString(a.scenario.model.displayName)),
        CellStyle::Title)});
    sheet.blank();
    addWho(sheet, info);
    sheet.blank();
    addScenario(sheet, a);
    addMemory(sheet, a);
    if (a.estimate.serving)
        addServing(sheet, a);
    else
        addTraining(sheet, a);
    addOwning(sheet, a);
    sheet.add(keyText(WorkbookText::tr("Currency"), QString::fromStdString(a.scenario.prices.currency)));
    sheet.blank();
    const ReportContext context{a, info, configurationRows(a)};
    sheet.add({Cell::text(summaryText(context), CellStyle::Note)});
    return sheet;
}

} // namespace gpusizer::ui
