#include "reportexport.h"
#include "i18n/languagemanager.h"

#include "exportdialog.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"

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

namespace gpusizer::ui {

namespace {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ReportExport)
};

SettingValue<QString> lastReportDirectory()
{
    return SettingValue<QString>(QStringLiteral("report/lastDirectory"), QDir::homePath());
}

void runExport(MainWindow &window)
{
    ScenarioDocument *document = window.document();
    ExportDialog dialog(currentUiLanguage(), document->scenario().report, &window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const ReportInfo info = dialog.info();
    // What was typed is kept with the scenario (its file carries it): one undo step when it changed.
    if (const core::ReportDetails details = reportDetailsOf(info); details != document->scenario().report)
        document->applyEdit(ExportText::tr("Report details"), [details](core::Scenario &s) { s.report = details; });
    const QString suggested
        = QDir(lastReportDirectory().get()).filePath(reportFileName(info.project, window.document()->scenario()));
    QString path = QFileDialog::getSaveFileName(
        &window, ExportText::tr("Save Sizing Report"), suggested, ExportText::tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    lastReportDirectory().set(QFileInfo(path).absolutePath());
    QString error;
    if (!exportReport(window, info, path, &error)) {
        QMessageBox::critical(&window, ExportText::tr("Report Not Saved"), error);
        return;
    }
    window.statusBar()->showMessage(
        ExportText::tr("Sizing report saved as %1").arg(QDir::toNativeSeparators(path)), 8000);
    if (dialog.openAfterwards())
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

bool exportReport(MainWindow &window, const ReportInfo &info, const QString &path, QString *errorMessage)
{
    ScenarioDocument *document = window.document();
    document->flush();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    // The options pinned in the window (two to four get the section "Options compared").
    ReportInfo withOptions = info;
    withOptions.options = optionRows(document->options()->options(), document->gpuCatalog());
    const bool ok = ReportWriter::write(document->analysis(), withOptions, path, errorMessage);
    QGuiApplication::restoreOverrideCursor();
    return ok;
}

void installReportExport(MainWindow &window)
{
    QObject::connect(window.exportReportAction(), &QAction::triggered, &window, [&window] { runExport(window); });
}

} // namespace gpusizer::ui
