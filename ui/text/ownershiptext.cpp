#include "text/ownershiptext.h"

#include "estimate/time/costmodel.h"
#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

struct Ownership {
    Q_DECLARE_TR_FUNCTIONS(Ownership)
};

} // namespace

QString ownershipLine(const ConfigurationRow &row)
{
    const core::TcoEstimate &t = row.tco;
    if (t.purchase <= 0 || t.years <= 0)
        return {};
    const int decimals = moneyDecimals(std::max(t.perYear, t.rentTotal / t.years) / 12.0);
    // Short: the panel's line beside a button at 1280 pixels; the terms are in the tooltip.
    return keepNumbersWithUnits(Ownership::tr("Own %1 a month, rent %2", "the same hours of use")
                                    .arg(formatMoney(t.perYear / 12.0, row.currency, decimals),
                                        formatMoney(t.rentTotal / t.years / 12.0, row.currency, decimals)));
}

QString ownershipDetails(const ConfigurationRow &row)
{
    const core::TcoEstimate &t = row.tco;
    if (t.purchase <= 0 || t.years <= 0)
        return {};
    const std::string &c = row.currency;
    const QLocale locale;
    QStringList lines;
    lines << Ownership::tr("Total cost of ownership over %1 years at %2 h a year: %3, against %4 renting the "
                           "same hours")
                 .arg(formatWholeOrTenths(t.years), locale.toString(t.usageHoursPerYear, 'f', 0), formatMoney(t.total, c),
                     formatMoney(t.rentTotal, c))
          << Ownership::tr("Purchase %1, residual value −%2, financing %3").arg(formatMoney(t.purchase, c),
                 formatMoney(t.residual, c), formatMoney(t.financing, c))
          << Ownership::tr("Energy %1 (%2 kWh a year), colocation %3")
                 .arg(formatMoney(t.energy, c), locale.toString(t.energyKwhPerYear, 'f', 0), formatMoney(t.hosting, c))
          << Ownership::tr("Support %1, software licences %2").arg(formatMoney(t.support, c), formatMoney(t.licences, c))
          << Ownership::tr("Per GPU-hour %1").arg(locale.toCurrencyString(t.perGpuHour, currencySymbol(c), 2));
    if (std::isfinite(t.breakEvenHoursPerYear) && t.breakEvenHoursPerYear <= core::kHoursInAYear)
        lines << Ownership::tr("Owning costs less than renting above %1 h a year")
                     .arg(locale.toString(t.breakEvenHoursPerYear, 'f', 0));
    else
        lines << Ownership::tr("Renting stays cheaper at any use");
    if (std::isfinite(t.paybackMonths))
        lines << Ownership::tr("The purchase pays for itself in %1 months").arg(locale.toString(t.paybackMonths, 'f', 1));
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpusizer::ui
