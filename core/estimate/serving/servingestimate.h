#pragma once

#include "model/serving.h"

#include <optional>
#include <string_view>

namespace gpusizer::core {

// What limits a serving deployment.
enum class ServingLimit {
    KvMemory,        // the KV pool holds no more sequences at these lengths
    EngineBatch,     // the engine's own batch limit (max_num_seqs / max_batch_size)
    Bandwidth,       // decode steps stream weights and KV cache: more batch is cheap
    Compute,         // the steps are compute bound: more batch adds time per token
    LatencyTarget,   // the TTFT or TPOT target caps the load per replica
    Capacity,        // the load exceeds what the replicas complete: requests queue without end
    WeightsDoNotFit, // the weights and workspace exceed the GPUs of a replica
};

// One latency figure at each statistic.
struct LatencyFigures {
    double mean = 0;
    double median = 0;
    double p90 = 0;
    double p99 = 0;

    double at(LatencyStat stat) const
    {
        switch (stat) {
        case LatencyStat::Mean: return mean;
        case LatencyStat::Median: return median;
        case LatencyStat::P90: return p90;
        case LatencyStat::P99: return p99;
        }
        return mean;
    }
};

// What speculative decoding adds to a replica (ServingSettings::speculative); all zero, one
// token a step, when it is off.
struct SpeculativeEstimate {
    SpeculativeMethod method = SpeculativeMethod::None;
    int draftTokens = 0;
    double acceptanceLength = 1.0;   // tokens a verification step yields per sequence
    double draftWeightBytes = 0;     // per GPU, part of ServingEstimate::weightBytes
    double draftKvBytes = 0;         // per GPU, the draft's part of the KV pool
    double workspaceBytes = 0;       // per GPU, part of ServingEstimate::workspaceBytes
};

// What a disaggregated deployment (ServingSettings::disaggregation) adds to its serving answer:
// the prefill pool, the hand-over of each prompt's KV cache and the workers the load needs. The
// per-GPU and per-replica figures of ServingEstimate are then the decode pool's (its workers hold
// the sequences: replicas = decode workers, gpusPerReplica = decodeTp), its GPUs both pools'.
struct DisaggregatedEstimate {
    int prefillReplicas = 0;
    int prefillTp = 1;
    int decodeReplicas = 0;
    int decodeTp = 1;
    // Per GPU of a prefill worker.
    double prefillWeightBytes = 0;
    double prefillWorkspaceBytes = 0;
    double prefillGraphBytes = 0;
    double prefillKvPoolBytes = 0;
    int prefillMaxPrompts = 0;       // prompts its KV pool holds (in prefill or awaiting hand-over)
    // The prefill queue: one prompt's prefill, the prompts a worker completes a second, the
    // share of time a worker is busy at the load, the mean wait for it.
    double prefillSeconds = 0;
    double prefillCapacityRequestsPerSecond = 0;
    double prefillUtilisation = 0;
    double prefillWaitSeconds = 0;
    // One prompt's KV cache handed from a prefill to a decode worker.
    double kvTransferBytes = 0;
    double kvTransferSeconds = 0;
    double kvLinkGBs = 0;            // per GPU, one way: the fast link, or the scale-out network
    bool kvOverFastLink = false;     // both pools in one fast-link (NVLink) domain
    double decodeCapacityRequestsPerSecond = 0;   // per decode worker
    // The fewest workers of each pool, at these sizes, that hold the load within the targets
    // (0 when none up to 4096 do).
    int prefillReplicasForTargets = 0;
    int decodeReplicasForTargets = 0;

    int prefillGpus() const { return prefillReplicas * prefillTp; }
    int decodeGpus() const { return decodeReplicas * decodeTp; }
};

// The serving answer for a scenario whose method is inference (Estimate::serving).
struct ServingEstimate {
    // Per GPU of a replica.
    double weightBytes = 0;          // the model's and a speculative draft's
    double workspaceBytes = 0;       // activations of one step's token budget, sampler
    double graphBytes = 0;           // CUDA graph pool
    double kvPoolBytes = 0;          // what the engine reserves for the paged KV cache
    bool fits = false;               // weights and workspace leave room for a KV pool
    // Per replica.
    int gpusPerReplica = 1;
    double kvTokens = 0;             // KV pool in tokens
    int maxConcurrency = 0;          // sequences of input + output tokens the pool and engine hold
    double concurrency = 0;          // sequences in flight at the operating point
    double capacityRequestsPerSecond = 0; // most requests per second a replica completes
    // The deployment.
    int replicas = 1;
    int gpus = 1;
    double requestsPerSecond = 0;
    double outputTokensPerSecond = 0;
    double inputTokensPerSecond = 0;
    LatencyFigures ttftMs;
    // Time per output token of a request ((latency − TTFT) / (output − 1)) with its statistics
    // over requests, as every serving benchmark reports TPOT; the targets apply to it.
    LatencyFigures tpotMs;
    // Inter-token latency: the statistics of single gaps between tokens (vLLM's ITL), whose
    // tail holds the steps that carry a prompt chunk.
    LatencyFigures itlMs;
    double offlineJobSeconds = 0;    // LoadKind::Offline: time to finish the job
    // False when requests queue without end: an open-loop rate above the capacity, or more
    // clients than the replicas' batches hold (their figures are then those at the limit).
    bool holdsLoad = true;
    ServingLimit bindingLimit = ServingLimit::Bandwidth;
    // Targets (ServingSettings): met at the operating point, and the replicas the load needs
    // to meet them (0 when no number of replicas does).
    bool meetsTargets = true;
    int replicasForTargets = 1;
    // Cost.
    double costPerMillionOutputTokens = 0;
    double costPerMillionInputTokens = 0;
    double monthlyRent = 0;          // every GPU of the deployment, all month
    SpeculativeEstimate speculative;
    std::optional<DisaggregatedEstimate> disaggregated;   // set for a disaggregated deployment

    // The deployment serves: the weights leave room for a KV pool, the replicas hold the load
    // and the targets are met.
    bool serves() const { return fits && holdsLoad && meetsTargets; }
};

std::string_view toString(ServingLimit value);

} // namespace gpusizer::core
