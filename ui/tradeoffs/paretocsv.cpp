#include "tradeoffs/paretocsv.h"
#include "util/qstringfromutf8.h"

#include "catalog/gpucatalog.h"
#include "charts/datacsv.h"
#include "model/dtype.h"

namespace gpusizer::ui {

using core::toQString;

namespace {

QString gpuName(const core::GpuCatalog &catalog, const std::string &id)
{
    const core::GpuSpec *gpu = catalog.find(id);
    return gpu != nullptr ? QString::fromStdString(gpu->name) : QString();
}

QString whole(int value)
{
    return QString::number(value);
}

} // namespace

QByteArray servingParetoCsv(const core::ServingPareto &pareto, const core::GpuCatalog &catalog)
{
    using datacsv::flag;
    using datacsv::number;
    std::vector<QStringList> rows;
    rows.push_back({ QStringLiteral("gpu"), QStringLiteral("gpu_name"), QStringLiteral("gpus"), QStringLiteral("tp"),
        QStringLiteral("pp"), QStringLiteral("ep"), QStringLiteral("replicas"),
        QStringLiteral("concurrency_per_replica"), QStringLiteral("weight_dtype"), QStringLiteral("engine"),
        QStringLiteral("tokens_per_s_per_gpu"), QStringLiteral("tokens_per_s_per_user"),
        QStringLiteral("cost_per_million_tokens"), QStringLiteral("currency"), QStringLiteral("ttft_ms"),
        QStringLiteral("tpot_ms"), QStringLiteral("meets_targets"), QStringLiteral("dominated"),
        QStringLiteral("cost_dominated") });
    for (const core::ServingParetoPoint &p : pareto.points) {
        const core::Scenario &s = p.scenario;
        rows.push_back({ toQString(s.gpuId), gpuName(catalog, s.gpuId), whole(s.parallel.gpus), whole(s.parallel.tp),
            whole(s.parallel.pp), whole(s.parallel.ep), whole(s.serving.replicas), number(p.concurrencyPerReplica),
            toQString(core::toString(s.weightDtype)), toQString(core::toString(s.serving.engine)),
            number(p.tokensPerSecondPerGpu), number(p.tokensPerSecondPerUser), number(p.costPerMillionOutputTokens),
            toQString(s.prices.currency), number(p.ttftMs), number(p.tpotMs), flag(p.meetsTargets), flag(p.dominated),
            flag(p.costDominated) });
    }
    return datacsv::table(rows);
}

QByteArray trainingParetoCsv(const core::TrainingPareto &pareto, const core::GpuCatalog &catalog)
{
    using datacsv::flag;
    using datacsv::number;
    std::vector<QStringList> rows;
    rows.push_back({ QStringLiteral("gpu"), QStringLiteral("gpu_name"), QStringLiteral("gpus"),
        QStringLiteral("strategy"), QStringLiteral("hours"), QStringLiteral("cost"), QStringLiteral("currency"),
        QStringLiteral("recommendable"), QStringLiteral("calibrated"), QStringLiteral("dominated") });
    for (const core::TrainingParetoPoint &p : pareto.points) {
        const core::Scenario &s = p.scenario;
        rows.push_back({ toQString(s.gpuId), gpuName(catalog, s.gpuId), whole(s.parallel.gpus),
            toQString(core::toString(p.strategy)), number(p.hours), number(p.cost), toQString(s.prices.currency),
            flag(p.recommendable), flag(p.calibrated), flag(p.dominated) });
    }
    return datacsv::table(rows);
}

} // namespace gpusizer::ui
