#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core {

// The serving answer for `scenario` (method inference, Scenario::serving) on `gpu`: the KV pool
// and the concurrency it holds, throughput, TTFT and TPOT at the load, the replicas the load
// needs within the targets, what binds, and the cost per million tokens. Pure; microseconds.
//
// A replica (tp x pp GPUs) runs engine steps (servingstep.h). Continuous batching at B
// sequences: each step decodes B tokens and, with chunked prefill, carries the prompts of the
// requests that replace finished ones (B·input/output tokens per step); without it prefills
// run as steps of their own. The load sets B: closed loop B = concurrency; open loop
// B = λ·(TTFT + output·step(B)) (Little's law); offline B = the engine's limit. TTFT waits in
// an M/D/1 queue whose utilisation is the load over the replica's capacity.
ServingEstimate estimateServing(const Scenario &scenario, const GpuSpec &gpu);

} // namespace gpusizer::core
