#pragma once

#include "util/result.h"

#include <optional>

namespace gpusizer::core {

struct ServingSettings;

// Disaggregated prefill and decode (ServingSettings::disaggregation; docs/estimation.md
// "Disaggregated prefill and decode"): `prefillReplicas` workers of `prefillTp` GPUs prefill the
// prompts and hand each prompt's KV cache to one of `decodeReplicas` workers of `decodeTp` GPUs,
// which decode it. Both pools are of the scenario's GPU type. Off (both counts 0) by default: one
// pool of replicas prefills and decodes, as before.
struct DisaggregationSettings {
    int prefillReplicas = 0;
    int prefillTp = 1;
    int decodeReplicas = 0;
    int decodeTp = 1;

    bool enabled() const { return prefillReplicas > 0 || decodeReplicas > 0; }
    int prefillGpus() const { return prefillReplicas * prefillTp; }
    int decodeGpus() const { return decodeReplicas * decodeTp; }
    int gpus() const { return prefillGpus() + decodeGpus(); }
    bool operator==(const DisaggregationSettings &) const = default;
};

// Why the disaggregated deployment of `serving` on a cluster of `clusterGpus` GPUs cannot be
// estimated, or nullopt (always nullopt when off): a count or tensor-parallel size outside its
// limit (fieldlimits.h); one pool without the other (Required on the missing count); a load that
// is no stream of requests, an offline job or a static batch (InvalidScenario on serving.load);
// a cluster whose GPUs are not the two pools' (OutOfRange on cluster.gpus, both bounds the pools'
// GPUs).
std::optional<Error> validateDisaggregation(const ServingSettings &serving, int clusterGpus);

} // namespace gpusizer::core
