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

int runGpusCommand(QStringList args)
{
    const bool json = takeJsonFlag(args, "gpus");
    QJsonArray array;
    for (const GpuSpec &g : GpuCatalog::builtIn().gpus()) {
        if (json) {
            array.append(QJsonObject{{QStringLiteral("id"), q(g.id)},
                                     {QStringLiteral("name"), q(g.name)},
                                     {QStringLiteral("memory_bytes"), g.memoryBytes},
                                     {QStringLiteral("usable_bytes"), g.usableBytes},
                                     {QStringLiteral("bf16_tflops"), g.bf16Tflops},
                                     {QStringLiteral("rent_per_hour"), g.rentPerHour},
                                     {QStringLiteral("rent_price_date"), q(g.rentPriceDate)}});
        } else {
            std::printf("%-18s %-36s %6.1f GiB usable %7.1f TFLOP/s bf16 %6.2f USD/h (%s)\n", g.id.c_str(),
                        g.name.c_str(), g.usableBytes / units::kGiB, g.peakTflops(DType::BF16),
                        g.rentPerHour, g.rentPriceDate.c_str());
        }
    }
    return json ? printJson(array) : 0;
}

} // namespace gpusizer::cli
