#pragma once

#include "util/result.h"

#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <span>
#include <string>
#include <string_view>

namespace gpusizer::core {

// Every bounded number of a scenario. Its one range is read by the estimator's validation, the
// scenario file reader, gpu-sizer-cli's flags and the window's controls (fieldlimits.cpp).
enum class Limited {
    SeqLen, MicroBatch, GradAccum, LoraRank, LoraAlpha,
    Gpus, GpusPerNode, Tp, Pp, Cp, Ep, InterNodeBandwidth,
    DatasetTokens, Epochs, PromptLen, KvCacheLen,
    InputLen, OutputLen, Concurrency, RequestRate, OfflineRequests, PrefixCacheHit, Replicas,
    AverageLoadShare, TtftTarget, TpotTarget, SpecTokens, AcceptanceLength,
    PrefillReplicas, PrefillTp, DecodeReplicas, DecodeTp,
    RentPerGpuHour, PurchasePerGpu, LifetimeYears, PowerPrice, Pue, HostingPerKwMonth, UsageHoursPerYear,
    Utilisation, RackKw, ResidualPercent, InterestPercent, SupportPercent, LicencePerGpuYear,
    DeadlineHours, Budget,
};

struct FieldLimit {
    Limited field;
    std::string_view section; // the scenario file's object ("cluster"; empty at the top level)
    std::string_view key;     // the key in it ("tp")
    std::string_view flag;    // gpu-sizer-cli's flag ("--tp"); empty where there is none
    double low;
    double high;
    bool whole;               // a whole number
};

namespace fieldlimits {

using enum Limited;

inline constexpr double kMaxTokens = 16 * 1024 * 1024; // 16 Mi tokens: beyond any context window

// Where a field is written, and the one range every reader and control applies. The ranges are
// wide enough for any real run and narrow enough that no estimate overflows.
inline constexpr FieldLimit kFieldLimits[] = {
    {SeqLen, "", "seq_len", "--seq-len", 1, kMaxTokens, true},
    {MicroBatch, "", "micro_batch", "--micro-batch", 1, 65536, true},
    {GradAccum, "", "grad_accum", "--grad-accum", 1, 65536, true},
    {LoraRank, "lora", "rank", "--lora-rank", 1, 65536, true},
    {LoraAlpha, "lora", "alpha", "", 0, 1e6, false},
    {Gpus, "cluster", "gpus", "--gpus", 1, 100000, true},
    {GpusPerNode, "cluster", "gpus_per_node", "--gpus-per-node", 1, 72, true},
    {Tp, "cluster", "tp", "--tp", 1, 1024, true},
    {Pp, "cluster", "pp", "--pp", 1, 1024, true},
    {Cp, "cluster", "cp", "--cp", 1, 1024, true},
    {Ep, "cluster", "ep", "--ep", 1, 1024, true},
    {InterNodeBandwidth, "cluster", "inter_node_gbs", "--inter-node-gbs", 0.1, 1e4, false},
    // 0 for an inference scenario that asks for rates only; training needs at least one
    // (validateTimeInputs).
    {DatasetTokens, "workload", "dataset_tokens", "--dataset-tokens", 0, 1e15, false},
    {Epochs, "workload", "epochs", "--epochs", 0.01, 1000, false},
    {PromptLen, "workload", "prompt_len", "--prompt-len", 0, kMaxTokens, true},
    {KvCacheLen, "workload", "kv_cache_len", "", 0, kMaxTokens, true},
    {InputLen, "serving", "input_len", "--input-len", 0, kMaxTokens, true},
    {OutputLen, "serving", "output_len", "--output-len", 1, kMaxTokens, true},
    {Concurrency, "serving", "concurrency", "--concurrency", 1, 1 << 24, true},
    {RequestRate, "serving", "requests_per_s", "--requests-per-s", 0.001, 1e9, false},
    {OfflineRequests, "serving", "offline_requests", "--offline-requests", 1, 1 << 30, true},
    {PrefixCacheHit, "serving", "prefix_cache_hit", "--prefix-cache-hit", 0, 1, false},
    {Replicas, "serving", "replicas", "--replicas", 0, 1 << 20, true},
    {AverageLoadShare, "serving", "average_load_share", "--average-load", 0.001, 1, false},
    {TtftTarget, "serving", "ttft_target_ms", "--ttft-ms", 0.001, 1e9, false},
    {TpotTarget, "serving", "tpot_target_ms", "--tpot-ms", 0.001, 1e9, false},
    // Speculative decoding: tokens drafted a step, and the mean accepted a step with the bonus
    // token (at most draft_tokens + 1: the estimator's validation checks the pair).
    {SpecTokens, "serving.speculative", "draft_tokens", "--spec-tokens", 1, 64, true},
    {AcceptanceLength, "serving.speculative", "acceptance_length", "--acceptance-length", 1, 65, false},
    // Disaggregated prefill and decode: the workers of each pool and the GPUs of each worker
    // (0 workers: no split; the estimator's validation wants both pools or neither).
    {PrefillReplicas, "serving.disaggregation", "prefill_replicas", "--prefill-replicas", 0, 4096, true},
    {PrefillTp, "serving.disaggregation", "prefill_tp", "--prefill-tp", 1, 1024, true},
    {DecodeReplicas, "serving.disaggregation", "decode_replicas", "--decode-replicas", 0, 4096, true},
    {DecodeTp, "serving.disaggregation", "decode_tp", "--decode-tp", 1, 1024, true},
    {RentPerGpuHour, "prices.pinned", "rent_per_gpu_hour", "--rent", 0, 1e6, false},
    {PurchasePerGpu, "prices.pinned", "purchase_per_gpu", "--purchase", 0, 1e10, false},
    // The years the hardware is owned: amortised over, and the horizon of the total cost of ownership.
    {LifetimeYears, "prices", "lifetime_years", "--years", 0.1, 50, false},
    {PowerPrice, "prices", "power_price_per_kwh", "--power-price", 0, 100, false},
    {Pue, "prices", "pue", "--pue", 1, 5, false},
    {HostingPerKwMonth, "prices", "hosting_per_kw_month", "--hosting-per-kw-month", 0, 1e6, false},
    // At least one hour: the hourly cost of owning divides by it.
    {UsageHoursPerYear, "prices", "usage_hours_per_year", "--usage-hours", 1, 8784, false},
    // The average draw while running as a share of the systems' rated power.
    {Utilisation, "prices", "utilisation", "--utilisation", 0.05, 1, false},
    {RackKw, "prices", "rack_kw", "--rack-kw", 1, 1000, false},
    {ResidualPercent, "prices", "residual_percent", "--residual-percent", 0, 100, false},
    {InterestPercent, "prices", "interest_percent", "--interest-percent", 0, 50, false},
    {SupportPercent, "prices", "support_percent", "--support-percent", 0, 100, false},
    {LicencePerGpuYear, "prices", "licence_per_gpu_year", "--licence-per-gpu-year", 0, 1e7, false},
    {DeadlineHours, "requirements", "deadline_hours", "--deadline-h", 0.01, 1e7, false},
    {Budget, "requirements", "budget", "--budget", 0, 1e13, false},
};

static_assert(std::size(kFieldLimits) == static_cast<std::size_t>(Budget) + 1, "one row per Limited field");

constexpr bool fieldLimitsInOrder()
{
    for (std::size_t i = 0; i < std::size(kFieldLimits); ++i)
        if (static_cast<std::size_t>(kFieldLimits[i].field) != i)
            return false;
    return true;
}
static_assert(fieldLimitsInOrder(), "kFieldLimits is indexed by Limited");

} // namespace fieldlimits

inline std::span<const FieldLimit> fieldLimits() { return fieldlimits::kFieldLimits; }
constexpr const FieldLimit &fieldLimit(Limited field)
{
    return fieldlimits::kFieldLimits[static_cast<std::size_t>(field)];
}
// The file's key path of a field: "cluster.tp", "seq_len".
std::string fileKey(Limited field);
// The limit of a file key path ("cluster.tp"); nullptr when none has it.
const FieldLimit *findLimitByKey(std::string_view fileKey);

// Finite, within [low, high] and whole where the field counts. (Inline: the estimator checks
// every field of every scenario it is given.)
inline bool withinLimit(Limited field, double value)
{
    const FieldLimit &limit = fieldLimit(field);
    if (!(value >= limit.low && value <= limit.high)) // NaN fails too; the bounds are finite
        return false;
    return !limit.whole || value == static_cast<double>(static_cast<long long>(value));
}
// OutOfRange naming the field by its file key, with its bounds and `value`.
Error limitError(Limited field, double value);
// limitError() when `value` is outside the field's limit.
std::optional<Error> checkLimit(Limited field, double value);

// A field and the value a scenario gives it, for checking many at once.
struct LimitedValue {
    Limited field;
    double value;
};
// limitError() of the first value outside its field's limit, in order; nullopt when all are in.
// (The estimator checks every scenario this way: no error is built unless one is found.)
inline std::optional<Error> firstOutOfLimit(std::initializer_list<LimitedValue> values)
{
    for (const LimitedValue &v : values)
        if (!withinLimit(v.field, v.value)) [[unlikely]]
            return limitError(v.field, v.value);
    return std::nullopt;
}

} // namespace gpusizer::core
