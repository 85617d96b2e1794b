#include "estimate/estimator.h"

#include "estimate/memory/memoryinputs.h"
#include "estimate/memorymodel.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/time/costmodel.h"
#include "estimate/time/timemodel.h"

#include <cmath>
#include <string>

namespace gpusizer::core {

namespace {

Error invalid(const char *field, std::string detail)
{
    return Error{ErrorCode::OutOfRange, field, std::move(detail), {}};
}

bool within(double v, double lo, double hi) { return std::isfinite(v) && v >= lo && v <= hi; }

std::optional<Error> validatePrices(const Prices &p)
{
    auto price = [](const std::optional<double> &v) { return !v || within(*v, 0.0, 1e12); };
    for (const auto &[gpu, pin] : p.pinned) {
        if (!price(pin.rentPerGpuHour))
            return invalid("rentPerGpuHour", "must be finite and not negative");
        if (!price(pin.purchasePerGpu))
            return invalid("purchasePerGpu", "must be finite and not negative");
    }
    if (!p.rates.rate(p.currency))
        return invalid("currency", "no exchange rate for " + p.currency);
    if (!within(p.lifetimeYears, 1e-3, 100.0))
        return invalid("lifetimeYears", "must be between 0.001 and 100");
    if (!within(p.powerPricePerKwh, 0.0, 1e6))
        return invalid("powerPricePerKwh", "must be finite and not negative");
    if (!within(p.pue, 1.0, 10.0))
        return invalid("pue", "must be between 1 and 10");
    if (!within(p.hostingPerGpuYear, 0.0, 1e12))
        return invalid("hostingPerGpuYear", "must be finite and not negative");
    if (!within(p.usageHoursPerYear, 0.0, 8784.0))
        return invalid("usageHoursPerYear", "must be between 0 and 8784");
    return std::nullopt;
}

std::optional<Error> validateParallelism(const Parallelism &p)
{
    if (!within(p.gpus, 1, 100000))
        return invalid("gpus", "must be between 1 and 100000");
    if (!within(p.gpusPerNode, 1, 100000))
        return invalid("gpusPerNode", "must be between 1 and 100000");
    if (!within(p.tp, 1, 4096))
        return invalid("tp", "must be between 1 and 4096");
    if (!within(p.pp, 1, 4096))
        return invalid("pp", "must be between 1 and 4096");
    if (!within(p.cp, 1, 4096))
        return invalid("cp", "must be between 1 and 4096");
    if (!within(p.ep, 1, 4096))
        return invalid("ep", "must be between 1 and 4096");
    const long long modelParallel = 1LL * p.tp * p.pp * p.cp;
    if (modelParallel > p.gpus || p.gpus % modelParallel != 0)
        return invalid("gpus", "must be a multiple of tp x pp x cp");
    return std::nullopt;
}

// The serving settings of an inference scenario (the load, lengths and targets).
std::optional<Error> validateServing(const ServingSettings &v)
{
    if (!within(v.inputLen, 0, 16 * 1024 * 1024))
        return invalid("serving.inputLen", "must be between 0 and 16777216");
    if (!within(v.outputLen, 1, 16 * 1024 * 1024))
        return invalid("serving.outputLen", "must be between 1 and 16777216");
    // The figure of the chosen load (the others are kept for when the user switches back).
    if ((v.load == LoadKind::Concurrency || v.load == LoadKind::Batch) && !within(v.concurrency, 1, 1 << 24))
        return invalid("serving.concurrency", "must be between 1 and 16777216");
    if (v.load == LoadKind::RequestRate && !within(v.requestsPerSecond, 1e-6, 1e9))
        return invalid("serving.requestsPerSecond", "must be between 0.000001 and 1000000000");
    if (v.load == LoadKind::Offline && !within(v.offlineRequests, 1, 1 << 30))
        return invalid("serving.offlineRequests", "must be between 1 and 1073741824");
    if (!within(v.prefixCacheHit, 0.0, 1.0))
        return invalid("serving.prefixCacheHit", "must be between 0 and 1");
    if (!within(v.replicas, 0, 1 << 20))
        return invalid("serving.replicas", "must be between 0 and 1048576");
    if (!within(v.averageLoadShare, 0.001, 1.0))
        return invalid("serving.averageLoadShare", "must be between 0.001 and 1");
    if (v.kvDtype != DType::BF16 && v.kvDtype != DType::FP16 && v.kvDtype != DType::FP8 && v.kvDtype != DType::FP32)
        return Error{ErrorCode::InvalidScenario, "serving.kvDtype", "not a KV-cache type", {}};
    if (v.ttftTargetMs && !within(*v.ttftTargetMs, 0.001, 1e9))
        return invalid("serving.ttftTargetMs", "must be between 0.001 and 1000000000");
    if (v.tpotTargetMs && !within(*v.tpotTargetMs, 0.001, 1e9))
        return invalid("serving.tpotTargetMs", "must be between 0.001 and 1000000000");
    return std::nullopt;
}

} // namespace

std::optional<Error> validateScenario(const Scenario &s)
{
    if (const auto why = validateArchitecture(s.model))
        return Error{ErrorCode::InvalidScenario, "model", *why, {}};
    if (!within(s.seqLen, 1, 16 * 1024 * 1024))
        return invalid("seqLen", "must be between 1 and 16777216");
    if (!within(s.microBatch, 1, 65536))
        return invalid("microBatch", "must be between 1 and 65536");
    if (!within(s.gradAccum, 1, 1 << 20))
        return invalid("gradAccum", "must be between 1 and 1048576");
    if (!isComputeCapable(s.computeDtype))
        return Error{ErrorCode::InvalidScenario, "computeDtype", "not a matrix-product type", {}};
    if (isAdapterMethod(s.method)) {
        if (!within(s.lora.rank, 1, 65536))
            return invalid("lora.rank", "must be between 1 and 65536");
        if (s.lora.targets == 0)
            return Error{ErrorCode::InvalidScenario, "lora.targets", "no target selected", {}};
        if (!std::isfinite(s.lora.alpha))
            return invalid("lora.alpha", "must be finite");
    }
    if (trainsAllWeights(s.method) && isQuantised(s.weightDtype))
        return Error{ErrorCode::InvalidScenario, "weightDtype",
                     "quantised weights cannot be trained directly", {}};
    if (s.workload.promptLen < 0 || s.workload.promptLen > 16 * 1024 * 1024)
        return invalid("workload.promptLen", "must be between 0 and 16777216");
    if (s.workload.kvCacheLen < 0 || s.workload.kvCacheLen > 16 * 1024 * 1024)
        return invalid("workload.kvCacheLen", "must be between 0 and 16777216");
    if (!within(s.workload.datasetTokens, 0.0, 1e16))
        return invalid("workload.datasetTokens", "must be finite and not negative");
    if (!within(s.workload.epochs, 0.0, 1e6))
        return invalid("workload.epochs", "must be finite and not negative");
    if (!within(s.interNodeBandwidthGBs, 1e-3, 1e6))
        return invalid("interNodeBandwidthGBs", "must be positive");
    if (auto e = validateParallelism(s.parallel))
        return e;
    if (s.method == Method::Inference)
        if (auto e = validateServing(s.serving))
            return e;
    return validatePrices(s.prices);
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
