#pragma once

#include "report/reportinfo.h"

#include <QByteArray>
#include <QString>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

// The PDF sizing report of one scenario: QPdfWriter + QPainter, charts as vectors, text in
// the report's language (info.language) whatever the UI language is.
class ReportWriter final
{
public:
    // The PDF bytes; `pageCount` receives the number of pages. The analysis must be valid.
    static QByteArray render(const core::Analysis &analysis, const ReportInfo &info, int *pageCount = nullptr);

    // Renders and writes `path` atomically (temporary file, then rename): on failure nothing
    // is left at `path` (an older file there stays as it was), `errorMessage` says why in the
    // UI language, and false is returned.
    static bool write(const core::Analysis &analysis, const ReportInfo &info, const QString &path, QString *errorMessage);
};

} // namespace gpusizer::ui
