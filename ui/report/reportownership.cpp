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

using Text = ReportOwnershipText;

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

TableCell cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft, bool wraps = false)
{
    TableCell c;
    c.text = text;
    c.alignment = alignment;
    c.wraps = wraps;
    return c;
}

// What is owned, in words: "1 × HGX H100 8-GPU server (8 GPUs)", or the GPUs alone.
QString ownedText(const core::Analysis &a)
{
    const core::BillOfMaterials &b = a.bom;
    if (b.units <= 0)
        return configurationLabel(a.scenario.parallel.gpus, QString::fromStdString(a.gpu.name));
    return Text::tr("%1 × %2 (%n GPU(s))", "units × system", b.installedGpus)
        .arg(QLocale().toString(b.units), QString::fromStdString(b.name));
}

QString assumptionsText(const core::Scenario &s, const core::TcoEstimate &t)
{
    const core::Prices &p = s.prices;
    const std::string &currency = p.currency;
    QString text = Text::tr("Purchase less a residual value of %1 at the end, paid as an annuity at %2 interest a "
                            "year; energy at %3 of the rated %4 kW (PUE %5, %6 per kWh); colocation %7 per kW and "
                            "month; support %8 of the purchase a year")
                       .arg(formatPercent(p.residualPercent / 100.0), formatPercent(p.interestPercent / 100.0),
                           formatPercent(p.utilisation), number(t.powerKw, 1), number(p.pue, 2),
                           QLocale().toCurrencyString(p.powerPricePerKwh, currencySymbol(currency), 2),
                           formatMoney(p.hostingPerKwMonth, currency), formatPercent(p.supportPercent / 100.0));
    text += p.licencePerGpuYear > 0
        ? Text::tr("; software licences %1 per GPU and year.").arg(formatMoney(p.licencePerGpuYear, currency))
        : Text::tr("; no software licences.");
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
    builder.heading(Text::tr("Total cost of ownership"));
    builder.paragraph(Text::tr("Owning %1 for %2 years at %3 hours of use a year, against renting the same GPUs for "
                               "the same hours.")
                          .arg(ownedText(a), number(t.years, std::fmod(t.years, 1.0) == 0 ? 0 : 1),
                              number(t.usageHoursPerYear)));
    builder.keepWithNext();
    const int decimals = moneyDecimals(std::max(t.total, t.rentTotal));
    auto money = [&](double amount) { return formatMoney(amount, currency, decimals); };
    std::vector<std::vector<TableCell>> rows{
        {cell(Text::tr("Purchase")), cell(money(t.purchase), Qt::AlignRight)},
        {cell(Text::tr("Residual value at the end")), cell(money(-t.residual), Qt::AlignRight)},
        {cell(Text::tr("Financing")), cell(money(t.financing), Qt::AlignRight)},
        {cell(Text::tr("Energy (%1 kWh a year)").arg(number(t.energyKwhPerYear)), Qt::AlignLeft, true),
         cell(money(t.energy), Qt::AlignRight)},
        {cell(Text::tr("Colocation")), cell(money(t.hosting), Qt::AlignRight)},
        {cell(Text::tr("Support")), cell(money(t.support), Qt::AlignRight)},
        {cell(Text::tr("Software licences")), cell(money(t.licences), Qt::AlignRight)},
        {cell(Text::tr("Total cost of ownership")), cell(money(t.total), Qt::AlignRight)},
        {cell(Text::tr("Renting the same hours")), cell(money(t.rentTotal), Qt::AlignRight)},
    };
    builder.table({cell(Text::tr("Over %n year(s)", "", static_cast<int>(std::lround(t.years)))),
                   cell(QString::fromStdString(currency), Qt::AlignRight)},
                  rows, {0.7, 0.3}, 2);
    KeyValues per{
        {Text::tr("Per year"), Text::tr("owning %1, renting %2")
                                   .arg(formatMoney(t.perYear, currency), formatMoney(t.rentTotal / t.years, currency))},
        {Text::tr("Per month"), Text::tr("owning %1, renting %2")
                                    .arg(formatMoney(t.perYear / 12.0, currency),
                                        formatMoney(t.rentTotal / t.years / 12.0, currency))},
        {Text::tr("Per GPU-hour"), Text::tr("owning %1, renting %2")
                                       .arg(QLocale().toCurrencyString(t.perGpuHour, currencySymbol(currency), 2),
                                           QLocale().toCurrencyString(c.rentPerGpuHour, currencySymbol(currency), 2))},
    };
    if (const core::ServingEstimate *serving = servingEstimate(a); serving && serving->costPerMillionOutputTokens > 0)
        per.emplace_back(Text::tr("Per million output tokens"),
            Text::tr("owning %1, renting %2")
                .arg(QLocale().toCurrencyString(core::ownCostPerMillionOutputTokens(c, *serving), currencySymbol(currency), 2),
                    QLocale().toCurrencyString(serving->costPerMillionOutputTokens, currencySymbol(currency), 2)));
    if (std::isfinite(t.breakEvenHoursPerYear) && t.breakEvenHoursPerYear <= core::kHoursInAYear)
        per.emplace_back(Text::tr("Break-even"), Text::tr("owning costs less above %1 hours of use a year")
                                                     .arg(number(t.breakEvenHoursPerYear)));
    else
        per.emplace_back(Text::tr("Break-even"), Text::tr("renting stays cheaper at any use"));
    if (std::isfinite(t.paybackMonths))
        per.emplace_back(Text::tr("Pays for itself"), Text::tr("in %1 months at %2 hours a year")
                                                         .arg(number(t.paybackMonths, 1), number(t.usageHoursPerYear)));
    builder.keyValues(per);
    builder.note(assumptionsText(a.scenario, t));
}

} // namespace gpusizer::ui
