#include "listcommands.h"
#include "model/units.h"

#include "estimatejson.h"
#include "exitcodes.h"

#include "catalog/gpucatalog.h"
#include "catalog/intervaltable.h"
#include "catalog/modelcatalog.h"
#include "catalog/exchangeratesfile.h"
#include "estimate/time/utilisationmodel.h"
#include "pricelistarg.h"

#include <cstdio>
#include <optional>
#include <string>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

QString q(const std::string &s) { return QString::fromStdString(s); }

int printJson(const QJsonArray &array)
{
    const QByteArray text = QJsonDocument(array).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    return 0;
}

bool takeJsonFlag(QStringList &args, const char *command)
{
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    if (!args.isEmpty())
        std::fprintf(stderr, "gpu-sizer-cli %s: ignoring unknown argument '%s'\n", command,
                     args.first().toLocal8Bit().constData());
    return json;
}

} // namespace

int runModelsCommand(QStringList args)
{
    const bool json = takeJsonFlag(args, "models");
    QJsonArray array;
    for (const Architecture &a : ModelCatalog::builtIn().models()) {
        const ParameterCounts counts = countParameters(a);
        if (json) {
            array.append(QJsonObject{{QStringLiteral("id"), q(a.id)},
                                     {QStringLiteral("name"), q(a.displayName)},
                                     {QStringLiteral("params"), counts.total},
                                     {QStringLiteral("active_params"), counts.active}});
        } else {
            std::printf("%-24s %-36s %9.2f B\n", a.id.c_str(), a.displayName.c_str(), counts.total / 1e9);
        }
    }
    return json ? printJson(array) : 0;
}

namespace {

// One catalog GPU as JSON: every figure the estimators use, 0 TFLOP/s only where the GPU has
// no tensor path in that precision (V100 and T4 have no bf16; the estimate then falls back to fp16).
QJsonObject gpuJson(const GpuSpec &g)
{
    return QJsonObject{{QStringLiteral("id"), q(g.id)},
                       {QStringLiteral("vendor"), q(g.vendor)},
                       {QStringLiteral("name"), q(g.name)},
                       {QStringLiteral("memory_bytes"), g.memoryBytes},
                       {QStringLiteral("usable_bytes"), g.usableBytes},
                       {QStringLiteral("memory_bandwidth_gb_s"), g.memoryBandwidthGBs},
                       {QStringLiteral("link_bandwidth_gb_s"), g.linkBandwidthGBs},
                       {QStringLiteral("bf16_tflops"), g.bf16Tflops},
                       {QStringLiteral("fp16_tflops"), g.fp16Tflops},
                       {QStringLiteral("fp8_tflops"), g.fp8Tflops},
                       {QStringLiteral("tf32_tflops"), g.tf32Tflops},
                       {QStringLiteral("fp32_tflops"), g.fp32Tflops},
                       {QStringLiteral("tdp_watts"), g.tdpWatts},
                       {QStringLiteral("rent_per_hour"), g.rentPerHour},
                       {QStringLiteral("purchase_price"), g.purchasePrice},
                       {QStringLiteral("currency"), q(g.priceCurrency)},
                       {QStringLiteral("rent_price_date"), q(g.rentPriceDate)},
                       {QStringLiteral("rent_price_source"), q(g.rentPriceSource)},
                       // Whether measured runs calibrate this family's speed (else datasheet-based),
                       // and how many quality A+B validation rows measured the family.
                       {QStringLiteral("calibrated"), timing::calibration().isFitted(g.generation)},
                       {QStringLiteral("calibration"), calibrationToJson(g)}};
}

QJsonObject systemJson(const SystemSpec &s)
{
    return QJsonObject{{QStringLiteral("id"), q(s.id)},
                       {QStringLiteral("name"), q(s.name)},
                       {QStringLiteral("vendor"), q(s.vendor)},
                       {QStringLiteral("kind"), q(std::string(toString(s.kind)))},
                       {QStringLiteral("condition"), q(std::string(toString(s.condition)))},
                       {QStringLiteral("gpu"), q(s.gpuId)},
                       {QStringLiteral("gpus"), s.gpus},
                       {QStringLiteral("cpu_memory_gib"), s.cpuMemoryGiB},
                       {QStringLiteral("network"), q(s.network)},
                       {QStringLiteral("power_kw"), s.powerKw},
                       {QStringLiteral("rack_units"), s.rackUnits},
                       {QStringLiteral("purchase_price"), s.purchasePrice},
                       {QStringLiteral("currency"), q(s.currency)},
                       {QStringLiteral("price_date"), q(s.priceDate)},
                       {QStringLiteral("source"), q(s.source)}};
}

// The catalog with --price-list applied; prints the error, sets `exitCode` and returns nullopt
// on failure.
std::optional<GpuCatalog> catalogFor(QStringList &args, const char *command, int &exitCode)
{
    GpuCatalog catalog = GpuCatalog::builtIn();
    if (auto error = takePriceListArg(args, catalog)) {
        std::fprintf(stderr, "gpu-sizer-cli %s: %s\n", command, error->message.c_str());
        exitCode = error->exitCode;
        return std::nullopt;
    }
    return catalog;
}

// The half-precision figure of the text listing names the precision it is for, so a GPU
// without bf16 reads "fp16" instead of borrowing the fp16 figure under a bf16 label.
// The family and its measured runs close the line: "hopper: 87 runs (memory 9, speed 87)".
void printGpuLine(const GpuSpec &g)
{
    const bool bf16 = g.bf16Tflops > 0;
    const bool calibrated = timing::calibration().isFitted(g.generation);
    const CalibrationRows &rows = builtInIntervalTable().calibrationOf(g.generation);
    std::printf("%-18s %-36s %6.1f GiB usable %5.0f GB/s %7.1f TFLOP/s %s %6.2f %s/h (%s)  %s: %d runs "
                "(memory %d, speed %d)%s\n",
                g.id.c_str(), g.name.c_str(), g.usableBytes / units::kGiB, g.memoryBandwidthGBs,
                bf16 ? g.bf16Tflops : g.fp16Tflops, bf16 ? "bf16" : "fp16", g.rentPerHour, g.priceCurrency.c_str(),
                g.rentPriceDate.c_str(), std::string(toString(g.generation)).c_str(), rows.runs, rows.memoryRows,
                rows.throughputRows, calibrated ? "" : "  * speed not calibrated");
}

} // namespace

int runGpusCommand(QStringList args)
{
    int exitCode = kExitOk;
    const std::optional<GpuCatalog> catalog = catalogFor(args, "gpus", exitCode);
    if (!catalog)
        return exitCode;
    const bool json = takeJsonFlag(args, "gpus");
    QJsonArray array;
    for (const GpuSpec &g : catalog->gpus()) {
        if (json)
            array.append(gpuJson(g));
        else
            printGpuLine(g);
    }
    return json ? printJson(array) : 0;
}

int runSystemsCommand(QStringList args)
{
    int exitCode = kExitOk;
    const std::optional<GpuCatalog> catalog = catalogFor(args, "systems", exitCode);
    if (!catalog)
        return exitCode;
    const bool json = takeJsonFlag(args, "systems");
    QJsonArray array;
    for (const SystemSpec &s : catalog->systems()) {
        if (json)
            array.append(systemJson(s));
        else
            std::printf("%-22s %-44s %4d x %-16s %12.0f %s (%s)\n", s.id.c_str(), s.name.c_str(), s.gpus,
                        s.gpuId.c_str(), s.purchasePrice, s.currency.c_str(), s.priceDate.c_str());
    }
    return json ? printJson(array) : 0;
}

int runRatesCommand(QStringList args)
{
    const bool json = takeJsonFlag(args, "rates");
    const ExchangeRates &rates = builtInExchangeRates();
    QJsonObject perUsd;
    for (const auto &[code, rate] : rates.perUsd) {
        perUsd.insert(q(code), rate);
        if (!json)
            std::printf("1 USD = %-10.4g %s\n", rate, code.c_str());
    }
    if (!json) {
        std::printf("Rates of %s (%s).\n", rates.date.c_str(), rates.source.c_str());
        return 0;
    }
    const QJsonObject root{{QStringLiteral("base"), QStringLiteral("USD")},
                           {QStringLiteral("date"), q(rates.date)},
                           {QStringLiteral("source"), q(rates.source)},
                           {QStringLiteral("per_usd"), perUsd}};
    const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    return 0;
}

} // namespace gpusizer::cli
