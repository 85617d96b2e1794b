// The quote (issue #23 point 6): what the customer is offered to buy, line by line, with VAT,
// total, number, validity and a line to accept it — on a page of its own at the end.
#include "report/reportsections.h"

#include "report/reportbuilder.h"

#include "text/billofmaterialstext.h"
#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpusizer::ui {

namespace {

struct ReportQuoteText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportQuote)
};


struct LineItem {
    QString description;
    double quantity = 0;
    double unitPrice = 0;
    double amount() const { return quantity * unitPrice; }
};

// The systems (or GPUs), their support over the years and the software licences.
std::vector<LineItem> lineItems(const core::Analysis &a)
{
    const core::BillOfMaterials &b = a.bom;
    const core::Prices &p = a.scenario.prices;
    std::vector<LineItem> items;
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

} // namespace

void addQuoteSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &a = context.analysis;
    const std::vector<LineItem> items = lineItems(a);
    if (items.empty())
        return;
    const ReportInfo &info = context.info;
    const std::string &currency = a.scenario.prices.currency;
    builder.startNewPage();
    builder.heading(ReportQuoteText::tr("Quote"));
    KeyValues head{{ReportQuoteText::tr("Quote number"), info.quoteNumberText()},
                   {ReportQuoteText::tr("Date"), QLocale().toString(info.date, QLocale::LongFormat)},
                   {ReportQuoteText::tr("Valid until"), QLocale().toString(info.validity(), QLocale::LongFormat)}};
    if (!info.customer.isEmpty())
        head.emplace_back(ReportQuoteText::tr("For"), info.customer);
    if (!info.project.isEmpty())
        head.emplace_back(ReportQuoteText::tr("Project"), info.project);
    builder.keyValues(head);

    double subtotal = 0;
    double largest = 0;
    for (const LineItem &item : items) {
        subtotal += item.amount();
        largest = std::max(largest, item.amount());
    }
    const double vatPercent = std::clamp(info.vat(), 0.0, ReportInfo::kMaxVatPercent);
    const double vat = subtotal * vatPercent / 100.0;
    const int decimals = moneyDecimals(std::max(largest, subtotal + vat));
    auto money = [&](double amount) { return formatMoney(amount, currency, decimals); };
    std::vector<std::vector<TableCell>> rows;
    for (const LineItem &item : items)
        rows.push_back({textCell(item.description, Qt::AlignLeft, true), textCell(formatWholeOrTenths(item.quantity), Qt::AlignRight),
                        textCell(money(item.unitPrice), Qt::AlignRight), textCell(money(item.amount()), Qt::AlignRight)});
    int totals = 1;
    rows.push_back({textCell(ReportQuoteText::tr("Subtotal")), textCell(QString()), textCell(QString()), textCell(money(subtotal), Qt::AlignRight)});
    if (vatPercent > 0) {
        rows.push_back({textCell(ReportQuoteText::tr("VAT %1 %").arg(formatWholeOrTenths(vatPercent))),
                        textCell(QString()), textCell(QString()), textCell(money(vat), Qt::AlignRight)});
        rows.push_back({textCell(ReportQuoteText::tr("Total")), textCell(QString()), textCell(QString()), textCell(money(subtotal + vat), Qt::AlignRight)});
        totals = 3;
    }
    builder.table({textCell(ReportQuoteText::tr("Item")), textCell(ReportQuoteText::tr("Quantity"), Qt::AlignRight),
                   textCell(ReportQuoteText::tr("Unit price"), Qt::AlignRight), textCell(ReportQuoteText::tr("Amount"), Qt::AlignRight)},
                  rows, {0.52, 0.12, 0.18, 0.18}, totals);

    const core::BillOfMaterials &b = a.bom;
    if (!b.complete)
        builder.note(ReportQuoteText::tr("The servers these GPUs go into are not listed and not priced."));
    if (b.outsideOffer)
        builder.note(ReportQuoteText::tr("None of the systems you sell holds this configuration: it is quoted on the "
                                         "catalog's."));
    if (b.units > 1 && !b.systemId.empty())
        builder.note(ReportQuoteText::tr("Switches and cabling between the %n system(s) are not included.", "", b.units));
    builder.note(vatPercent > 0 ? ReportQuoteText::tr("Prices in %1, VAT shown separately; list prices dated %2.")
                                      .arg(QString::fromStdString(currency), QString::fromStdString(b.priceDate))
                                : ReportQuoteText::tr("Prices in %1, excluding VAT; list prices dated %2.")
                                      .arg(QString::fromStdString(currency), QString::fromStdString(b.priceDate)));
    builder.subheading(ReportQuoteText::tr("Acceptance"));
    builder.paragraph(info.customer.isEmpty()
                          ? ReportQuoteText::tr("Accepted on the terms of this quote:")
                          : ReportQuoteText::tr("Accepted for %1 on the terms of this quote:").arg(info.customer));
    const QString line = QStringLiteral("_____________________________");
    builder.keyValues({{ReportQuoteText::tr("Name"), line}, {ReportQuoteText::tr("Date"), line}, {ReportQuoteText::tr("Signature"), line}});
    if (!info.consultantName.isEmpty() || !info.consultantCompany.isEmpty()) {
        const QString by = info.consultantCompany.isEmpty() ? info.consultantName
            : info.consultantName.isEmpty()                  ? info.consultantCompany
                                                             : ReportQuoteText::tr("%1, %2").arg(info.consultantName, info.consultantCompany);
        builder.note(ReportQuoteText::tr("Offered by %1.").arg(by));
    }
}

} // namespace gpusizer::ui
