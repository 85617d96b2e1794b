#include "io/validation/validationcase.h"

#include "util/csvtable.h"
#include "io/validation/modelcolumns.h"
#include "io/validation/rowreader.h"
#include "model/lora.h"
#include "util/enumnames.h"

#include <functional>

namespace gpusizer::core {

namespace {

constexpr auto kMetrics = makeEnumNames<ValidationMetric>({
    {ValidationMetric::Allocated, "allocated"},
    {ValidationMetric::Reserved, "reserved"},
    {ValidationMetric::Active, "active"},
    {ValidationMetric::DeviceUsed, "device_used"},
    {ValidationMetric::Unknown, "unknown"},
});

// Measured figures are divisors of the error percentages: a measurement of 1e-320 GiB gave an
// infinite error (found by tests/fuzz). The bounds are far outside every real measurement.
constexpr double kMinMeasuredGib = 1.0e-3;
constexpr double kMaxMeasuredGib = 1.0e6;
constexpr double kMinTokensPerSecond = 1.0e-6;
constexpr double kMaxTokensPerSecond = 1.0e12;

std::optional<std::string_view> readRow(const RowReader &r, ValidationCase &c)
{
    c.framework = r.text("framework");
    if (const auto column = readSharedColumns(r, c))
        return column;

    using Check = std::pair<std::string_view, std::function<bool()>>;
    const Check checks[] = {
        {"mode", [&] { return r.enumeration("mode", c.mode, parseMethod); }},
        {"compute_dtype", [&] { return r.enumeration("compute_dtype", c.computeDtype, parseDType); }},
        {"master_weights", [&] { return r.boolean("master_weights", c.masterWeights); }},
        {"optimizer", [&] { return r.enumeration("optimizer", c.optimizer, parseOptimizer); }},
        {"lora_rank", [&] { return r.integer("lora_rank", c.loraRank); }},
        {"lora_targets", [&] { return r.enumeration("lora_targets", c.loraTargets, parseLoraTargets); }},
        {"seq_len", [&] { return r.integer("seq_len", c.seqLen); }},
        {"prompt_len", [&] { return r.integer("prompt_len", c.promptLen); }},
        {"kv_cache_len", [&] { return r.integer("kv_cache_len", c.kvCacheLen); }},
        {"micro_batch", [&] { return r.integer("micro_batch", c.microBatch); }},
        {"grad_accum", [&] { return r.integer("grad_accum", c.gradAccum); }},
        {"grad_ckpt", [&] { return r.enumeration("grad_ckpt", c.gradCkpt, parseCheckpointing); }},
        {"attention", [&] { return r.enumeration("attention", c.attention, parseAttentionKernel); }},
        {"chunked_ce", [&] { return r.boolean("chunked_ce", c.chunkedCe); }},
        {"sharding", [&] { return r.enumeration("sharding", c.sharding, parseSharding); }},
        {"cp", [&] { return r.integer("cp", c.cp); }},
        {"offload", [&] { return r.enumeration("offload", c.offload, parseOffload); }},
        {"compiled", [&] { return r.boolean("compiled", c.compiled); }},
        {"train_embeddings", [&] { return r.boolean("train_embeddings", c.trainEmbeddings); }},
        {"offload_activations", [&] { return r.boolean("offload_activations", c.offloadActivations); }},
        {"optimizer_in_backward", [&] { return r.boolean("optimizer_in_backward", c.optimizerInBackward); }},
        {"mem_metric", [&] { return r.enumeration("mem_metric", c.memMetric, parseValidationMetric); }},
        {"measured_mem_gib",
         [&] { return r.number("measured_mem_gib", c.measuredMemGib, kMinMeasuredGib, kMaxMeasuredGib); }},
        {"measured_tokens_per_s_per_gpu",
         [&] {
             return r.number("measured_tokens_per_s_per_gpu", c.measuredTokensPerSecPerGpu, kMinTokensPerSecond,
                             kMaxTokensPerSecond);
         }},
        {"measured_mfu", [&] { return r.number("measured_mfu", c.measuredMfu, 0.0, 1.0); }},
    };
    for (const auto &[column, check] : checks)
        if (!check())
            return column;
    return std::nullopt;
}

} // namespace

std::string_view toString(ValidationMetric v) { return kMetrics.name(v); }
std::optional<ValidationMetric> parseValidationMetric(std::string_view t) { return kMetrics.parse(t); }

const std::vector<std::string_view> &validationColumns()
{
    static const std::vector<std::string_view> columns = {
        "id", "source", "model", "params_b", "layers", "hidden", "intermediate", "heads",
        "kv_heads", "head_dim", "vocab", "tied_embeddings", "mlp", "experts",
        "experts_per_token", "mode", "weight_dtype", "compute_dtype", "master_weights",
        "optimizer", "lora_rank", "lora_targets", "seq_len", "prompt_len", "kv_cache_len",
        "micro_batch", "grad_accum", "grad_ckpt", "attention", "chunked_ce", "num_gpus",
        "gpus_per_node", "gpu", "sharding", "tp", "pp", "cp", "ep", "offload", "framework", "compiled",
        "train_embeddings", "offload_activations", "optimizer_in_backward", "mem_metric",
        "measured_mem_gib", "measured_tokens_per_s_per_gpu", "measured_mfu", "quality", "notes"};
    return columns;
}

Result<std::vector<ValidationCase>> readValidationCases(std::string_view csvText,
                                                        const std::string &fileName)
{
    // Files from before the run columns (framework ... optimizer_in_backward) still load; their
    // rows read as unknown framework with every flag off.
    static const std::vector<std::string_view> added = {"framework", "compiled", "train_embeddings",
                                                       "offload_activations", "optimizer_in_backward"};
    return readCsvCases<ValidationCase>(csvText, fileName, validationColumns(), readRow, added);
}

} // namespace gpusizer::core
