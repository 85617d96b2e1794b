#include "text/configurationrows.h"

#include "catalog/gpucatalog.h"
#include "text/disaggregationtext.h"
#include "text/displayformat.h"
#include "analysis/analysis.h"

namespace gpusizer::ui {

namespace {

ConfigurationRow rowFor(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::Estimate &e)
{
    ConfigurationRow row;
    row.scenario = scenario;
    row.gpuName = QString::fromStdString(gpu.name);
    row.gpuShortName = QString::fromStdString(gpu.shortName.empty() ? gpu.name : gpu.shortName);
    row.gpus = scenario.parallel.gpus;
    row.strategy = strategyLabel(scenario.parallel);
    row.requiredBytes = e.requiredBytes;
    row.capacityBytes = e.capacityBytes;
    row.headroomBytes = e.headroomBytes;
    row.verdict = e.verdict;
    row.generation = gpu.generation;
    row.wallSeconds = e.time.wallSeconds;
    row.tokensPerSecond = e.time.tokensPerSecondCluster;
    row.rentTotal = e.cost.rentTotal;
    row.ownTotal = e.cost.ownTotal;
    row.tco = e.cost.tco;
    row.currency = scenario.prices.currency;
    if (e.serving) {
        const core::ServingEstimate &v = *e.serving;
        const core::LatencyStat stat = scenario.serving.targetStat;
        row.serving = ConfigurationRow::Serving{v.maxConcurrency, v.outputTokensPerSecond, v.tpotMs.at(stat),
                                                v.costPerMillionOutputTokens, v.monthlyRent, stat,
                                                v.meetsTargets};
        row.strategy = servingLayoutText(scenario, v);   // "TP 2 × 3", or a split's "2P(TP4)+1D(TP2)"
    }
    return row;
}

} // namespace

std::vector<ConfigurationRow> configurationRows(const core::Analysis &analysis)
{
    std::vector<ConfigurationRow> rows;
    if (!analysis.valid)
        return rows;
    const auto &candidates = analysis.recommendation.candidates;
    rows.reserve(candidates.size());
    for (const core::Candidate &candidate : candidates) {
        // Candidates name their GPU by id; the analysis's own GPU spares the catalog look-up.
        const core::GpuSpec *gpu = candidate.scenario.gpuId == analysis.gpu.id
                                       ? &analysis.gpu
                                       : core::GpuCatalog::builtIn().find(candidate.scenario.gpuId);
        core::GpuSpec unknown;
        unknown.name = candidate.scenario.gpuId;
        ConfigurationRow row = rowFor(candidate.scenario, gpu ? *gpu : unknown, candidate.estimate);
        row.current = candidate.scenario == analysis.scenario;
        row.reasons = candidate.reasons;
        row.calibrated = candidate.calibrated;
        row.fit = candidate.fit;
        row.requiredHighBytes = candidate.interval.requiredBytes[1];
        row.coverage = candidate.interval.coverage;
        row.recommendable = candidate.recommendable;
        row.bom = candidate.bom;
        row.facility = core::facilitySheet(candidate.bom, candidate.scenario, candidate.estimate.cost.usageHoursPerYear);
        row.yourMicroBatch = analysis.scenario.microBatch;
        row.yourCheckpointing = analysis.scenario.checkpointing;
        rows.push_back(std::move(row));
    }
    if (rows.empty()) {
        // Nothing recommended (nothing fits, or no recommendation run): the current configuration.
        ConfigurationRow current = rowFor(analysis.scenario, analysis.gpu, analysis.estimate);
        current.current = true;
        current.calibrated = analysis.interval.calibrated;
        current.requiredHighBytes = analysis.interval.requiredBytes[1];
        current.coverage = analysis.interval.coverage;
        current.fit = analysis.fitPolicy.intervalFit(analysis.estimate.requiredBytes, current.requiredHighBytes,
                                                     analysis.estimate.capacityBytes);
        // Shown for what it is, never as a recommendation when it does not fit.
        current.recommendable = current.verdict != core::FitVerdict::DoesNotFit;
        current.bom = analysis.bom;
        current.facility = core::facilitySheet(analysis.bom, analysis.scenario, analysis.estimate.cost.usageHoursPerYear);
        rows.push_back(std::move(current));
    }
    return rows;
}

} // namespace gpusizer::ui
