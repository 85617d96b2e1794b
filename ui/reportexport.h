#pragma once

#include "export/exportfile.h"
#include "report/reportinfo.h"

#include <QString>

namespace gpusizer::ui {

class MainWindow;

// Connects File → Export → Sizing Report (PDF)… (MainWindow::exportReportAction(), Ctrl+E),
// Workbook (XLSX)… (Ctrl+Shift+E) and Ranked Table (CSV)… to the export dialog (not for the
// table), a save-file dialog and the writers, for the window's document.
void installReportExport(MainWindow &window);

// Writes the window's current scenario as `format` to `path` (no dialogs), with the options
// pinned in the window. On failure shows nothing and returns the translated reason in
// `errorMessage`.
bool exportDocument(MainWindow &window, ExportFormat format, const ReportInfo &info, const QString &path,
                    QString *errorMessage);
// The PDF sizing report (exportDocument with ExportFormat::Pdf).
bool exportReport(MainWindow &window, const ReportInfo &info, const QString &path, QString *errorMessage);

// The language the UI is in now (the registered ReportLanguageHook, else the default locale).
QString currentUiLanguage();

} // namespace gpusizer::ui
