#include "text/disaggregationtext.h"

#include "text/displayformat.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace gpusizer::ui {

namespace {

struct DisaggregationText {
    Q_DECLARE_TR_FUNCTIONS(DisaggregationText)
};

// The most workers the estimate tries for each pool (poolReplicasForLoad).
constexpr int kMostWorkersTried = 4096;

QString number(int value)
{
    return QLocale().toString(value);
}

} // namespace

QString splitLayoutLabel(const core::DisaggregationSettings &split)
{
    return DisaggregationText::tr("%1P(TP%2)+%3D(TP%4)",
        "xPyD: prefill workers (P) and their tensor parallel degree, decode workers (D) "
        "and theirs; as gpu-sizer-cli prints it")
        .arg(number(split.prefillReplicas), number(split.prefillTp), number(split.decodeReplicas),
            number(split.decodeTp));
}

QString servingLayoutText(const core::Scenario &scenario, const core::ServingEstimate &serving)
{
    if (serving.disaggregated && scenario.serving.disaggregation.enabled())
        return splitLayoutLabel(scenario.serving.disaggregation);
    return servingLayoutLabel(scenario.parallel, serving.replicas);
}

QString splitPoolsText(const core::DisaggregationSettings &split)
{
    return DisaggregationText::tr(
        "Prefill %1\u00A0×\u00A0TP%2 · decode %3\u00A0×\u00A0TP%4", "workers × tensor parallel degree of each pool")
        .arg(number(split.prefillReplicas), number(split.prefillTp), number(split.decodeReplicas),
            number(split.decodeTp));
}

QString splitLine(const core::DisaggregatedEstimate &d)
{
    const core::DisaggregationSettings pools { d.prefillReplicas, d.prefillTp, d.decodeReplicas, d.decodeTp };
    return splitPoolsText(pools) + QStringLiteral(" · ")
        + DisaggregationText::tr("KV hand-over %1", "the time one prompt's KV cache takes to reach its decode worker")
              .arg(formatMilliseconds(d.kvTransferSeconds * 1e3));
}

QString splitGpusText(const core::DisaggregationSettings &split)
{
    const QString prefill = DisaggregationText::tr("%n prefill worker(s) of %1 GPU(s)", "", split.prefillReplicas)
                                .arg(number(split.prefillTp));
    const QString decode = DisaggregationText::tr("%n decode worker(s) of %1 GPU(s)", "", split.decodeReplicas)
                               .arg(number(split.decodeTp));
    return DisaggregationText::tr("%1 and %2: %n GPU(s)", "the two pools, then the GPUs of both", split.gpus())
        .arg(prefill, decode);
}

QString splitDetails(const core::DisaggregatedEstimate &d)
{
    const QLocale locale;
    QStringList lines;
    lines << DisaggregationText::tr("Prefill of one prompt: %1; the prefill workers are %2 busy, a prompt waits %3 "
                                    "for one on average")
                 .arg(formatMilliseconds(d.prefillSeconds * 1e3), formatPercent(d.prefillUtilisation),
                     formatMilliseconds(d.prefillWaitSeconds * 1e3));
    const QString link = d.kvOverFastLink ? DisaggregationText::tr("over the fast link (NVLink)")
                                          : DisaggregationText::tr("over the scale-out network");
    lines << DisaggregationText::tr("KV hand-over: %1 of one prompt's cache %2 at %3 GB/s per GPU, %4")
                 .arg(formatGiB(d.kvTransferBytes, 2), link, locale.toString(d.kvLinkGBs, 'f', 0),
                     formatMilliseconds(d.kvTransferSeconds * 1e3));
    lines << DisaggregationText::tr("Time per output token from the decode workers alone: no prompt rides in their "
                                    "steps");
    return lines.join(QLatin1Char('\n'));
}

QString splitTargetsText(const core::DisaggregatedEstimate &d)
{
    if (d.prefillReplicasForTargets <= 0 || d.decodeReplicasForTargets <= 0)
        return DisaggregationText::tr("no pools of up to %1 workers at these sizes meet the targets")
            .arg(number(kMostWorkersTried));
    return DisaggregationText::tr("the targets need %1 prefill and %n decode worker(s)", "", d.decodeReplicasForTargets)
        .arg(number(d.prefillReplicasForTargets));
}

} // namespace gpusizer::ui
