#include "reportcommand.h"

#include "documentargs.h"

#include "analysis/analysis.h"
#include "report/reportinfo.h"
#include "report/reportwriter.h"

#include <cstdio>

namespace gpusizer::cli {

namespace {

void fail(const QString &message)
{
    std::fprintf(stderr, "gpu-sizer-cli report: %s\n", message.toLocal8Bit().constData());
}

} // namespace

const char *reportArgsHelp()
{
    static const std::string help = std::string("Report options (gpu-sizer-cli report):\n") + documentArgsHelp();
    return help.c_str();
}

int runReportCommand(QStringList args)
{
    using namespace gpusizer::ui;
    DocumentFlags flags;
    if (auto error = DocumentFlags::take(args, flags)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    const auto app = ensureGuiApplication();
    ReportInfo info;
    core::Analysis analysis;
    if (auto error = analyseDocumentScenario("report", args, flags, true, info, analysis)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    // "--out -": the PDF on standard output (and nothing else there).
    if (flags.out == QLatin1String("-")) {
        if (!writeToStandardOutput(ReportWriter::render(analysis, info))) {
            fail(QStringLiteral("could not write the PDF to standard output"));
            return kExitFailed;
        }
        return kExitOk;
    }
    QString error;
    if (!ReportWriter::write(analysis, info, flags.out, &error)) {
        fail(error);
        return kExitFailed;
    }
    std::printf("wrote %s\n", flags.out.toLocal8Bit().constData());
    return kExitOk;
}

} // namespace gpusizer::cli
