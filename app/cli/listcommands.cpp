#include "listcommands.h"
#include "model/units.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"

#include <cstdio>

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
                       {QStringLiteral("currency"), QStringLiteral("USD")},
                       {QStringLiteral("rent_price_date"), q(g.rentPriceDate)},
                       {QStringLiteral("rent_price_source"), q(g.rentPriceSource)}};
}

// The half-precision figure of the text listing names the precision it is for, so a GPU
// without bf16 reads "fp16" instead of borrowing the fp16 figure under a bf16 label.
void printGpuLine(const GpuSpec &g)
{
    const bool bf16 = g.bf16Tflops > 0;
    std::printf("%-18s %-36s %6.1f GiB usable %5.0f GB/s %7.1f TFLOP/s %s %6.2f USD/h (%s)\n", g.id.c_str(),
                g.name.c_str(), g.usableBytes / units::kGiB, g.memoryBandwidthGBs,
                bf16 ? g.bf16Tflops : g.fp16Tflops, bf16 ? "bf16" : "fp16", g.rentPerHour,
                g.rentPriceDate.c_str());
}

} // namespace

int runGpusCommand(QStringList args)
{
    const bool json = takeJsonFlag(args, "gpus");
    QJsonArray array;
    for (const GpuSpec &g : GpuCatalog::builtIn().gpus()) {
        if (json)
            array.append(gpuJson(g));
        else
            printGpuLine(g);
    }
    return json ? printJson(array) : 0;
}

} // namespace gpusizer::cli
