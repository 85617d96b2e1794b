#pragma once

#include "estimate/memorybreakdown.h"
#include "estimate/serving/servingestimate.h"

#include <vector>
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

// What a serving engine holds on each GPU of a replica: weights, the workspace and graph pool
// (Activations, Buffers), the paged KV pool it reserves (KvCache) and the CUDA context.
MemoryBreakdown servingMemory(const ServingEstimate &serving, const GpuSpec &gpu);

// One point of the throughput-and-latency curve against the load.
struct ServingPoint {
    double load = 0;               // users (closed loop) or requests per second (otherwise)
    double outputTokensPerSecond = 0;
    double ttftMs = 0;             // at the targets' statistic
    double tpotMs = 0;
    bool holdsLoad = true;
};

// The deployment of `scenario` under `points` loads from light to twice its capacity (users
// for a closed loop, requests per second otherwise, log-spaced), the rest unchanged.
std::vector<ServingPoint> servingCurve(const Scenario &scenario, const GpuSpec &gpu, int points = 24);

} // namespace gpusizer::core
