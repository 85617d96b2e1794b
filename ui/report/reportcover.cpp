// Cover block, summary and inputs of the report.
#include "report/reportsections.h"

#include "report/reportbuilder.h"
#include "report/reporttext.h"

#include "appinfo.h"
#include "charts/displayformat.h"
#include "controls/enumtext.h"
#include "model/lora.h"

#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

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
    return ReportText::tr("%1 (%2; %3)").arg(qs(a.displayName), parts.join(QStringLiteral(", ")), params);
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
                       qs(core::loraTargetsToString(s.lora.targets)),
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

} // namespace

void addCoverSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Scenario &s = context.analysis.scenario;
    const ReportInfo &info = context.info;
    builder.title(
        ReportText::title(), ReportText::tr("%1 · %2").arg(qs(s.model.displayName), enumtext::method(s.method)));
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
    const QString model = qs(s.model.displayName);
    const QString config = configurationLabel(s.parallel.gpus, snap.gpu);
    QStringList sentences;
    if (e.verdict == core::FitVerdict::Tight) {
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
    if (core::isTraining(s.method) && e.time.wallSeconds > 0) {
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
    if (e.verdict != core::FitVerdict::Fits) {
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
    if (e.verdict == core::FitVerdict::DoesNotFit)
        builder.warning(
            ReportText::tr("Does not fit: %1 of memory missing on each GPU.").arg(formatGiB(-e.headroomBytes)));
    builder.paragraph(summaryText(context));
}

void addInputsSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Scenario &s = context.analysis.scenario;
    const core::Estimate &e = context.analysis.estimate;
    builder.heading(ReportText::inputsHeading());
    KeyValues rows;
    rows.emplace_back(ReportText::tr("Model"), modelDescription(s, e));
    rows.emplace_back(ReportText::tr("Method"), methodDescription(s, e));
    rows.emplace_back(ReportText::tr("Precision"), precisionDescription(s));
    if (core::isTraining(s.method)) {
        rows.emplace_back(ReportText::tr("Optimizer"), enumtext::optimizer(s.optimizer));
        rows.emplace_back(ReportText::tr("Sequence length"), formatTokens(s.seqLen));
        rows.emplace_back(ReportText::tr("Batch"), batchDescription(s));
        rows.emplace_back(ReportText::tr("Memory savers"),
            ReportText::tr("activation checkpointing: %1; attention: %2")
                .arg(enumtext::checkpointing(s.checkpointing), enumtext::attention(s.attention)));
    } else {
        rows.emplace_back(ReportText::tr("Generated tokens"), formatTokens(s.seqLen));
        rows.emplace_back(ReportText::tr("Prompt"), formatTokens(s.workload.promptLen));
        rows.emplace_back(ReportText::tr("Concurrent requests"), QLocale().toString(s.microBatch));
    }
    rows.emplace_back(ReportText::tr("GPUs"),
        ReportText::tr("%1 (%2 usable per GPU)")
            .arg(configurationLabel(s.parallel.gpus, context.analysis.gpu), formatGiB(e.capacityBytes)));
    rows.emplace_back(ReportText::tr("Parallelism"), strategyLabel(s.parallel));
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
