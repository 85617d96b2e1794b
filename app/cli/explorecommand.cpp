#include "explorecommand.h"

#include "documentargs.h"
#include "exitcodes.h"
#include "scenarioargs.h"

#include "analysis/explore.h"
#include "catalog/gpucatalog.h"
#include "util/csvfield.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

const char *kHelp =
    "Usage: gpu-sizer-cli explore [scenario flags] --x AXIS --y AXIS [--metric NAME] [--json|--csv]\n"
    "\n"
    "A map of the scenario over two of its inputs: each cell the scenario with the x and the y\n"
    "value, estimated as 'estimate' estimates it, with its 80 % band and fit verdict.\n"
    "\n"
    "AXIS:\n"
    "  NAME:FROM..TO          doubling steps for counts and lengths (seq-len, micro-batch, gpus,\n"
    "                         tp, lora-rank, concurrency, ...), else 8 even steps\n"
    "  NAME:FROM..TO:STEPS    STEPS values (2 to 64), log-spaced for counts, else even\n"
    "  NAME:A,B,C             the values listed\n"
    "  NAME                   a choice: every value it has\n"
    "  Numbers: any scenario flag's name without '--' (seq-len, micro-batch, grad-accum, lora-rank,\n"
    "  gpus, tp, pp, concurrency, requests-per-s, input-len, output-len, tpot-ms, ttft-ms, pue, ...).\n"
    "  Choices: method, weight-dtype, compute-dtype, engine, kv-dtype, grad-ckpt, sharding, gpu.\n"
    "\n"
    "Metrics: fit (2 fits, 1 tight, 0 does not fit), memory (GiB per GPU, default), time (hours),\n"
    "  cost (training: rent total; serving: per 1M output tokens), tokens-per-s, tpot and ttft (ms,\n"
    "  at the targets' statistic), gpus-needed (serving: GPUs that meet the targets).\n"
    "\n"
    "Output: a table (default), --json {x, y, metric, currency, cells: [{x, y, value, low, high,\n"
    "  verdict}]} or --csv (one row per cell). A value that does not apply is null (empty in CSV).\n"
    "Scenario flags: as for 'estimate' (gpu-sizer-cli estimate --help).\n";

std::string axisError(const Error &e)
{
    if (e.code == ErrorCode::OutOfRange && e.bounds)
        return e.field + ": a value outside " + formatNumber(e.bounds->low) + " to " + formatNumber(e.bounds->high)
               + (e.bounds->whole ? " (whole numbers)" : "");
    if (e.code == ErrorCode::MissingField)
        return e.field + ": expected " + e.detail;
    std::string inputs;
    for (const std::string &name : exploreInputNames())
        inputs += (inputs.empty() ? "" : ", ") + name;
    return e.field + ": unknown input or value '" + e.detail + "' (inputs: " + inputs + ")";
}

QJsonValue axisValue(const ExploreAxis &axis, std::size_t i)
{
    if (axis.field)
        return axis.values[i];
    return QString::fromStdString(axis.labels[i]);
}

QJsonValue number(const std::optional<double> &v)
{
    return v && std::isfinite(*v) ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject axisJson(const ExploreAxis &axis)
{
    QJsonArray values;
    for (std::size_t i = 0; i < axis.size(); ++i)
        values.append(axisValue(axis, i));
    return {{QStringLiteral("name"), QString::fromStdString(axis.name)}, {QStringLiteral("values"), values}};
}

QJsonObject mapJson(const ExploreMap &map)
{
    QJsonArray cells;
    for (const ExploreCell &c : map.cells) {
        QJsonObject cell{{QStringLiteral("x"), axisValue(map.x, c.xIndex)},
                         {QStringLiteral("y"), axisValue(map.y, c.yIndex)},
                         {QStringLiteral("value"), number(c.value)},
                         {QStringLiteral("low"), number(c.value ? std::optional(c.low) : std::nullopt)},
                         {QStringLiteral("high"), number(c.value ? std::optional(c.high) : std::nullopt)},
                         {QStringLiteral("verdict"), c.valid ? QString::fromStdString(std::string(toString(c.verdict)))
                                                             : QStringLiteral("invalid")}};
        if (!c.valid)
            cell.insert(QStringLiteral("error"), QString::fromStdString(describeScenarioError(c.error, {})));
        cells.append(cell);
    }
    return {{QStringLiteral("x"), axisJson(map.x)},
            {QStringLiteral("y"), axisJson(map.y)},
            {QStringLiteral("metric"), QString::fromStdString(std::string(toString(map.metric)))},
            {QStringLiteral("currency"), QString::fromStdString(map.currency)},
            {QStringLiteral("cells"), cells}};
}

// Ten significant digits, C locale: a sweep to take away, read back by any spreadsheet.
std::string csvNumber(const std::optional<double> &v)
{
    if (!v || !std::isfinite(*v))
        return {};
    char text[32];
    std::snprintf(text, sizeof text, "%.10g", *v);
    return text;
}

void printCsv(const ExploreMap &map)
{
    std::printf("%s,%s,%s,low,high,verdict\r\n", csvField(QString::fromStdString(map.x.name)).c_str(),
                csvField(QString::fromStdString(map.y.name)).c_str(), std::string(toString(map.metric)).c_str());
    for (const ExploreCell &c : map.cells)
        std::printf("%s,%s,%s,%s,%s,%s\r\n", csvField(QString::fromStdString(map.x.labels[c.xIndex])).c_str(),
                    csvField(QString::fromStdString(map.y.labels[c.yIndex])).c_str(), csvNumber(c.value).c_str(),
                    csvNumber(c.value ? std::optional(c.low) : std::nullopt).c_str(),
                    csvNumber(c.value ? std::optional(c.high) : std::nullopt).c_str(),
                    c.valid ? std::string(toString(c.verdict)).c_str() : "invalid");
}

// The map as a table: y down, x across; "-" where the metric does not apply, "!" where the
// scenario cannot be estimated.
void printTable(const ExploreMap &map)
{
    std::printf("%s (%s) by %s (down) and %s (across)\n", std::string(toString(map.metric)).c_str(),
                map.metric == ExploreMetric::Cost ? map.currency.c_str() : "80 % band in --json",
                map.y.name.c_str(), map.x.name.c_str());
    int first = 12;
    for (const std::string &label : map.y.labels)
        first = std::max(first, int(label.size()));
    std::printf("%*s", first, "");
    for (const std::string &label : map.x.labels)
        std::printf(" %11s", label.c_str());
    std::printf("\n");
    for (std::size_t j = 0; j < map.y.size(); ++j) {
        std::printf("%*s", first, map.y.labels[j].c_str());
        for (std::size_t i = 0; i < map.x.size(); ++i) {
            const ExploreCell &c = map.at(i, j);
            if (!c.valid)
                std::printf(" %11s", "!");
            else if (!c.value)
                std::printf(" %11s", "-");
            else
                std::printf(" %10.4g%s", *c.value, c.verdict == FitVerdict::DoesNotFit ? "x" : " ");
        }
        std::printf("\n");
    }
    std::printf("x: does not fit; -: does not apply; !: cannot be estimated (see --json)\n");
}

} // namespace

int runExploreCommand(QStringList args)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        std::fputs(kHelp, stdout);
        return 0;
    }
    bool missing = false;
    const std::optional<QString> xSpec = takeFlagValue(args, QStringLiteral("--x"), &missing);
    const std::optional<QString> ySpec = takeFlagValue(args, QStringLiteral("--y"), &missing);
    const std::optional<QString> metricName = takeFlagValue(args, QStringLiteral("--metric"), &missing);
    if (missing || !xSpec || !ySpec) {
        std::fprintf(stderr, "gpu-sizer-cli explore: --x and --y each need an axis (see --help)\n");
        return kExitUsage;
    }
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    const bool csv = args.removeAll(QStringLiteral("--csv")) > 0;
    if (json && csv) {
        std::fprintf(stderr, "gpu-sizer-cli explore: --json or --csv, not both\n");
        return kExitUsage;
    }
    Scenario scenario = defaultScenario();
    GpuCatalog catalog = GpuCatalog::builtIn();
    std::string scenarioFile;
    if (auto error = parseScenarioArgs(args, scenario, catalog, &scenarioFile)) {
        std::fprintf(stderr, "gpu-sizer-cli explore: %s\n", error->message.c_str());
        return error->exitCode;
    }
    if (!args.isEmpty()) {
        std::fprintf(stderr, "gpu-sizer-cli explore: unknown argument '%s' (see --help)\n",
                     args.first().toLocal8Bit().constData());
        return kExitUsage;
    }
    const std::optional<ExploreMetric> metric =
        metricName ? parseExploreMetric(metricName->toStdString()) : std::optional(ExploreMetric::Memory);
    if (!metric) {
        std::string names;
        for (const ExploreMetric m : exploreMetrics())
            names += (names.empty() ? "" : " | ") + std::string(toString(m));
        std::fprintf(stderr, "gpu-sizer-cli explore: --metric: expected %s\n", names.c_str());
        return kExitUsage;
    }
    const Result<ExploreAxis> x = parseExploreAxis(xSpec->toStdString(), catalog, "--x");
    const Result<ExploreAxis> y = parseExploreAxis(ySpec->toStdString(), catalog, "--y");
    for (const Result<ExploreAxis> *axis : {&x, &y})
        if (!axis->ok()) {
            std::fprintf(stderr, "gpu-sizer-cli explore: %s\n", axisError(axis->error()).c_str());
            return kExitUsage;
        }
    if (x.value().name == y.value().name) {
        std::fprintf(stderr, "gpu-sizer-cli explore: --x and --y name the same input\n");
        return kExitUsage;
    }
    const ExploreMap map = explore(scenario, catalog, x.value(), y.value(), *metric);
    if (json) {
        const QByteArray text = QJsonDocument(mapJson(map)).toJson(QJsonDocument::Indented);
        std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    } else if (csv) {
        printCsv(map);
    } else {
        printTable(map);
    }
    return kExitOk;
}

} // namespace gpusizer::cli
