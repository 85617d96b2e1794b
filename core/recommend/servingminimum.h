#pragma once

#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core {

// The fewest GPUs of `gpu` that any deployment of a serving scenario needs, from physics alone
// (issue #22): the weights in 0.9 x each GPU's usable memory, and the arithmetic of the requests
// the load completes at the dense peak. A closed loop of N users completes at least
// N / (TTFT target + output tokens x TPOT target) requests a second (the slowest the targets
// allow), an open loop its request rate; a request costs 2 FLOPs per active matrix parameter for
// every token that passes the layers (its prompt and output, less the last), and the LM head for
// every output token. It leaves out attention, the KV cache, streaming and every overhead, so no
// deployment needs fewer; 0 when the load sets no rate (a closed loop or batch without targets,
// an offline job): the arithmetic then has no time to be judged against.
int servingPhysicalMinimum(const Scenario &s, const GpuSpec &gpu);

// The most GPUs a serving recommendation may take, as a multiple of servingPhysicalMinimum(): a
// deployment beyond it meets its targets only by running every replica nearly empty (its time
// per output token close to the target at one user), which no consultant can defend.
inline constexpr int kMostGpusPerPhysicalMinimum = 10;

} // namespace gpusizer::core
