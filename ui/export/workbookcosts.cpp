// The workbook's money sheets: the bill of materials (the quote's lines before VAT), the total
// cost of ownership with owning against renting year by year, and the facility sheet.
#include "export/workbookcontent.h"
#include "util/qstringfromutf8.h"
#include "export/workbooksheets.h"

#include "report/publicsources.h"

#include "text/billofmaterialstext.h"
#include "text/displayformat.h"
#include "text/quotelines.h"

#include "analysis/analysis.h"
#include "estimate/time/costmodel.h"
#include "estimate/time/tcoyears.h"
#include "recommend/facility.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

using core::toQString;

namespace {

struct WorkbookText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::Workbook)
};

using namespace workbooksheets;

QString conditionText(core::Condition condition)
{
    switch (condition) {
    case core::Condition::New:
        return WorkbookText::tr("new");
    case core::Condition::Refurbished:
        return WorkbookText::tr("refurbished");
    }
    return WorkbookText::tr("new");
}

} // namespace

Sheet billOfMaterialsSheet(const core::Analysis &a)
{
    Sheet sheet;
    sheet.name = WorkbookText::tr("Bill of materials");
    sheet.columnWidths = {56, 12, 16, 16};
    const core::BillOfMaterials &b = a.bom;
    sheet.add({Cell::text(WorkbookText::tr("What to buy for %1").arg(configurationLabel(a.scenario.parallel.gpus, a.gpu)),
        CellStyle::Title)});
    sheet.blank();
    const std::vector<QuoteLine> lines = quoteLines(a);
    if (lines.empty()) {
        sheet.add({Cell::text(WorkbookText::tr("No purchase price is known for this configuration: nothing to buy is listed."),
            CellStyle::Note)});
        return sheet;
    }
    sheet.add(headers({WorkbookText::tr("Item"), WorkbookText::tr("Quantity"), WorkbookText::tr("Unit price"),
        WorkbookText::tr("Amount")}));
    double subtotal = 0;
    double largest = 0;
    for (const QuoteLine &line : lines) {
        subtotal += line.amount();
        largest = std::max(largest, line.amount());
    }
    largest = std::max(largest, subtotal);
    for (const QuoteLine &line : lines)
        sheet.add({Cell::text(line.description), Cell::decimal(line.quantity, line.quantity == std::floor(line.quantity) ? 0 : 1),
            money(line.unitPrice, largest), money(line.amount(), largest)});
    sheet.add({bold(Cell::header(WorkbookText::tr("Subtotal, excluding VAT"))), Cell{}, Cell{}, bold(money(subtotal, largest))});
    sheet.blank();
    sheet.add(keyText(WorkbookText::tr("Condition"), conditionText(b.condition)));
    sheet.add(keyValue(WorkbookText::tr("Installed GPUs"), Cell::count(b.installedGpus)));
    if (b.spareUnits > 0)
        sheet.add(keyValue(WorkbookText::tr("Spare units"), Cell::count(b.spareUnits)));
    sheet.add(keyValue(WorkbookText::tr("Rated power (kW)"), Cell::decimal(b.powerKw, 1)));
    sheet.add(keyValue(WorkbookText::tr("Rack units"), Cell::count(b.rackUnits)));
    if (b.cpuMemoryGiB > 0)
        sheet.add(keyValue(WorkbookText::tr("CPU memory (GiB)"), Cell::count(b.cpuMemoryGiB)));
    if (!b.network.empty())
        sheet.add(keyText(WorkbookText::tr("Network per unit"), toQString(b.network)));
    // The catalog's provenance stays in docs/prices.md; the customer sees what the report says.
    sheet.add(keyText(WorkbookText::tr("Prices"), publicsources::purchase({toQString(b.priceDate)})));
    sheet.blank();
    if (!b.complete)
        sheet.add({Cell::text(WorkbookText::tr("The servers these GPUs go into are not listed and not priced."), CellStyle::Note)});
    if (b.outsideOffer)
        sheet.add({Cell::text(WorkbookText::tr("None of the systems you sell holds this configuration: it is quoted on the catalog's."),
            CellStyle::Note)});
    if (b.units > 1 && !b.systemId.empty())
        sheet.add({Cell::text(WorkbookText::tr("Switches and cabling between the %n system(s) are not included.", "", b.units),
            CellStyle::Note)});
    return sheet;
}

Sheet ownershipSheet(const core::Analysis &a)
{
    Sheet sheet;
    sheet.name = WorkbookText::tr("Total cost of ownership");
    sheet.columnWidths = {44, 18, 18};
    const core::CostEstimate &c = a.estimate.cost;
    const core::TcoEstimate &t = c.tco;
    sheet.add({Cell::text(WorkbookText::tr("Owning against renting over %1 years").arg(formatWholeOrTenths(t.years)),
        CellStyle::Title)});
    sheet.blank();
    if (!(t.purchase > 0) || !(t.years > 0)) {
        sheet.add({Cell::text(WorkbookText::tr("No purchase price is known for this configuration: owning is not costed."),
            CellStyle::Note)});
        return sheet;
    }
    sheet.add(keyValue(WorkbookText::tr("GPUs"), Cell::count(t.gpus)));
    sheet.add(keyValue(WorkbookText::tr("Hours of use a year"), Cell::decimal(t.usageHoursPerYear, 0)));
    sheet.add(keyValue(WorkbookText::tr("Years"), Cell::decimal(t.years, t.years == std::floor(t.years) ? 0 : 1)));
    sheet.blank();
    const double largest = std::max(t.total, t.rentTotal);
    sheet.add(headers({WorkbookText::tr("Term"), WorkbookText::tr("Amount")}));
    sheet.add(keyValue(WorkbookText::tr("Purchase"), money(t.purchase, largest)));
    sheet.add(keyValue(WorkbookText::tr("Residual value at the end"), money(-t.residual, largest)));
    sheet.add(keyValue(WorkbookText::tr("Financing"), money(t.financing, largest)));
    sheet.add(keyValue(WorkbookText::tr("Energy"), money(t.energy, largest)));
    sheet.add(keyValue(WorkbookText::tr("Colocation"), money(t.hosting, largest)));
    sheet.add(keyValue(WorkbookText::tr("Support"), money(t.support, largest)));
    sheet.add(keyValue(WorkbookText::tr("Software licences"), money(t.licences, largest)));
    sheet.add({bold(Cell::header(WorkbookText::tr("Total cost of ownership"))), bold(money(t.total, largest))});
    sheet.add(keyValue(WorkbookText::tr("Renting the same hours"), money(t.rentTotal, largest)));
    sheet.blank();
    sheet.add(headers({QString(), WorkbookText::tr("Owning"), WorkbookText::tr("Renting")}));
    sheet.add({Cell::header(WorkbookText::tr("A year")), money(t.perYear, t.perYear), money(t.rentTotal / t.years, t.perYear)});
    sheet.add({Cell::header(WorkbookText::tr("A GPU-hour")), Cell::money(t.perGpuHour, 2), Cell::money(c.rentPerGpuHour, 2)});
    if (std::isfinite(t.breakEvenHoursPerYear) && t.breakEvenHoursPerYear <= core::kHoursInAYear)
        sheet.add(keyValue(WorkbookText::tr("Owning costs less above (hours a year)"), Cell::decimal(t.breakEvenHoursPerYear, 0)));
    else
        sheet.add(keyText(WorkbookText::tr("Owning costs less above (hours a year)"), WorkbookText::tr("never: renting stays cheaper")));
    if (std::isfinite(t.paybackMonths))
        sheet.add(keyValue(WorkbookText::tr("Pays for itself in (months)"), Cell::decimal(t.paybackMonths, 1)));
    sheet.blank();

    // Paid so far at the end of each year, and the chart of it.
    const std::vector<core::CumulativeCost> years = core::cumulativeCostByYear(t);
    WorkbookChart chart;
    chart.title = WorkbookText::tr("Paid so far: owning against renting");
    chart.xAxisTitle = WorkbookText::tr("Year");
    chart.yAxisTitle = QString::fromStdString(c.currency);
    chart.headerRow = int(sheet.rows.size());
    sheet.add(headers({WorkbookText::tr("Year"), WorkbookText::tr("Owning, paid so far"), WorkbookText::tr("Renting, paid so far")}));
    chart.firstRow = int(sheet.rows.size());
    double most = 0;
    for (const core::CumulativeCost &y : years)
        most = std::max({most, y.own, y.rent});
    for (const core::CumulativeCost &y : years)
        sheet.add({Cell::decimal(y.year, y.year == std::floor(y.year) ? 0 : 1), money(y.own, most), money(y.rent, most)});
    chart.lastRow = int(sheet.rows.size()) - 1;
    chart.categoryColumn = 0;
    chart.valueColumns = {1, 2};
    chart.anchorRow = 2;
    chart.anchorColumn = 4;
    sheet.chart = chart;
    return sheet;
}

Sheet facilityWorksheet(const core::Analysis &a)
{
    Sheet sheet;
    sheet.name = WorkbookText::tr("Facility");
    sheet.columnWidths = {44, 18};
    const core::FacilitySheet f = core::facilitySheet(a.bom, a.scenario, a.estimate.cost.usageHoursPerYear);
    sheet.add({Cell::text(WorkbookText::tr("What the systems ask of the room"), CellStyle::Title)});
    sheet.blank();
    if (a.bom.units <= 0) {
        sheet.add({Cell::text(WorkbookText::tr("No system is quoted for this configuration: power and space are not known."),
            CellStyle::Note)});
        return sheet;
    }
    sheet.add(keyValue(WorkbookText::tr("Rated IT power (kW)"), Cell::decimal(f.powerKw, 1)));
    sheet.add(keyValue(WorkbookText::tr("Heat (BTU per hour)"), Cell::decimal(f.heatBtuPerHour, 0)));
    sheet.add(keyValue(WorkbookText::tr("Rack units"), Cell::count(f.rackUnits)));
    sheet.add(keyValue(WorkbookText::tr("Racks (at %1 kW and 42 U a rack)").arg(formatWholeOrTenths(a.scenario.prices.rackKw)),
        Cell::count(f.racks)));
    sheet.add(keyValue(WorkbookText::tr("IT energy a year (kWh)"), Cell::decimal(f.kwhPerYear, 0)));
    sheet.add(keyValue(WorkbookText::tr("Energy at the meter a year, with PUE (kWh)"),
        Cell::decimal(a.estimate.cost.tco.energyKwhPerYear, 0)));
    sheet.add(keyValue(WorkbookText::tr("Hours of use a year"), Cell::decimal(a.estimate.cost.usageHoursPerYear, 0)));
    sheet.add(keyValue(WorkbookText::tr("Average draw (share of rated power)"), Cell::percent(a.scenario.prices.utilisation)));
    return sheet;
}

} // namespace gpusizer::ui
