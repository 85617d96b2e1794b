#include "reportcommand.h"

#include "documentargs.h"
#include "scenarioargs.h"

#include "catalog/gpucatalog.h"
#include "analysis/analysis.h"
#include "report/reportinfo.h"
#include "report/reportwriter.h"

#include <cstdio>

#include <QFileInfo>
#include <QImageReader>

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
    core::Scenario scenario = defaultScenario();
    core::GpuCatalog catalog = core::GpuCatalog::builtIn();
    std::string scenarioFile;
    if (auto error = parseScenarioArgs(args, scenario, catalog, &scenarioFile)) {
        fail(QString::fromStdString(error->message));
        return error->exitCode;
    }
    if (!args.isEmpty()) {
        fail(QStringLiteral("unknown argument '%1' (see --help)").arg(args.first()));
        return kExitUsage;
    }
    ReportInfo info = flags.infoFor(scenario);

    const auto app = ensureGuiApplication();
    // A regular file only: the image reader would wait forever on a pipe nobody writes to.
    if (!info.logoPath.isEmpty() && (!QFileInfo(info.logoPath).isFile() || !QImageReader(info.logoPath).canRead())) {
        fail(QStringLiteral("warning: cannot read the logo '%1'; the report is written without it").arg(info.logoPath));
        info.logoPath.clear();
    }
    const core::Analysis analysis = core::analyse(scenario, catalog);
    if (!analysis.valid) {
        fail(QString::fromStdString(describeScenarioError(analysis.error, scenarioFile)));
        return kExitFailed;
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
