#pragma once

#include "report/reportinfo.h"

#include <QByteArray>
#include <QString>

namespace gpusizer::ui {

struct Snapshot;

// The PDF sizing report of one scenario: QPdfWriter + QPainter, charts as vectors, text in
// the report's language (info.language) whatever the UI language is.
class ReportWriter final
{
public:
    // The PDF bytes; `pageCount` receives the number of pages. The snapshot must be valid.
    static QByteArray render(const Snapshot &snapshot, const ReportInfo &info, int *pageCount = nullptr);

    // Renders and writes `path` atomically (temporary file, then rename): on failure nothing
    // is left at `path` (an older file there stays as it was), `errorMessage` says why in the
    // UI language, and false is returned.
    static bool write(const Snapshot &snapshot, const ReportInfo &info, const QString &path, QString *errorMessage);
};

} // namespace gpusizer::ui
