#pragma once

#include "panels/optionrows.h"

#include "analysis/sensitivity.h"
#include "model/reportdetails.h"

#include <QByteArray>
#include <QDate>
#include <QString>

#include <algorithm>
#include <optional>
#include <vector>

namespace gpusizer::ui {

enum class ReportPaper { A4, Letter };

// What the consultant types into the export dialog (or passes to the CLI): who the report is
// for, who wrote it, paper, language, validity and logo. Everything else comes from the scenario.
struct ReportInfo {
    QString customer;
    QString project;
    QString consultantName;
    QString consultantCompany;
    QString notes;
    ReportPaper paper = ReportPaper::A4;
    QString language = QStringLiteral("en"); // "en", "nb" or "de"
    QDate date = QDate::currentDate();
    // Printed on the cover as "Valid until <date>"; the export dialog and the CLI set it from a
    // number of days after `date`.
    QDate validUntil = date.addDays(kDefaultValidityDays);
    // An image the consultant chose (their company's logo), drawn top right on the cover; empty,
    // missing or unreadable: no logo.
    QString logoPath;
    // The options pinned in the window: two to four add the section "Options compared" (the
    // window's export fills it in; the CLI has none).
    std::vector<OptionRow> options;
    // The quote page: VAT in per cent (nullopt: the language's standard rate, defaultVatPercent();
    // 0 leaves it out) and the quote's number (empty: quoteNumberText() makes one from the date).
    std::optional<double> vatPercent;
    QString quoteNumber;
    // What moves the answer (reportSensitivity(); the window's export and the CLI fill it, as
    // the report has no catalog): the section "What moves the answer"; none: no section.
    std::optional<core::Sensitivity> sensitivity;

    static constexpr int kDefaultValidityDays = core::kDefaultValidityDays;
    static constexpr int kMaxValidityDays = core::kMaxValidityDays;
    static constexpr double kMaxVatPercent = core::kMaxVatPercent;

    // The standard VAT of the country a language's quote is most likely for: Norway 25 %
    // (Skatteetaten), Germany 19 % (§ 12 UStG); an English quote none (0, VAT not shown).
    static double defaultVatPercent(const QString &language)
    {
        if (language == QLatin1String("nb"))
            return 25.0;
        if (language == QLatin1String("de"))
            return 19.0;
        return 0.0;
    }
    double vat() const { return vatPercent.value_or(defaultVatPercent(language)); }
    // "GS-20261202-1A2B": the report's date and four hex digits of the customer and project, unless
    // the consultant typed a number.
    QString quoteNumberText() const
    {
        if (!quoteNumber.trimmed().isEmpty())
            return quoteNumber.trimmed();
        const QByteArray key = (customer + QLatin1Char('|') + project).toUtf8();
        return QStringLiteral("GS-%1-%2")
            .arg(date.toString(QStringLiteral("yyyyMMdd")))
            .arg(qChecksum(QByteArrayView(key)), 4, 16, QLatin1Char('0'))
            .toUpper();
    }

    // The validity printed: validUntil, or the report's date + 30 days when it is unset or
    // before the report's date (a date set without its validity).
    QDate validity() const
    {
        return validUntil.isValid() && validUntil >= date ? validUntil : date.addDays(kDefaultValidityDays);
    }
};

// The scenario's report details as the report's, and back (what the export dialog typed in is
// kept with the scenario).
inline ReportInfo reportInfoFrom(const core::ReportDetails &d, ReportInfo info = {})
{
    info.customer = QString::fromStdString(d.customer);
    info.project = QString::fromStdString(d.project);
    info.consultantName = QString::fromStdString(d.consultantName);
    info.consultantCompany = QString::fromStdString(d.consultantCompany);
    info.notes = QString::fromStdString(d.notes);
    info.quoteNumber = QString::fromStdString(d.quoteNumber);
    info.vatPercent = d.vatPercent;
    info.validUntil = info.date.addDays(d.validityDays);
    return info;
}

inline core::ReportDetails reportDetailsOf(const ReportInfo &info)
{
    const auto text = [](const QString &t, int chars) { return t.left(chars).toStdString(); };
    core::ReportDetails d;
    d.customer = text(info.customer, core::kMaxReportTextChars);
    d.project = text(info.project, core::kMaxReportTextChars);
    d.consultantName = text(info.consultantName, core::kMaxReportTextChars);
    d.consultantCompany = text(info.consultantCompany, core::kMaxReportTextChars);
    d.notes = text(info.notes, core::kMaxReportNotesChars);
    d.quoteNumber = text(info.quoteNumber, 16);
    d.vatPercent = info.vatPercent ? std::optional<double>(std::clamp(*info.vatPercent, 0.0, core::kMaxVatPercent))
                                   : std::nullopt;
    d.validityDays = std::clamp(static_cast<int>(info.date.daysTo(info.validity())), 1, core::kMaxValidityDays);
    return d;
}

} // namespace gpusizer::ui
