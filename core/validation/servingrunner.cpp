#include "validation/servingrunner.h"

#include "estimate/estimator.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/time/utilisationmodel.h"
#include "validation/servingscenario.h"

#include <cmath>

namespace gpusizer::core {

namespace {

// low and high of `predicted` by the band of `metric` (nothing when the table has none).
void bracket(const IntervalTable &intervals, ServingIntervalMetric metric, bool calibrated,
             const std::optional<double> &predicted, std::optional<double> &low, std::optional<double> &high)
{
    const std::optional<IntervalBand> band = intervals.servingBand(metric, calibrated);
    if (!predicted || !band)
        return;
    low = *predicted * band->low;
    high = *predicted * band->high;
}

// A static batch whose output length is not published measures its decode steps alone
// (shared/validation/README.md: `batch` is a fixed batch run together, "decode-only
// measurements"): its generated tokens/s are the batch over the time of a step, with no prompt
// in the timed span (the row's input_len is then the context the steps attend to).
bool decodeOnly(const ServingCase &row) { return row.load == LoadKind::Batch && !row.outputLen; }

double decodeOnlyTokensPerSecond(const ServingEstimate &e)
{
    const double tpotSeconds = e.tpotMs.mean * 1e-3;
    return tpotSeconds > 0 ? e.concurrency * e.replicas / tpotSeconds : 0.0;
}

void estimateRow(const ServingCase &row, const GpuCatalog &gpus, const ModelCatalog *presets,
                 const IntervalTable &intervals, ServingCaseResult &r)
{
    auto scenario = servingScenarioOf(row, presets);
    if (!scenario) {
        r.error = scenario.error();
        return;
    }
    const GpuSpec *gpu = gpus.find(row.gpu);
    if (gpu == nullptr) {
        r.error = Error{ErrorCode::UnknownGpu, "gpu", "row " + row.id + ": " + row.gpu, {}};
        return;
    }
    if (auto invalid = validateScenario(scenario.value())) {
        r.error = std::move(invalid);
        return;
    }
    const ServingEstimate e = estimateServing(scenario.value(), *gpu);
    r.predictedMaxConcurrency = e.maxConcurrency;
    if (!e.fits) {
        r.error = Error{ErrorCode::InvalidScenario, "gpu", "row " + row.id + ": the weights do not fit", {}};
        return;
    }
    r.predictedOutputTokS = decodeOnly(row) ? decodeOnlyTokensPerSecond(e) : e.outputTokensPerSecond;
    r.predictedTtftMs = e.ttftMs.at(row.ttftStat.value_or(LatencyStat::Mean));
    r.predictedTpotMs = e.tpotMs.at(row.tpotStat.value_or(LatencyStat::Mean));
    if (r.measuredOutputTokS)
        r.outputTokSErrorPercent = percentError(*r.predictedOutputTokS, *r.measuredOutputTokS);
    if (r.measuredTtftMs)
        r.ttftErrorPercent = percentError(*r.predictedTtftMs, *r.measuredTtftMs);
    if (r.measuredTpotMs)
        r.tpotErrorPercent = percentError(*r.predictedTpotMs, *r.measuredTpotMs);
    r.calibrated = timing::calibration().isServingFitted(gpu->generation);
    bracket(intervals, ServingIntervalMetric::OutputTokensPerSecond, r.calibrated, r.predictedOutputTokS,
            r.predictedOutputTokSLow, r.predictedOutputTokSHigh);
    bracket(intervals, ServingIntervalMetric::Ttft, r.calibrated, r.predictedTtftMs, r.predictedTtftMsLow,
            r.predictedTtftMsHigh);
    bracket(intervals, ServingIntervalMetric::Tpot, r.calibrated, r.predictedTpotMs, r.predictedTpotMsLow,
            r.predictedTpotMsHigh);
}

} // namespace

ServingValidationReport runServingValidation(const std::vector<ServingCase> &cases, const GpuCatalog &gpus,
                                             const ModelCatalog *presets, char minQuality,
                                             const IntervalTable *intervals)
{
    const IntervalTable &table = intervals != nullptr ? *intervals : builtInIntervalTable();
    ServingValidationReport report;
    std::vector<std::pair<std::string, double>> tok, ttft, tpot;
    for (const ServingCase &row : cases) {
        if (row.quality > minQuality)
            continue;
        ServingCaseResult r;
        r.id = row.id;
        r.gpu = row.gpu;
        r.quality = row.quality;
        r.measuredOutputTokS = row.measuredOutputTokS;
        r.measuredTtftMs = row.measuredTtftMs;
        r.measuredTpotMs = row.measuredTpotMs;
        estimateRow(row, gpus, presets, table, r);
        const bool ab = row.quality == 'A' || row.quality == 'B';
        if (r.error)
            ++report.errors;
        if (ab) {
            ++report.rowsAB;
            if (!r.error)
                ++report.estimatedAB;
            if (r.outputTokSErrorPercent)
                tok.emplace_back(r.id, *r.outputTokSErrorPercent);
            if (r.ttftErrorPercent)
                ttft.emplace_back(r.id, *r.ttftErrorPercent);
            if (r.tpotErrorPercent)
                tpot.emplace_back(r.id, *r.tpotErrorPercent);
        }
        report.cases.push_back(std::move(r));
    }
    report.outputTokSAB = summarise(tok);
    report.ttftAB = summarise(ttft);
    report.tpotAB = summarise(tpot);
    return report;
}

} // namespace gpusizer::core
