#pragma once

#include "model/method.h"
#include "model/optimizer.h"
#include "model/parallelism.h"
#include "model/training.h"
#include "model/architecture.h"
#include "model/dtype.h"
#include "util/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// What a measured memory figure means (shared/validation/README.md).
enum class ValidationMetric { Allocated, Reserved, Active, DeviceUsed, Unknown };

std::string_view toString(ValidationMetric value);
std::optional<ValidationMetric> parseValidationMetric(std::string_view text);

// One row of the validation schema, every column, typed. Empty cells are nullopt (or an empty
// string for text); malformed cells are refused by the reader with the column name.
struct ValidationCase {
    std::string id;
    std::string source;
    std::string model;
    std::optional<double> paramsB;
    std::optional<int> layers, hidden, intermediate, heads, kvHeads, headDim;
    std::optional<std::int64_t> vocab;
    std::optional<bool> tiedEmbeddings;
    std::optional<MlpKind> mlp;
    std::optional<int> experts, expertsPerToken;
    std::optional<Method> mode;
    std::optional<DType> weightDtype, computeDtype;
    std::optional<bool> masterWeights;
    std::optional<Optimizer> optimizer;
    std::optional<int> loraRank;
    std::optional<std::uint16_t> loraTargets;
    std::optional<int> seqLen, promptLen, kvCacheLen, microBatch, gradAccum;
    std::optional<Checkpointing> gradCkpt;
    std::optional<AttentionKernel> attention;
    std::optional<bool> chunkedCe;
    std::optional<int> numGpus, gpusPerNode;
    std::string gpu;
    std::optional<Sharding> sharding;
    std::optional<int> tp, pp, cp, ep;
    std::optional<Offload> offload;
    // How the run was made (shared/validation/README.md): the code base, torch.compile or CUDA
    // graphs, embeddings and head trained in full next to adapters, checkpointed activations
    // moved to host memory, optimizer steps in the backward pass.
    std::string framework;
    std::optional<bool> compiled, trainEmbeddings, offloadActivations, optimizerInBackward;
    std::optional<ValidationMetric> memMetric;
    std::optional<double> measuredMemGib;
    std::optional<double> measuredTokensPerSecPerGpu;
    std::optional<double> measuredMfu;
    char quality = 'C';
    std::string notes;
};

// The column names of the schema, in the published order.
const std::vector<std::string_view> &validationColumns();

// Reads every row of a validation CSV by column name (the five run columns framework, compiled,
// train_embeddings, offload_activations and optimizer_in_backward may be absent in older
// files). A missing column or a malformed cell
// gives an Error whose `field` is the column name and whose `detail` names the row id.
Result<std::vector<ValidationCase>> readValidationCases(std::string_view csvText,
                                                        const std::string &fileName);

} // namespace gpusizer::core
