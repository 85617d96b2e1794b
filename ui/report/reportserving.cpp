// The serving section of an inference report: throughput, latency, what limits it and its cost;
// and, when the weights do not fit a replica, what would make them fit.
#include "report/reportsections.h"
#include "text/reasontext.h"

#include "report/reportbuilder.h"
#include "report/reportdisaggregation.h"
#include "report/reporttext.h"

#include "text/displayformat.h"
#include "text/enumtext.h"
#include "model/dtype.h"

#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

// The replicas a load is tried on before the estimator gives up (ServingEstimate::replicasForTargets).
constexpr int kMaxReplicasTried = 4096;

QString number(double value, int decimals = 0)
{
    return QLocale().toString(value, 'f', decimals);
}

// Request rates: two decimals below 10, one below 100, none from 100 on.
QString rate(double value)
{
    return number(value, value < 10 ? 2 : value < 100 ? 1 : 0);
}

double at(const core::LatencyFigures &f, core::LatencyStat stat)
{
    switch (stat) {
    case core::LatencyStat::Mean:
        return f.mean;
    case core::LatencyStat::Median:
        return f.median;
    case core::LatencyStat::P90:
        return f.p90;
    case core::LatencyStat::P99:
        return f.p99;
    }
    return f.mean;
}

constexpr core::LatencyStat kStats[]
    = { core::LatencyStat::Mean, core::LatencyStat::Median, core::LatencyStat::P90, core::LatencyStat::P99 };

// "mean / p50 / p90 / p99"
QString statNames()
{
    QStringList names;
    for (core::LatencyStat stat : kStats)
        names << enumtext::latencyStat(stat);
    return names.join(QStringLiteral(" / "));
}

// "41 ms / 41 ms / 49 ms / 49 ms", in the order of statNames().
QString allStats(const core::LatencyFigures &f)
{
    QStringList values;
    for (core::LatencyStat stat : kStats)
        values << formatMilliseconds(at(f, stat));
    return values.join(QStringLiteral(" / "));
}

} // namespace

const core::ServingEstimate *servingEstimate(const core::Analysis &analysis)
{
    if (analysis.scenario.method != core::Method::Inference || !analysis.estimate.serving)
        return nullptr;
    return &*analysis.estimate.serving;
}

// "2 replicas", "tensor parallel 2, 1 replica", "4 GPUs per replica, 2 replicas".
QString servingReplicaText(const core::Scenario &s, const core::ServingEstimate &e)
{
    if (e.disaggregated)
        return splitWorkersText(*e.disaggregated);
    if (e.gpusPerReplica <= 1)
        return ReportText::tr("%Ln replica(s)", "copies of the model serving in parallel", e.replicas);
    if (s.parallel.pp <= 1)
        return ReportText::tr("tensor parallel %1, %Ln replica(s)", nullptr, e.replicas)
            .arg(QLocale().toString(e.gpusPerReplica));
    return ReportText::tr("%1 GPUs per replica, %Ln replica(s)", nullptr, e.replicas)
        .arg(QLocale().toString(e.gpusPerReplica));
}

namespace {

// The first sentence: who is served, on what, at which throughput.
QString loadSentence(const core::Analysis &snap, const core::ServingEstimate &e)
{
    const core::Scenario &s = snap.scenario;
    const core::ServingSettings &load = s.serving;
    const QString engine = enumtext::servingEngine(load.engine);
    const QString in = QLocale().toString(load.inputLen);
    const QString out = QLocale().toString(load.outputLen);
    const QString gpus = configurationLabel(e.gpus, snap.gpu);
    const QString replicas = servingReplicaText(s, e);
    const QString tokens = number(e.outputTokensPerSecond);
    switch (load.load) {
    case core::LoadKind::Concurrency:
        return ReportText::tr("With %1, %Ln concurrent user(s) (%2 tokens in, %3 out) are served on %4 (%5) at %6 "
                              "output tokens per second.",
            "%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, "
            "%6 tokens per second",
            load.concurrency)
            .arg(engine, in, out, gpus, replicas, tokens);
    case core::LoadKind::RequestRate:
        return ReportText::tr("With %1, a load of %2 requests per second (%3 tokens in, %4 out) is served on %5 (%6) "
                              "at %7 output tokens per second.",
            "%1 engine, %2 arriving requests per second, %3 and %4 mean prompt and generated tokens per request, "
            "%5 GPUs, %6 replicas, %7 tokens per second")
            .arg(engine, QLocale().toString(load.requestsPerSecond), in, out, gpus, replicas, tokens);
    case core::LoadKind::Batch:
        return ReportText::tr("With %1, a batch of %Ln request(s) run together (%2 tokens in, %3 out) is served on %4 "
                              "(%5) at %6 output tokens per second.",
            "%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, "
            "%6 tokens per second",
            load.concurrency)
            .arg(engine, in, out, gpus, replicas, tokens);
    case core::LoadKind::Offline:
        return ReportText::tr("With %1, an offline job of %Ln request(s) (%2 tokens in, %3 out) finishes in %4 on %5 "
                              "(%6) at %7 output tokens per second.",
            "%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 time to finish (e.g. 25 min), "
            "%5 GPUs, %6 replicas, %7 tokens per second",
            load.offlineRequests)
            .arg(engine, in, out, formatHours(e.offlineJobSeconds), gpus, replicas, tokens);
    }
    return {};
}

} // namespace

// "time to first token at most 500 ms and time per output token at most 50 ms"; empty without targets.
QString servingTargetsText(const core::ServingSettings &load)
{
    QStringList parts;
    if (load.ttftTargetMs)
        parts << ReportText::tr("time to first token at most %1").arg(formatMilliseconds(*load.ttftTargetMs));
    if (load.tpotTargetMs)
        parts << ReportText::tr("time per output token at most %1").arg(formatMilliseconds(*load.tpotTargetMs));
    return parts.join(ReportText::tr(" and "));
}

namespace {

QString targetsSentence(const core::ServingSettings &load, const core::ServingEstimate &e)
{
    if (e.disaggregated)
        return splitTargetsSentence(load, *e.disaggregated, e.meetsTargets);
    const QString targets = servingTargetsText(load);
    const QString stat = enumtext::latencyStat(load.targetStat);
    if (e.meetsTargets)
        return ReportText::tr("The targets (%1, at %2) are met; the load needs at least %Ln replica(s) to meet them.",
            "%1 the targets, %2 the statistic (p99, p50, mean)", e.replicasForTargets)
            .arg(targets, stat);
    if (e.replicasForTargets > 0)
        return ReportText::tr("The targets (%1, at %2) are not met by this deployment; %Ln replica(s) would meet them.",
            "%1 the targets, %2 the statistic (p99, p50, mean)", e.replicasForTargets)
            .arg(targets, stat);
    return ReportText::tr("The targets (%1, at %2) are not met, and no number of replicas up to %3 meets them.",
        "%1 the targets, %2 the statistic (p99, p50, mean), %3 the most replicas tried")
        .arg(targets, stat, QLocale().toString(kMaxReplicasTried));
}

QString money(double amount, const std::string &currency)
{
    return amount > 0 ? formatMoney(amount, currency) : QStringLiteral("–");
}

// Why the figures are missing or only at the limit: the weights do not fit a replica (false: no
// figures follow), or the load is more than the replicas complete.
bool addServingWarnings(ReportBuilder &builder, const core::ServingEstimate &e)
{
    if (!e.fits) {
        builder.warning(ReportText::tr("The weights and the engine's workspace do not fit a replica of %Ln GPU(s) "
                                       "(%1 of weights per GPU): more tensor parallelism is needed.",
            "%1 memory, e.g. 131.4 GiB", e.gpusPerReplica)
                            .arg(formatGiB(e.weightBytes)));
        return false;
    }
    if (!e.holdsLoad)
        builder.warning(ReportText::tr("The load exceeds what the replicas complete: each replica completes at most "
                                       "%1 requests per second, so requests would queue without end. The figures "
                                       "below are those at that limit.")
                            .arg(rate(e.capacityRequestsPerSecond)));
    return true;
}

// The draft a speculating deployment runs: the method's published name, a draft model by its own.
QString draftName(const core::ServingSettings &load)
{
    const core::SpeculativeSettings &spec = load.speculative;
    switch (spec.method) {
    case core::SpeculativeMethod::DraftModel:
        return ReportText::tr("the draft model %1")
            .arg(spec.draftModel ? QString::fromStdString(spec.draftModel->displayName) : QString());
    case core::SpeculativeMethod::Eagle: return ReportText::tr("an EAGLE head");
    case core::SpeculativeMethod::Eagle3: return ReportText::tr("an EAGLE-3 head");
    case core::SpeculativeMethod::Mtp: return ReportText::tr("the model's multi-token-prediction module");
    case core::SpeculativeMethod::Ngram: return ReportText::tr("n-gram lookup in the prompt");
    case core::SpeculativeMethod::None: break;
    }
    return QString();
}

// How a speculating deployment drafts, and what it gains a step; empty when it does not.
QString speculativeSentence(const core::ServingSettings &load, const core::ServingEstimate &e)
{
    if (!load.speculative.enabled())
        return QString();
    return ReportText::tr("Speculative decoding: %1 drafts %Ln token(s) a step, and the model keeps %2 tokens a "
                          "step on average, its own included; the draft holds %3 of weights per GPU.",
                          "%1 the draft (e.g. an EAGLE-3 head), %2 a number of tokens, %3 memory",
                          load.speculative.draftTokens)
        .arg(draftName(load), QLocale().toString(e.speculative.acceptanceLength, 'f', 2),
             formatGiB(e.speculative.draftWeightBytes));
}

// The load and its throughput, the latencies at the targets' statistic, the cost per token and
// whether the targets are met.
QString servingSummary(const core::Analysis &snap, const core::ServingEstimate &e)
{
    const core::ServingSettings &load = snap.scenario.serving;
    const QString stat = enumtext::latencyStat(load.targetStat);
    QString text = loadSentence(snap, e);
    text += QLatin1Char(' ');
    const QString tpot = formatMilliseconds(at(e.tpotMs, load.targetStat));
    const QString ttft = formatMilliseconds(at(e.ttftMs, load.targetStat));
    text += e.costPerMillionOutputTokens > 0
        ? ReportText::tr("Time per output token %1 %2, time to first token %1 %3; about %4 per million output tokens.",
            "%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms), %4 money")
              .arg(stat, tpot, ttft, formatMoney(e.costPerMillionOutputTokens, snap.scenario.prices.currency))
        : ReportText::tr("Time per output token %1 %2, time to first token %1 %3.",
            "%1 the statistic (p99, p50, mean), %2 and %3 times (e.g. 38 ms)")
              .arg(stat, tpot, ttft);
    if (const QString speculative = speculativeSentence(load, e); !speculative.isEmpty()) {
        text += QLatin1Char(' ');
        text += speculative;
    }
    if (e.disaggregated) {
        text += QLatin1Char(' ');
        text += splitSentence(load, e);
    }
    if (load.ttftTargetMs || load.tpotTargetMs) {
        text += QLatin1Char(' ');
        text += targetsSentence(load, e);
    }
    return text;
}

using FigureRows = std::vector<std::vector<TableCell>>;

// The names of the figures wrap between words; a figure stays on one line, a phrase wraps.
std::vector<TableCell> figureRow(const QString &figure, const QString &value, bool phrase = false)
{
    return std::vector<TableCell> { { figure, Qt::AlignLeft, std::nullopt, true },
        { value, Qt::AlignRight, std::nullopt, phrase } };
}

// The KV-cache pool, the throughput, the latencies and what limits them.
void addPerformanceRows(FigureRows &rows, const core::ServingSettings &load, const core::ServingEstimate &e)
{
    // A split deployment's per-replica figures are its decode workers' (ServingEstimate::disaggregated).
    const bool split = e.disaggregated.has_value();
    rows.push_back(figureRow(ReportText::tr("KV-cache pool per GPU"),
        (split ? ReportText::tr("%1; a decode worker holds %Ln sequence(s) of %2", "%1 memory, %2 tokens per sequence",
                     e.maxConcurrency)
               : ReportText::tr("%1; a replica holds %Ln sequence(s) of %2", "%1 memory, %2 tokens per sequence",
                     e.maxConcurrency))
            .arg(formatGiB(e.kvPoolBytes), formatTokens(load.inputLen + load.outputLen)),
        true));
    rows.push_back(figureRow(split ? ReportText::tr("Requests in flight per decode worker")
                                   : ReportText::tr("Requests in flight per replica"),
        number(e.concurrency, e.concurrency < 10 ? 1 : 0)));
    rows.push_back(figureRow(ReportText::tr("Requests completed per second"), rate(e.requestsPerSecond)));
    rows.push_back(figureRow(ReportText::tr("Output tokens per second"), number(e.outputTokensPerSecond)));
    rows.push_back(figureRow(ReportText::tr("Input tokens per second"), number(e.inputTokensPerSecond)));
    rows.push_back(figureRow(
        ReportText::tr("Time to first token (%1)", "%1 the statistics, e.g. mean / p50 / p90 / p99").arg(statNames()),
        allStats(e.ttftMs)));
    rows.push_back(figureRow(
        ReportText::tr("Time per output token (%1)", "%1 the statistics, e.g. mean / p50 / p90 / p99").arg(statNames()),
        allStats(e.tpotMs)));
    rows.push_back(figureRow(ReportText::tr("What limits the deployment"), servingLimitText(e.bindingLimit), true));
    if (split)
        for (const auto &[figure, value] : splitFigures(*e.disaggregated))
            rows.push_back(figureRow(figure, value, true));
}

// The cost per million tokens at the month's mean load, the monthly rent, an offline job's time.
void addCostRows(FigureRows &rows, const core::Analysis &snap, const core::ServingEstimate &e)
{
    const core::ServingSettings &load = snap.scenario.serving;
    const std::string &currency = snap.scenario.prices.currency;
    const QString meanLoad = formatPercent(load.averageLoadShare);
    rows.push_back(figureRow(ReportText::tr("Cost per million output tokens at %1 mean load",
                                 "%1 the month's mean load as a share of the peak load, e.g. 50 %")
                                 .arg(meanLoad),
        money(e.costPerMillionOutputTokens, currency)));
    rows.push_back(figureRow(ReportText::tr("Cost per million input tokens at %1 mean load",
                                 "%1 the month's mean load as a share of the peak load, e.g. 50 %")
                                 .arg(meanLoad),
        money(e.costPerMillionInputTokens, currency)));
    rows.push_back(figureRow(ReportText::tr("Rent of %1 per month", "%1 GPUs, e.g. 2 × H100 SXM5 80GB")
                                 .arg(configurationLabel(e.gpus, snap.gpu)),
        money(e.monthlyRent, currency)));
    if (load.load == core::LoadKind::Offline)
        rows.push_back(figureRow(ReportText::tr("Time to finish the job"), formatHours(e.offlineJobSeconds)));
}

} // namespace

void addServingSection(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::ServingEstimate *serving = servingEstimate(snap);
    if (!serving)
        return;
    const core::ServingEstimate &e = *serving;
    builder.heading(ReportText::servingHeading());
    if (!addServingWarnings(builder, e))
        return;
    builder.paragraph(servingSummary(snap, e));
    FigureRows rows;
    addPerformanceRows(rows, snap.scenario.serving, e);
    addCostRows(rows, snap, e);
    builder.table({ { ReportText::tr("Figure"), Qt::AlignLeft, std::nullopt },
                      { ReportText::tr("Value"), Qt::AlignRight, std::nullopt } },
        rows, { 0.55, 0.45 });
    builder.note(ReportText::tr("Continuous batching with the engine's documented defaults; figures validated against "
                                "measured serving benchmarks (see “%1” and “%2”).",
        "%1 and %2 section headings")
                     .arg(ReportText::accuracyHeading(), ReportText::sourcesHeading()));
}

bool servingFits(const ConfigurationRow &row)
{
    return row.serving && row.serving->maxConcurrency >= 1;
}

// Inference whose weights do not fit a replica: more tensor parallelism, a GPU with more
// memory, smaller weights; from the configurations the analysis ranked.
void addServingFit(ReportBuilder &builder, const ReportContext &context)
{
    const core::Analysis &snap = context.analysis;
    const core::Scenario &s = snap.scenario;
    builder.heading(ReportText::fitHeading());
    const ConfigurationRow *moreTp = nullptr;
    const ConfigurationRow *biggerGpu = nullptr;
    for (const ConfigurationRow &row : context.configurations) {
        if (!servingFits(row) || row.current)
            continue;
        if (row.scenario.gpuId == snap.gpu.id) {
            if (!moreTp || row.scenario.parallel.tp < moreTp->scenario.parallel.tp)
                moreTp = &row;
        } else if (!biggerGpu && row.capacityBytes > snap.estimate.capacityBytes) {
            biggerGpu = &row;
        }
    }
    if (moreTp)
        builder.bullet(ReportText::tr("More tensor parallelism: %1 (%2), whose KV-cache pool holds %Ln sequence(s) "
                                      "per replica.",
            "%1 GPUs, %2 tensor parallel degree × replicas", moreTp->serving->maxConcurrency)
                           .arg(configurationLabel(moreTp->gpus, moreTp->gpuName), moreTp->strategy));
    else
        builder.bullet(ReportText::tr("More tensor parallelism: split the weights over more GPUs per replica."));
    if (biggerGpu)
        builder.bullet(ReportText::tr("A GPU with more memory: %1 (%2), %3 usable per GPU.",
            "%1 GPUs, %2 tensor parallel degree × replicas, %3 memory")
                           .arg(configurationLabel(biggerGpu->gpus, biggerGpu->gpuName), biggerGpu->strategy,
                               formatGiB(biggerGpu->capacityBytes)));
    const double bytes = core::bytesPerElement(s.weightDtype);
    if (bytes > 1.0)
        builder.bullet(ReportText::tr("Weights in %1 or %2 instead of %3.", "weight formats, e.g. fp8, int4, bf16")
                           .arg(enumtext::dtype(core::DType::FP8), enumtext::dtype(core::DType::INT4),
                               enumtext::dtype(s.weightDtype)));
    else if (bytes == 1.0)
        builder.bullet(ReportText::tr("Weights in %1 instead of %2.", "weight formats, e.g. int4, fp8")
                           .arg(enumtext::dtype(core::DType::INT4), enumtext::dtype(s.weightDtype)));
}

} // namespace gpusizer::ui
