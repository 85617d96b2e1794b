#pragma once

#include "io/validation/rowreader.h"
#include "model/dtype.h"
#include "model/architecture.h"

#include <optional>
#include <string_view>

namespace gpusizer::core {

// The columns both validation schemas (cases.csv and serving.csv) share: who measured what, the
// quality grade and the model's architecture. Either case type has the same member names for
// them; the first malformed column is returned, nothing when all read.
template <typename Case>
std::optional<std::string_view> readSharedColumns(const RowReader &r, Case &c)
{
    c.id = r.text("id");
    c.source = r.text("source");
    c.model = r.text("model");
    c.gpu = r.text("gpu");
    c.notes = r.text("notes");
    const std::string &quality = r.text("quality");
    if (quality.size() != 1 || (quality[0] != 'A' && quality[0] != 'B' && quality[0] != 'C'))
        return "quality";
    c.quality = quality[0];

    constexpr double kMaxParamsB = 1.0e6;
    if (!r.number("params_b", c.paramsB, 0.0, kMaxParamsB))
        return "params_b";
    const std::pair<std::string_view, std::optional<int> *> integers[] = {
        {"layers", &c.layers},   {"hidden", &c.hidden},     {"intermediate", &c.intermediate},
        {"heads", &c.heads},     {"kv_heads", &c.kvHeads},  {"head_dim", &c.headDim},
        {"experts", &c.experts},   {"experts_per_token", &c.expertsPerToken},
        {"num_gpus", &c.numGpus}, {"gpus_per_node", &c.gpusPerNode},
        {"tp", &c.tp},           {"pp", &c.pp},             {"ep", &c.ep},
    };
    for (const auto &[column, out] : integers)
        if (!r.integer(column, *out))
            return column;
    if (!r.integer("vocab", c.vocab))
        return "vocab";
    if (!r.boolean("tied_embeddings", c.tiedEmbeddings))
        return "tied_embeddings";
    if (!r.enumeration("mlp", c.mlp, parseMlpKind))
        return "mlp";
    if (!r.enumeration("weight_dtype", c.weightDtype, parseDType))
        return "weight_dtype";
    return std::nullopt;
}

} // namespace gpusizer::core
