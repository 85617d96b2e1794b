// The quote (issue #23 point 6): what the customer is offered to buy, line by line, with VAT,
// total, number, validity and a line to accept it — on a page of its own at the end.
#include "report/reportsections.h"

#include "report/reportbuilder.h"

#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpusizer::ui {

namespace {

struct ReportQuoteText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportQuote)
};

using Text = ReportQuoteText;

TableCell cell(const QString &text, Qt::Alignment alignment = Qt::AlignLeft, bool wraps = false)
{
    TableCell c;
    c.text = text;
    c.alignment = alignment;
    c.wraps = wraps;
    return c;
}

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
    QString what = QString::fromStdString(b.name);
    if (b.condition == core::Condition::Refurbished)
        what = Text::tr("%1, refurbished").arg(what);
    if (!b.systemId.empty() && !b.network.empty())
        what = Text::tr("%1 with %2").arg(what, QString::fromStdString(b.network));
    items.push_back({what, double(b.units), b.purchaseTotal / b.units});
    const double years = p.lifetimeYears;
    if (p.supportPercent > 0)
        items.push_back({Text::tr("Hardware support, %1 % of the purchase a year, per year")
                             .arg(QLocale().toString(p.supportPercent, 'f', std::fmod(p.supportPercent, 1.0) == 0 ? 0 : 1)),
                         years, b.purchaseTotal * p.supportPercent / 100.0});
    if (p.licencePerGpuYear > 0) {
        const int gpus = a.estimate.cost.tco.gpus;  // as the total cost of ownership counts them
        items.push_back({Text::tr("Software licences for %n GPU(s), per year", "", gpus), years, gpus * p.licencePerGpuYear});
    }
    return items;
}

QString quantityText(double q)
{
    return QLocale().toString(q, 'f', std::fmod(q, 1.0) == 0 ? 0 : 1);
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
    builder.heading(Text::tr("Quote"));
    KeyValues head{{Text::tr("Quote number"), info.quoteNumberText()},
                   {Text::tr("Date"), QLocale().toString(info.date, QLocale::LongFormat)},
                   {Text::tr("Valid until"), QLocale().toString(info.validity(), QLocale::LongFormat)}};
    if (!info.customer.isEmpty())
        head.emplace_back(Text::tr("For"), info.customer);
    if (!info.project.isEmpty())
        head.emplace_back(Text::tr("Project"), info.project);
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
        rows.push_back({cell(item.description, Qt::AlignLeft, true), cell(quantityText(item.quantity), Qt::AlignRight),
                        cell(money(item.unitPrice), Qt::AlignRight), cell(money(item.amount()), Qt::AlignRight)});
    int totals = 1;
    rows.push_back({cell(Text::tr("Subtotal")), cell(QString()), cell(QString()), cell(money(subtotal), Qt::AlignRight)});
    if (vatPercent > 0) {
        rows.push_back({cell(Text::tr("VAT %1 %").arg(QLocale().toString(vatPercent, 'f', std::fmod(vatPercent, 1.0) == 0 ? 0 : 1))),
                        cell(QString()), cell(QString()), cell(money(vat), Qt::AlignRight)});
        rows.push_back({cell(Text::tr("Total")), cell(QString()), cell(QString()), cell(money(subtotal + vat), Qt::AlignRight)});
        totals = 3;
    }
    builder.table({cell(Text::tr("Item")), cell(Text::tr("Quantity"), Qt::AlignRight),
                   cell(Text::tr("Unit price"), Qt::AlignRight), cell(Text::tr("Amount"), Qt::AlignRight)},
                  rows, {0.52, 0.12, 0.18, 0.18}, totals);

    const core::BillOfMaterials &b = a.bom;
    if (!b.complete)
        builder.note(Text::tr("The host servers these GPUs go into are not listed and not priced."));
    if (b.units > 1 && !b.systemId.empty())
        builder.note(Text::tr("Switches and cabling between the %n system(s) are not included.", "", b.units));
    builder.note(vatPercent > 0 ? Text::tr("Prices in %1, VAT shown separately; list prices dated %2.")
                                      .arg(QString::fromStdString(currency), QString::fromStdString(b.priceDate))
                                : Text::tr("Prices in %1, excluding VAT; list prices dated %2.")
                                      .arg(QString::fromStdString(currency), QString::fromStdString(b.priceDate)));
    builder.subheading(Text::tr("Acceptance"));
    builder.paragraph(info.customer.isEmpty()
                          ? Text::tr("Accepted on the terms of this quote:")
                          : Text::tr("Accepted for %1 on the terms of this quote:").arg(info.customer));
    const QString line = QStringLiteral("_____________________________");
    builder.keyValues({{Text::tr("Name"), line}, {Text::tr("Date"), line}, {Text::tr("Signature"), line}});
    if (!info.consultantName.isEmpty() || !info.consultantCompany.isEmpty()) {
        const QString by = info.consultantCompany.isEmpty() ? info.consultantName
            : info.consultantName.isEmpty()                  ? info.consultantCompany
                                                             : Text::tr("%1, %2").arg(info.consultantName, info.consultantCompany);
        builder.note(Text::tr("Offered by %1.").arg(by));
    }
}

} // namespace gpusizer::ui
