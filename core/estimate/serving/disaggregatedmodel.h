#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core {

namespace serving {

// The fixed cost of handing one prompt's KV cache from a prefill to a decode worker, beside its
// bytes over the link: vLLM's NixlConnector took a mean 6.7 ms to post each transfer (1,785
// block descriptors, 167 MB, over 2,018 transfers of a 3P1D deployment; vllm-project/vllm issue
// #50913). Taken as fixed although it grows with the descriptors a transfer has.
inline constexpr double kKvTransferLatencySeconds = 6.7e-3;

} // namespace serving

// The serving answer of a disaggregated deployment (scenario.serving.disaggregation enabled; see
// docs/estimation.md "Disaggregated prefill and decode"). Prefill workers are a queue of
// prompt-only work (M/D/1, each prompt the prefill step of the colocated model); the first token
// comes after the wait, the prefill, the hand-over of the prompt's KV cache (over the fast link
// when both pools lie in one fast-link domain of `parallel.gpusPerNode` GPUs, else over the
// scenario's scale-out network at `interNodeBandwidthGBs` a GPU) and the decode step the request
// joins. Decode workers run steps of decoding sequences only, no prompt chunk among them, at the
// batch Little's law gives. Pure; estimateServing() calls it.
ServingEstimate estimateDisaggregated(const Scenario &scenario, const GpuSpec &gpu);

// Workers of each pool.
struct PoolReplicas {
    int prefill = 0;
    int decode = 0;
    bool found() const { return prefill > 0 && decode > 0; }
};

// The fewest prefill and decode workers at the scenario's prefill and decode tensor parallelism
// (its counts ignored) that hold its load within its targets, each pool loaded to at most
// `mostUtilisation` of its capacity: the fewest decode workers that hold the sequences and meet
// the TPOT target, then the fewest prefill workers that meet the TTFT target beside them. Both 0
// when no count up to 4096 does, or a pool's weights leave no KV pool.
PoolReplicas poolReplicasForLoad(const Scenario &scenario, const GpuSpec &gpu, double mostUtilisation = 1.0);

} // namespace gpusizer::core
