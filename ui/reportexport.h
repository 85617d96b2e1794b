#pragma once

#include "report/reportinfo.h"

#include <QString>

namespace gpusizer::ui {

class MainWindow;

// Connects File → Export sizing report… (MainWindow::exportReportAction(), Ctrl+E) to the
// export dialog, a save-file dialog and the report writer, for the window's document.
void installReportExport(MainWindow &window);

// Writes the report of the window's current scenario to `path` (no dialogs). On failure shows
// nothing and returns the translated reason in `errorMessage`.
bool exportReport(MainWindow &window, const ReportInfo &info, const QString &path, QString *errorMessage);

// The language the UI is in now (the registered ReportLanguageHook, else the default locale).
QString currentUiLanguage();

} // namespace gpusizer::ui
