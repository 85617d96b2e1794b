#pragma once

// Model states per GPU: weights, LoRA adapters, fp32 master weights, gradients, optimizer
// state and the sharding buffers (gather and reduce buckets). Internal to the memory model.

#include "estimate/memory/memoryinputs.h"
#include "estimate/memorybreakdown.h"

namespace gpusizer::core::memory {

// Optimizer state bytes per trained parameter, for states stored in `stateType`
// (fp32 when a master copy exists or the weights are fp32, else the weight type).
double optimizerBytesPerParam(Optimizer optimizer, DType stateType);

// Adafactor: fp32 row and column statistics of every matrix plus full fp32 state of vectors,
// for the parameters held by one GPU (before sharding).
double adafactorStateBytes(const MemoryInputs &in);

// The gradient of the LM head matrix out of `gradientBytes` (what the model's gradients take on
// one GPU): the first gradient backward produces. A tied head's is the embedding's, which the
// embedding's own backward completes at the very end; an optimizer stepping inside backward
// holds at most the largest tensor's gradient, the head's when it is the largest.
double lmHeadGradientBytes(const MemoryInputs &in, double gradientBytes);

// Fills Weights, Adapters, MasterWeights, Gradients, OptimizerState and the sharding part of
// Buffers; adds offloaded bytes to hostBytes. The optimizer step is taken to be fused (no
// state-sized temporaries; docs/estimation.md discusses the foreach alternative).
void addModelStates(const MemoryInputs &in, MemoryBreakdown &out);

} // namespace gpusizer::core::memory
