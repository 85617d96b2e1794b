#include "panels/fitsuggestiontext.h"

#include "catalog/gpucatalog.h"
#include "charts/displayformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct FitSuggestionText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::FitSuggestionText)
};

QString gpuName(const std::string &id)
{
    const core::GpuSpec *gpu = core::GpuCatalog::builtIn().find(id);
    return QString::fromStdString(gpu ? gpu->name : id);
}

} // namespace

QString fitChangeText(core::FitChange change, const core::Scenario &base, const core::Scenario &changed)
{
    using T = FitSuggestionText;
    const QLocale locale;
    switch (change) {
    case core::FitChange::EnableCheckpointing:
        return T::tr("Turn on gradient checkpointing");
    case core::FitChange::ShorterSequence:
        return T::tr("Sequence length %1 → %2").arg(locale.toString(base.seqLen), locale.toString(changed.seqLen));
    case core::FitChange::SmallerMicroBatch:
        return T::tr("Micro-batch %1 → %2 (accumulation %3 → %4)")
            .arg(locale.toString(base.microBatch), locale.toString(changed.microBatch),
                 locale.toString(base.gradAccum), locale.toString(changed.gradAccum));
    case core::FitChange::Optimizer8bit:
        return T::tr("8-bit optimizer states");
    case core::FitChange::UseLora:
        return T::tr("LoRA instead of training every weight");
    case core::FitChange::UseQlora:
        return T::tr("QLoRA (4-bit base weights)");
    case core::FitChange::ShardingStage:
        return T::tr("Shard with %1").arg(strategyLabel(changed.parallel));
    case core::FitChange::Offload:
        return changed.parallel.offload == core::Offload::Params ? T::tr("Offload weights and optimizer to CPU memory")
                                                                 : T::tr("Offload the optimizer to CPU memory");
    case core::FitChange::MoreGpus:
        return T::tr("%1 GPUs instead of %2")
            .arg(locale.toString(changed.parallel.gpus), locale.toString(base.parallel.gpus));
    case core::FitChange::BiggerGpu:
        return T::tr("%1 instead of %2").arg(gpuName(changed.gpuId), gpuName(base.gpuId));
    }
    return {};
}

QString fitSuggestionText(const core::FitSuggestion &suggestion, const core::Scenario &base)
{
    QStringList changes;
    for (const core::FitChange change : suggestion.changes)
        changes << fitChangeText(change, base, suggestion.scenario);
    const core::Estimate &e = suggestion.estimate;
    const QString result = e.capacityBytes > 0
                               ? FitSuggestionText::tr("%1 per GPU (%2 used)")
                                     .arg(formatGiB(e.requiredBytes), formatPercent(e.requiredBytes / e.capacityBytes))
                               : formatGiB(e.requiredBytes);
    return changes.join(QStringLiteral(" + ")) + QStringLiteral(": ") + result;
}

} // namespace gpusizer::ui
