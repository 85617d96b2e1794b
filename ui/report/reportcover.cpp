// Cover block, summary and inputs of the report.
#include "report/reportsections.h"
#include "util/qstringfromutf8.h"

#include "report/logoblock.h"
#include "report/reportbuilder.h"
#include "report/reportstyle.h"
#include "report/reporttext.h"

#include "text/appinfo.h"
#include "text/displayformat.h"
#include "text/enumtext.h"
#include "text/guardrailtext.h"
#include "model/framework.h"
#include "model/lora.h"
#include "text/intervaltext.h"

#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

using core::toQString;

namespace {

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

QString billions(double params)
{
    const double b = params / 1e9;
    return ReportText::tr("%1 billion").arg(number(b, b < 10 ? 2 : 1));
}

QString modelDescription(const core::Scenario &s, const core::Estimate &e)
{
    const core::Architecture &a = s.model;
    QStringList parts;
    if (a.isMoE())
        parts << ReportText::tr("mixture of experts: %1 experts, %2 active per token")
                     .arg(QLocale().toString(a.experts), QLocale().toString(a.expertsPerToken));
    else
        parts << ReportText::tr("dense transformer");
    parts << ReportText::tr("%1 layers").arg(QLocale().toString(a.layers));
    parts << ReportText::tr("hidden size %1").arg(QLocale().toString(a.hidden));
    parts << ReportText::tr("%1 attention heads (%2 key/value heads)")
                 .arg(QLocale().toString(a.heads), QLocale().toString(a.kvHeads));
    parts << ReportText::tr("vocabulary %1").arg(QLocale().toString(static_cast<qlonglong>(a.vocab)));
    QString params = ReportText::tr("%1 parameters").arg(billions(e.totalParams));
    if (a.isMoE() && e.activeParams > 0)
        params = ReportText::tr("%1 parameters, %2 active per token")
                     .arg(billions(e.totalParams), billions(e.activeParams));
    return ReportText::tr("%1 (%2; %3)").arg(toQString(a.displayName), parts.join(QStringLiteral(", ")), params);
}

QString methodDescription(const core::Scenario &s, const core::Estimate &e)
{
    QString text = ReportText::methodPhrase(s.method);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    if (core::isAdapterMethod(s.method)) {
        text = ReportText::tr("%1 with rank %2, alpha %3, on %4 (%5 trainable parameters)")
                   .arg(text, QLocale().toString(s.lora.rank),
                       number(s.lora.alpha, s.lora.alpha == int(s.lora.alpha) ? 0 : 1),
                       toQString(core::loraTargetsToString(s.lora.targets)),
                       e.trainableParams >= 1e9 ? billions(e.trainableParams)
                                                : ReportText::tr("%1 million").arg(number(e.trainableParams / 1e6, 1)));
    }
    return text;
}

QString precisionDescription(const core::Scenario &s)
{
    QString text = ReportText::tr("weights stored as %1, computed in %2")
                       .arg(enumtext::dtype(s.weightDtype), enumtext::dtype(s.computeDtype));
    if (core::isTraining(s.method))
        text += core::usesMasterWeights(s) ? ReportText::tr("; fp32 master copy of the trained weights")
                                           : ReportText::tr("; no separate fp32 master copy");
    return text;
}

QString batchDescription(const core::Scenario &s)
{
    const int dp = s.parallel.dataParallel();
    const int global = s.microBatch * s.gradAccum * dp;
    return ReportText::tr(
        "%1 sequences per GPU × %2 accumulation steps × %3 data-parallel replicas = %4 sequences per step")
        .arg(QLocale().toString(s.microBatch), QLocale().toString(s.gradAccum), QLocale().toString(dp),
            QLocale().toString(global));
}

// Request rates: two decimals below 10, one below 100, none from 100 on (as the serving section).
QString rate(double value)
{
    return number(value, value < 10 ? 2 : value < 100 ? 1 : 0);
}

// The size of the load: "64" users, "2.00" requests per second, "1,000 requests" of a job.
QString loadAmount(const core::ServingSettings &load)
{
    switch (load.load) {
    case core::LoadKind::Concurrency:
        return QLocale().toString(load.concurrency);
    case core::LoadKind::RequestRate:
        return rate(load.requestsPerSecond);
    case core::LoadKind::Batch:
        return ReportText::tr("%Ln request(s)", "the size of an offline job or a static batch", load.concurrency);
    case core::LoadKind::Offline:
        return ReportText::tr("%Ln request(s)", "the size of an offline job or a static batch", load.offlineRequests);
    }
    return {};
}

// Inference: what the weights and the workspace take, what the KV pool holds, throughput,
// latency and cost, from the serving estimate (the single-stream decode figures do not apply
// to an engine that batches continuously).
void servingSummary(QStringList &sentences, const ReportContext &context, const core::ServingEstimate &v)
{
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    const core::ServingSettings &load = s.serving;
    const QString model = toQString(s.model.displayName);
    const QString engine = enumtext::servingEngine(load.engine);
    const QString config = configurationLabel(v.gpus, snap.gpu);
    const QString weights = formatGiB(v.weightBytes);
    const QString workspace = formatGiB(v.workspaceBytes + v.graphBytes);
    const QString sequence = formatTokens(load.inputLen + load.outputLen);
    if (!v.fits) {
        sentences << ReportText::tr("Serving %1 with %2 does not fit on %3: the weights take %4 and the engine's "
                                    "workspace %5 of the %6 each GPU can use, which leaves no room for the KV cache "
                                    "of one sequence of %7.",
            "%1 model, %2 engine, %3 GPUs, %4 %5 %6 memory, %7 tokens")
                         .arg(model, engine, config, weights, workspace, formatGiB(snap.estimate.capacityBytes),
                             sequence);
        for (const ConfigurationRow &row : context.configurations) {
            if (!row.serving || row.serving->maxConcurrency < 1 || row.current)
                continue;
            sentences << ReportText::tr("The best-ranked configuration that fits is %1 (%2), at about %3 per month.",
                "%1 GPUs, %2 tensor parallel degree × replicas, %3 money")
                             .arg(QStringLiteral("%1\u00A0×\u00A0%2").arg(QLocale().toString(row.gpus), row.gpuName),
                                 row.strategy, formatMoney(row.serving->monthlyRent, row.currency));
            break;
        }
        sentences << ReportText::tr("The section “%1” lists changes that bring it within the GPU's memory.")
                         .arg(ReportText::fitHeading());
        return;
    }
    // A split deployment's per-GPU figures and its KV pool are a decode worker's (ServingEstimate::disaggregated).
    sentences << (v.disaggregated
            ? ReportText::tr("Serving %1 with %2 on %3: the weights take %4 and the engine's workspace %5 per GPU "
                             "of a decode worker, and the KV-cache pool the engine reserves beside them holds %Ln "
                             "sequence(s) of %6 per decode worker.",
                "%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence", v.maxConcurrency)
            : ReportText::tr("Serving %1 with %2 on %3: the weights take %4 and the engine's workspace %5 per GPU, "
                             "and the KV-cache pool the engine reserves beside them holds %Ln sequence(s) of %6 "
                             "per replica.",
                "%1 model, %2 engine, %3 GPUs, %4 and %5 memory, %6 tokens per sequence", v.maxConcurrency))
                     .arg(model, engine, config, weights, workspace, sequence);
    const QString tokens = number(v.outputTokensPerSecond);
    const QString tpot = formatMilliseconds(v.tpotMs.at(load.targetStat));
    const QString stat = enumtext::latencyStat(load.targetStat);
    sentences << (v.costPerMillionOutputTokens > 0
            ? ReportText::tr("The deployment generates about %1 output tokens per second at a time per output token "
                             "of %2 (%3), for about %4 per million output tokens.",
                "%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean), %4 money")
                  .arg(tokens, tpot, stat, formatMoney(v.costPerMillionOutputTokens, s.prices.currency))
            : ReportText::tr("The deployment generates about %1 output tokens per second at a time per output token "
                             "of %2 (%3).",
                "%1 tokens per second, %2 time (e.g. 38 ms), %3 the statistic (p99, p50, mean)")
                  .arg(tokens, tpot, stat));
    if (!v.holdsLoad)
        sentences << ReportText::tr(
            "The load is more than the replicas complete, so requests would queue without end.");
    else if ((load.ttftTargetMs || load.tpotTargetMs) && !v.meetsTargets)
        sentences << ReportText::tr("It does not meet the latency targets (see “%1”).", "%1 a section heading")
                         .arg(ReportText::servingHeading());
}

} // namespace

void addCoverSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Scenario &s = context.analysis.scenario;
    const ReportInfo &info = context.info;
    // The logo is read at most at the report's resolution for its box.
    const QSize logoPixels(qRound(kLogoWidthMm / 25.4 * kReportDpi), qRound(kLogoHeightMm / 25.4 * kReportDpi));
    builder.title(ReportText::title(),
        ReportText::tr("%1 · %2").arg(toQString(s.model.displayName), enumtext::method(s.method)),
        loadReportLogo(info.logoPath, logoPixels));
    KeyValues rows;
    if (!info.customer.trimmed().isEmpty())
        rows.emplace_back(ReportText::customerLabel(), info.customer.trimmed());
    if (!info.project.trimmed().isEmpty())
        rows.emplace_back(ReportText::projectLabel(), info.project.trimmed());
    QStringList by;
    if (!info.consultantName.trimmed().isEmpty())
        by << info.consultantName.trimmed();
    if (!info.consultantCompany.trimmed().isEmpty())
        by << info.consultantCompany.trimmed();
    if (!by.isEmpty())
        rows.emplace_back(ReportText::preparedByLabel(), by.join(QStringLiteral(", ")));
    rows.emplace_back(ReportText::dateLabel(), QLocale().toString(info.date, QLocale::LongFormat));
    rows.emplace_back(ReportText::validUntilLabel(), QLocale().toString(info.validity(), QLocale::LongFormat));
    rows.emplace_back(
        ReportText::versionLabel(), ReportText::tr("%1 %2").arg(appinfo::applicationName(), appinfo::version()));
    builder.keyValues(rows);
    if (!info.notes.trimmed().isEmpty()) {
        builder.subheading(ReportText::notesHeading());
        const QStringList paragraphs = info.notes.trimmed().split(QLatin1Char('\n'));
        for (const QString &p : paragraphs)
            if (!p.trimmed().isEmpty())
                builder.paragraph(p.trimmed());
    }
}

QString summaryText(const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    const core::Estimate &e = snap.estimate;
    const QString model = toQString(s.model.displayName);
    const QString config = configurationLabel(s.parallel.gpus, snap.gpu);
    QStringList sentences;
    if (const core::ServingEstimate *serving = servingEstimate(snap)) {
        servingSummary(sentences, context, *serving);
    } else if (e.verdict == core::FitVerdict::Tight) {
        sentences << ReportText::tr("%1 of %2 needs %3 of memory per GPU and fits on %4 with only %5 to spare, "
                                    "less than the %6 safety margin: it may run out of memory.")
                         .arg(ReportText::methodPhrase(s.method), model, formatGiB(e.requiredBytes), config,
                             formatGiB(e.headroomBytes), formatPercent(snap.fitPolicy.safetyMargin));
    } else if (e.verdict == core::FitVerdict::Fits) {
        sentences << ReportText::tr("%1 of %2 needs %3 of memory per GPU and fits on %4, with %5 to spare.")
                         .arg(ReportText::methodPhrase(s.method), model, formatGiB(e.requiredBytes), config,
                             formatGiB(e.headroomBytes));
    } else {
        sentences << ReportText::tr("%1 of %2 needs %3 of memory per GPU, %4 more than the %5 each GPU of %6 can use, "
                                    "so it does not fit as configured.")
                         .arg(ReportText::methodPhrase(s.method), model, formatGiB(e.requiredBytes),
                             formatGiB(-e.headroomBytes), formatGiB(e.capacityBytes), config);
    }
    if (servingEstimate(snap)) {
        // Said above from the serving estimate.
    } else if (core::isTraining(s.method) && e.time.wallSeconds > 0) {
        const double tokens = s.workload.datasetTokens * s.workload.epochs;
        sentences << ReportText::tr("Training on %1 takes about %2 (%3 GPU-hours) and costs about %4 when renting, "
                                    "or %5 on owned GPUs.")
                         .arg(formatTokens(tokens), formatHours(e.time.wallSeconds),
                             number(e.time.gpuHours, e.time.gpuHours < 10 ? 1 : 0),
                             formatMoney(e.cost.rentTotal, s.prices.currency),
                             formatMoney(e.cost.ownTotal, s.prices.currency));
    } else if (!core::isTraining(s.method) && e.time.decodeTokensPerSecondPerStream > 0) {
        sentences << ReportText::tr(
            "It generates about %1 tokens per second per request (%2 per second for the batch).")
                         .arg(number(e.time.decodeTokensPerSecondPerStream),
                             number(e.time.decodeTokensPerSecondAggregate));
    }
    if (e.verdict != core::FitVerdict::Fits && !servingEstimate(snap)) {
        for (const ConfigurationRow &row : context.configurations) {
            if (row.verdict == core::FitVerdict::Fits && !row.current) {
                sentences << ReportText::tr("The best-ranked configuration that fits is %1 (%2), at about %3 and %4.")
                                 .arg(
                                     QStringLiteral("%1\u00A0×\u00A0%2").arg(QLocale().toString(row.gpus), row.gpuName),
                                     row.strategy, formatHours(row.wallSeconds),
                                     formatMoney(row.rentTotal, row.currency));
                break;
            }
        }
        sentences << ReportText::tr("The section “%1” lists changes that bring it within the GPU's memory.")
                         .arg(ReportText::fitHeading());
    }
    QString text = sentences.join(QLatin1Char(' '));
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

void addSummarySection(ReportBuilder &builder, const ReportContext &context)
{
    builder.heading(ReportText::summaryHeading());
    const core::Estimate &e = context.analysis.estimate;
    if (const core::ServingEstimate *serving = servingEstimate(context.analysis)) {
        // A serving engine fills its KV pool by design: it fits when a sequence's KV cache does.
        if (!serving->fits)
            builder.warning(ReportText::tr("Does not fit: on each GPU the weights and the engine's workspace leave no "
                                           "room for the KV cache."));
    } else if (e.verdict == core::FitVerdict::DoesNotFit)
        builder.warning(
            ReportText::tr("Does not fit: %1 of memory missing on each GPU.").arg(formatGiB(-e.headroomBytes)));
    if (context.analysis.beyondContextWindow)
        builder.warning(ReportText::tr("The sequence length %1 exceeds the model's context window of %2 tokens: "
                                       "the model was not trained on sequences this long.",
            "%1 and %2 token counts")
                            .arg(QLocale().toString(static_cast<qlonglong>(context.analysis.sequenceTokens)),
                                QLocale().toString(context.analysis.scenario.model.maxPositions)));
    // An estimate that implies a figure no real run reaches (issue #24 point 4): a sentence for
    // each rail it breaks.
    if (context.analysis.guardRails.any())
        builder.warning(guardRailsText(context.analysis.guardRails));
    builder.paragraph(summaryText(context));
}

void addInputsSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Scenario &s = context.analysis.scenario;
    const core::Estimate &e = context.analysis.estimate;
    const core::ServingEstimate *serving = servingEstimate(context.analysis);
    builder.heading(ReportText::inputsHeading());
    KeyValues rows;
    rows.emplace_back(ReportText::tr("Model"), modelDescription(s, e));
    rows.emplace_back(ReportText::tr("Method"), methodDescription(s, e));
    rows.emplace_back(ReportText::tr("Precision"), precisionDescription(s));
    if (core::isTraining(s.method)) {
        const core::FrameworkProfile profile = core::frameworkProfile(s.framework);
        QString framework = ReportText::tr("%1, with the defaults of %2", "framework name, its version")
                                .arg(QString::fromLatin1(core::displayName(s.framework)),
                                     QString::fromLatin1(profile.version));
        if (s.compiled)
            framework = ReportText::tr("%1; compiled with torch.compile").arg(framework);
        rows.emplace_back(ReportText::tr("Framework"), framework);
        rows.emplace_back(ReportText::tr("Optimizer"), enumtext::optimizer(s.optimizer));
        rows.emplace_back(ReportText::tr("Sequence length"), formatTokens(s.seqLen));
        rows.emplace_back(ReportText::tr("Batch"), batchDescription(s));
        QStringList savers{ReportText::tr("activation checkpointing: %1; attention: %2")
                               .arg(enumtext::checkpointing(s.checkpointing), enumtext::attention(s.attention))};
        if (s.chunkedCrossEntropy)
            savers << ReportText::tr("chunked cross-entropy");
        if (s.offloadActivations && s.checkpointing == core::Checkpointing::Full)
            savers << ReportText::tr("checkpointed activations offloaded to host memory");
        if (s.optimizerInBackward && core::trainsAllWeights(s.method))
            savers << ReportText::tr("optimizer step in the backward pass");
        rows.emplace_back(ReportText::tr("Memory savers"), savers.join(QStringLiteral("; ")));
    } else if (serving) {
        const core::ServingSettings &load = s.serving;
        rows.emplace_back(ReportText::tr("Serving engine"), enumtext::servingEngine(load.engine));
        rows.emplace_back(
            ReportText::tr("Load"), ReportText::tr("%1: %2").arg(enumtext::loadKind(load.load), loadAmount(load)));
        rows.emplace_back(ReportText::tr("Tokens per request"),
            ReportText::tr("%1 in, %2 out (means)", "prompt and generated tokens per request")
                .arg(formatTokens(load.inputLen), formatTokens(load.outputLen)));
        rows.emplace_back(ReportText::tr("Prefix cache"),
            ReportText::tr("%1 of the prompt tokens served from the cache").arg(formatPercent(load.prefixCacheHit)));
        rows.emplace_back(
            ReportText::tr("KV cache"), ReportText::tr("stored as %1").arg(enumtext::dtype(load.kvDtype)));
        const QString targets = servingTargetsText(load);
        rows.emplace_back(ReportText::tr("Latency targets"),
            targets.isEmpty() ? ReportText::tr("none", "no latency targets")
                              : ReportText::tr("%1 (%2)").arg(targets, enumtext::latencyStat(load.targetStat)));
    } else {
        rows.emplace_back(ReportText::tr("Generated tokens"), formatTokens(s.seqLen));
        rows.emplace_back(ReportText::tr("Prompt"), formatTokens(s.workload.promptLen));
        rows.emplace_back(ReportText::tr("Concurrent requests"), QLocale().toString(s.microBatch));
    }
    // With how many measured runs calibrate the GPU's family ("· calibrated on 87 measured runs").
    rows.emplace_back(ReportText::tr("GPUs"),
        ReportText::tr("%1 (%2 usable per GPU)")
                .arg(configurationLabel(serving ? serving->gpus : s.parallel.gpus, context.analysis.gpu),
                    formatGiB(e.capacityBytes))
            + QStringLiteral(" · ") + calibrationText(context.analysis.gpu.generation));
    rows.emplace_back(
        ReportText::tr("Parallelism"), serving ? servingReplicaText(s, *serving) : strategyLabel(s.parallel));
    if (core::isTraining(s.method))
        rows.emplace_back(ReportText::tr("Dataset"),
            s.workload.epochs == 1.0
                ? ReportText::tr("%1, one epoch").arg(formatTokens(s.workload.datasetTokens))
                : ReportText::tr("%1 per epoch × %2 epochs")
                      .arg(formatTokens(s.workload.datasetTokens),
                          number(s.workload.epochs, s.workload.epochs == int(s.workload.epochs) ? 0 : 1)));
    builder.keyValues(rows);
}

} // namespace gpusizer::ui
