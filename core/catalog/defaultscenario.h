#pragma once

#include "catalog/modelcatalog.h"
#include "model/scenario.h"

namespace gpusizer::core {

// The one scenario the window and gpu-sizer-cli start from (issue #28): LoRA fine-tuning of
// Llama 3.1 8B on one H100 SXM, 4,096-token sequences, 2 sequences per step with 8 accumulation
// steps and full activation checkpointing, 50 M tokens for 2 epochs, at the shipped exchange
// rates (a synthetic 8 B model where the presets are missing).
Scenario defaultScenario(const ModelCatalog &models = ModelCatalog::builtIn());

} // namespace gpusizer::core
