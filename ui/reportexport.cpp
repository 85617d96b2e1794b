#include "reportexport.h"
#include "i18n/languagemanager.h"

#include "exportdialog.h"
#include "report/reportlanguage.h"
#include "report/reportsensitivity.h"
#include "report/reportwriter.h"
#include "export/exportfile.h"

#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "panels/optionrows.h"
#include "text/filenames.h"
#include "mainwindow.h"
#include "settings/settingvalue.h"

#include <QAction>
#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QStatusBar>
#include <QUrl>

#include <optional>

namespace gpusizer::ui {

namespace {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportExport)
};

SettingValue<QString> lastReportDirectory()
{
    return SettingValue<QString>(QStringLiteral("report/lastDirectory"), QDir::homePath());
}

// What a save dialog for a format says.
struct FormatTexts {
    QString title;
    QString filter;
    QString savedMessage;  // %1 the path
    QString failedTitle;
};

FormatTexts formatTexts(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf:
        return {ExportText::tr("Save Sizing Report"), ExportText::tr("PDF documents (*.pdf)"),
                ExportText::tr("Sizing report saved as %1"), ExportText::tr("Report Not Saved")};
    case ExportFormat::Xlsx:
        return {ExportText::tr("Save Workbook"), ExportText::tr("Excel workbooks (*.xlsx)"),
                ExportText::tr("Workbook saved as %1"), ExportText::tr("Workbook Not Saved")};
    case ExportFormat::Csv:
        break;
    }
    return {ExportText::tr("Save Ranked Table"), ExportText::tr("CSV tables (*.csv)"),
            ExportText::tr("Ranked table saved as %1"), ExportText::tr("Table Not Saved")};
}

// The report and the workbook ask who they are for first (the export dialog); the table is the
// ranked configurations in the interface's language.
std::optional<ReportInfo> askInfo(MainWindow &window, ExportFormat format, bool *openAfterwards)
{
    ScenarioDocument *document = window.document();
    if (format == ExportFormat::Csv) {
        ReportInfo info = reportInfoFrom(document->scenario().report);
        info.language = currentUiLanguage();
        return info;
    }
    ExportDialog dialog(currentUiLanguage(), document->scenario().report, &window);
    if (format == ExportFormat::Xlsx)
        dialog.showWorkbookFieldsOnly();
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    ReportInfo info = dialog.info();
    *openAfterwards = dialog.openAfterwards();
    // What was typed is kept with the scenario (its file carries it): one undo step when it changed.
    core::ReportDetails details = reportDetailsOf(info);
    if (format == ExportFormat::Xlsx) {
        // Fields the workbook dialog hides keep what the scenario has.
        const core::ReportDetails &kept = document->scenario().report;
        details.notes = kept.notes;
        details.quoteNumber = kept.quoteNumber;
        details.vatPercent = kept.vatPercent;
        details.validityDays = kept.validityDays;
    }
    if (details != document->scenario().report)
        document->applyEdit(ExportText::tr("Report details"), [details](core::Scenario &s) { s.report = details; });
    return info;
}

void runExport(MainWindow &window, ExportFormat format)
{
    bool openAfterwards = false;
    const std::optional<ReportInfo> info = askInfo(window, format, &openAfterwards);
    if (!info)
        return;
    const FormatTexts texts = formatTexts(format);
    const QString suffix = QLatin1Char('.') + exportSuffix(format);
    const QString suggested
        = QDir(lastReportDirectory().get()).filePath(exportFileName(format, *info, window.document()->analysis()));
    QString path = QFileDialog::getSaveFileName(&window, texts.title, suggested, texts.filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(suffix, Qt::CaseInsensitive))
        path += suffix;
    lastReportDirectory().set(QFileInfo(path).absolutePath());
    QString error;
    if (!exportDocument(window, format, *info, path, &error)) {
        QMessageBox::critical(&window, texts.failedTitle, error);
        return;
    }
    window.statusBar()->showMessage(texts.savedMessage.arg(QDir::toNativeSeparators(path)), 8000);
    if (openAfterwards)
        QDesktopServices::openUrl(QUrl::fromLocalFile(path));
}

} // namespace

QString currentUiLanguage()
{
    if (const ReportLanguageHook &hook = reportLanguageHook(); hook.current)
        return hook.current();
    const QString code = QLocale().name().left(2);
    return LanguageManager::availableLanguages().contains(code) ? code : QStringLiteral("en");
}

bool exportDocument(MainWindow &window, ExportFormat format, const ReportInfo &info, const QString &path,
                    QString *errorMessage)
{
    ScenarioDocument *document = window.document();
    document->flush();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    // The options pinned in the window (two to four get the report's section "Options compared").
    ReportInfo withOptions = info;
    withOptions.options = optionRows(document->options()->options(), document->gpuCatalog());
    withOptions.sensitivity = reportSensitivity(document->analysis(), document->gpuCatalog());
    const bool ok = writeExport(format, document->analysis(), withOptions, path, errorMessage);
    QGuiApplication::restoreOverrideCursor();
    return ok;
}

bool exportReport(MainWindow &window, const ReportInfo &info, const QString &path, QString *errorMessage)
{
    return exportDocument(window, ExportFormat::Pdf, info, path, errorMessage);
}

void installReportExport(MainWindow &window)
{
    QObject::connect(window.exportReportAction(), &QAction::triggered, &window,
        [&window] { runExport(window, ExportFormat::Pdf); });
    QObject::connect(window.exportWorkbookAction(), &QAction::triggered, &window,
        [&window] { runExport(window, ExportFormat::Xlsx); });
    QObject::connect(window.exportTableAction(), &QAction::triggered, &window,
        [&window] { runExport(window, ExportFormat::Csv); });
}

} // namespace gpusizer::ui
