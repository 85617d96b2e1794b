// The workbook's Assumptions sheet: every cost default with this scenario's value, its
// source and date; the prices and exchange rate used; what the estimate rests on.
#include "export/workbookcontent.h"
#include "util/qstringfromutf8.h"
#include "export/workbooksheets.h"

#include "report/publicsources.h"
#include "report/validationaccuracy.h"

#include "text/appinfo.h"
#include "text/displayformat.h"
#include "text/pricedefaulttext.h"

#include "analysis/analysis.h"
#include "model/pricedefaults.h"

#include <QCoreApplication>

#include <cmath>

namespace gpusizer::ui {

using core::toQString;

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

using namespace workbooksheets;

// This scenario's value in the look of the default: money in the scenario's currency, per
// cent figures as shares.
Cell scenarioValue(const core::SourcedDefault &d, double value)
{
    using core::PriceDefault;
    switch (d.key) {
    case PriceDefault::PowerPricePerKwh:
        return Cell::money(value, 2);
    case PriceDefault::HostingPerKwMonth:
    case PriceDefault::LicencePerGpuYear:
        return Cell::money(value, 0);
    case PriceDefault::ResidualPercent:
    case PriceDefault::InterestPercent:
    case PriceDefault::SupportPercent:
        return Cell::percent(value / 100.0);
    case PriceDefault::Utilisation:
        return Cell::percent(value);
    default:
        break;
    }
    return Cell::decimal(value, value == std::floor(value) ? 0 : 2);
}

void addDefaults(Sheet &sheet, const core::Analysis &a)
{
    sheet.add({Cell::text(WorkbookText::tr("Cost defaults"), CellStyle::Header)});
    sheet.add(wrapped(headers({WorkbookText::tr("Assumption"), WorkbookText::tr("This scenario"), WorkbookText::tr("Default"),
        WorkbookText::tr("Unit of the default"), WorkbookText::tr("Date"), WorkbookText::tr("Source")})));
    const bool serving = a.scenario.method == core::Method::Inference;
    for (const core::SourcedDefault &d : core::priceDefaults()) {
        // The hours of the other kind of workload do not apply.
        if ((d.key == core::PriceDefault::TrainingUsageHours && serving)
            || (d.key == core::PriceDefault::ServingUsageHours && !serving))
            continue;
        const QString source = d.estimate ? WorkbookText::tr("Estimate: %1").arg(priceDefaultSource(d.key))
                                          : priceDefaultSource(d.key);
        sheet.add({Cell::text(priceDefaultLabel(d.key)), scenarioValue(d, core::currentValue(a.scenario, d.key)),
            Cell::decimal(d.value, d.value == std::floor(d.value) ? 0 : 2), wrapped(Cell::text(priceDefaultUnit(d.key))),
            Cell::text(toQString(d.date)), wrapped(Cell::text(source))});
    }
}

void addPrices(Sheet &sheet, const core::Analysis &a)
{
    const core::Prices &p = a.scenario.prices;
    sheet.add({Cell::text(WorkbookText::tr("Prices and exchange rate"), CellStyle::Header)});
    sheet.add(wrapped(headers({WorkbookText::tr("Figure"), WorkbookText::tr("This scenario"), QString(), QString(),
        WorkbookText::tr("Date"), WorkbookText::tr("Source")})));
    sheet.add({Cell::text(WorkbookText::tr("Rent of a %1 per GPU-hour").arg(toQString(a.gpu.name))),
        Cell::money(a.estimate.cost.rentPerGpuHour, 2), Cell{}, Cell{}, Cell::text(toQString(a.gpu.rentPriceDate)),
        wrapped(Cell::text(publicsources::rent(a.scenario, a.gpu)))});
    if (a.bom.units > 0 && a.bom.purchaseTotal > 0)
        sheet.add({Cell::text(WorkbookText::tr("Purchase of what is quoted")), Cell::money(a.bom.purchaseTotal, 0), Cell{},
            Cell{}, Cell::text(toQString(a.bom.priceDate)),
            Cell::text(publicsources::purchase({toQString(a.bom.priceDate)}))});
    if (p.currency != "USD") {
        if (const std::optional<double> rate = p.rates.rate(p.currency))
            sheet.add({Cell::text(WorkbookText::tr("%1 per US dollar").arg(toQString(p.currency))),
                Cell::decimal(*rate, 4), Cell{}, Cell{}, Cell::text(toQString(p.rates.date)),
                wrapped(Cell::text(toQString(p.rates.source)))});
    }
}

void addEstimate(Sheet &sheet, const core::Analysis &a)
{
    const ValidationAccuracy &v = validationAccuracy();
    sheet.add({Cell::text(WorkbookText::tr("What the estimate rests on"), CellStyle::Header)});
    sheet.add(keyText(WorkbookText::tr("Model"), publicsources::model(a.scenario.model)));
    sheet.add(keyText(WorkbookText::tr("GPU"), publicsources::gpu(a.gpu)));
    sheet.add(keyValue(WorkbookText::tr("Memory kept free (safety margin)"), Cell::percent(a.fitPolicy.safetyMargin)));
    sheet.add(keyValue(WorkbookText::tr("Measured memory peaks it was checked against"), Cell::count(v.memoryCases)));
    sheet.add(keyValue(WorkbookText::tr("Their mean error"), Cell::percent(v.memoryMeanPercent / 100.0)));
    if (v.throughputCases > 0) {
        sheet.add(keyValue(WorkbookText::tr("Measured throughputs it was checked against"), Cell::count(v.throughputCases)));
        sheet.add(keyValue(WorkbookText::tr("Their mean error"), Cell::percent(v.throughputMeanPercent / 100.0)));
    }
    for (const QString &method : publicsources::methods())
        sheet.add(keyText(WorkbookText::tr("Method"), method));
    sheet.add(keyText(WorkbookText::tr("Calculated with"), QStringLiteral("%1 %2").arg(appinfo::applicationName(), appinfo::version())));
}

} // namespace

Sheet assumptionsSheet(const core::Analysis &a)
{
    Sheet sheet;
    sheet.name = WorkbookText::tr("Assumptions");
    sheet.columnWidths = {52, 14, 10, 20, 12, 90};
    sheet.add({Cell::text(WorkbookText::tr("Assumptions and their sources"), CellStyle::Title)});
    sheet.blank();
    addDefaults(sheet, a);
    sheet.blank();
    addPrices(sheet, a);
    sheet.blank();
    addEstimate(sheet, a);
    // A label longer than its column takes a second line rather than running under the value.
    for (Row &row : sheet.rows)
        if (row.size() > 1)
            row.front().wrap = true;
    return sheet;
}

} // namespace gpusizer::ui
