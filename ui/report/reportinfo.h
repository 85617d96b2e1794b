#pragma once

#include "panels/optionrows.h"

#include <QDate>
#include <QString>

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

    static constexpr int kDefaultValidityDays = 30;
    static constexpr int kMaxValidityDays = 365;

    // The validity printed: validUntil, or the report's date + 30 days when it is unset or
    // before the report's date (a date set without its validity).
    QDate validity() const
    {
        return validUntil.isValid() && validUntil >= date ? validUntil : date.addDays(kDefaultValidityDays);
    }
};

} // namespace gpusizer::ui
