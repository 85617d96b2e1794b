#pragma once

#include "estimate/estimate.h"

#include "catalog/modelcatalog.h"
#include "estimate/memorybreakdown.h"
#include "io/validation/validationcase.h"
#include "model/scenario.h"
#include "util/result.h"

namespace gpusizer::core {

// The architecture a row describes. A preset of `presets` with the same id supplies what the
// row cannot express (norm kind, biases, learned positions, MLA, sliding windows) when its
// layers, hidden size, heads and vocabulary match the row; otherwise plain MLPs are taken as
// LayerNorm models (GPT-2/BERT/BLOOM family) and gated MLPs as RMSNorm decoders.
Result<Architecture> architectureOf(const ValidationCase &row, const ModelCatalog *presets);

// The scenario a row describes. Errors name the column that is missing or unusable.
Result<Scenario> scenarioOf(const ValidationCase &row, const ModelCatalog *presets);

// The metric the estimate is compared with: `active` counts like `allocated` (the peak of
// live tensors); `unknown` (or empty) is compared with `reserved`, what the frameworks'
// own memory logs (torchtune, HF/DeepSpeed, ms-swift, torchtitan) most often print.
MemoryMetric comparedMetric(const ValidationCase &row);

// An inference row run by a framework whose decode loop is eager (transformers, plain PyTorch)
// and not compiled: its decode speed is bound by host launch overhead. Read from the row's
// framework and compiled columns; notes and source are never read.
bool statesEagerDecode(const ValidationCase &row);

// The measured speed a row reports: training tokens/s per GPU, or for inference the decode
// speed of the whole group (shared/validation/README.md) — the matching predicted figure.
double predictedTokensPerSecond(const Scenario &scenario, const Estimate &estimate);

} // namespace gpusizer::core
