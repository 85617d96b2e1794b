// The workbook's Options sheet: the ranked configurations to buy or rent, one a row (also the
// CSV export of the ranked table).
#include "export/workbookcontent.h"
#include "export/workbooksheets.h"
#include "export/workbookwords.h"

#include "text/billofmaterialstext.h"
#include "text/configurationrows.h"
#include "text/enumtext.h"
#include "text/reasontext.h"

#include "analysis/analysis.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <utility>
#include <vector>

namespace gpusizer::ui {

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

using namespace workbooksheets;

// "2 × HGX H100 8-GPU server"; empty without a bill.
QString buyText(const core::BillOfMaterials &bom)
{
    if (bom.units <= 0)
        return {};
    return QStringLiteral("%1 × %2").arg(QLocale().toString(bom.units), quotedName(bom));
}

QString whyText(const ConfigurationRow &row)
{
    QString text = reasonsText(row.reasons, row.scenario.framework);
    text.replace(QLatin1Char('\n'), QStringLiteral("; "));
    return text;
}

struct Largest {
    double rent = 0, own = 0, purchase = 0, perMillion = 0, monthly = 0;
};

Largest largestAmounts(const std::vector<ConfigurationRow> &rows)
{
    Largest l;
    for (const ConfigurationRow &r : rows) {
        l.rent = std::max(l.rent, r.rentTotal);
        l.own = std::max(l.own, r.tco.total);
        l.purchase = std::max(l.purchase, r.bom.purchaseTotal);
        if (r.serving) {
            l.perMillion = std::max(l.perMillion, r.serving->costPerMillionOutputTokens);
            l.monthly = std::max(l.monthly, r.serving->monthlyRent);
        }
    }
    return l;
}

} // namespace

Sheet optionsSheet(const core::Analysis &a)
{
    const std::vector<ConfigurationRow> rows = configurationRows(a);
    const std::string &currency = a.scenario.prices.currency;
    const bool serving = !rows.empty() && rows.front().serving.has_value();
    Sheet sheet;
    sheet.name = WorkbookText::tr("Options");
    // Each column's header and width in characters.
    std::vector<std::pair<QString, double>> columns{{WorkbookText::tr("Rank"), 6}, {WorkbookText::tr("GPU"), 28},
        {WorkbookText::tr("GPUs"), 6}, {WorkbookText::tr("Layout"), 16}, {WorkbookText::tr("Memory per GPU (GiB)"), 12},
        {WorkbookText::tr("Usable memory per GPU (GiB)"), 12}, {WorkbookText::tr("Fit"), 22}};
    if (serving) {
        const QString stat = enumtext::latencyStat(a.scenario.serving.targetStat);
        columns.insert(columns.end(), {{WorkbookText::tr("Output tokens per second"), 12},
            {WorkbookText::tr("Time per output token, %1 (ms)").arg(stat), 12}, {WorkbookText::tr("Latency targets met"), 10},
            {inCurrency(WorkbookText::tr("Cost per million output tokens"), currency), 14},
            {inCurrency(WorkbookText::tr("Renting it a month"), currency), 14}});
    } else {
        columns.insert(columns.end(), {{WorkbookText::tr("Time (hours)"), 10},
            {WorkbookText::tr("Tokens per second (all GPUs)"), 12}, {inCurrency(WorkbookText::tr("Renting it"), currency), 14}});
    }
    columns.insert(columns.end(), {{inCurrency(WorkbookText::tr("Purchase"), currency), 16},
        {inCurrency(WorkbookText::tr("Total cost of ownership"), currency), 16}, {WorkbookText::tr("Buy"), 40},
        {WorkbookText::tr("Recommended"), 12}, {WorkbookText::tr("Why"), 70}});
    Row header;
    for (const auto &[name, width] : columns) {
        Cell cell = Cell::header(name);
        cell.wrap = true;
        header.push_back(std::move(cell));
        sheet.columnWidths.push_back(width);
    }
    sheet.add(std::move(header));
    sheet.frozenRows = 1;

    const Largest largest = largestAmounts(rows);
    int rank = 0;
    for (const ConfigurationRow &r : rows) {
        Row row{Cell::count(++rank), Cell::text(r.gpuName), Cell::count(r.gpus), Cell::text(r.strategy),
            gib(r.requiredBytes), gib(r.capacityBytes), Cell::text(workbookFitText(r.verdict, r.fit))};
        row.back().wrap = true;
        if (r.serving) {
            row.push_back(Cell::decimal(r.serving->outputTokensPerSecond, 0));
            row.push_back(Cell::decimal(r.serving->tpotMs, 1));
            row.push_back(Cell::text(workbookYesNo(r.serving->meetsTargets)));
            row.push_back(money(r.serving->costPerMillionOutputTokens, largest.perMillion));
            row.push_back(money(r.serving->monthlyRent, largest.monthly));
        } else {
            row.push_back(Cell::decimal(r.wallSeconds / 3600.0, 1));
            row.push_back(Cell::decimal(r.tokensPerSecond, 0));
            row.push_back(money(r.rentTotal, largest.rent));
        }
        row.push_back(r.bom.purchaseTotal > 0 ? money(r.bom.purchaseTotal, largest.purchase) : Cell{});
        row.push_back(r.tco.purchase > 0 ? money(r.tco.total, largest.own) : Cell{});
        row.push_back(Cell::text(buyText(r.bom)));
        row.push_back(Cell::text(workbookYesNo(r.recommendable)));
        row.push_back(wrapped(Cell::text(whyText(r))));
        sheet.add(std::move(row));
    }
    return sheet;
}

} // namespace gpusizer::ui
