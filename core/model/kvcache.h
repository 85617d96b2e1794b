#pragma once

#include "model/architecture.h"

// The shape of the key/value cache, one rule for the memory model and the decode model.
namespace gpusizer::core {

// Values one layer caches per token: K and V of every KV head (GQA/MQA), or for MLA the
// compressed latent and the shared rope key.
double kvValuesPerTokenLayer(const Architecture &a);

// Layer-token slots a sequence with `context` tokens occupies in `layerShare` of the model's
// layers (a pipeline stage's share): sliding-window layers hold at most the window.
double kvLayerTokens(const Architecture &a, double context, double layerShare = 1.0);

// Query heads that share one cached K/V head (8 for Llama 2 70B, 1 for multi-head attention);
// 1 for MLA, whose latent every head reads through the absorbed projections.
double queryHeadsPerKvHead(const Architecture &a);

} // namespace gpusizer::core
