#include "disaggregationoutput.h"

#include "model/units.h"

#include <QString>

#include <cstdio>

namespace gpusizer::cli {

using namespace gpusizer::core;

std::string splitText(const ServingEstimate &v)
{
    if (!v.disaggregated)
        return {};
    const DisaggregatedEstimate &d = *v.disaggregated;
    char text[64];
    std::snprintf(text, sizeof text, "%dP(TP%d)+%dD(TP%d)", d.prefillReplicas, d.prefillTp, d.decodeReplicas, d.decodeTp);
    return text;
}

void insertDisaggregation(QJsonObject &o, const ServingEstimate &v)
{
    if (!v.disaggregated)
        return;
    const DisaggregatedEstimate &d = *v.disaggregated;
    o.insert(QStringLiteral("disaggregated"), true);
    o.insert(QStringLiteral("prefill_replicas"), d.prefillReplicas);
    o.insert(QStringLiteral("prefill_tp"), d.prefillTp);
    o.insert(QStringLiteral("prefill_gpus"), d.prefillGpus());
    o.insert(QStringLiteral("decode_replicas"), d.decodeReplicas);
    o.insert(QStringLiteral("decode_tp"), d.decodeTp);
    o.insert(QStringLiteral("decode_gpus"), d.decodeGpus());
    o.insert(QStringLiteral("prefill_ms"), d.prefillSeconds * 1e3);
    o.insert(QStringLiteral("prefill_wait_ms"), d.prefillWaitSeconds * 1e3);
    o.insert(QStringLiteral("prefill_utilisation"), d.prefillUtilisation);
    o.insert(QStringLiteral("prefill_kv_pool_bytes_per_gpu"), d.prefillKvPoolBytes);
    o.insert(QStringLiteral("prefill_max_prompts"), d.prefillMaxPrompts);
    o.insert(QStringLiteral("kv_transfer_ms"), d.kvTransferSeconds * 1e3);
    o.insert(QStringLiteral("kv_transfer_gib"), d.kvTransferBytes / units::kGiB);
    o.insert(QStringLiteral("kv_transfer_link"), d.kvOverFastLink ? QStringLiteral("fast_link") : QStringLiteral("scale_out"));
    o.insert(QStringLiteral("kv_link_gbs"), d.kvLinkGBs);
    o.insert(QStringLiteral("prefill_replicas_for_targets"), d.prefillReplicasForTargets);
    o.insert(QStringLiteral("decode_replicas_for_targets"), d.decodeReplicasForTargets);
}

void printDisaggregation(const Scenario &s, const ServingEstimate &v)
{
    if (!v.disaggregated)
        return;
    const DisaggregatedEstimate &d = *v.disaggregated;
    std::printf("  %-30s %10s: %d x %d GPU(s) prefill + %d x %d GPU(s) decode = %d GPUs\n", "disaggregated",
                splitText(v).c_str(), d.prefillReplicas, d.prefillTp, d.decodeReplicas, d.decodeTp, v.gpus);
    std::printf("  %-30s %10.1f ms a prompt, %.0f %% busy, %.1f ms mean wait; %d prompt(s) in its KV pool\n",
                "prefill worker", d.prefillSeconds * 1e3, d.prefillUtilisation * 100.0, d.prefillWaitSeconds * 1e3,
                d.prefillMaxPrompts);
    std::printf("  %-30s %10.1f ms for %.2f GiB over the %s (%.0f GB/s a GPU)\n", "KV hand-over",
                d.kvTransferSeconds * 1e3, d.kvTransferBytes / units::kGiB,
                d.kvOverFastLink ? "fast link" : "scale-out network", d.kvLinkGBs);
    if (s.serving.ttftTargetMs || s.serving.tpotTargetMs) {
        if (d.prefillReplicasForTargets > 0)
            std::printf("  %-30s %10d prefill + %d decode worker(s) at these sizes\n", "the targets need",
                        d.prefillReplicasForTargets, d.decodeReplicasForTargets);
        else
            std::printf("  %-30s %10s\n", "the targets need", "no pools up to 4096 workers each at these sizes");
    }
}

} // namespace gpusizer::cli
