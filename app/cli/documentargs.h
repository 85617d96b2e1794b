#pragma once

#include "argerror.h"

#include "report/reportinfo.h"

#include "analysis/analysis.h"
#include "model/scenario.h"

#include <QApplication>
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace gpusizer::cli {

// The flags the commands that write a document for the customer share (report, export): who
// it is for and by whom, language, paper, validity, quote number, VAT, logo, the configurations
// listed (--disaggregate), and --out.
struct DocumentFlags {
    QString out;                        // a path, or "-" for standard output
    QString language = QStringLiteral("en");
    ui::ReportPaper paper = ui::ReportPaper::A4;
    std::optional<QString> customer, project, consultant, company, notes, quoteNumber;
    QString logoPath;
    std::optional<int> validDays;
    std::optional<double> vatPercent;
    // --disaggregate: the configurations also list split prefill/decode deployments, as the
    // window's "Split prefill and decode" checkbox and `recommend --disaggregate` rank them.
    bool disaggregate = false;

    // Takes the flags out of `args` (the scenario flags stay); an error for a missing or bad value.
    static std::optional<ArgError> take(QStringList &args, DocumentFlags &flags);
    // The scenario's own report details, then what the flags set.
    ui::ReportInfo infoFor(const core::Scenario &scenario) const;
};

// What the report and export commands share after their own flags: the scenario the remaining
// `args` give (the scenario flags; anything else is an unknown argument), its report details
// with the flags over them, and its analysis (its configurations with split deployments among
// them for --disaggregate). An unreadable logo, where the document draws one
// (`drawsLogo`), is dropped with a warning on standard error (as `command`). Needs the GUI
// application (ensureGuiApplication) for the logo check.
std::optional<ArgError> analyseDocumentScenario(const char *command, QStringList &args, const DocumentFlags &flags,
                                                bool drawsLogo, ui::ReportInfo &info, core::Analysis &analysis);

// Removes `flag VALUE` from args; nullopt when absent; sets *missingValue when it has no value.
std::optional<QString> takeFlagValue(QStringList &args, const QString &flag, bool *missingValue);

// Charts and the report's fonts need a QApplication; the offscreen platform needs no display.
// nullptr when one exists.
std::unique_ptr<QApplication> ensureGuiApplication();

// Writes `bytes` to standard output (nothing else goes there); false when that fails.
bool writeToStandardOutput(const QByteArray &bytes);

// Help text of the shared flags.
const char *documentArgsHelp();

} // namespace gpusizer::cli
