// The quote (issue #23 point 6): what the customer is offered to buy, line by line, with VAT,
// total, number, validity and a line to accept it — on a page of its own at the end.
#include "report/reportsections.h"

#include "report/reportbuilder.h"

#include "text/displayformat.h"
#include "text/quotelines.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace gpusizer::ui {

namespace {

struct ReportQuoteText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportQuote)
};


} // namespace

void addQuoteSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &a = context.analysis;
    const std::vector<QuoteLine> items = quoteLines(a);
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
    for (const QuoteLine &item : items) {
        subtotal += item.amount();
        largest = std::max(largest, item.amount());
    }
    const double vatPercent = std::clamp(info.vat(), 0.0, ReportInfo::kMaxVatPercent);
    const double vat = subtotal * vatPercent / 100.0;
    const int decimals = moneyDecimals(std::max(largest, subtotal + vat));
    auto money = [&](double amount) { return formatMoney(amount, currency, decimals); };
    std::vector<std::vector<TableCell>> rows;
    for (const QuoteLine &item : items)
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
