#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

struct ReportInfo;

// What File > Export and `gpu-sizer-cli export` write: the PDF sizing report, the workbook
// (XLSX: summary, options, bill of materials, total cost of ownership, facility, assumptions)
// or the ranked table of configurations (CSV).
enum class ExportFormat { Pdf, Xlsx, Csv };

// "pdf", "xlsx", "csv" (the file suffix and the CLI's --format), and back.
QString exportSuffix(ExportFormat format);
std::optional<ExportFormat> parseExportFormat(const QString &text);

// The file's bytes in the language of `info` (the UI's otherwise); empty and `errorMessage`
// (UI language) on failure. The analysis must be valid.
QByteArray renderExport(ExportFormat format, const core::Analysis &analysis, const ReportInfo &info,
                        QString *errorMessage);

// Renders and writes `path` atomically (core::writeFileAtomically): on failure an older file
// there stays as it was, `errorMessage` says why in the UI language, and false is returned.
bool writeExport(ExportFormat format, const core::Analysis &analysis, const ReportInfo &info, const QString &path,
                 QString *errorMessage);

// The name the window suggests: the report's (reportFileName()) with the format's suffix.
QString exportFileName(ExportFormat format, const ReportInfo &info, const core::Analysis &analysis);

} // namespace gpusizer::ui
