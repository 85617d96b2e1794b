#pragma once

#include "report/reportblock.h"
#include "report/reportinfo.h"
#include "report/reportpaginator.h"

#include <QByteArray>
#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

class QPdfWriter;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class ReportStyle;

// The report before it is painted: its blocks in reading order and the page each goes on.
struct ReportLayout {
    std::vector<std::unique_ptr<ReportBlock>> blocks;
    Pagination pagination;
    QRectF content; // the text column of every page, in device units
    QRectF footer;
};

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

    // The two steps of render(), for tests of the layout: sets `writer` up for `info` (resolution,
    // paper, margins), and builds and paginates the blocks for the device of `style` (a writer
    // set up so). Call layout() inside a ScopedReportLanguage(info.language); the blocks refer
    // to the device, which must outlive them.
    static void setUp(QPdfWriter &writer, const ReportInfo &info);
    static ReportLayout layout(const core::Analysis &analysis, const ReportInfo &info, const ReportStyle &style);
};

} // namespace gpusizer::ui
