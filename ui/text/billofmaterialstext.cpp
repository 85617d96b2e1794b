#include "text/billofmaterialstext.h"

#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct BillOfMaterials {
    Q_DECLARE_TR_FUNCTIONS(BillOfMaterials)
};

} // namespace

QString quotedName(const core::BillOfMaterials &b)
{
    // A refurbished or used system says so: the quote names the condition it quotes.
    return !b.systemId.empty() && b.condition == core::Condition::Refurbished
        ? BillOfMaterials::tr("%1, refurbished", "a system bought refurbished or used").arg(QString::fromStdString(b.name))
        : QString::fromStdString(b.name);
}

QString billOfMaterialsLine(const ConfigurationRow &row)
{
    const core::BillOfMaterials &b = row.bom;
    if (b.units <= 0)
        return {};
    const QLocale locale;
    const QString money = formatMoney(b.purchaseTotal, row.currency);
    const QString name = quotedName(b);
    if (b.systemId.empty() && !b.complete)
        return BillOfMaterials::tr("Buy: %1 × %2 at %3, the servers they need not included")
            .arg(locale.toString(b.units), name, money);
    QString units = QStringLiteral("%1\u00A0×\u00A0%2").arg(locale.toString(b.units), name);
    if (b.spareUnits > 0)
        units = BillOfMaterials::tr("%1, one a spare", "N+1: one of the units bought is a spare").arg(units);
    // Cards come with the host servers they go into.
    if (b.hosts > 0)
        units = BillOfMaterials::tr("%1 in %2\u00A0×\u00A0%3", "cards in host servers")
                    .arg(units, locale.toString(b.hosts), QString::fromStdString(b.hostName));
    if (b.installedGpus > row.gpus)
        return keepNumbersWithUnits(BillOfMaterials::tr("Buy: %1 (%Ln GPU(s), %2 used) · %3", nullptr, b.installedGpus)
                                        .arg(units, locale.toString(row.gpus), money));
    return keepNumbersWithUnits(BillOfMaterials::tr("Buy: %1 (%Ln GPU(s)) · %2", nullptr, b.installedGpus).arg(units, money));
}

QString billOfMaterialsDetails(const ConfigurationRow &row)
{
    const core::BillOfMaterials &b = row.bom;
    if (b.units <= 0)
        return {};
    const QLocale locale;
    QStringList parts;
    if (b.outsideOffer)
        parts << BillOfMaterials::tr("none of the systems you sell holds it: the catalog's is quoted");
    const core::FacilitySheet &f = row.facility;
    if (b.powerKw > 0)
        parts << BillOfMaterials::tr("%1\u00A0kW").arg(locale.toString(b.powerKw, 'f', 1));
    if (f.heatBtuPerHour > 0)
        parts << BillOfMaterials::tr("%1 BTU/h of heat").arg(locale.toString(f.heatBtuPerHour, 'f', 0));
    if (b.rackUnits > 0)
        parts << BillOfMaterials::tr("%1 rack units").arg(locale.toString(b.rackUnits));
    if (f.racks > 0)
        parts << BillOfMaterials::tr("%Ln rack(s) at %1\u00A0kW each", "racks at a power budget per rack", f.racks)
                     .arg(locale.toString(row.scenario.prices.rackKw, 'f', 0));
    if (f.kwhPerYear > 0)
        parts << BillOfMaterials::tr("%1\u00A0kWh a year at %2\u00A0% of the rated power")
                     .arg(locale.toString(f.kwhPerYear, 'f', 0), locale.toString(100.0 * row.scenario.prices.utilisation, 'f', 0));
    if (b.cpuMemoryGiB > 0)
        parts << BillOfMaterials::tr("%1\u00A0GiB CPU memory").arg(locale.toString(b.cpuMemoryGiB, 'f', 0));
    if (!b.network.empty())
        parts << BillOfMaterials::tr("network: %1").arg(QString::fromStdString(b.network));
    QStringList lines;
    if (!parts.isEmpty())
        lines << parts.join(QStringLiteral(" · "));
    if (!b.priceDate.empty())
        lines << BillOfMaterials::tr("Indicative list price of %1").arg(formatIsoDate(b.priceDate));
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpusizer::ui
