// The one analysis: everything the window, the report and the CLI show for a scenario.
#include "analysis/analysis.h"

#include "analysis/methodcurves.h"
#include "analysis/seqlensweep.h"
#include "catalog/gpucatalog.h"
#include "catalog/provenancetable.h"
#include "estimate/estimator.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/time/timemodel.h"
#include "estimate/time/utilisationmodel.h"
#include "model/methodchange.h"
#include "estimate/time/costmodel.h"
#include "recommend/billofmaterials.h"
#include "recommend/recommender.h"

#include <algorithm>
#include <utility>

namespace gpusizer::core {

namespace {

// The fields the peak memory per GPU does not depend on, set equal, so that two scenarios
// compare equal when their memory (and so the curve and the largest fitting length) is the same.
Scenario memoryRelevant(Scenario s)
{
    s.seqLen = 0;
    s.prices = Prices{};
    s.workload.datasetTokens = 0;
    s.workload.epochs = 0;
    s.interNodeBandwidthGBs = 0;
    return s;
}

bool curveReusable(const Analysis &previous, const Analysis &next)
{
    return previous.valid && previous.gpu == next.gpu
        && previous.fitPolicy.safetyMargin == next.fitPolicy.safetyMargin
        && memoryRelevant(previous.scenario) == memoryRelevant(next.scenario);
}

std::optional<Error> checkInputs(const Scenario &scenario, const GpuCatalog &catalog, const GpuSpec *&gpu)
{
    if (auto error = validateScenario(scenario))
        return error;
    gpu = catalog.find(scenario.gpuId);
    if (gpu == nullptr)
        return Error{ErrorCode::UnknownGpu, "cluster.gpu", scenario.gpuId, {}};
    if (scenario.method == Method::Inference)
        if (auto error = serving::checkEngineFormats(scenario, *gpu))
            return error;
    return validateTimeInputs(scenario, *gpu);
}

MethodVariant variantOf(Method method, Estimate e, const GpuSpec &gpu)
{
    MemoryBreakdown memory = memoryHeld(e, gpu);
    return {method, std::move(e), memory};
}

void addMethodVariants(Analysis &a)
{
    a.methods.reserve(kComparedMethods.size());
    for (Method method : kComparedMethods) {
        if (method == a.scenario.method) {
            a.methods.push_back(variantOf(method, a.estimate, a.gpu));
            continue;
        }
        const Scenario variant = withMethod(a.scenario, method);
        if (validateScenario(variant))
            continue;
        ++a.stats.estimates;
        a.methods.push_back(variantOf(method, estimate(variant, a.gpu, a.fitPolicy), a.gpu));
    }
}

void addSeqLenSweep(Analysis &a, const Analysis *previous)
{
    if (previous != nullptr && curveReusable(*previous, a)) {
        a.seqLenCurve = previous->seqLenCurve;
        a.maxFittingSeqLen = previous->maxFittingSeqLen;
        a.stats.curveReused = true;
        return;
    }
    a.seqLenCurve = seqlen::curve(a.scenario, a.gpu, a.stats.estimates);
    a.maxFittingSeqLen = seqlen::maxFitting(a.scenario, a.gpu, a.fitPolicy, a.seqLenCurve, a.stats.estimates);
}

// The memory, time and cost curves of the training methods (after addSeqLenSweep: the current
// method's memory is its curve). A sequence-length tick or a price takes them from the previous
// analysis and prices them again.
void addMethodCurves(Analysis &a, const Analysis *previous)
{
    if (previous != nullptr && previous->valid && previous->gpu == a.gpu
        && previous->fitPolicy.safetyMargin == a.fitPolicy.safetyMargin
        && lengthcurve::reusable(previous->scenario, a.scenario)) {
        a.methodCurves = previous->methodCurves;
        a.stats.methodCurvesReused = true;
    } else {
        for (Method method : curveMethods(a.scenario)) {
            const bool current = method == a.scenario.method;
            const Scenario variant = current ? a.scenario : withMethod(a.scenario, method);
            if (!current && (validateScenario(variant) || validateTimeInputs(variant, a.gpu)))
                continue;
            MethodCurve curve;
            curve.method = method;
            curve.current = current;
            const std::vector<SeqLenPoint> memory
                = current ? a.seqLenCurve : seqlen::curve(variant, a.gpu, a.stats.estimates);
            curve.maxFittingSeqLen = current ? a.maxFittingSeqLen
                                             : seqlen::maxFitting(variant, a.gpu, a.fitPolicy, memory, a.stats.estimates);
            curve.points.reserve(memory.size());
            for (const SeqLenPoint &p : memory)
                curve.points.push_back({p.seqLen, p.requiredBytes});
            lengthcurve::addTimes(curve, variant, a.gpu, a.stats.estimates);
            a.methodCurves.push_back(std::move(curve));
        }
    }
    for (MethodCurve &curve : a.methodCurves)
        lengthcurve::addCosts(curve, a.estimate.cost);
}

void addRecommendations(Analysis &a, const GpuCatalog &catalog, const AnalysisOptions &options)
{
    RecommendOptions recommend = options.recommend;
    recommend.top = options.maxRecommendations;
    recommend.fitPolicy = a.fitPolicy;
    a.recommendation = core::recommend(a.scenario, catalog, recommend);
    // A serving scenario asks what makes it serve also when it fits but misses its targets or
    // cannot hold its load.
    if (a.estimate.serving ? a.estimate.serving->serves() : a.estimate.verdict == FitVerdict::Fits)
        return;
    Result<std::vector<FitSuggestion>> suggestions = whatMakesItFit(a.scenario, catalog, a.fitPolicy);
    if (suggestions)
        a.fitSuggestions = std::move(suggestions).value();
}

} // namespace

const MethodVariant *Analysis::variant(Method method) const
{
    for (const MethodVariant &v : methods)
        if (v.method == method)
            return &v;
    return nullptr;
}

const MethodCurve *Analysis::currentCurve() const
{
    for (const MethodCurve &curve : methodCurves)
        if (curve.current)
            return &curve;
    return nullptr;
}

std::int64_t sequenceTokens(const Scenario &scenario)
{
    const std::int64_t trained = std::max(0, scenario.seqLen);
    if (scenario.method != Method::Inference)
        return trained;
    const std::int64_t served
        = std::int64_t(std::max(0, scenario.serving.inputLen)) + std::max(0, scenario.serving.outputLen);
    const std::int64_t streamed = std::int64_t(std::max(0, scenario.workload.promptLen)) + trained;
    return std::max(served, streamed);
}

Analysis analyse(const Scenario &scenario, const GpuCatalog &catalog, const AnalysisOptions &options)
{
    Analysis a;
    a.scenario = scenario;
    a.fitPolicy = options.fitPolicy;
    a.sequenceTokens = sequenceTokens(scenario);
    a.beyondContextWindow = scenario.model.maxPositions > 0 && a.sequenceTokens > scenario.model.maxPositions;
    const GpuSpec *gpu = nullptr;
    if (auto error = checkInputs(scenario, catalog, gpu)) {
        a.error = std::move(*error);
        return a;
    }
    a.gpu = *gpu;
    ++a.stats.estimates;
    a.estimate = estimate(scenario, a.gpu, a.fitPolicy);
    if (options.withBillOfMaterials) {
        a.bom = billOfMaterials(scenario, a.gpu, catalog);
        const OwnershipBasis basis = ownershipBasisOf(a.bom, scenario);
        a.estimate.cost = estimateCost(scenario, a.gpu, a.estimate.time, &basis);
    }
    a.guardRails = checkGuardRails(scenario, a.gpu, a.estimate);
    a.valid = true;
    // Serving needs measured serving rows of the family, training measured training rows, and
    // the band is the measured one only where runs of this regime were on this family.
    const Provenance provenance = provenanceOf(builtInProvenanceTable(), a.gpu.generation, scenario.method,
                                               timing::calibration().isFittedFor(a.gpu.generation, scenario.method));
    const bool calibrated = provenance.calibrated();
    a.interval = intervalFor(builtInIntervalTable(), provenance, a.estimate.requiredBytes,
                             a.estimate.time.tokensPerSecondPerGpu);
    if (a.estimate.serving) {
        const ServingEstimate &v = *a.estimate.serving;
        a.servingMemory = servingMemory(v, a.gpu);
        if (!options.scenarioOnly)
            a.servingCurve = servingCurve(scenario, a.gpu);
        // The latencies at the statistic the targets and the headline use.
        const LatencyStat stat = scenario.serving.targetStat;
        if (v.fits)
            a.interval.serving = servingIntervalFor(builtInIntervalTable(), v.outputTokensPerSecond,
                                                    v.ttftMs.at(stat), v.tpotMs.at(stat), calibrated);
    }
    if (options.scenarioOnly)
        return a;
    addMethodVariants(a);
    addSeqLenSweep(a, options.previous);
    addMethodCurves(a, options.previous);
    if (options.withRecommendations)
        addRecommendations(a, catalog, options);
    else
        a.recommendationPending = true;
    return a;
}

} // namespace gpusizer::core
