// What would make a scenario that does not fit its GPUs fit: the recommender's changes, else
// the analysis's own variants and the configurations that fit.
#include "report/reportsections.h"

#include "report/reportbuilder.h"
#include "report/reporttext.h"

#include "catalog/gpucatalog.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

// The configurations the fit section names when the recommender has no change to offer.
constexpr int kMaxFittingConfigurations = 6;

QString changeText(core::FitChange change, const core::FitSuggestion &suggestion, const core::GpuSpec &gpu)
{
    const core::Scenario &s = suggestion.scenario;
    switch (change) {
    case core::FitChange::EnableCheckpointing:
        return ReportText::tr("turn on activation checkpointing (%1)").arg(enumtext::checkpointing(s.checkpointing));
    case core::FitChange::ShorterSequence:
        return ReportText::tr("shorten the sequences to %1").arg(formatTokens(s.seqLen));
    case core::FitChange::SmallerMicroBatch:
        return ReportText::tr("%1 sequence(s) per GPU with %2 accumulation steps (same global batch)", nullptr,
                              s.microBatch)
            .arg(QLocale().toString(s.microBatch), QLocale().toString(s.gradAccum));
    case core::FitChange::Optimizer8bit:
        return ReportText::tr("use the %1 optimizer").arg(enumtext::optimizer(s.optimizer));
    case core::FitChange::UseLora:
        return ReportText::tr("switch to %1").arg(ReportText::methodPhrase(core::Method::LoRA));
    case core::FitChange::UseQlora:
        return ReportText::tr("switch to %1").arg(ReportText::methodPhrase(core::Method::QLoRA));
    case core::FitChange::ShardingStage:
        return ReportText::tr("shard the model states (%1)").arg(strategyLabel(s.parallel));
    case core::FitChange::Offload:
        return ReportText::tr("move states to host memory (%1)").arg(strategyLabel(s.parallel));
    case core::FitChange::MoreGpus:
    case core::FitChange::BiggerGpu:
        return ReportText::tr("use %1 (%2)")
            .arg(configurationLabel(s.parallel.gpus, QString::fromStdString(gpu.name)), strategyLabel(s.parallel));
    case core::FitChange::Fp8KvCache:
        return ReportText::tr("hold the KV cache in fp8");
    case core::FitChange::Fp8Weights:
    case core::FitChange::Int4Weights:
        return ReportText::tr("serve the weights in %1").arg(enumtext::dtype(s.weightDtype));
    case core::FitChange::MoreTensorParallel:
    case core::FitChange::MoreReplicas:
        return ReportText::tr("serve on %1 with tensor parallelism %2")
            .arg(configurationLabel(s.parallel.gpus, QString::fromStdString(gpu.name)), QLocale().toString(s.parallel.tp));
    case core::FitChange::ShorterPrompt:
        return ReportText::tr("shorten the prompts to %1").arg(formatTokens(s.serving.inputLen));
    }
    return {};
}

// "Switch to QLoRA fine-tuning + use the 8-bit AdamW optimizer", first letter capitalised.
QString suggestionText(const core::FitSuggestion &suggestion, const core::GpuSpec &gpu)
{
    QStringList parts;
    for (core::FitChange change : suggestion.changes)
        parts << changeText(change, suggestion, gpu);
    QString text = parts.join(ReportText::tr(" and "));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

} // namespace

void addFitSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    if (const core::ServingEstimate *serving = servingEstimate(snap)) {
        // A serving engine fills its KV pool by design: it fits when a sequence's KV cache does.
        if (!serving->fits)
            addServingFit(builder, context);
        return;
    }
    if (snap.estimate.verdict == core::FitVerdict::Fits)
        return;
    builder.heading(ReportText::fitHeading());
    const core::Scenario &s = snap.scenario;
    int suggestions = 0;
    for (const core::FitSuggestion &suggestion : snap.fitSuggestions) {
        const core::GpuSpec *found = suggestion.scenario.gpuId == snap.gpu.id
            ? &snap.gpu
            : core::GpuCatalog::builtIn().find(suggestion.scenario.gpuId);
        const core::GpuSpec &gpu = found ? *found : snap.gpu;
        const core::Estimate &e = suggestion.estimate;
        builder.bullet(ReportText::tr("%1: %2 per GPU of %3, about %4 and %5 when renting.")
                           .arg(suggestionText(suggestion, gpu), formatGiB(e.requiredBytes), formatGiB(e.capacityBytes),
                               formatHours(e.time.wallSeconds),
                               formatMoney(e.cost.rentTotal, suggestion.scenario.prices.currency)));
        if (++suggestions >= kReportListRows)
            return;
    }
    if (suggestions > 0)
        return;
    // Without the recommender's suggestions: what the analysis's own variants show.
    for (const core::MethodVariant &variant : snap.methods) {
        // Only what the same goal allows: pre-training cannot switch to an adapter method.
        if (variant.method == s.method || variant.estimate.verdict != core::FitVerdict::Fits
            || !core::isTraining(variant.method)
            || (s.method == core::Method::Pretrain && core::isAdapterMethod(variant.method)))
            continue;
        builder.bullet(ReportText::tr("Switch to %1: it needs %2 per GPU and fits on %3.")
                           .arg(ReportText::methodPhrase(variant.method), formatGiB(variant.estimate.requiredBytes),
                               configurationLabel(s.parallel.gpus, snap.gpu)));
        ++suggestions;
    }
    if (core::isTraining(s.method) && snap.maxFittingSeqLen > 0 && snap.maxFittingSeqLen < s.seqLen) {
        builder.bullet(ReportText::tr("Shorten the sequences from %1 to at most %2.")
                           .arg(formatTokens(s.seqLen), formatTokens(snap.maxFittingSeqLen)));
        ++suggestions;
    }
    for (const ConfigurationRow &row : context.configurations) {
        if (row.verdict != core::FitVerdict::Fits || row.current)
            continue;
        builder.bullet(ReportText::tr("Use %1 with %2: %3 per GPU of %4, about %5 and %6 when renting.")
                           .arg(configurationLabel(row.gpus, row.gpuName), row.strategy, formatGiB(row.requiredBytes),
                               formatGiB(row.capacityBytes), formatHours(row.wallSeconds),
                               formatMoney(row.rentTotal, row.currency)));
        if (++suggestions >= kMaxFittingConfigurations)
            break;
    }
    if (suggestions == 0)
        builder.paragraph(ReportText::tr("No single change among those tried (another method, shorter sequences, other "
                                         "GPU configurations) makes this scenario fit. More GPUs with sharding of the "
                                         "model states, or a smaller model, are needed."));
}

} // namespace gpusizer::ui
