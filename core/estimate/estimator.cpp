#include "estimate/estimator.h"

#include "estimate/memory/memoryinputs.h"
#include "estimate/memorymodel.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/time/costmodel.h"
#include "estimate/time/timemodel.h"

#include "model/fieldlimits.h"
#include "util/jsonfields.h"

#include <cmath>
#include <string>
#include <utility>

namespace gpusizer::core {

namespace {

using L = Limited;

std::optional<Error> validatePrices(const Prices &p)
{
    for (const auto &[gpu, pin] : p.pinned) {
        for (const auto &[value, field] : {std::pair{pin.rentPerGpuHour, L::RentPerGpuHour},
                                           std::pair{pin.purchasePerGpu, L::PurchasePerGpu}}) {
            if (value && !withinLimit(field, *value)) {
                Error e = limitError(field, *value);
                e.field = "prices.pinned." + gpu + "." + std::string(fieldLimit(field).key);
                return e;
            }
        }
    }
    if (!p.rates.rate(p.currency))
        return Error{ErrorCode::UnknownValue, "prices.currency", p.currency};
    return firstOutOfLimit({{L::LifetimeYears, p.lifetimeYears}, {L::PowerPrice, p.powerPricePerKwh},
                            {L::Pue, p.pue}, {L::HostingPerKwMonth, p.hostingPerKwMonth},
                            {L::UsageHoursPerYear, p.usageHoursPerYear.value_or(kTrainingUsageHoursPerYear)},
                            {L::Utilisation, p.utilisation}, {L::RackKw, p.rackKw},
                            {L::ResidualPercent, p.residualPercent}, {L::InterestPercent, p.interestPercent},
                            {L::SupportPercent, p.supportPercent}, {L::LicencePerGpuYear, p.licencePerGpuYear}});
}

// `layoutOfCluster` false: the cluster's GPUs are those of a disaggregated deployment's pools,
// which validateDisaggregation checks instead of the layout's multiple.
std::optional<Error> validateParallelism(const Parallelism &p, bool layoutOfCluster)
{
    if (auto e = firstOutOfLimit({{L::Gpus, double(p.gpus)}, {L::GpusPerNode, double(p.gpusPerNode)},
                                  {L::Tp, double(p.tp)}, {L::Pp, double(p.pp)}, {L::Cp, double(p.cp)},
                                  {L::Ep, double(p.ep)}}))
        return e;
    if (!layoutOfCluster)
        return std::nullopt;
    const long long modelParallel = 1LL * p.tp * p.pp * p.cp;
    if (modelParallel > p.gpus || p.gpus % modelParallel != 0)
        return brokenRule(ErrorCode::InvalidScenario, fileKey(L::Gpus), ErrorRule::MultipleOfParallel);
    return std::nullopt;
}

// The serving settings of an inference scenario (the load, lengths and targets).
std::optional<Error> validateServing(const ServingSettings &v)
{
    if (auto e = firstOutOfLimit({{L::InputLen, double(v.inputLen)}, {L::OutputLen, double(v.outputLen)},
                                  {L::PrefixCacheHit, v.prefixCacheHit}, {L::Replicas, double(v.replicas)},
                                  {L::AverageLoadShare, v.averageLoadShare}}))
        return e;
    // The figure of the chosen load (the others are kept for when the user switches back).
    std::optional<Error> load;
    switch (v.load) {
    case LoadKind::Concurrency:
    case LoadKind::Batch: load = checkLimit(L::Concurrency, v.concurrency); break;
    case LoadKind::RequestRate: load = checkLimit(L::RequestRate, v.requestsPerSecond); break;
    case LoadKind::Offline: load = checkLimit(L::OfflineRequests, v.offlineRequests); break;
    }
    if (load)
        return load;
    if (!isKvCacheType(v.kvDtype))
        return Error{ErrorCode::UnknownValue, "serving.kv_dtype", std::string(toString(v.kvDtype))};
    if (v.ttftTargetMs)
        if (auto e = checkLimit(L::TtftTarget, *v.ttftTargetMs))
            return e;
    if (v.tpotTargetMs)
        return checkLimit(L::TpotTarget, *v.tpotTargetMs);
    return std::nullopt;
}

std::optional<Error> validateTraining(const Scenario &s)
{
    if (!isComputeCapable(s.computeDtype))
        return brokenRule(ErrorCode::InvalidScenario, "compute_dtype", ErrorRule::NotComputeType);
    if (isAdapterMethod(s.method)) {
        if (auto e = firstOutOfLimit({{L::LoraRank, double(s.lora.rank)}, {L::LoraAlpha, s.lora.alpha}}))
            return e;
        if (s.lora.targets == 0)
            return brokenRule(ErrorCode::InvalidScenario, "lora.targets", ErrorRule::NoLoraTarget);
    }
    if (trainsAllWeights(s.method) && isQuantised(s.weightDtype))
        return brokenRule(ErrorCode::InvalidScenario, "weight_dtype", ErrorRule::QuantisedTrained);
    return std::nullopt;
}

} // namespace

std::optional<Error> validateScenario(const Scenario &s)
{
    if (auto e = validateArchitecture(s.model)) {
        e->field = jsonfields::fieldPath("model", e->field);
        return e;
    }
    if (auto e = firstOutOfLimit({{L::SeqLen, double(s.seqLen)}, {L::MicroBatch, double(s.microBatch)},
                                  {L::GradAccum, double(s.gradAccum)}}))
        return e;
    if (auto e = validateTraining(s))
        return e;
    if (auto e = firstOutOfLimit({{L::PromptLen, double(s.workload.promptLen)},
                                  {L::KvCacheLen, double(s.workload.kvCacheLen)},
                                  {L::DatasetTokens, s.workload.datasetTokens}, {L::Epochs, s.workload.epochs},
                                  {L::InterNodeBandwidth, s.interNodeBandwidthGBs}}))
        return e;
    const bool disaggregated = s.method == Method::Inference && s.serving.disaggregation.enabled();
    if (auto e = validateParallelism(s.parallel, !disaggregated))
        return e;
    if (s.method == Method::Inference) {
        if (auto e = validateServing(s.serving))
            return e;
        if (auto e = validateSpeculative(s.serving.speculative, s.model))
            return e;
        if (auto e = validateDisaggregation(s.serving, s.parallel.gpus))
            return e;
    }
    return validatePrices(s.prices);
}

MemoryBreakdown memoryHeld(const Estimate &e, const GpuSpec &gpu)
{
    return e.serving && e.serving->fits ? servingMemory(*e.serving, gpu) : e.memory;
}

double headroomHeld(const Estimate &e, const GpuSpec &gpu)
{
    return e.serving && e.serving->fits ? e.capacityBytes - memoryHeld(e, gpu).deviceUsedBytes() : e.headroomBytes;
}

Estimate estimate(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy)
{
    Estimate e;
    e.memory = estimateMemory(scenario, gpu);
    e.capacityBytes = gpu.usableBytes;
    e.requiredBytes = e.memory.deviceUsedBytes();
    e.headroomBytes = e.capacityBytes - e.requiredBytes;
    e.verdict = policy.verdict(e.requiredBytes, e.capacityBytes);

    const ParameterCounts counts = countParameters(scenario.model);
    e.totalParams = counts.total;
    e.activeParams = counts.active;
    if (trainsAllWeights(scenario.method))
        e.trainableParams = counts.total;
    else if (isAdapterMethod(scenario.method))
        e.trainableParams = memory::loraTrainableParams(scenario.model, scenario.lora);
    e.time = estimateTime(scenario, gpu);
    e.cost = estimateCost(scenario, gpu, e.time);
    if (scenario.method == Method::Inference)
        e.serving = estimateServing(scenario, gpu);
    return e;
}

} // namespace gpusizer::core
