#include "text/fitsuggestiontext.h"

#include "catalog/gpucatalog.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

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
    const QLocale locale;
    switch (change) {
    case core::FitChange::EnableCheckpointing:
        return FitSuggestionText::tr("Turn on gradient checkpointing");
    case core::FitChange::ShorterSequence:
        return FitSuggestionText::tr("Sequence length %1 → %2").arg(locale.toString(base.seqLen), locale.toString(changed.seqLen));
    case core::FitChange::SmallerMicroBatch:
        return FitSuggestionText::tr("Micro-batch %1 → %2 (accumulation %3 → %4)")
            .arg(locale.toString(base.microBatch), locale.toString(changed.microBatch),
                 locale.toString(base.gradAccum), locale.toString(changed.gradAccum));
    case core::FitChange::Optimizer8bit:
        return FitSuggestionText::tr("8-bit optimizer states");
    case core::FitChange::UseLora:
        return FitSuggestionText::tr("LoRA instead of training every weight");
    case core::FitChange::UseQlora:
        return FitSuggestionText::tr("QLoRA (4-bit base weights)");
    case core::FitChange::ShardingStage:
        return FitSuggestionText::tr("Shard with %1").arg(strategyLabel(changed.parallel));
    case core::FitChange::Offload:
        return changed.parallel.offload == core::Offload::Params ? FitSuggestionText::tr("Offload weights and optimizer to CPU memory")
                                                                 : FitSuggestionText::tr("Offload the optimizer to CPU memory");
    case core::FitChange::MoreGpus:
        return FitSuggestionText::tr("%1 GPUs instead of %2")
            .arg(locale.toString(changed.parallel.gpus), locale.toString(base.parallel.gpus));
    case core::FitChange::BiggerGpu:
        return FitSuggestionText::tr("%1 instead of %2").arg(gpuName(changed.gpuId), gpuName(base.gpuId));
    case core::FitChange::Fp8KvCache:
        return FitSuggestionText::tr("KV cache in fp8");
    case core::FitChange::Fp8Weights:
        return FitSuggestionText::tr("Weights in fp8");
    case core::FitChange::Int4Weights:
        return FitSuggestionText::tr("Weights in 4 bits (int4)");
    case core::FitChange::MoreTensorParallel:
        return FitSuggestionText::tr("Tensor parallelism %1 → %2 (%3 GPUs)")
            .arg(locale.toString(base.parallel.tp), locale.toString(changed.parallel.tp),
                 locale.toString(changed.parallel.gpus));
    case core::FitChange::MoreReplicas:
        return FitSuggestionText::tr("%1 GPUs instead of %2 (fewer users on each replica)")
            .arg(locale.toString(changed.parallel.gpus), locale.toString(base.parallel.gpus));
    case core::FitChange::ShorterPrompt:
        return FitSuggestionText::tr("Prompts of %1 tokens instead of %2")
            .arg(locale.toString(changed.serving.inputLen), locale.toString(base.serving.inputLen));
    }
    return {};
}

QString fitSuggestionText(const core::FitSuggestion &suggestion, const core::Scenario &base)
{
    QStringList changes;
    for (const core::FitChange change : suggestion.changes)
        changes << fitChangeText(change, base, suggestion.scenario);
    const core::Estimate &e = suggestion.estimate;
    if (e.serving) {
        // A serving change is judged by what it serves: the latencies at the targets' statistic.
        const core::LatencyStat stat = suggestion.scenario.serving.targetStat;
        // Each figure stays on one line with its name and statistic ("TTFT p99 134 ms"); the
        // line may break only between the two.
        QString figures = FitSuggestionText::tr("TPOT %1 %2, TTFT %1 %3")
                              .arg(enumtext::latencyStat(stat), formatMilliseconds(e.serving->tpotMs.at(stat)),
                                   formatMilliseconds(e.serving->ttftMs.at(stat)));
        figures.replace(QLatin1Char(' '), QChar(0x00A0)).replace(QStringLiteral(",\u00A0"), QStringLiteral(", "));
        return changes.join(QStringLiteral(" + ")) + QStringLiteral(": ") + figures;
    }
    const QString result = e.capacityBytes > 0
                               ? FitSuggestionText::tr("%1 per GPU (%2 used)")
                                     .arg(formatGiB(e.requiredBytes), formatPercent(e.requiredBytes / e.capacityBytes))
                               : formatGiB(e.requiredBytes);
    return changes.join(QStringLiteral(" + ")) + QStringLiteral(": ") + result;
}

} // namespace gpusizer::ui
