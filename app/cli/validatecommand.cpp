#include "validatecommand.h"
#include "exitcodes.h"
#include "servingvalidation.h"
#include "validationsummary.h"
#include "model/units.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "io/validation/validationcase.h"
#include "util/cappedfile.h"
#include "validation/validationrunner.h"

#include <array>
#include <cstdio>
#include <optional>
#include <string>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

using core::units::kGiB;
constexpr std::int64_t kMaxCsvBytes = 64 * 1024 * 1024;

const char *kHelp =
    "Usage: gpu-sizer-cli validate --cases FILE.csv [--json] [--min-quality A|B|C]\n"
    "\n"
    "Estimates every row of a validation CSV and compares the predicted peak memory per GPU\n"
    "with the measured one (the row's mem_metric; active counts as allocated, unknown as\n"
    "device_used). Summaries cover quality A+B and C apart, per mode and overall.\n"
    "\n"
    "Serving CSVs (the \"Serving cases\" schema, recognised by their header) compare output\n"
    "tokens/s of the whole group, TTFT and TPOT (of the statistic each row names).\n"
    "\n"
    "  --cases FILE        CSV in the shared/validation/README.md schema (required)\n"
    "  --json              print JSON instead of a table, with the ~80 % interval of every\n"
    "                      prediction (resources/intervals.json)\n"
    "  --min-quality Q     skip rows graded below Q (A: only A rows; default C: all)\n";

struct Options {
    QString casesFile;
    bool json = false;
    char minQuality = 'C';
};

std::optional<Options> parseOptions(const QStringList &args, int &exitCode)
{
    Options o;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            std::fputs(kHelp, stdout);
            exitCode = 0;
            return std::nullopt;
        }
        if (a == QLatin1String("--json")) {
            o.json = true;
        } else if (a == QLatin1String("--cases") && i + 1 < args.size()) {
            o.casesFile = args[++i];
        } else if (a == QLatin1String("--min-quality") && i + 1 < args.size()) {
            const QString q = args[++i];
            if (q != QLatin1String("A") && q != QLatin1String("B") && q != QLatin1String("C")) {
                std::fprintf(stderr, "--min-quality must be A, B or C, not '%s'\n", qPrintable(q));
                exitCode = 2;
                return std::nullopt;
            }
            o.minQuality = q.at(0).toLatin1();
        } else {
            std::fprintf(stderr, "unknown or incomplete option '%s'\n%s", qPrintable(a), kHelp);
            exitCode = 2;
            return std::nullopt;
        }
    }
    if (o.casesFile.isEmpty()) {
        std::fprintf(stderr, "--cases FILE is required\n%s", kHelp);
        exitCode = 2;
        return std::nullopt;
    }
    return o;
}

const char *modeName(const std::optional<Method> &m)
{
    static thread_local std::string name;
    name = m ? std::string(toString(*m)) : std::string("?");
    return name.c_str();
}

QJsonObject modesJson(const std::array<ErrorSummary, kMethodCount> &byMode)
{
    QJsonObject o;
    for (std::size_t m = 0; m < kMethodCount; ++m)
        if (byMode[m].count > 0)
            o[QString::fromStdString(std::string(toString(static_cast<Method>(m))))] = summaryJson(byMode[m]);
    return o;
}

void printJson(const ValidationReport &report)
{
    QJsonArray cases;
    for (const ValidationCaseResult &r : report.cases) {
        QJsonObject c;
        c[QStringLiteral("id")] = QString::fromStdString(r.id);
        c[QStringLiteral("source")] = QString::fromStdString(r.source);
        c[QStringLiteral("gpu")] = QString::fromStdString(r.gpu);
        c[QStringLiteral("mode")] = QString::fromLatin1(modeName(r.mode));
        c[QStringLiteral("quality")] = QString(QChar::fromLatin1(r.quality));
        c[QStringLiteral("mem_metric")] = QString::fromStdString(r.memMetric);
        c[QStringLiteral("compared_metric")] = QString::fromStdString(std::string(toString(r.comparedMetric)));
        c[QStringLiteral("measured_mem_gib")] = r.measuredMemGib ? QJsonValue(*r.measuredMemGib) : QJsonValue();
        c[QStringLiteral("predicted_mem_gib")] = r.predictedMemGib ? QJsonValue(*r.predictedMemGib) : QJsonValue();
        c[QStringLiteral("mem_error_percent")] = r.memErrorPercent ? QJsonValue(*r.memErrorPercent) : QJsonValue();
        if (r.predictedTokensPerSecPerGpu)
            c[QStringLiteral("predicted_tokens_per_s_per_gpu")] = *r.predictedTokensPerSecPerGpu;
        if (r.measuredTokensPerSecPerGpu)
            c[QStringLiteral("measured_tokens_per_s_per_gpu")] = *r.measuredTokensPerSecPerGpu;
        if (r.throughputErrorPercent)
            c[QStringLiteral("throughput_error_percent")] = *r.throughputErrorPercent;
        // The ~80 % prediction intervals (null where there is no prediction).
        const auto orNull = [](const std::optional<double> &v) { return v ? QJsonValue(*v) : QJsonValue(); };
        c[QStringLiteral("predicted_mem_gib_low")] = orNull(r.predictedMemGibLow);
        c[QStringLiteral("predicted_mem_gib_high")] = orNull(r.predictedMemGibHigh);
        c[QStringLiteral("predicted_tokens_per_s_per_gpu_low")] = orNull(r.predictedTokensPerSecPerGpuLow);
        c[QStringLiteral("predicted_tokens_per_s_per_gpu_high")] = orNull(r.predictedTokensPerSecPerGpuHigh);
        if (r.error)
            c[QStringLiteral("error")] = QString::fromStdString(describe(*r.error));
        cases.append(c);
    }
    QJsonObject memory;
    memory[QStringLiteral("quality_ab")] = summaryJson(report.memoryAB);
    memory[QStringLiteral("quality_c")] = summaryJson(report.memoryC);
    memory[QStringLiteral("by_mode_ab")] = modesJson(report.memoryByModeAB);
    memory[QStringLiteral("by_mode_c")] = modesJson(report.memoryByModeC);
    QJsonObject throughput;
    throughput[QStringLiteral("quality_ab")] = summaryJson(report.throughputAB);
    throughput[QStringLiteral("quality_c")] = summaryJson(report.throughputC);
    throughput[QStringLiteral("by_mode_ab")] = modesJson(report.throughputByModeAB);
    QJsonObject summary;
    summary[QStringLiteral("memory")] = memory;
    summary[QStringLiteral("throughput")] = throughput;
    summary[QStringLiteral("rows_not_estimated")] = report.errors;
    // Quality A+B per source (the repository or document the row's source names first): how
    // the estimator does on each published table.
    QJsonObject bySource;
    for (const ValidationReport::SourceSummary &s : report.bySourceAB)
        bySource[QString::fromStdString(s.source)] = QJsonObject{{QStringLiteral("memory"), summaryJson(s.memory)},
                                                                 {QStringLiteral("throughput"), summaryJson(s.throughput)}};
    summary[QStringLiteral("by_source_ab")] = bySource;
    QJsonObject root;
    root[QStringLiteral("cases")] = cases;
    root[QStringLiteral("summary")] = summary;
    std::fputs(QJsonDocument(root).toJson(QJsonDocument::Indented).constData(), stdout);
}

void printTable(const ValidationReport &report)
{
    std::printf("%-44s %-9s %1s %-11s %9s %9s %8s\n", "id", "mode", "Q", "mem_metric", "measured",
                "predicted", "error");
    for (const ValidationCaseResult &r : report.cases) {
        if (r.error) {
            std::printf("%-44s %-9s %c %-11s error: %s\n", r.id.c_str(), modeName(r.mode), r.quality,
                        r.memMetric.c_str(), describe(*r.error).c_str());
            continue;
        }
        if (!r.measuredMemGib) {
            std::printf("%-44s %-9s %c %-11s %9s %9.2f %8s\n", r.id.c_str(), modeName(r.mode), r.quality,
                        r.memMetric.c_str(), "-", r.predictedMemGib.value_or(0.0), "-");
            continue;
        }
        const double signedError = r.memErrorPercent.value_or(0.0)
            * (r.predictedMemGib.value_or(0.0) >= *r.measuredMemGib ? 1.0 : -1.0);
        std::printf("%-44s %-9s %c %-11s %9.2f %9.2f %+7.1f%%\n", r.id.c_str(), modeName(r.mode), r.quality,
                    r.memMetric.c_str(), *r.measuredMemGib, r.predictedMemGib.value_or(0.0), signedError);
    }
    std::printf("\nMemory error (GiB per GPU, |predicted - measured| / measured)\n");
    printSummaryLine("quality A+B", report.memoryAB);
    for (std::size_t m = 0; m < kMethodCount; ++m)
        printSummaryLine(("  A+B " + std::string(toString(static_cast<Method>(m)))).c_str(),
                         report.memoryByModeAB[m]);
    printSummaryLine("quality C", report.memoryC);
    for (std::size_t m = 0; m < kMethodCount; ++m)
        printSummaryLine(("  C " + std::string(toString(static_cast<Method>(m)))).c_str(), report.memoryByModeC[m]);
    if (report.throughputAB.count + report.throughputC.count > 0) {
        std::printf("\nThroughput error (tokens/s per GPU)\n");
        printSummaryLine("quality A+B", report.throughputAB);
        for (std::size_t m = 0; m < kMethodCount; ++m)
            printSummaryLine(("  A+B " + std::string(toString(static_cast<Method>(m)))).c_str(),
                             report.throughputByModeAB[m]);
        printSummaryLine("quality C", report.throughputC);
    }
    if (report.errors > 0)
        std::printf("\n%d row(s) could not be estimated\n", report.errors);
}

} // namespace

int runValidateCommand(QStringList args)
{
    int exitCode = 0;
    const auto options = parseOptions(args, exitCode);
    if (!options)
        return exitCode;

    const std::string fileName = options->casesFile.toStdString();
    const Result<std::string> bytes = readCappedFile(fileName, kMaxCsvBytes);
    if (!bytes) {
        std::fprintf(stderr, "gpu-sizer-cli validate: %s\n", describe(bytes.error()).c_str());
        return kExitFailed;
    }
    const std::string_view text = bytes.value();
    if (isServingHeader(text))
        return runServingValidation(text, fileName, options->json, options->minQuality);
    const auto cases = readValidationCases(text, fileName);
    if (!cases) {
        std::fprintf(stderr, "%s\n", describe(cases.error()).c_str());
        return kExitFailed;
    }
    const ValidationReport report =
        runValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn(), options->minQuality);
    if (options->json)
        printJson(report);
    else
        printTable(report);
    return validationExitStatus(report.cases.size(), report.errors);
}

} // namespace gpusizer::cli
