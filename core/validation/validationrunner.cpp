#include "validation/validationrunner.h"
#include "model/units.h"

#include "estimate/estimator.h"
#include "estimate/time/utilisationmodel.h"
#include "validation/sourcekey.h"
#include "validation/validationscenario.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

namespace {

using core::units::kGiB;

void estimateRow(const ValidationCase &row, const GpuCatalog &gpus, const ModelCatalog *presets,
                 const IntervalTable &intervals, ValidationCaseResult &result)
{
    auto scenario = scenarioOf(row, presets);
    if (!scenario) {
        result.error = scenario.error();
        return;
    }
    const GpuSpec *gpu = gpus.find(row.gpu);
    if (gpu == nullptr) {
        result.error = Error{ErrorCode::UnknownGpu, "gpu", "row " + row.id + ": " + row.gpu, {}};
        return;
    }
    if (auto invalid = validateScenario(scenario.value())) {
        result.error = std::move(invalid);
        return;
    }
    const Estimate e = estimate(scenario.value(), *gpu);
    result.memory = e.memory;
    result.predictedMemGib = e.memory.bytesFor(result.comparedMetric) / kGiB;
    if (result.measuredMemGib && *result.measuredMemGib > 0)
        result.memErrorPercent = percentError(*result.predictedMemGib, *result.measuredMemGib);
    if (const double tps = predictedTokensPerSecond(scenario.value(), e); tps > 0)
        result.predictedTokensPerSecPerGpu = tps;
    if (e.time.mfu > 0)
        result.predictedMfu = e.time.mfu;
    if (result.predictedTokensPerSecPerGpu && result.measuredTokensPerSecPerGpu
        && *result.measuredTokensPerSecPerGpu > 0)
        result.throughputErrorPercent =
            percentError(*result.predictedTokensPerSecPerGpu, *result.measuredTokensPerSecPerGpu);

    const Method method = scenario.value().method;
    result.calibrated = timing::calibration().isFitted(gpu->generation);
    const IntervalBand memory = intervals.band(IntervalMetric::Memory, method, result.calibrated);
    result.predictedMemGibLow = *result.predictedMemGib * memory.low;
    result.predictedMemGibHigh = *result.predictedMemGib * memory.high;
    if (result.predictedTokensPerSecPerGpu) {
        const IntervalBand throughput = intervals.band(IntervalMetric::Throughput, method, result.calibrated);
        result.predictedTokensPerSecPerGpuLow = *result.predictedTokensPerSecPerGpu * throughput.low;
        result.predictedTokensPerSecPerGpuHigh = *result.predictedTokensPerSecPerGpu * throughput.high;
    }
}

using Errors = std::vector<std::pair<std::string, double>>;

} // namespace

double percentError(double predicted, double measured)
{
    return std::abs(predicted - measured) / measured * 100.0;
}

ErrorSummary summarise(const Errors &idAndError)
{
    ErrorSummary s;
    s.count = int(idAndError.size());
    if (idAndError.empty())
        return s;
    std::vector<double> values;
    values.reserve(idAndError.size());
    double sum = 0;
    for (const auto &[id, error] : idAndError) {
        values.push_back(error);
        sum += error;
        if (error > kLargeErrorPercent)
            ++s.over35Percent;
        if (error >= s.worstPercent) {
            s.worstPercent = error;
            s.worstId = id;
        }
    }
    s.meanPercent = sum / double(values.size());
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    s.medianPercent = values.size() % 2 == 1 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
    return s;
}

namespace {

void addSourceSummaries(ValidationReport &report)
{
    std::vector<std::pair<std::string, std::pair<Errors, Errors>>> bySource;   // memory, throughput
    for (const ValidationCaseResult &r : report.cases) {
        if (r.quality == 'C' || (!r.memErrorPercent && !r.throughputErrorPercent))
            continue;
        auto it = std::find_if(bySource.begin(), bySource.end(), [&](const auto &s) { return s.first == r.source; });
        if (it == bySource.end())
            it = bySource.insert(bySource.end(), {r.source, {}});
        if (r.memErrorPercent)
            it->second.first.emplace_back(r.id, *r.memErrorPercent);
        if (r.throughputErrorPercent)
            it->second.second.emplace_back(r.id, *r.throughputErrorPercent);
    }
    for (const auto &[source, errors] : bySource)
        report.bySourceAB.push_back({source, summarise(errors.first), summarise(errors.second)});
}

} // namespace

ValidationReport runValidation(const std::vector<ValidationCase> &cases, const GpuCatalog &gpus,
                               const ModelCatalog *presets, char minQuality, const IntervalTable *intervals)
{
    const IntervalTable &table = intervals != nullptr ? *intervals : builtInIntervalTable();
    ValidationReport report;
    Errors memAB, memC, tputAB, tputC;
    std::array<Errors, kMethodCount> memModeAB, memModeC, tputModeAB;

    for (const ValidationCase &row : cases) {
        if (row.quality > minQuality)
            continue;
        ValidationCaseResult r;
        r.id = row.id;
        r.source = sourceKey(row.source);
        r.gpu = row.gpu;
        r.mode = row.mode;
        r.quality = row.quality;
        r.memMetric = row.memMetric ? std::string(toString(*row.memMetric)) : std::string();
        r.comparedMetric = comparedMetric(row);
        r.measuredMemGib = row.measuredMemGib;
        r.measuredTokensPerSecPerGpu = row.measuredTokensPerSecPerGpu;
        r.measuredMfu = row.measuredMfu;
        estimateRow(row, gpus, presets, table, r);
        if (r.error)
            ++report.errors;

        const bool ab = row.quality != 'C';
        const std::size_t mode = r.mode ? static_cast<std::size_t>(*r.mode) : 0;
        if (r.memErrorPercent) {
            (ab ? memAB : memC).emplace_back(r.id, *r.memErrorPercent);
            if (r.mode)
                (ab ? memModeAB : memModeC)[mode].emplace_back(r.id, *r.memErrorPercent);
        }
        if (r.throughputErrorPercent) {
            (ab ? tputAB : tputC).emplace_back(r.id, *r.throughputErrorPercent);
            if (ab && r.mode)
                tputModeAB[mode].emplace_back(r.id, *r.throughputErrorPercent);
        }
        report.cases.push_back(std::move(r));
    }

    report.memoryAB = summarise(memAB);
    report.memoryC = summarise(memC);
    report.throughputAB = summarise(tputAB);
    report.throughputC = summarise(tputC);
    for (std::size_t m = 0; m < kMethodCount; ++m) {
        report.memoryByModeAB[m] = summarise(memModeAB[m]);
        report.memoryByModeC[m] = summarise(memModeC[m]);
        report.throughputByModeAB[m] = summarise(tputModeAB[m]);
    }
    addSourceSummaries(report);
    return report;
}

} // namespace gpusizer::core
