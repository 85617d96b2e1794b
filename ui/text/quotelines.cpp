#include "text/quotelines.h"

#include "text/billofmaterialstext.h"
#include "text/displayformat.h"

#include "analysis/analysis.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

// The quote's wording has been the report's since issue #23 (context kept for the translations).
struct ReportQuoteText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportQuote)
};

} // namespace

std::vector<QuoteLine> quoteLines(const core::Analysis &a)
{
    const core::BillOfMaterials &b = a.bom;
    const core::Prices &p = a.scenario.prices;
    std::vector<QuoteLine> items;
    if (b.units <= 0 || b.purchaseTotal <= 0)
        return items;
    const auto withNetwork = [&](const QString &name) {
        return b.network.empty() ? name : ReportQuoteText::tr("%1 with %2").arg(name, QString::fromStdString(b.network));
    };
    const auto withSpare = [&](const QString &name) {
        return b.spareUnits > 0 ? ReportQuoteText::tr("%1, one a spare", "N+1: one of the units bought is a spare").arg(name)
                                : name;
    };
    if (b.hosts > 0) {
        // Cards and the host servers they go into are two lines; the hosts carry the network.
        const double hosts = b.hosts * b.hostPrice;
        items.push_back({withSpare(quotedName(b)), double(b.units), (b.purchaseTotal - hosts) / b.units});
        items.push_back({withNetwork(QString::fromStdString(b.hostName)), double(b.hosts), b.hostPrice});
    } else {
        const QString name = b.systemId.empty() ? quotedName(b) : withNetwork(quotedName(b));
        items.push_back({withSpare(name), double(b.units), b.purchaseTotal / b.units});
    }
    const double years = p.lifetimeYears;
    if (p.supportPercent > 0)
        items.push_back({ReportQuoteText::tr("Hardware support a year (%1 % of the purchase)")
                             .arg(formatWholeOrTenths(p.supportPercent)),
                         years, b.purchaseTotal * p.supportPercent / 100.0});
    if (p.licencePerGpuYear > 0) {
        const int gpus = a.estimate.cost.tco.gpus;  // as the total cost of ownership counts them
        items.push_back({ReportQuoteText::tr("Software licences for %n GPU(s), per year", "", gpus), years, gpus * p.licencePerGpuYear});
    }
    return items;
}

} // namespace gpusizer::ui
