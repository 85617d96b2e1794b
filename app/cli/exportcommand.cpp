#include "exportcommand.h"

#include "documentargs.h"

#include "export/exportfile.h"

#include "analysis/analysis.h"

#include <QFileInfo>

#include <cstdio>

namespace gpusizer::cli {

namespace {

void fail(const QString &message)
{
    std::fprintf(stderr, "gpu-sizer-cli export: %s\n", message.toLocal8Bit().constData());
}

} // namespace

const char *exportArgsHelp()
{
    static const std::string help = std::string("Export options (gpu-sizer-cli export):\n")
        + "  --format xlsx|csv|pdf    the workbook (summary, options, bill of materials, total\n"
          "                           cost of ownership with its chart, facility, assumptions),\n"
          "                           the ranked table of configurations, or the PDF report\n"
          "                           (default: the suffix of --out)\n"
        + documentArgsHelp();
    return help.c_str();
}

int runExportCommand(QStringList args)
{
    using namespace gpusizer::ui;
    bool missing = false;
    const auto formatName = takeFlagValue(args, QStringLiteral("--format"), &missing);
    if (missing) {
        fail(QStringLiteral("--format is missing its value (xlsx, csv or pdf)"));
        return kExitUsage;
    }
    DocumentFlags flags;
    if (auto error = DocumentFlags::take(args, flags)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    const QString formatText = formatName.value_or(
        flags.out == QLatin1String("-") ? QString() : QFileInfo(flags.out).suffix());
    const std::optional<ExportFormat> format = parseExportFormat(formatText);
    if (!format) {
        fail(formatName ? QStringLiteral("unknown format '%1' for --format (xlsx, csv or pdf)").arg(*formatName)
                        : QStringLiteral("--format xlsx|csv|pdf is required when --out does not end in one"));
        return kExitUsage;
    }
    const auto app = ensureGuiApplication();
    ReportInfo info;
    core::Analysis analysis;
    if (auto error = analyseDocumentScenario("export", args, flags, *format == ExportFormat::Pdf, info, analysis)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    QString error;
    if (flags.out == QLatin1String("-")) {
        const QByteArray bytes = renderExport(*format, analysis, info, &error);
        if (bytes.isEmpty()) {
            fail(error);
            return kExitFailed;
        }
        if (!writeToStandardOutput(bytes)) {
            fail(QStringLiteral("could not write to standard output"));
            return kExitFailed;
        }
        return kExitOk;
    }
    if (!writeExport(*format, analysis, info, flags.out, &error)) {
        fail(error);
        return kExitFailed;
    }
    std::printf("wrote %s\n", flags.out.toLocal8Bit().constData());
    return kExitOk;
}

} // namespace gpusizer::cli
