#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/scenario.h"

#include <QJsonObject>

#include <string>

namespace gpusizer::cli {

// A disaggregated deployment in short: "2P(TP2)+3D(TP4)", two prefill workers of two GPUs and
// three decode workers of four; empty for a colocated one.
std::string splitText(const core::ServingEstimate &serving);

// The disaggregated deployment's keys of estimate --json's `serving` object (nothing for a
// colocated one): prefill_replicas, prefill_tp, prefill_gpus, decode_replicas, decode_tp,
// decode_gpus, the prefill queue (prefill_ms, prefill_wait_ms, prefill_utilisation), the KV
// hand-over (kv_transfer_ms, kv_transfer_gib, kv_transfer_link: "fast_link" or "scale_out",
// kv_link_gbs per GPU) and the workers the targets need (prefill_replicas_for_targets,
// decode_replicas_for_targets).
void insertDisaggregation(QJsonObject &serving, const core::ServingEstimate &v);

// The lines under the serving figures that describe the two pools (instead of the replicas).
void printDisaggregation(const core::Scenario &scenario, const core::ServingEstimate &v);

} // namespace gpusizer::cli
