#include "losofit.h"

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "validation/sourcekey.h"
#include "validation/validationrunner.h"

#include <algorithm>
#include <map>

namespace gpusizer::losofit {

using core::timing::Calibration;

namespace {

constexpr double kCapPercent = 100.0;
constexpr double kTrialFactors[] = {0.7, 0.85, 0.93, 1.07, 1.18, 1.4};

Parameter familyParameter(const char *name, core::GpuGeneration generation)
{
    return {name, [generation](Calibration &c) -> double & { return c.family(generation).matmulEfficiency; }};
}

} // namespace

std::vector<Parameter> fittedParameters()
{
    using core::GpuGeneration;
    std::vector<Parameter> p{
        familyParameter("efficiency Volta", GpuGeneration::Volta),
        familyParameter("efficiency Ampere", GpuGeneration::Ampere),
        familyParameter("efficiency Ada", GpuGeneration::Ada),
        familyParameter("efficiency Hopper", GpuGeneration::Hopper),
        familyParameter("efficiency Blackwell", GpuGeneration::Blackwell),
        familyParameter("efficiency CDNA3", GpuGeneration::CDNA3),
        {"fp8 gain", [](Calibration &c) -> double & { return c.fp8Gain; }},
        {"fp32 CUDA-core gain", [](Calibration &c) -> double & { return c.fp32CudaCoreGain; }},
        {"GEMM half tokens", [](Calibration &c) -> double & { return c.gemmHalfTokens; }},
        {"elementwise bytes", [](Calibration &c) -> double & { return c.elementwiseBytesPerHidden; }},
        {"logit bytes", [](Calibration &c) -> double & { return c.logitBytesPerVocab; }},
        {"launch s/layer/pass", [](Calibration &c) -> double & { return c.launchSecondsPerLayerPass; }},
        {"ZeRO-3 hook s", [](Calibration &c) -> double & { return c.zero3HookSecondsPerLayerPass; }},
        {"adapter launch", [](Calibration &c) -> double & { return c.adapterLaunchFactor; }},
        {"dequant bytes", [](Calibration &c) -> double & { return c.dequantBytesPerWeightPass; }},
        {"comm overlap", [](Calibration &c) -> double & { return c.commOverlap; }},
        {"overlap sharpness", [](Calibration &c) -> double & { return c.overlapSharpness; }},
        {"attention Hopper", [](Calibration &c) -> double & { return c.attentionEfficiencyHopper; }},
        {"attention other", [](Calibration &c) -> double & { return c.attentionEfficiencyOther; }},
        {"eager decode s", [](Calibration &c) -> double & { return c.eagerSecondsPerLayerToken; }},
        {"graph decode s", [](Calibration &c) -> double & { return c.graphSecondsPerLayerToken; }},
        {"eager expert s", [](Calibration &c) -> double & { return c.eagerSecondsPerExpertLayerToken; }},
    };
    return p;
}

Score score(const std::vector<core::ValidationCase> &cases, const Calibration &calibration)
{
    const core::timing::CalibrationOverride use(calibration);
    const core::ValidationReport report
        = core::runValidation(cases, core::GpuCatalog::builtIn(), &core::ModelCatalog::builtIn(), 'B');
    Score s;
    double capped = 0;
    double plain = 0;
    for (const core::ValidationCaseResult &r : report.cases) {
        if (!r.throughputErrorPercent || r.quality == 'C')
            continue;
        const double e = *r.throughputErrorPercent;
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

Calibration fit(const std::vector<core::ValidationCase> &cases, const Calibration &start, int sweeps)
{
    const std::vector<Parameter> parameters = fittedParameters();
    Calibration best = start;
    double bestScore = score(cases, best).cappedMeanPercent;
    for (int sweep = 0; sweep < sweeps; ++sweep) {
        bool moved = false;
        for (const Parameter &p : parameters) {
            Calibration trial = best;
            const double base = p.value(best);
            for (const double factor : kTrialFactors) {
                p.value(trial) = base * factor;
                const double s = score(cases, trial).cappedMeanPercent;
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

Result leaveOneSourceOut(const std::vector<core::ValidationCase> &cases, int sweeps)
{
    const Calibration shipped;
    Result result;
    result.inSample = score(cases, shipped);
    // The sources with throughput rows, in the order of their first row.
    std::vector<std::string> order;
    std::map<std::string, std::vector<core::ValidationCase>> bySource;
    for (const core::ValidationCase &c : cases) {
        const std::string key = core::sourceKey(c.source);
        if (!bySource.count(key))
            order.push_back(key);
        bySource[key].push_back(c);
    }
    for (const std::string &source : order) {
        const Score own = score(bySource[source], shipped);
        if (own.rows == 0)
            continue;
        std::vector<core::ValidationCase> others;
        for (const core::ValidationCase &c : cases)
            if (core::sourceKey(c.source) != source)
                others.push_back(c);
        const Calibration fitted = fit(others, shipped, sweeps);
        Fold fold{source, own, score(bySource[source], fitted)};
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
