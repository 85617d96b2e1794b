#include "io/validation/servingcase.h"

#include "util/csvtable.h"
#include "io/validation/modelcolumns.h"
#include "io/validation/rowreader.h"

#include <functional>

namespace gpusizer::core {

namespace {

// Measured figures divide the error percentages: bounds far outside every real measurement.
constexpr double kMinMeasured = 1.0e-6;
constexpr double kMaxMeasured = 1.0e12;
constexpr double kMaxLength = 1.0e8;
// Accepted tokens a step: at least the target's own; the estimator checks it against k + 1.
constexpr double kMinAcceptance = 1.0;
constexpr double kMaxAcceptance = 1.0e3;

std::optional<std::string_view> readRow(const RowReader &r, ServingCase &c)
{
    c.engine = r.text("engine");
    c.engineVersion = r.text("engine_version");
    c.draftModel = r.text("draft_model");
    if (const auto column = readSharedColumns(r, c))
        return column;

    using Check = std::pair<std::string_view, std::function<bool()>>;
    const auto measured = [&r](const char *column, std::optional<double> &out) {
        return r.number(column, out, kMinMeasured, kMaxMeasured);
    };
    const Check checks[] = {
        {"kv_lora_rank", [&] { return r.integer("kv_lora_rank", c.kvLoraRank); }},
        {"rope_head_dim", [&] { return r.integer("rope_head_dim", c.ropeHeadDim); }},
        {"kv_dtype", [&] { return r.enumeration("kv_dtype", c.kvDtype, parseDType); }},
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
        {"speculative_method",
         [&] { return r.enumeration("speculative_method", c.speculativeMethod, parseSpeculativeMethod); }},
        {"spec_tokens", [&] { return r.integer("spec_tokens", c.specTokens); }},
        {"acceptance_length",
         [&] { return r.number("acceptance_length", c.acceptanceLength, kMinAcceptance, kMaxAcceptance); }},
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
        "measured_total_tok_s", "measured_ttft_ms", "ttft_stat", "measured_tpot_ms", "tpot_stat",
        "speculative_method", "draft_model", "spec_tokens", "acceptance_length", "quality", "notes"};
    return columns;
}

const std::vector<std::string_view> &servingSpeculativeColumns()
{
    static const std::vector<std::string_view> columns = {"speculative_method", "draft_model", "spec_tokens",
                                                          "acceptance_length"};
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
    return readCsvCases<ServingCase>(csvText, fileName, servingColumns(), readRow, servingSpeculativeColumns());
}

} // namespace gpusizer::core
