// "Total cost of ownership": owning the quoted systems over the scenario's years, term by term,
// against renting the same GPUs the same hours (issue #23 point 3).
#include "report/reportsections.h"

#include "report/reportbuilder.h"

#include "estimate/time/costmodel.h"
#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpusizer::ui {

namespace {

struct ReportOwnershipText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportOwnership)
};


QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

// What is owned, in words: "1 × HGX H100 8-GPU server (8 GPUs)", or the GPUs alone.
QString ownedText(const core::Analysis &a)
{
    const core::BillOfMaterials &b = a.bom;
    if (b.units <= 0)
        return configurationLabel(a.scenario.parallel.gpus, QString::fromStdString(a.gpu.name));
    return ReportOwnershipText::tr("%1 × %2 (%n GPU(s))", "units × system", b.installedGpus)
        .arg(QLocale().toString(b.units), QString::fromStdString(b.name));
}

QString assumptionsText(const core::Scenario &s, const core::TcoEstimate &t)
{
    const core::Prices &p = s.prices;
    const std::string &currency = p.currency;
    QString text = ReportOwnershipText::tr("Purchase less a residual value of %1 at the end, paid as an annuity at %2 interest a "
                            "year; energy at %3 of the rated %4 kW (PUE %5, %6 per kWh); colocation %7 per kW and "
                            "month; support %8 of the purchase a year")
                       .arg(formatPercent(p.residualPercent / 100.0), formatPercent(p.interestPercent / 100.0),
                           formatPercent(p.utilisation), number(t.powerKw, 1), number(p.pue, 2),
                           QLocale().toCurrencyString(p.powerPricePerKwh, currencySymbol(currency), 2),
                           formatMoney(p.hostingPerKwMonth, currency), formatPercent(p.supportPercent / 100.0));
    text += p.licencePerGpuYear > 0
        ? ReportOwnershipText::tr("; software licences %1 per GPU and year.").arg(formatMoney(p.licencePerGpuYear, currency))
        : ReportOwnershipText::tr("; no software licences.");
    return text;
}

} // namespace

void addOwnershipSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &a = context.analysis;
    const core::CostEstimate &c = a.estimate.cost;
    const core::TcoEstimate &t = c.tco;
    if (t.purchase <= 0 || t.years <= 0)
        return;
    const std::string &currency = a.scenario.prices.currency;
    builder.heading(ReportOwnershipText::tr("Total cost of ownership"));
    builder.paragraph(ReportOwnershipText::tr("Owning %1 for %2 years at %3 hours of use a year, against renting the same GPUs for "
                               "the same hours.")
                          .arg(ownedText(a), formatWholeOrTenths(t.years),
                              number(t.usageHoursPerYear)));
    builder.keepWithNext();
    const int decimals = moneyDecimals(std::max(t.total, t.rentTotal));
    auto money = [&](double amount) { return formatMoney(amount, currency, decimals); };
    std::vector<std::vector<TableCell>> rows{
        {textCell(ReportOwnershipText::tr("Purchase")), textCell(money(t.purchase), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Residual value at the end")), textCell(QStringLiteral("\u2212") + money(t.residual), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Financing")), textCell(money(t.financing), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Energy (%1 kWh a year)").arg(number(t.energyKwhPerYear)), Qt::AlignLeft, true),
         textCell(money(t.energy), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Colocation")), textCell(money(t.hosting), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Support")), textCell(money(t.support), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Software licences")), textCell(money(t.licences), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Total cost of ownership")), textCell(money(t.total), Qt::AlignRight)},
        {textCell(ReportOwnershipText::tr("Renting the same hours")), textCell(money(t.rentTotal), Qt::AlignRight)},
    };
    builder.table({textCell(ReportOwnershipText::tr("Over %n year(s)", "", static_cast<int>(std::lround(t.years)))),
                   textCell(QString::fromStdString(currency), Qt::AlignRight)},
                  rows, {0.7, 0.3}, 2);
    KeyValues per{
        {ReportOwnershipText::tr("Per year"), ReportOwnershipText::tr("owning %1, renting %2")
                                   .arg(formatMoney(t.perYear, currency), formatMoney(t.rentTotal / t.years, currency))},
        {ReportOwnershipText::tr("Per month"), ReportOwnershipText::tr("owning %1, renting %2")
                                    .arg(formatMoney(t.perYear / 12.0, currency),
                                        formatMoney(t.rentTotal / t.years / 12.0, currency))},
        {ReportOwnershipText::tr("Per GPU-hour"), ReportOwnershipText::tr("owning %1, renting %2")
                                       .arg(QLocale().toCurrencyString(t.perGpuHour, currencySymbol(currency), 2),
                                           QLocale().toCurrencyString(c.rentPerGpuHour, currencySymbol(currency), 2))},
    };
    if (const core::ServingEstimate *serving = servingEstimate(a); serving && serving->costPerMillionOutputTokens > 0)
        per.emplace_back(ReportOwnershipText::tr("Per million output tokens"),
            ReportOwnershipText::tr("owning %1, renting %2")
                .arg(QLocale().toCurrencyString(core::ownCostPerMillionOutputTokens(c, *serving), currencySymbol(currency), 2),
                    QLocale().toCurrencyString(serving->costPerMillionOutputTokens, currencySymbol(currency), 2)));
    if (std::isfinite(t.breakEvenHoursPerYear) && t.breakEvenHoursPerYear <= core::kHoursInAYear)
        per.emplace_back(ReportOwnershipText::tr("Break-even"), ReportOwnershipText::tr("owning costs less above %1 hours of use a year")
                                                     .arg(number(t.breakEvenHoursPerYear)));
    else
        per.emplace_back(ReportOwnershipText::tr("Break-even"), ReportOwnershipText::tr("renting stays cheaper at any use"));
    if (std::isfinite(t.paybackMonths))
        per.emplace_back(ReportOwnershipText::tr("Pays for itself"), ReportOwnershipText::tr("in %1 months at %2 hours a year")
                                                         .arg(number(t.paybackMonths, 1), number(t.usageHoursPerYear)));
    builder.keyValues(per);
    builder.note(assumptionsText(a.scenario, t));
}

} // namespace gpusizer::ui
