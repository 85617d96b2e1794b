#include "estimatejson.h"
#include "util/qstringfromutf8.h"
#include "guardrailoutput.h"
#include "launchcommandoutput.h"
#include "provenanceoutput.h"
#include "disaggregationoutput.h"
#include "speculativeoutput.h"
#include "estimate/estimator.h"
#include "estimate/time/costmodel.h"

#include "catalog/intervaltable.h"
#include "model/architecture.h"
#include "model/units.h"

#include <QJsonArray>
#include <QString>

#include <cmath>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

// The total cost of ownership of the configuration (issue #23): every term, in the cost's currency.
QJsonObject tcoToJson(const CostEstimate &c, const ServingEstimate *serving)
{
    const TcoEstimate &t = c.tco;
    QJsonObject o{{QStringLiteral("years"), t.years},
                  {QStringLiteral("gpus"), t.gpus},
                  {QStringLiteral("usage_hours_per_year"), t.usageHoursPerYear},
                  {QStringLiteral("purchase"), t.purchase},
                  {QStringLiteral("residual"), t.residual},
                  {QStringLiteral("financing"), t.financing},
                  {QStringLiteral("power_kw"), t.powerKw},
                  {QStringLiteral("energy_kwh_per_year"), t.energyKwhPerYear},
                  {QStringLiteral("energy"), t.energy},
                  {QStringLiteral("hosting"), t.hosting},
                  {QStringLiteral("support"), t.support},
                  {QStringLiteral("licences"), t.licences},
                  {QStringLiteral("total"), t.total},
                  {QStringLiteral("per_year"), t.perYear},
                  {QStringLiteral("per_gpu_hour"), t.perGpuHour},
                  {QStringLiteral("rent_total"), t.rentTotal},
                  // JSON has no infinity: null where owning never pays off.
                  {QStringLiteral("break_even_hours_per_year"),
                   std::isfinite(t.breakEvenHoursPerYear) ? QJsonValue(t.breakEvenHoursPerYear) : QJsonValue()},
                  {QStringLiteral("payback_months"),
                   std::isfinite(t.paybackMonths) ? QJsonValue(t.paybackMonths) : QJsonValue()}};
    if (serving)
        o.insert(QStringLiteral("per_million_output_tokens"), ownCostPerMillionOutputTokens(c, *serving));
    return o;
}

QJsonObject latencyJson(const LatencyFigures &f)
{
    return QJsonObject{{QStringLiteral("mean"), f.mean}, {QStringLiteral("p50"), f.median},
                       {QStringLiteral("p90"), f.p90}, {QStringLiteral("p99"), f.p99}};
}

QJsonObject servingToJson(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &v)
{
    const ServingSettings &load = s.serving;
    QJsonObject o{
        {QStringLiteral("engine"), toQString(toString(load.engine))},
        {QStringLiteral("load"), toQString(toString(load.load))},
        {QStringLiteral("fits"), v.fits},
        {QStringLiteral("kv_pool_bytes_per_gpu"), v.kvPoolBytes},
        {QStringLiteral("kv_tokens"), v.kvTokens},
        {QStringLiteral("max_concurrency"), v.maxConcurrency},
        {QStringLiteral("concurrency"), v.concurrency},
        {QStringLiteral("requests_per_s"), v.requestsPerSecond},
        {QStringLiteral("capacity_requests_per_s_per_replica"), v.capacityRequestsPerSecond},
        {QStringLiteral("output_tokens_per_s"), v.outputTokensPerSecond},
        {QStringLiteral("input_tokens_per_s"), v.inputTokensPerSecond},
        {QStringLiteral("statistic"), toQString(toString(load.targetStat))},
        {QStringLiteral("ttft_ms"), v.ttftMs.at(load.targetStat)},
        {QStringLiteral("tpot_ms"), v.tpotMs.at(load.targetStat)},
        {QStringLiteral("ttft_ms_by_statistic"), latencyJson(v.ttftMs)},
        {QStringLiteral("tpot_ms_by_statistic"), latencyJson(v.tpotMs)},
        {QStringLiteral("itl_ms"), v.itlMs.at(load.targetStat)},
        {QStringLiteral("itl_ms_by_statistic"), latencyJson(v.itlMs)},
        {QStringLiteral("replicas"), v.replicas},
        {QStringLiteral("gpus_per_replica"), v.gpusPerReplica},
        {QStringLiteral("gpus"), v.gpus},
        {QStringLiteral("binding_limit"), toQString(toString(v.bindingLimit))},
        {QStringLiteral("meets_targets"), v.meetsTargets},
        {QStringLiteral("replicas_for_targets"), v.replicasForTargets},
        {QStringLiteral("cost_per_million_output_tokens"), v.costPerMillionOutputTokens},
        {QStringLiteral("cost_per_million_input_tokens"), v.costPerMillionInputTokens},
        {QStringLiteral("monthly_rent"), v.monthlyRent},
        {QStringLiteral("currency"), toQString(s.prices.currency)},
    };
    if (load.ttftTargetMs)
        o.insert(QStringLiteral("ttft_target_ms"), *load.ttftTargetMs);
    if (load.tpotTargetMs)
        o.insert(QStringLiteral("tpot_target_ms"), *load.tpotTargetMs);
    if (load.load == LoadKind::Offline)
        o.insert(QStringLiteral("offline_job_hours"), v.offlineJobSeconds / units::kSecondsPerHour);
    o.insert(QStringLiteral("speculative"), speculativeToJson(s, v));
    insertDisaggregation(o, v);
    // One replica's launch command (docs/launchcommands.md); start `replicas` of them.
    insertLaunchCommand(o, s, gpu, v);
    return o;
}

} // namespace

QJsonObject estimateToJson(const Scenario &s, const GpuSpec &gpu, const Estimate &e)
{
    // Serving: what the engine holds (the window's and the report's figure).
    const MemoryBreakdown held = memoryHeld(e, gpu);
    QJsonObject components;
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i)
        components.insert(toQString(toString(static_cast<MemoryComponent>(i))), held.bytes[i]);

    const QJsonObject memory{
        {QStringLiteral("components_bytes"), components},
        {QStringLiteral("allocated_bytes"), held.allocatedBytes()},
        {QStringLiteral("reserved_bytes"), held.reservedBytes()},
        {QStringLiteral("device_used_bytes"), held.deviceUsedBytes()},
        {QStringLiteral("host_bytes"), held.hostBytes},
        {QStringLiteral("capacity_bytes"), e.capacityBytes},
        {QStringLiteral("headroom_bytes"), headroomHeld(e, gpu)},
        {QStringLiteral("verdict"), toQString(toString(e.verdict))},
    };
    const TimeEstimate &t = e.time;
    const QJsonObject time{
        {QStringLiteral("flops_per_token"), t.flopsPerToken},
        {QStringLiteral("mfu"), t.mfu},
        {QStringLiteral("tokens_per_s_per_gpu"), t.tokensPerSecondPerGpu},
        {QStringLiteral("tokens_per_s_cluster"), t.tokensPerSecondCluster},
        {QStringLiteral("step_seconds"), t.stepSeconds},
        {QStringLiteral("comm_seconds_per_step"), t.commSecondsPerStep},
        {QStringLiteral("scaling_efficiency"), t.scalingEfficiency},
        {QStringLiteral("steps"), t.totalSteps},
        {QStringLiteral("wall_hours"), t.wallSeconds / units::kSecondsPerHour},
        {QStringLiteral("gpu_hours"), t.gpuHours},
        {QStringLiteral("decode_tokens_per_s_per_stream"), t.decodeTokensPerSecondPerStream},
        {QStringLiteral("decode_tokens_per_s_aggregate"), t.decodeTokensPerSecondAggregate},
    };
    const CostEstimate &c = e.cost;
    const QJsonObject cost{
        {QStringLiteral("currency"), toQString(s.prices.currency)},
        {QStringLiteral("rent_per_gpu_hour"), c.rentPerGpuHour},
        {QStringLiteral("rent_total"), c.rentTotal},
        {QStringLiteral("own_total"), c.ownTotal},
        {QStringLiteral("own_yearly_per_gpu"), c.ownYearlyPerGpu},
        // Rent and own compared at the same hours: the scenario's, or its workload's (a serving
        // deployment around the clock, 8,760 h; training 2,000 h), per GPU.
        {QStringLiteral("usage_hours_per_year"), c.usageHoursPerYear},
        {QStringLiteral("usage_hours_set"), s.prices.usageHoursPerYear.has_value()},
        {QStringLiteral("own_per_gpu_hour"), c.ownPerGpuHour},
        // One price base: owning is costed on the systems the configuration is quoted on (their
        // price and rated power over its GPUs; own_quoted_on empty: the GPU priced alone).
        {QStringLiteral("own_purchase_per_gpu"), c.ownPurchasePerGpu},
        {QStringLiteral("own_power_kw_per_gpu"), c.ownPowerKwPerGpu},
        {QStringLiteral("own_quoted_on"), toQString(c.ownQuotedOn)},
        {QStringLiteral("own_monthly_per_gpu"), c.ownYearlyPerGpu / 12.0},
        {QStringLiteral("rent_monthly_per_gpu"), c.rentYearlyPerGpu / 12.0},
        {QStringLiteral("break_even_hours_per_year"), c.breakEvenHoursPerYear},
        // The rate every USD price was converted at, and its date.
        {QStringLiteral("per_usd"), s.prices.rates.rate(s.prices.currency).value_or(0.0)},
        {QStringLiteral("rate_date"), toQString(s.prices.rates.date)},
        {QStringLiteral("tco"), tcoToJson(c, e.serving ? &*e.serving : nullptr)},
    };
    QJsonArray notes;
    for (const auto &n : e.notes)
        notes.append(toQString(n));
    QJsonObject out{
        {QStringLiteral("model"), toQString(s.model.id.empty() ? s.model.displayName : s.model.id)},
        {QStringLiteral("method"), toQString(toString(s.method))},
        // Training: the framework whose kernels and optimizer step were assumed, and compile.
        {QStringLiteral("framework"),
         isTraining(s.method) ? QJsonValue(toQString(toString(s.framework))) : QJsonValue()},
        {QStringLiteral("compiled"), isTraining(s.method) ? QJsonValue(s.compiled) : QJsonValue()},
        {QStringLiteral("gpu"), toQString(gpu.id)},
        {QStringLiteral("gpus"), s.parallel.gpus},
        {QStringLiteral("total_params"), e.totalParams},
        {QStringLiteral("active_params"), e.activeParams},
        {QStringLiteral("trainable_params"), e.trainableParams},
        {QStringLiteral("memory"), memory},
        {QStringLiteral("time"), time},
        {QStringLiteral("cost"), cost},
        {QStringLiteral("notes"), notes},
    };
    if (e.serving)
        out.insert(QStringLiteral("serving"), servingToJson(s, gpu, *e.serving));
    return out;
}

QJsonObject calibrationToJson(const GpuSpec &gpu)
{
    const CalibrationRows &rows = builtInIntervalTable().calibrationOf(gpu.generation);
    return QJsonObject{{QStringLiteral("family"), toQString(toString(gpu.generation))},
                       {QStringLiteral("memory_rows"), rows.memoryRows},
                       {QStringLiteral("throughput_rows"), rows.throughputRows},
                       {QStringLiteral("runs"), rows.runs}};
}

QJsonObject billOfMaterialsToJson(const BillOfMaterials &b, const std::string &currency)
{
    return QJsonObject{{QStringLiteral("system"), toQString(b.systemId)},
                       {QStringLiteral("name"), toQString(b.name)},
                       {QStringLiteral("condition"), toQString(toString(b.condition))},
                       {QStringLiteral("units"), b.units},
                       {QStringLiteral("gpus_per_unit"), b.gpusPerUnit},
                       {QStringLiteral("installed_gpus"), b.installedGpus},
                       {QStringLiteral("purchase_total"), b.purchaseTotal},
                       {QStringLiteral("currency"), toQString(currency)},
                       {QStringLiteral("power_kw"), b.powerKw},
                       {QStringLiteral("rack_units"), b.rackUnits},
                       {QStringLiteral("cpu_memory_gib"), b.cpuMemoryGiB},
                       {QStringLiteral("network"), toQString(b.network)},
                       {QStringLiteral("price_date"), toQString(b.priceDate)},
                       {QStringLiteral("source"), toQString(b.source)},
                       // Cards: the host servers they go into (priced in purchase_total).
                       {QStringLiteral("host"), toQString(b.hostId)},
                       {QStringLiteral("hosts"), b.hosts},
                       {QStringLiteral("host_price"), b.hostPrice},
                       {QStringLiteral("complete"), b.complete},
                       {QStringLiteral("spare_units"), b.spareUnits}};
}

QJsonObject facilityToJson(const FacilitySheet &f)
{
    return QJsonObject{{QStringLiteral("power_kw"), f.powerKw},
                       {QStringLiteral("heat_btu_h"), f.heatBtuPerHour},
                       {QStringLiteral("rack_units"), f.rackUnits},
                       {QStringLiteral("racks"), f.racks},
                       {QStringLiteral("kwh_per_year"), f.kwhPerYear}};
}

QJsonObject analysisToJson(const Analysis &a)
{
    QJsonObject out = estimateToJson(a.scenario, a.gpu, a.estimate);
    // The scenario's own configuration as it is bought (owning is costed on it) and its room.
    out.insert(QStringLiteral("bill_of_materials"), billOfMaterialsToJson(a.bom, a.scenario.prices.currency));
    out.insert(QStringLiteral("facility"),
               facilityToJson(facilitySheet(a.bom, a.scenario, a.estimate.cost.usageHoursPerYear)));
    QJsonObject variants;
    for (const MethodVariant &v : a.methods)
        variants.insert(toQString(toString(v.method)),
                        QJsonObject{{QStringLiteral("required_bytes"), v.requiredBytes()},
                                    {QStringLiteral("verdict"), toQString(toString(v.estimate.verdict))},
                                    {QStringLiteral("fits"), v.estimate.verdict == FitVerdict::Fits}});
    out.insert(QStringLiteral("verdict"), toQString(toString(a.verdict())));
    out.insert(QStringLiteral("safety_margin"), a.fitPolicy.safetyMargin);
    out.insert(QStringLiteral("method_variants"), variants);
    out.insert(QStringLiteral("max_fitting_seq_len"), a.maxFittingSeqLen);
    // The figures no real run reaches that the estimate implies (issue #24 point 4).
    out.insert(QStringLiteral("guard_rails"), guardRailsToJson(a.guardRails));
    // About `coverage` of the measured validation runs fall in [low, high] (docs/estimation.md
    // "Intervals"; memory and throughput each their own band's), and `source_left_out_coverage`
    // of each source's runs in the band built without that source; wider when the GPU family
    // is not calibrated.
    const Interval &i = a.interval;
    QJsonObject interval{{QStringLiteral("coverage"), i.coverage},
                         {QStringLiteral("memory_coverage"), i.memoryBand.coverage},
                         {QStringLiteral("memory_source_left_out_coverage"), i.memoryBand.sourceLeftOutCoverage},
                         {QStringLiteral("throughput_coverage"), i.throughputBand.coverage},
                         {QStringLiteral("throughput_source_left_out_coverage"), i.throughputBand.sourceLeftOutCoverage},
                         {QStringLiteral("calibrated"), i.calibrated},
                         {QStringLiteral("required_bytes"), QJsonArray{i.requiredBytes[0], i.requiredBytes[1]}},
                         {QStringLiteral("tokens_per_s_per_gpu"),
                          QJsonArray{i.tokensPerSecondPerGpu[0], i.tokensPerSecondPerGpu[1]}}};
    // Inference: the deployment's output tokens/s, and TTFT and TPOT in seconds at the serving
    // statistic ("serving"."statistic"), from the serving validation cases.
    if (i.serving) {
        const ServingInterval &v = *i.serving;
        constexpr double kMsPerSecond = 1000.0;
        interval.insert(QStringLiteral("output_tokens_per_s"),
                        QJsonArray{v.outputTokensPerSecond[0], v.outputTokensPerSecond[1]});
        interval.insert(QStringLiteral("ttft_s"), QJsonArray{v.ttftMs[0] / kMsPerSecond, v.ttftMs[1] / kMsPerSecond});
        interval.insert(QStringLiteral("tpot_s"), QJsonArray{v.tpotMs[0] / kMsPerSecond, v.tpotMs[1] / kMsPerSecond});
    }
    out.insert(QStringLiteral("interval"), interval);
    // The measured runs of the GPU's family and the scenario's regime behind these figures
    // (docs/estimation.md "Provenance"); none: modelled only, and the interval is widened.
    out.insert(QStringLiteral("provenance"), provenanceToJson(i.provenance));
    return out;
}

} // namespace gpusizer::cli
