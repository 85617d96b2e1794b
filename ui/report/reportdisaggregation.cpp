#include "report/reportdisaggregation.h"

#include "report/reportsections.h"
#include "report/reporttext.h"
#include "text/displayformat.h"
#include "text/enumtext.h"

#include <QLocale>

namespace gpusizer::ui {

namespace {

// The most workers of a pool the estimate tries (poolReplicasForLoad).
constexpr int kMostWorkersTried = 4096;

QString link(const core::DisaggregatedEstimate &d)
{
    return d.kvOverFastLink ? ReportText::tr("over the fast link (NVLink) between the GPUs")
                            : ReportText::tr("over the scale-out network between the servers");
}

} // namespace

QString splitWorkersText(const core::DisaggregatedEstimate &d)
{
    const QLocale locale;
    const QString prefill = ReportText::tr("%Ln prefill worker(s) of tensor parallel %1", nullptr, d.prefillReplicas)
                                .arg(locale.toString(d.prefillTp));
    const QString decode = ReportText::tr("%Ln decode worker(s) of tensor parallel %1", nullptr, d.decodeReplicas)
                               .arg(locale.toString(d.decodeTp));
    return ReportText::tr("%1 and %2", "the prefill workers and the decode workers").arg(prefill, decode);
}

QString splitSentence(const core::ServingSettings &load, const core::ServingEstimate &e)
{
    const core::DisaggregatedEstimate &d = *e.disaggregated;
    const QLocale locale;
    // The workers of each pool are in the sentence before (servingReplicaText).
    const QString pools
        = ReportText::tr("Prefill and decode run on pools of their own: a prefill worker computes a prompt's KV "
                         "cache and hands it (%1 for %2) to a decode worker, which generates the output tokens.",
            "%1 memory, %2 tokens")
              .arg(formatGiB(d.kvTransferBytes, 2), formatTokens(load.inputLen));
    const QString why
        = ReportText::tr("The time to first token is the wait for a prefill worker (%1 on average, the workers "
                         "%2 busy), the prefill of the prompt (%3) and the hand-over %4 (%5 at %6 GB/s per GPU); "
                         "the time per output token comes from the decode workers alone, whose steps carry no "
                         "prompt.",
            "%1 %3 %5 times, %2 a share, %4 the link (over the fast link …), %6 a bandwidth")
              .arg(formatMilliseconds(d.prefillWaitSeconds * 1e3), formatPercent(d.prefillUtilisation),
                  formatMilliseconds(d.prefillSeconds * 1e3), link(d), formatMilliseconds(d.kvTransferSeconds * 1e3),
                  locale.toString(d.kvLinkGBs, 'f', 0));
    return pools + QLatin1Char(' ') + why;
}

QString splitTargetsSentence(const core::ServingSettings &load, const core::DisaggregatedEstimate &d, bool met)
{
    const QString targets = servingTargetsText(load);
    const QString stat = enumtext::latencyStat(load.targetStat);
    const QString prefill = QLocale().toString(d.prefillReplicasForTargets);
    if (d.prefillReplicasForTargets <= 0 || d.decodeReplicasForTargets <= 0)
        return ReportText::tr("The targets (%1, at %2) are not met, and no pools of up to %3 workers each at these "
                              "sizes meet them.",
            "%1 the targets, %2 the statistic (p99, p50, mean), %3 the most workers tried")
            .arg(targets, stat, QLocale().toString(kMostWorkersTried));
    if (met)
        return ReportText::tr("The targets (%1, at %2) are met; the load needs at least %3 prefill and %Ln decode "
                              "worker(s) of these sizes to meet them.",
            "%1 the targets, %2 the statistic (p99, p50, mean), %3 a count", d.decodeReplicasForTargets)
            .arg(targets, stat, prefill);
    return ReportText::tr("The targets (%1, at %2) are not met by this deployment; %3 prefill and %Ln decode "
                          "worker(s) of these sizes would meet them.",
        "%1 the targets, %2 the statistic (p99, p50, mean), %3 a count", d.decodeReplicasForTargets)
        .arg(targets, stat, prefill);
}

std::vector<std::pair<QString, QString>> splitFigures(const core::DisaggregatedEstimate &d)
{
    return {
        { ReportText::tr("Prefill of one prompt"), formatMilliseconds(d.prefillSeconds * 1e3) },
        { ReportText::tr("Prefill workers busy"), formatPercent(d.prefillUtilisation) },
        { ReportText::tr("Mean wait for a prefill worker"), formatMilliseconds(d.prefillWaitSeconds * 1e3) },
        { ReportText::tr("KV hand-over of one prompt"),
            ReportText::tr("%1 in %2", "memory, time")
                .arg(formatGiB(d.kvTransferBytes, 2), formatMilliseconds(d.kvTransferSeconds * 1e3)) },
    };
}

} // namespace gpusizer::ui
