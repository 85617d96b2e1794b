#pragma once

#include "model/scenario.h"

namespace gpusizer::core::timing {

// Floating-point work of one trained or generated token. Pure functions of the scenario.
struct TrainingFlops {
    // MFU convention of the published runs (llm-foundry, torchtitan, Megatron): 6·N for full
    // training (4·N + 6·adapters for LoRA) plus 12·L·s·(heads·headDim), causal mask NOT halved,
    // recomputation not counted.
    double modelPerToken = 0;
    // Work the GPU really does, split by how efficiently it runs (recomputation included).
    double denseMatmulPerToken = 0;  // attention projections, dense MLPs, LM head, adapters
    double expertMatmulPerToken = 0; // routed and shared experts of MoE layers
    double attentionPerToken = 0;    // scores and weighted sum, causal half only
    double hardwarePerToken() const { return denseMatmulPerToken + expertMatmulPerToken + attentionPerToken; }
};

// Matrix-product parameters of a model, split the way the time model needs them.
struct MatmulParams {
    double attention = 0;     // all layers' attention projections
    double denseMlp = 0;      // dense FFN layers
    double expertActive = 0;  // experts used per token (incl. router and shared experts)
    double expertTotal = 0;   // every expert stored (all MoE layers)
    double lmHead = 0;        // vocab x hidden (computed even when tied to the embedding)
    double adapters = 0;      // LoRA A and B matrices (0 unless an adapter method)
    double modelActive = 0;   // active parameters incl. embeddings (ParameterCounts::active)
    double layersActive() const { return attention + denseMlp + expertActive; }
    double layersTotal() const { return attention + denseMlp + expertTotal; }
};

MatmulParams matmulParams(const Scenario &s);

// LoRA adapter parameters r·(d_in + d_out) per targeted matrix, all layers.
double loraAdapterParams(const Architecture &arch, const LoraSettings &lora);

// Width of the query projection (heads x head dim; MLA: heads x (nope + rope)).
double queryWidth(const Architecture &arch);

// Average number of keys one query attends to per layer in a causal sequence of `seqLen`
// tokens (sliding-window layers see at most their window).
double causalKeysPerQuery(const Architecture &arch, double seqLen);

TrainingFlops trainingFlops(const Scenario &s, const MatmulParams &p);

} // namespace gpusizer::core::timing
