#pragma once

#include <QDate>
#include <QString>

namespace gpusizer::ui {

enum class ReportPaper { A4, Letter };

// What the consultant types into the export dialog (or passes to the CLI): who the report is
// for, who wrote it, paper and language. Everything else comes from the scenario.
struct ReportInfo {
    QString customer;
    QString project;
    QString consultantName;
    QString consultantCompany;
    QString notes;
    ReportPaper paper = ReportPaper::A4;
    QString language = QStringLiteral("en"); // "en", "nb" or "de"
    QDate date = QDate::currentDate();
};

} // namespace gpusizer::ui
