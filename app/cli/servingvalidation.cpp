#include "servingvalidation.h"

#include "exitcodes.h"
#include "validationsummary.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "io/validation/servingcase.h"
#include "validation/servingrunner.h"

#include <cstdio>
#include <optional>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

void insert(QJsonObject &o, const char *key, const std::optional<double> &value)
{
    if (value)
        o.insert(QLatin1String(key), *value);
}

void printJson(const ServingValidationReport &report)
{
    QJsonArray cases;
    for (const ServingCaseResult &r : report.cases) {
        QJsonObject o{{QStringLiteral("id"), QString::fromStdString(r.id)},
                      {QStringLiteral("gpu"), QString::fromStdString(r.gpu)},
                      {QStringLiteral("quality"), QString(QLatin1Char(r.quality))}};
        insert(o, "predicted_output_tok_s", r.predictedOutputTokS);
        insert(o, "predicted_ttft_ms", r.predictedTtftMs);
        insert(o, "predicted_tpot_ms", r.predictedTpotMs);
        if (r.predictedMaxConcurrency)
            o.insert(QStringLiteral("predicted_max_concurrency"), *r.predictedMaxConcurrency);
        insert(o, "measured_output_tok_s", r.measuredOutputTokS);
        insert(o, "measured_ttft_ms", r.measuredTtftMs);
        insert(o, "measured_tpot_ms", r.measuredTpotMs);
        insert(o, "output_tok_s_error_percent", r.outputTokSErrorPercent);
        insert(o, "ttft_error_percent", r.ttftErrorPercent);
        insert(o, "tpot_error_percent", r.tpotErrorPercent);
        // The ~80 % intervals of the predictions (resources/intervals.json "serving").
        insert(o, "predicted_output_tok_s_low", r.predictedOutputTokSLow);
        insert(o, "predicted_output_tok_s_high", r.predictedOutputTokSHigh);
        insert(o, "predicted_ttft_ms_low", r.predictedTtftMsLow);
        insert(o, "predicted_ttft_ms_high", r.predictedTtftMsHigh);
        insert(o, "predicted_tpot_ms_low", r.predictedTpotMsLow);
        insert(o, "predicted_tpot_ms_high", r.predictedTpotMsHigh);
        if (!r.error)
            o.insert(QStringLiteral("calibrated"), r.calibrated);
        if (r.error)
            o.insert(QStringLiteral("error"), QString::fromStdString(describe(*r.error)));
        cases.append(o);
    }
    const QJsonObject summary{
        {QStringLiteral("output_tok_s"), summaryJson(report.outputTokSAB)},
        {QStringLiteral("ttft"), summaryJson(report.ttftAB)},
        {QStringLiteral("tpot"), summaryJson(report.tpotAB)},
        {QStringLiteral("rows_ab"), report.rowsAB},
        {QStringLiteral("estimated_ab"), report.estimatedAB},
        {QStringLiteral("errors"), report.errors},
    };
    const QJsonObject root{{QStringLiteral("schema"), QStringLiteral("serving")},
                           {QStringLiteral("cases"), cases},
                           {QStringLiteral("summary_quality_ab"), summary}};
    const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, std::size_t(text.size()), stdout);
}

void printFigure(const std::optional<double> &predicted, const std::optional<double> &measured,
                 const std::optional<double> &error)
{
    if (measured && predicted)
        std::printf(" %10.1f %10.1f %6.0f%%", *predicted, *measured, error.value_or(0.0));
    else if (predicted)
        std::printf(" %10.1f %10s %7s", *predicted, "-", "");
    else
        std::printf(" %10s %10s %7s", "-", "-", "");
}

void printTable(const ServingValidationReport &report)
{
    std::printf("%-16s %1s %29s %29s %29s\n", "id", "Q", "output tok/s (pred, meas, err)",
                "TTFT ms (pred, meas, err)", "TPOT ms (pred, meas, err)");
    for (const ServingCaseResult &r : report.cases) {
        std::printf("%-16s %c", r.id.c_str(), r.quality);
        if (r.error) {
            std::printf(" error: %s\n", describe(*r.error).c_str());
            continue;
        }
        printFigure(r.predictedOutputTokS, r.measuredOutputTokS, r.outputTokSErrorPercent);
        printFigure(r.predictedTtftMs, r.measuredTtftMs, r.ttftErrorPercent);
        printFigure(r.predictedTpotMs, r.measuredTpotMs, r.tpotErrorPercent);
        std::printf("\n");
    }
    std::printf("\nServing error on quality A+B rows (%d of %d estimated)\n", report.estimatedAB, report.rowsAB);
    printSummaryLine("output tokens/s", report.outputTokSAB);
    printSummaryLine("TTFT", report.ttftAB);
    printSummaryLine("TPOT", report.tpotAB);
}

} // namespace

int runServingValidation(std::string_view csvText, const std::string &fileName, bool json, char minQuality)
{
    const auto cases = readServingCases(csvText, fileName);
    if (!cases) {
        std::fprintf(stderr, "%s\n", describe(cases.error()).c_str());
        return kExitFailed;
    }
    const ServingValidationReport report =
        runServingValidation(cases.value(), GpuCatalog::builtIn(), &ModelCatalog::builtIn(), minQuality);
    if (json)
        printJson(report);
    else
        printTable(report);
    return validationExitStatus(report.cases.size(), report.errors);
}

} // namespace gpusizer::cli
