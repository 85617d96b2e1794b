#pragma once

// Training activations saved for backward and the logits/cross-entropy term.
// Internal to the memory model.

#include "estimate/memory/memoryinputs.h"
#include "estimate/memorybreakdown.h"

namespace gpusizer::core::memory {

// Bytes saved for backward by one transformer block per token of one micro-batch
// (without the attention-score term), for the scenario's method and targets.
double savedBytesPerTokenPerLayer(const MemoryInputs &in);

// Bytes of the s x s attention scores an eager kernel saves, per token per layer.
double eagerScoreBytesPerToken(const MemoryInputs &in);

// Logits, fp32 upcast, saved log-softmax and their gradients, per token (last stage).
double logitsBytesPerToken(const MemoryInputs &in);

// Fills Activations and Logits (training).
void addTrainingActivations(const MemoryInputs &in, MemoryBreakdown &out);

} // namespace gpusizer::core::memory
