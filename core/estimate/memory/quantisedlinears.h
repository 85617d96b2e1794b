#pragma once

// How a framework's 4-bit (bitsandbytes NF4) linear layers hold memory, where it differs from
// the Hugging Face/PEFT convention the rest of the memory model follows (the blocks' linear
// layers quantised, the LM head in 16-bit, inputs kept only for a gradient). Internal to the
// memory model.

#include "model/scenario.h"

namespace gpusizer::core::memory {

// The LM head is a quantised linear too (not kept in 16-bit).
bool quantisesLmHead(const Scenario &s);

// Every quantised linear keeps its input for backward, whether or not it is trained.
bool quantisedLinearsKeepInputs(const Scenario &s);

// Bytes a quantised weight is stored in, with its quantisation constants.
double quantisedBytesPerWeight(const Scenario &s);

} // namespace gpusizer::core::memory
