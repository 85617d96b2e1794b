// Peak memory per GPU: the sum of the components resident at the start of the backward pass
// (training) or during prefill (inference), plus what the CUDA caching allocator and the CUDA
// context add. The formulas and the calibrated constants are documented in docs/estimation.md.
#include "estimate/memorymodel.h"
#include "model/framework.h"
#include "model/units.h"

#include "estimate/memory/activationmemory.h"
#include "estimate/memory/inferencememory.h"
#include "estimate/memory/memoryinputs.h"
#include "estimate/memory/quantisedlinears.h"
#include "estimate/memory/statesmemory.h"

#include <algorithm>

namespace gpusizer::core {

namespace {

using core::units::kGiB;


// Quantised weights are dequantised one linear layer at a time into a 16-bit buffer; the next
// layer's buffer is allocated before the last one is released (training: the backward pass
// needs it again): two buffers of the largest linear weight (the LM head where it is
// quantised too: memory/quantisedlinears.h).
double dequantBuffer(const memory::MemoryInputs &in)
{
    const Scenario &s = *in.scenario;
    if (!isQuantised(s.weightDtype) && s.weightDtype != DType::FP8)
        return 0.0;
    const Architecture &a = *in.arch;
    const double width = a.isMoE() ? std::max(a.expertIntermediate, a.intermediate) : a.intermediate;
    double largest = std::max(double(a.hidden) * width,
                              double(a.hidden) * a.heads * std::max(1, a.headDim));
    if (memory::quantisesLmHead(s) && in.lmHeadPerGpu > in.params.finalNorm)
        largest = std::max(largest, double(a.hidden) * a.vocab);
    return 2.0 * largest * 2.0 / in.tp;
}

// PyTorch's multi-tensor (foreach) AdamW step computes sqrt(v) for every parameter at once
// (torch/optim/adamw.py _multi_tensor_adamw: exp_avg_sq_sqrt = _foreach_sqrt(exp_avg_sqs)):
// a temporary the size of one moment while all gradients are still held. Fused steps work
// tensor by tensor; a step in the backward pass holds one tensor's worth. DeepSpeed ZeRO
// steps its flat partitions with its own FusedAdam, whatever framework drives it.
double optimizerStepTemporary(const Scenario &s, double optimizerStateBytes)
{
    if (s.optimizer != Optimizer::AdamW || s.optimizerInBackward || isDeepSpeedZero(s.parallel.sharding)
        || frameworkProfile(s.framework).optimizerImpl != OptimizerImpl::ForEach)
        return 0.0;
    return 0.5 * optimizerStateBytes;
}

} // namespace

// CUDA context, cuBLAS/cuDNN workspaces and loaded kernels. CUDA 11.7+ loads kernels lazily
// (~0.5 GiB on Ampere and later); the V100/T4-era stacks measured ~1.3 GiB (HF perf docs:
// 1343 MiB on a V100).
double cudaContextBytes(const GpuSpec &gpu)
{
    switch (gpu.generation) {
    case GpuGeneration::Volta:
    case GpuGeneration::Turing: return 1.3 * kGiB;
    default: return 0.5 * kGiB;
    }
}


const AllocatorCalibration &allocatorCalibration()
{
    static const AllocatorCalibration shipped;
    return activeOr(shipped);
}

MemoryBreakdown estimateMemory(const Scenario &scenario, const GpuSpec &gpu)
{
    // A framework that holds a tied model's LM head as a copy of the embedding (LitGPT) holds
    // the model untied.
    if (scenario.model.tiedEmbeddings && frameworkProfile(scenario.framework).untiesEmbeddings) {
        Scenario untied = scenario;
        untied.model.tiedEmbeddings = false;
        return estimateMemory(untied, gpu);
    }
    MemoryBreakdown out;
    const memory::MemoryInputs in = memory::prepareInputs(scenario);
    memory::addModelStates(in, out);
    out[MemoryComponent::CudaContext] = cudaContextBytes(gpu);

    if (!isTraining(scenario.method)) {
        memory::addInferenceMemory(in, out);
        // Quantised kernels dequantise into a 16-bit weight for multi-token inputs (prompt
        // processing through cuBLAS, AutoGPTQ/ExLlama); single-token decoding stays fused.
        if (double(scenario.workload.promptLen) * scenario.microBatch > 1.0)
            out[MemoryComponent::Buffers] += dequantBuffer(in);
        const double transient = out[MemoryComponent::Activations] + out[MemoryComponent::Logits]
            + out[MemoryComponent::Buffers];
        const double growingCache =
            scenario.workload.kvCacheLen <= 0 ? out[MemoryComponent::KvCache] : 0.0;
        const AllocatorCalibration &reserve = allocatorCalibration();
        out[MemoryComponent::AllocatorReserve] = reserve.transientReserve * transient
            + reserve.growingCacheReserve * growingCache
            + reserve.staticReserve * (out.allocatedBytes() - transient);
        return out;
    }

    memory::addTrainingActivations(in, out);
    out[MemoryComponent::Buffers] += dequantBuffer(in);

    // Two candidate peaks. Start of backward: all activations and the loss; gradients only
    // where they outlive the step's micro-batch (accumulation, pipelining, adapters) or the
    // LM head's, the first one produced. End of backward: every gradient, no activations.
    const double grads = out[MemoryComponent::Gradients];
    const double transient = out[MemoryComponent::Activations] + out[MemoryComponent::Logits];
    const bool gradsLive = !trainsAllWeights(scenario.method) || scenario.gradAccum > 1 || in.pp > 1;
    const double forwardGrads = gradsLive ? grads : memory::lmHeadGradientBytes(in, grads);
    const double statics = out.allocatedBytes() - grads - transient;
    const double forwardPeak = statics + forwardGrads + transient;
    const double stepTemporary = optimizerStepTemporary(scenario, out[MemoryComponent::OptimizerState]);
    const double backwardPeak = statics + grads + stepTemporary;

    const AllocatorCalibration &reserve = allocatorCalibration();
    const double fragmentation = reserve.transientReserve * out[MemoryComponent::Activations]
        + reserve.logitsReserve * out[MemoryComponent::Logits];
    const double reservedPeak = std::max(forwardPeak + fragmentation, backwardPeak)
        + reserve.staticReserve * statics;
    if (backwardPeak > forwardPeak) {
        out[MemoryComponent::Activations] = 0;
        out[MemoryComponent::Logits] = 0;
        out[MemoryComponent::Buffers] += stepTemporary;
    } else {
        out[MemoryComponent::Gradients] = forwardGrads;
    }
    out[MemoryComponent::AllocatorReserve] = reservedPeak - out.allocatedBytes();
    return out;
}

} // namespace gpusizer::core
