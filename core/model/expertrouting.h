#pragma once

#include "model/architecture.h"

// How many of a mixture of experts' routed experts a batch touches: one rule for the training
// step, the decode model and the serving step.
namespace gpusizer::core {

// The share of a layer's routed experts that `tokens` tokens (at least one) touch, each token
// routed to k of the E experts independently: 1 − (1 − k/E)^tokens; 1 for a dense model.
double expertsTouchedShare(const Architecture &a, double tokens);

} // namespace gpusizer::core
