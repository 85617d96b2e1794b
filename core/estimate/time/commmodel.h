#pragma once

#include "model/gpuspec.h"
#include "estimate/time/flopsmodel.h"
#include "model/framework.h"
#include "model/scenario.h"

namespace gpusizer::core::timing {

// Communication of one optimizer step, per GPU, before overlap with compute.
struct CommTimes {
    double dataParallelSeconds = 0;   // gradient all-reduce, or ZeRO-3/FSDP gathers + reduce-scatters
    double tensorParallelSeconds = 0; // activation all-reduces (or reduce-scatter + all-gather)
    // Of tensorParallelSeconds, the forward collectives no compute hides (frameworks that do
    // not overlap TP communication with the GEMMs: overlapsTensorParallelComm()).
    double tensorParallelCriticalSeconds = 0;
    double expertParallelSeconds = 0; // MoE token all-to-all
    double offloadSeconds = 0;        // PCIe traffic of CPU-offloaded states
    double pipelineBubbleFraction = 0;// (pp - 1) / (m + pp - 1) of the step is idle
    double dataParallelBytesPerSecond = 0; // link the data-parallel collectives run over
    bool crossesNodes = false;
    double total() const
    {
        return dataParallelSeconds + tensorParallelSeconds + expertParallelSeconds + offloadSeconds;
    }
};

enum class Collective { Ring, AllToAll };

// Bandwidth (bytes/s, one direction, per GPU) a collective achieves. Inside one fast-link
// domain: the GPU's intra-node link. Across nodes a ring crosses each node through every GPU's
// NIC in parallel (one ring per NIC), so its bus bandwidth is bounded by
// min(intra-node link, GPUs per node x per-GPU inter-node bandwidth); an all-to-all sends each
// GPU's remote share through its own NIC: min(intra-node link, per-GPU inter-node bandwidth).
double collectiveBandwidth(const Scenario &s, const GpuSpec &gpu, bool crossesNodes, Collective kind);

// GPUs that share the fast link (a node, or an NVLink domain larger than a node, e.g. NVL72).
int fastLinkDomain(const Scenario &s, const GpuSpec &gpu);

// Whether the framework's default recipes overlap the tensor-parallel collectives with the GEMMs
// around them (Transformer Engine userbuffers, async TP).
bool overlapsTensorParallelComm(Framework framework);

CommTimes communicationPerStep(const Scenario &s, const GpuSpec &gpu, const MatmulParams &p);

} // namespace gpusizer::core::timing
