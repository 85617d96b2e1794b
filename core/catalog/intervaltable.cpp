#include "catalog/intervaltable.h"

#include "catalog/builtinresource.h"
#include "catalog/isodate.h"
#include "util/jsonfields.h"
#include "util/logging.h"

#include <cmath>
#include <string>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

namespace {

constexpr std::array<const char *, kIntervalMetricCount> kMetricKeys{"memory", "throughput"};
constexpr std::array<const char *, kIntervalGroupCount> kGroupKeys{"training", "adapters", "inference", "all"};
constexpr std::array<const char *, kServingIntervalMetricCount> kServingKeys{"output_tokens_per_s", "ttft", "tpot"};
constexpr int kMaxRows = 1000000;
constexpr double kMinRatio = 1e-3;
constexpr double kMaxRatio = 1e3;

std::optional<IntervalBand> readBand(jsonfields::FieldReader &metric, const char *key)
{
    if (!metric.has(key))
        return std::nullopt;
    jsonfields::FieldReader r = metric.child(key);
    IntervalBand band;
    band.low = r.number("low", kMinRatio, kMaxRatio);
    band.median = r.number("median", kMinRatio, kMaxRatio);
    band.high = r.number("high", kMinRatio, kMaxRatio);
    band.rows = r.integer("rows", 1, kMaxRows);
    if (r.has("coverage"))
        band.coverage = r.number("coverage", 0.01, 1.0);
    if (r.has("loso_coverage"))
        band.sourceLeftOutCoverage = r.number("loso_coverage", 0.0, 1.0);
    if (r.ok() && !(band.low <= band.median && band.median <= band.high))
        r.fail(ErrorCode::OutOfRange, "median", "low <= median <= high does not hold");
    return band;
}

// "serving": {"cases_sha256": ..., "output_tokens_per_s": band, "ttft": band, "tpot": band}.
void readServing(jsonfields::FieldReader &r, IntervalTable &table)
{
    if (!r.has("serving"))
        return;
    jsonfields::FieldReader serving = r.child("serving");
    table.servingCasesSha256 = serving.string("cases_sha256", std::string(), 64);
    for (std::size_t m = 0; m < kServingIntervalMetricCount; ++m) {
        if (!serving.has(kServingKeys[m]))
            serving.fail(ErrorCode::MissingField, kServingKeys[m]);
        table.servingBands[m] = readBand(serving, kServingKeys[m]);
    }
}

// "calibration": {"hopper": {"memory_rows": n, "throughput_rows": n, "runs": n}, ...}; a
// family not listed has no rows.
void readCalibration(jsonfields::FieldReader &r, IntervalTable &table)
{
    if (!r.has("calibration"))
        return;
    jsonfields::FieldReader calibration = r.child("calibration");
    for (std::size_t g = 0; g < kGpuGenerationCount; ++g) {
        const std::string key(toString(static_cast<GpuGeneration>(g)));
        if (!calibration.has(key.c_str()))
            continue;
        jsonfields::FieldReader family = calibration.child(key.c_str());
        CalibrationRows &rows = table.calibration[g];
        rows.memoryRows = family.integer("memory_rows", 0, kMaxRows);
        rows.throughputRows = family.integer("throughput_rows", 0, kMaxRows);
        rows.runs = family.integer("runs", 0, kMaxRows);
        if (family.ok() && (rows.runs < rows.memoryRows || rows.runs < rows.throughputRows
                            || rows.runs > rows.memoryRows + rows.throughputRows))
            family.fail(ErrorCode::OutOfRange, "runs", "runs must lie between the larger count and their sum");
    }
}

} // namespace

IntervalGroup intervalGroupOf(Method method)
{
    switch (method) {
    case Method::Full:
    case Method::Pretrain: return IntervalGroup::Training;
    case Method::LoRA:
    case Method::QLoRA: return IntervalGroup::Adapters;
    case Method::Inference: return IntervalGroup::Inference;
    }
    return IntervalGroup::All;
}

IntervalBand IntervalBand::widened(double widen) const
{
    IntervalBand b = *this;
    if (median > 0 && low > 0 && high > 0) {
        b.low = median * std::pow(low / median, widen);
        b.high = median * std::pow(high / median, widen);
    }
    return b;
}

IntervalBand IntervalTable::band(IntervalMetric metric, Method method, bool calibrated) const
{
    const auto &groups = bands[static_cast<std::size_t>(metric)];
    const std::optional<IntervalBand> &own = groups[static_cast<std::size_t>(intervalGroupOf(method))];
    const std::optional<IntervalBand> &all = groups[static_cast<std::size_t>(IntervalGroup::All)];
    const IntervalBand b = own ? *own : all.value_or(IntervalBand{});
    return calibrated ? b : b.widened(widenUncalibrated);
}

IntervalGroup IntervalTable::groupUsed(IntervalMetric metric, Method method) const
{
    const IntervalGroup own = intervalGroupOf(method);
    return bands[static_cast<std::size_t>(metric)][static_cast<std::size_t>(own)] ? own : IntervalGroup::All;
}

std::optional<IntervalBand> IntervalTable::servingBand(ServingIntervalMetric metric, bool calibrated) const
{
    const std::optional<IntervalBand> &b = servingBands[static_cast<std::size_t>(metric)];
    if (!b)
        return std::nullopt;
    return calibrated ? *b : b->widened(widenUncalibrated);
}

const CalibrationRows &IntervalTable::calibrationOf(GpuGeneration generation) const
{
    static const CalibrationRows none;
    const auto g = static_cast<std::size_t>(generation);
    return g < calibration.size() ? calibration[g] : none;
}

Interval intervalFor(const IntervalTable &table, Method method, double requiredBytes,
                     double tokensPerSecondPerGpu, bool calibrated)
{
    const IntervalBand memory = table.band(IntervalMetric::Memory, method, calibrated);
    const IntervalBand throughput = table.band(IntervalMetric::Throughput, method, calibrated);
    Interval i;
    i.coverage = memory.coverage;
    i.calibrated = calibrated;
    i.requiredBytes = {requiredBytes * memory.low, requiredBytes * memory.high};
    i.tokensPerSecondPerGpu = {tokensPerSecondPerGpu * throughput.low, tokensPerSecondPerGpu * throughput.high};
    i.memoryGroup = table.groupUsed(IntervalMetric::Memory, method);
    i.memoryBand = calibrated ? memory : table.band(IntervalMetric::Memory, method, true);
    i.throughputBand = calibrated ? throughput : table.band(IntervalMetric::Throughput, method, true);
    return i;
}

Interval intervalFor(const IntervalTable &table, const Provenance &provenance, double requiredBytes,
                     double tokensPerSecondPerGpu)
{
    Interval i = intervalFor(table, provenance.regime, requiredBytes, tokensPerSecondPerGpu, provenance.calibrated());
    i.provenance = provenance;
    return i;
}

std::optional<ServingInterval> servingIntervalFor(const IntervalTable &table, double outputTokensPerSecond,
                                                  double ttftMs, double tpotMs, bool calibrated)
{
    ServingInterval i;
    const std::array<double, kServingIntervalMetricCount> point{outputTokensPerSecond, ttftMs, tpotMs};
    std::array<std::array<double, 2> *, kServingIntervalMetricCount> out{&i.outputTokensPerSecond, &i.ttftMs,
                                                                         &i.tpotMs};
    for (std::size_t m = 0; m < kServingIntervalMetricCount; ++m) {
        const auto metric = static_cast<ServingIntervalMetric>(m);
        const std::optional<IntervalBand> band = table.servingBand(metric, calibrated);
        if (!band)
            return std::nullopt;
        i.bands[m] = *table.servingBand(metric, true);
        *out[m] = {point[m] * band->low, point[m] * band->high};
    }
    return i;
}

Result<IntervalTable> intervalTableFromJson(const std::string &json, const std::string &fileName)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, fileName);
    if (!root)
        return root.error();
    jsonfields::FieldReader r(root.value(), fileName);
    const int version = r.integer("version", 1, 1000000);
    if (r.ok() && version > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version), fileName};
    IntervalTable table;
    table.date = r.string("date", std::nullopt, 10);
    if (r.ok() && !isIsoDate(table.date))
        r.fail(ErrorCode::OutOfRange, "date", table.date);
    table.casesSha256 = r.string("cases_sha256", std::string(), 64);
    table.coverage = r.number("coverage", 0.01, 1.0);
    table.widenUncalibrated = r.number("widen_uncalibrated", 1.0, 10.0);
    for (std::size_t m = 0; m < kIntervalMetricCount; ++m) {
        jsonfields::FieldReader metric = r.child(kMetricKeys[m]);
        if (!metric.has("all"))
            metric.fail(ErrorCode::MissingField, "all");
        for (std::size_t g = 0; g < kIntervalGroupCount; ++g)
            table.bands[m][g] = readBand(metric, kGroupKeys[g]);
    }
    readServing(r, table);
    readCalibration(r, table);
    if (!r.ok())
        return r.error();
    return table;
}

const IntervalTable &builtInIntervalTable()
{
    static const IntervalTable table =
        parseBuiltIn<IntervalTable>(":/data/intervals.json", intervalTableFromJson, "prediction intervals")
            .value_or(IntervalTable{});
    return table;
}

} // namespace gpusizer::core
