#pragma once

#include "model/architecture.h"
#include "model/dtype.h"
#include "model/serving.h"
#include "model/speculative.h"
#include "util/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// One row of the serving validation schema (shared/validation/README.md "Serving cases"),
// every column typed. Empty cells are nullopt (or an empty string); malformed cells are
// refused by the reader with the column name.
struct ServingCase {
    std::string id;
    std::string source;
    std::string engine;            // as written: vllm, sglang, trtllm, ...
    std::string engineVersion;
    std::string model;
    std::optional<double> paramsB;
    std::optional<int> layers, hidden, intermediate, heads, kvHeads, headDim;
    std::optional<std::int64_t> vocab;
    std::optional<bool> tiedEmbeddings;
    std::optional<MlpKind> mlp;
    std::optional<int> experts, expertsPerToken, kvLoraRank, ropeHeadDim;
    std::optional<DType> weightDtype, kvDtype;
    std::string gpu;
    std::optional<int> numGpus, gpusPerNode, tp, pp, ep;
    std::optional<double> inputLen, outputLen;
    std::optional<LoadKind> load;
    std::optional<int> concurrency;
    std::optional<double> requestRate;
    std::optional<double> measuredOutputTokS, measuredTotalTokS;
    std::optional<double> measuredTtftMs;
    std::optional<LatencyStat> ttftStat;
    std::optional<double> measuredTpotMs;
    std::optional<LatencyStat> tpotStat;
    // Speculative decoding (tests/data/README.md "Speculative serving cases"); all empty in a
    // file without the columns, which reads as no speculation.
    std::optional<SpeculativeMethod> speculativeMethod;
    std::string draftModel;        // the draft checkpoint; for method draft, a model preset id
    std::optional<int> specTokens; // k, the tokens drafted a step
    std::optional<double> acceptanceLength; // measured mean tokens a step, bonus included; empty: unpublished
    char quality = 'C';
    std::string notes;
};

// The column names of the serving schema, in the published order, the optional speculative
// columns (servingSpeculativeColumns) among them.
const std::vector<std::string_view> &servingColumns();

// The speculative-decoding columns, which a serving file may leave out (then no row speculates).
const std::vector<std::string_view> &servingSpeculativeColumns();

// True when a CSV header (its first line) is the serving schema's rather than the
// training/inference one's.
bool isServingHeader(std::string_view csvText);

// Reads every row of a serving CSV by column name. A missing column or a malformed cell
// gives an Error whose `field` is the column name and whose `detail` names the row id.
Result<std::vector<ServingCase>> readServingCases(std::string_view csvText, const std::string &fileName);

} // namespace gpusizer::core
