#include "export/exportfile.h"

#include "export/tablecsv.h"
#include "export/workbookcontent.h"
#include "export/workbookxlsx.h"

#include "report/reportinfo.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"

#include "text/errortext.h"
#include "text/filenames.h"

#include "analysis/analysis.h"
#include "io/atomicfile.h"
#include "util/logging.h"

#include <spdlog/spdlog.h>

#include <QCoreApplication>
#include <QFileInfo>

namespace gpusizer::ui {

namespace {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::ExportFile)
};

} // namespace

QString exportSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    case ExportFormat::Xlsx:
        return QStringLiteral("xlsx");
    case ExportFormat::Csv:
        break;
    }
    return QStringLiteral("csv");
}

std::optional<ExportFormat> parseExportFormat(const QString &text)
{
    for (const ExportFormat format : {ExportFormat::Pdf, ExportFormat::Xlsx, ExportFormat::Csv})
        if (text.compare(exportSuffix(format), Qt::CaseInsensitive) == 0)
            return format;
    return std::nullopt;
}

QByteArray renderExport(ExportFormat format, const core::Analysis &analysis, const ReportInfo &info,
                        QString *errorMessage)
{
    if (!analysis.valid) {
        if (errorMessage)
            *errorMessage = ExportText::tr("The scenario cannot be estimated, so there is nothing to export: %1")
                                .arg(errorText(analysis.error));
        return {};
    }
    if (format == ExportFormat::Pdf)
        return ReportWriter::render(analysis, info);
    // Translated in the export's language; a message about a failure stays in the UI's.
    QByteArray bytes;
    QString error;
    {
        const ScopedReportLanguage language(info.language);
        if (format == ExportFormat::Csv)
            return sheetCsv(optionsSheet(analysis));
        const Workbook book = workbookContent(analysis, info);
        bytes = renderXlsx(book, &error);
    }
    if (bytes.isEmpty() && errorMessage)
        *errorMessage = ExportText::tr("The workbook could not be written: %1").arg(error);
    return bytes;
}

bool writeExport(ExportFormat format, const core::Analysis &analysis, const ReportInfo &info, const QString &path,
                 QString *errorMessage)
{
    const QByteArray bytes = renderExport(format, analysis, info, errorMessage);
    if (bytes.isEmpty())
        return false;
    if (const auto error = core::writeFileAtomically(QFile::encodeName(path).toStdString(), bytes)) {
        core::logging::get("export")->warn("export not written: {}", core::describe(*error));
        if (errorMessage)
            *errorMessage = ExportText::tr("The file could not be saved as %1: %2").arg(path, errorText(*error));
        return false;
    }
    return true;
}

QString exportFileName(ExportFormat format, const ReportInfo &info, const core::Analysis &analysis)
{
    const QString pdfName = reportFileName(info.project, analysis.scenario);
    return QFileInfo(pdfName).completeBaseName() + QLatin1Char('.') + exportSuffix(format);
}

} // namespace gpusizer::ui
