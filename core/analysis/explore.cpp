#include "analysis/explore.h"

#include "analysis/analysis.h"
#include "analysis/gpusneeded.h"
#include "estimate/estimator.h"
#include "model/units.h"

#include <array>

namespace gpusizer::core {

namespace {

struct MetricName {
    ExploreMetric metric;
    std::string_view name;
};

constexpr std::array kMetricNames{
    MetricName{ExploreMetric::Fit, "fit"},          MetricName{ExploreMetric::Memory, "memory"},
    MetricName{ExploreMetric::Time, "time"},        MetricName{ExploreMetric::Cost, "cost"},
    MetricName{ExploreMetric::TokensPerSecond, "tokens-per-s"}, MetricName{ExploreMetric::Tpot, "tpot"},
    MetricName{ExploreMetric::Ttft, "ttft"},        MetricName{ExploreMetric::GpusNeeded, "gpus-needed"},
};

// `value` with the band [value × low / point, value × high / point] of a figure it is
// proportional to (ratio > 0) or inversely proportional to (a time to a throughput).
void setBand(ExploreCell &cell, double value, const std::array<double, 2> &band, double point, bool inverse)
{
    cell.value = value;
    cell.low = cell.high = value;
    if (point <= 0 || band[0] <= 0 || band[1] <= 0)
        return;
    cell.low = inverse ? value * point / band[1] : value * band[0] / point;
    cell.high = inverse ? value * point / band[0] : value * band[1] / point;
}

void setExact(ExploreCell &cell, double value)
{
    cell.value = value;
    cell.low = cell.high = value;
}

void fillServing(ExploreCell &cell, const Analysis &a, ExploreMetric metric)
{
    const ServingEstimate &v = *a.estimate.serving;
    if (!v.fits)
        return;
    const LatencyStat stat = a.scenario.serving.targetStat;
    const std::optional<ServingInterval> &band = a.interval.serving;
    const std::array<double, 2> none{};
    switch (metric) {
    case ExploreMetric::Time:
        if (a.scenario.serving.load == LoadKind::Offline)
            setBand(cell, v.offlineJobSeconds / units::kSecondsPerHour, band ? band->outputTokensPerSecond : none,
                    v.outputTokensPerSecond, true);
        return;
    case ExploreMetric::Cost:
        setBand(cell, v.costPerMillionOutputTokens, band ? band->outputTokensPerSecond : none,
                v.outputTokensPerSecond, true);
        return;
    case ExploreMetric::TokensPerSecond:
        setBand(cell, v.outputTokensPerSecond, band ? band->outputTokensPerSecond : none, v.outputTokensPerSecond,
                false);
        return;
    case ExploreMetric::Tpot:
        setBand(cell, v.tpotMs.at(stat), band ? band->tpotMs : none, v.tpotMs.at(stat), false);
        return;
    case ExploreMetric::Ttft:
        setBand(cell, v.ttftMs.at(stat), band ? band->ttftMs : none, v.ttftMs.at(stat), false);
        return;
    case ExploreMetric::GpusNeeded: {
        const bool targets = a.scenario.serving.ttftTargetMs || a.scenario.serving.tpotTargetMs;
        if (!targets)
            setExact(cell, v.gpus);
        else if (const int gpus = gpusForTargets(v); gpus > 0)
            setExact(cell, gpus);
        return;
    }
    case ExploreMetric::Fit:
    case ExploreMetric::Memory:
        return;
    }
}

void fillTraining(ExploreCell &cell, const Analysis &a, ExploreMetric metric)
{
    const TimeEstimate &t = a.estimate.time;
    const std::array<double, 2> &speed = a.interval.tokensPerSecondPerGpu;
    switch (metric) {
    case ExploreMetric::Time:
        if (t.wallSeconds > 0)
            setBand(cell, t.wallSeconds / units::kSecondsPerHour, speed, t.tokensPerSecondPerGpu, true);
        return;
    case ExploreMetric::Cost:
        if (t.wallSeconds > 0)
            setBand(cell, a.estimate.cost.rentTotal, speed, t.tokensPerSecondPerGpu, true);
        return;
    case ExploreMetric::TokensPerSecond:
        if (t.tokensPerSecondPerGpu > 0)
            setBand(cell, t.tokensPerSecondPerGpu, speed, t.tokensPerSecondPerGpu, false);
        return;
    default:
        return;
    }
}

ExploreCell cellOf(const Analysis &a, ExploreMetric metric)
{
    ExploreCell cell;
    cell.valid = a.valid;
    if (!a.valid) {
        cell.error = a.error;
        return cell;
    }
    cell.verdict = a.verdict();
    if (metric == ExploreMetric::Fit) {
        setExact(cell, a.verdict() == FitVerdict::Fits ? 2.0 : a.verdict() == FitVerdict::Tight ? 1.0 : 0.0);
    } else if (metric == ExploreMetric::Memory) {
        // What is held (a serving engine's reservation), with the band of the estimate's peak
        // as its ratio.
        const double held = memoryHeld(a.estimate, a.gpu).deviceUsedBytes();
        setBand(cell, held / units::kGiB, a.interval.requiredBytes, a.estimate.requiredBytes, false);
    } else if (a.estimate.serving) {
        fillServing(cell, a, metric);
    } else {
        fillTraining(cell, a, metric);
    }
    return cell;
}

} // namespace

std::string_view toString(ExploreMetric metric)
{
    for (const MetricName &m : kMetricNames)
        if (m.metric == metric)
            return m.name;
    return "memory";
}

std::optional<ExploreMetric> parseExploreMetric(std::string_view text)
{
    for (const MetricName &m : kMetricNames)
        if (m.name == text)
            return m.metric;
    return std::nullopt;
}

std::vector<ExploreMetric> exploreMetrics()
{
    std::vector<ExploreMetric> metrics;
    for (const MetricName &m : kMetricNames)
        metrics.push_back(m.metric);
    return metrics;
}

ExploreMap explore(const Scenario &scenario, const GpuCatalog &catalog, const ExploreAxis &x, const ExploreAxis &y,
                   ExploreMetric metric, const FitPolicy &policy)
{
    ExploreMap map;
    map.x = x;
    map.y = y;
    map.metric = metric;
    map.currency = scenario.prices.currency;
    AnalysisOptions options;
    options.fitPolicy = policy;
    options.withRecommendations = false;
    options.scenarioOnly = true;
    // Only a cost needs the quote of the systems (and the ownership basis it gives).
    options.withBillOfMaterials = metric == ExploreMetric::Cost;
    map.cells.reserve(x.size() * y.size());
    for (std::size_t j = 0; j < y.size(); ++j)
        for (std::size_t i = 0; i < x.size(); ++i) {
            Scenario s = scenario;
            applyExploreValue(s, x, i);
            applyExploreValue(s, y, j);
            ExploreCell cell = cellOf(analyse(s, catalog, options), metric);
            cell.xIndex = i;
            cell.yIndex = j;
            map.cells.push_back(std::move(cell));
        }
    return map;
}

} // namespace gpusizer::core
