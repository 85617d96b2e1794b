#include "io/validation/servingcase.h"

#include "io/validation/csvtable.h"
#include "io/validation/rowreader.h"

#include <functional>

namespace gpusizer::core {

namespace {

// Measured figures divide the error percentages: bounds far outside every real measurement.
constexpr double kMaxParamsB = 1.0e6;
constexpr double kMinMeasured = 1.0e-6;
constexpr double kMaxMeasured = 1.0e12;
constexpr double kMaxLength = 1.0e8;

std::optional<std::string_view> readRow(const RowReader &r, ServingCase &c)
{
    c.id = r.text("id");
    c.source = r.text("source");
    c.engine = r.text("engine");
    c.engineVersion = r.text("engine_version");
    c.model = r.text("model");
    c.gpu = r.text("gpu");
    c.notes = r.text("notes");
    const std::string &quality = r.text("quality");
    if (quality.size() != 1 || (quality[0] != 'A' && quality[0] != 'B' && quality[0] != 'C'))
        return "quality";
    c.quality = quality[0];

    using Check = std::pair<std::string_view, std::function<bool()>>;
    const auto measured = [&r](const char *column, std::optional<double> &out) {
        return r.number(column, out, kMinMeasured, kMaxMeasured);
    };
    const Check checks[] = {
        {"params_b", [&] { return r.number("params_b", c.paramsB, 0.0, kMaxParamsB); }},
        {"layers", [&] { return r.integer("layers", c.layers); }},
        {"hidden", [&] { return r.integer("hidden", c.hidden); }},
        {"intermediate", [&] { return r.integer("intermediate", c.intermediate); }},
        {"heads", [&] { return r.integer("heads", c.heads); }},
        {"kv_heads", [&] { return r.integer("kv_heads", c.kvHeads); }},
        {"head_dim", [&] { return r.integer("head_dim", c.headDim); }},
        {"vocab", [&] { return r.integer("vocab", c.vocab); }},
        {"tied_embeddings", [&] { return r.boolean("tied_embeddings", c.tiedEmbeddings); }},
        {"mlp", [&] { return r.enumeration("mlp", c.mlp, parseMlpKind); }},
        {"experts", [&] { return r.integer("experts", c.experts); }},
        {"experts_per_token", [&] { return r.integer("experts_per_token", c.expertsPerToken); }},
        {"kv_lora_rank", [&] { return r.integer("kv_lora_rank", c.kvLoraRank); }},
        {"rope_head_dim", [&] { return r.integer("rope_head_dim", c.ropeHeadDim); }},
        {"weight_dtype", [&] { return r.enumeration("weight_dtype", c.weightDtype, parseDType); }},
        {"kv_dtype", [&] { return r.enumeration("kv_dtype", c.kvDtype, parseDType); }},
        {"num_gpus", [&] { return r.integer("num_gpus", c.numGpus); }},
        {"gpus_per_node", [&] { return r.integer("gpus_per_node", c.gpusPerNode); }},
        {"tp", [&] { return r.integer("tp", c.tp); }},
        {"pp", [&] { return r.integer("pp", c.pp); }},
        {"ep", [&] { return r.integer("ep", c.ep); }},
        {"input_len", [&] { return r.number("input_len", c.inputLen, 0.0, kMaxLength); }},
        {"output_len", [&] { return r.number("output_len", c.outputLen, 0.0, kMaxLength); }},
        {"load", [&] { return r.enumeration("load", c.load, parseLoadKind); }},
        {"concurrency", [&] { return r.integer("concurrency", c.concurrency); }},
        {"request_rate", [&] { return r.number("request_rate", c.requestRate, 0.0, kMaxMeasured); }},
        {"measured_output_tok_s", [&] { return measured("measured_output_tok_s", c.measuredOutputTokS); }},
        {"measured_total_tok_s", [&] { return measured("measured_total_tok_s", c.measuredTotalTokS); }},
        {"measured_ttft_ms", [&] { return measured("measured_ttft_ms", c.measuredTtftMs); }},
        {"ttft_stat", [&] { return r.enumeration("ttft_stat", c.ttftStat, parseLatencyStat); }},
        {"measured_tpot_ms", [&] { return measured("measured_tpot_ms", c.measuredTpotMs); }},
        {"tpot_stat", [&] { return r.enumeration("tpot_stat", c.tpotStat, parseLatencyStat); }},
    };
    for (const auto &[column, check] : checks)
        if (!check())
            return column;
    return std::nullopt;
}

} // namespace

const std::vector<std::string_view> &servingColumns()
{
    static const std::vector<std::string_view> columns = {
        "id", "source", "engine", "engine_version", "model", "params_b", "layers", "hidden", "intermediate",
        "heads", "kv_heads", "head_dim", "vocab", "tied_embeddings", "mlp", "experts", "experts_per_token",
        "kv_lora_rank", "rope_head_dim", "weight_dtype", "kv_dtype", "gpu", "num_gpus", "gpus_per_node", "tp",
        "pp", "ep", "input_len", "output_len", "load", "concurrency", "request_rate", "measured_output_tok_s",
        "measured_total_tok_s", "measured_ttft_ms", "ttft_stat", "measured_tpot_ms", "tpot_stat", "quality",
        "notes"};
    return columns;
}

bool isServingHeader(std::string_view csvText)
{
    const std::string_view header = csvText.substr(0, csvText.find('\n'));
    return header.find("measured_output_tok_s") != std::string_view::npos
        && header.find("engine") != std::string_view::npos;
}

Result<std::vector<ServingCase>> readServingCases(std::string_view csvText, const std::string &fileName)
{
    return readCsvCases<ServingCase>(csvText, fileName, servingColumns(), readRow);
}

} // namespace gpusizer::core
