#include "losofit.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "validation/sourcekey.h"
#include "validation/validationrunner.h"

#include <algorithm>
#include <optional>

namespace gpusizer::losofit {


namespace {

constexpr double kCapPercent = 100.0;
constexpr double kTrialFactors[] = {0.7, 0.85, 0.93, 1.07, 1.18, 1.4};

Parameter familyParameter(const char *name, core::GpuGeneration generation)
{
    return {name, [generation](Constants &c) -> double & { return c.time.family(generation).matmulEfficiency; }};
}

#define GPUSIZER_TIME_PARAMETER(label, member) \
    Parameter{label, [](Constants &c) -> double & { return c.time.member; }}
#define GPUSIZER_MEMORY_PARAMETER(label, member) \
    Parameter{label, [](Constants &c) -> double & { return c.memory.member; }}

} // namespace

std::vector<Parameter> fittedParameters(Metric metric)
{
    using core::GpuGeneration;
    if (metric == Metric::Memory)
        return {
            GPUSIZER_MEMORY_PARAMETER("reserve on activations", transientReserve),
            GPUSIZER_MEMORY_PARAMETER("reserve on logits", logitsReserve),
            GPUSIZER_MEMORY_PARAMETER("reserve on states", staticReserve),
            GPUSIZER_MEMORY_PARAMETER("reserve on a growing cache", growingCacheReserve),
        };
    return {
        familyParameter("efficiency Volta", GpuGeneration::Volta),
        familyParameter("efficiency Ampere", GpuGeneration::Ampere),
        familyParameter("efficiency Ada", GpuGeneration::Ada),
        familyParameter("efficiency Hopper", GpuGeneration::Hopper),
        familyParameter("efficiency Blackwell", GpuGeneration::Blackwell),
        familyParameter("efficiency CDNA3", GpuGeneration::CDNA3),
        GPUSIZER_TIME_PARAMETER("fp8 gain", fp8Gain),
        GPUSIZER_TIME_PARAMETER("fp32 CUDA-core gain", fp32CudaCoreGain),
        GPUSIZER_TIME_PARAMETER("GEMM half tokens", gemmHalfTokens),
        GPUSIZER_TIME_PARAMETER("elementwise bytes", elementwiseBytesPerHidden),
        GPUSIZER_TIME_PARAMETER("logit bytes", logitBytesPerVocab),
        GPUSIZER_TIME_PARAMETER("launch s/layer/pass", launchSecondsPerLayerPass),
        GPUSIZER_TIME_PARAMETER("ZeRO-3 hook s", zero3HookSecondsPerLayerPass),
        GPUSIZER_TIME_PARAMETER("adapter launch", adapterLaunchFactor),
        GPUSIZER_TIME_PARAMETER("dequant bytes", dequantBytesPerWeightPass),
        GPUSIZER_TIME_PARAMETER("comm overlap", commOverlap),
        GPUSIZER_TIME_PARAMETER("overlap sharpness", overlapSharpness),
        GPUSIZER_TIME_PARAMETER("attention Hopper", attentionEfficiencyHopper),
        GPUSIZER_TIME_PARAMETER("attention other", attentionEfficiencyOther),
        GPUSIZER_TIME_PARAMETER("decode bandwidth", decodeBandwidthEfficiency),
        GPUSIZER_TIME_PARAMETER("decode overlap", decodeOverlapSharpness),
        GPUSIZER_TIME_PARAMETER("eager decode s", eagerSecondsPerLayerToken),
        GPUSIZER_TIME_PARAMETER("graph decode s", graphSecondsPerLayerToken),
        GPUSIZER_TIME_PARAMETER("eager expert s", eagerSecondsPerExpertLayerToken),
    };
}

Score score(const std::vector<core::ValidationCase> &cases, const Constants &constants, Metric metric)
{
    const core::timing::CalibrationOverride useTime(constants.time);
    const core::TrialOverride<core::AllocatorCalibration> useMemory(constants.memory);
    const core::ValidationReport report
        = core::runValidation(cases, core::GpuCatalog::builtIn(), &core::ModelCatalog::builtIn(), 'B');
    Score s;
    double capped = 0;
    double plain = 0;
    for (const core::ValidationCaseResult &r : report.cases) {
        const std::optional<double> &error = metric == Metric::Memory ? r.memErrorPercent : r.throughputErrorPercent;
        if (!error || r.quality == 'C')
            continue;
        const double e = *error;
        s.errorsPercent.push_back(e);
        capped += std::min(e, kCapPercent);
        plain += e;
    }
    s.rows = int(s.errorsPercent.size());
    if (s.rows > 0) {
        s.cappedMeanPercent = capped / s.rows;
        s.mapePercent = plain / s.rows;
    }
    return s;
}

Constants fit(const std::vector<core::ValidationCase> &cases, const Constants &start, Metric metric, int sweeps)
{
    return fit(cases, start, metric, sweeps, fittedParameters(metric));
}

Constants fit(const std::vector<core::ValidationCase> &cases, const Constants &start, Metric metric, int sweeps,
              const std::vector<Parameter> &parameters)
{
    Constants best = start;
    double bestScore = score(cases, best, metric).cappedMeanPercent;
    for (int sweep = 0; sweep < sweeps; ++sweep) {
        bool moved = false;
        for (const Parameter &p : parameters) {
            Constants trial = best;
            const double base = p.value(best);
            for (const double factor : kTrialFactors) {
                p.value(trial) = base * factor;
                const double s = score(cases, trial, metric).cappedMeanPercent;
                if (s < bestScore - 1e-9) {
                    bestScore = s;
                    best = trial;
                    moved = true;
                }
            }
        }
        if (!moved)
            break;
    }
    return best;
}

std::vector<std::string> sourcesOf(const std::vector<core::ValidationCase> &rows)
{
    std::vector<std::string> sources;
    for (const core::ValidationCase &c : rows) {
        std::string key = core::sourceKey(c.source);
        if (std::find(sources.begin(), sources.end(), key) == sources.end())
            sources.push_back(std::move(key));
    }
    return sources;
}

SourceSplit splitBySource(const std::vector<core::ValidationCase> &rows, const std::string &source)
{
    SourceSplit split;
    for (const core::ValidationCase &c : rows)
        (core::sourceKey(c.source) == source ? split.leftOut : split.fitted).push_back(c);
    return split;
}

Result leaveOneSourceOut(const std::vector<core::ValidationCase> &cases, Metric metric, int sweeps)
{
    const Constants shipped;
    Result result;
    result.inSample = score(cases, shipped, metric);
    for (const std::string &source : sourcesOf(cases)) {
        const SourceSplit split = splitBySource(cases, source);
        const Score own = score(split.leftOut, shipped, metric);
        if (own.rows == 0)
            continue;
        const Constants fitted = fit(split.fitted, shipped, metric, sweeps);
        Fold fold{source, own, score(split.leftOut, fitted, metric)};
        result.leftOut.errorsPercent.insert(result.leftOut.errorsPercent.end(), fold.leftOut.errorsPercent.begin(),
                                            fold.leftOut.errorsPercent.end());
        result.folds.push_back(std::move(fold));
    }
    Score &out = result.leftOut;
    out.rows = int(out.errorsPercent.size());
    double capped = 0;
    double plain = 0;
    for (double e : out.errorsPercent) {
        capped += std::min(e, kCapPercent);
        plain += e;
    }
    if (out.rows > 0) {
        out.cappedMeanPercent = capped / out.rows;
        out.mapePercent = plain / out.rows;
    }
    return result;
}

} // namespace gpusizer::losofit
