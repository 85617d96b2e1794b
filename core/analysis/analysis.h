#pragma once

#include "analysis/methodcurves.h"
#include "catalog/intervaltable.h"
#include "estimate/estimate.h"
#include "estimate/fitpolicy.h"
#include "estimate/guardrails.h"
#include "estimate/serving/servingmodel.h"
#include "model/gpuspec.h"
#include "model/method.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"
#include "util/result.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gpusizer::core {

// One point of the memory-versus-sequence-length curve.
struct SeqLenPoint {
    int seqLen = 0;
    double requiredBytes = 0;   // per GPU, device_used
};

// The scenario estimated under another method (withMethod), for the method comparison.
struct MethodVariant {
    Method method = Method::Full;
    Estimate estimate;
    // Memory per GPU as the method holds it: for inference what the serving engine holds
    // (weights, workspace, the KV pool it reserves), else the estimate's peak.
    MemoryBreakdown memory;
    double requiredBytes() const { return memory.deviceUsedBytes(); }
};

inline constexpr std::size_t kMaxRecommendations = 40;

struct Analysis;

struct AnalysisOptions {
    FitPolicy fitPolicy;
    // false: the catalog sweep and "what makes it fit" wait (recommendationPending); the
    // per-tick part while a slider is dragged.
    bool withRecommendations = true;
    // true: the scenario's own figures only (estimate, bill of materials, guard rails, bands),
    // without the method variants, the curves and the sweep (a cell of a map, explore()).
    bool scenarioOnly = false;
    // false: no bill of materials (Analysis::bom stays empty) and the cost of owning priced per
    // GPU instead of on the quoted systems; for the cells of a map whose metric is no cost (the
    // quote is a fifth of a cell's work).
    bool withBillOfMaterials = true;
    // Order, ownership, deadline, budget and filters of the sweep (its `top` and `fitPolicy`
    // are taken from maxRecommendations and fitPolicy here).
    RecommendOptions recommend;
    std::size_t maxRecommendations = kMaxRecommendations;
    // The analysis before this change: parts the change cannot affect are taken from it (the
    // curve and the largest fitting length when only the sequence length, the prices or the
    // amount of data changed). Must outlive the call.
    const Analysis *previous = nullptr;
};

// What analyse() computed itself (tests and benchmarks): each estimate of memory or of the
// whole configuration it made; the catalog sweep counts its own (Recommendation::evaluated).
struct AnalysisStats {
    int estimates = 0;
    bool curveReused = false;
    bool methodCurvesReused = false;   // Analysis::methodCurves taken from the previous analysis
};

// Everything one screen, one report or one `estimate --json` shows, computed once in core.
// Views only display these numbers; they never call the estimator themselves.
struct Analysis {
    Scenario scenario;
    bool valid = false;                      // false: the scenario could not be estimated
    Error error;                             // why, when !valid
    GpuSpec gpu;                             // the scenario's GPU from the catalog
    FitPolicy fitPolicy;                     // the policy every verdict below was made with
    Estimate estimate;                       // the scenario itself (estimate.verdict)
    // The figures no real run reaches that the estimate implies (more than 60 % MFU in
    // training, 90 % of the memory bandwidth in decode, a step faster than its roofline):
    // every view warns of each one broken.
    GuardRails guardRails;
    // What the scenario's own configuration is bought as (the cheapest systems that hold it,
    // within "only what I sell"); estimate.cost's ownership is costed on it.
    BillOfMaterials bom;
    // About 80 % of measured runs fall in [low, high] of the estimate's required bytes and
    // tokens/s per GPU (resources/intervals.json; widened when the GPU family is not calibrated);
    // inference: also of the serving estimate's output tokens/s, TTFT and TPOT (interval.serving,
    // at the targets' statistic; none when the weights do not fit). interval.provenance: the
    // measured runs of the GPU's family and the scenario's regime behind it (none: modelled only,
    // and the band widened).
    Interval interval;
    std::vector<MethodVariant> methods;      // kComparedMethods that apply, the current one included
    std::vector<SeqLenPoint> seqLenCurve;    // SeqLenRange::curveLengths(), current method
    int maxFittingSeqLen = 0;                // largest length with FitVerdict::Fits (0: none)
    // Training: memory, time and cost against the sequence length of each of curveMethods()
    // that applies (the current one's memory is seqLenCurve, its limit maxFittingSeqLen), priced
    // at the estimate's per-GPU-hour prices (issue #29 point 2). Empty for inference.
    std::vector<MethodCurve> methodCurves;
    // The catalog sweep, ranked by AnalysisOptions::recommend (at most maxRecommendations).
    Recommendation recommendation;
    // "What makes it fit": empty when the scenario fits.
    std::vector<FitSuggestion> fitSuggestions;
    bool recommendationPending = false;      // the sweep waits (AnalysisOptions)
    // Inference: what the engine holds per GPU (weights, workspace, KV pool, context) and the
    // throughput-and-latency curve against the load; empty for training.
    MemoryBreakdown servingMemory;
    std::vector<ServingPoint> servingCurve;
    // The context window (set on invalid scenarios too): the tokens of the longest sequence the
    // scenario runs (sequenceTokens(scenario)) and whether they pass the model's
    // Architecture::maxPositions. Never set when maxPositions is 0 (unknown). A warning only:
    // the estimate is made all the same (RoPE scaling and the like may stretch the window).
    std::int64_t sequenceTokens = 0;
    bool beyondContextWindow = false;
    AnalysisStats stats;

    FitVerdict verdict() const { return estimate.verdict; }
    bool serving() const { return estimate.serving.has_value(); }
    // The variant of `method`, or nullptr when it does not apply to this scenario.
    const MethodVariant *variant(Method method) const;
    // The curve of the scenario's own method, or nullptr (inference, or no curves).
    const MethodCurve *currentCurve() const;
};

class GpuCatalog;

// The tokens of the longest sequence the scenario runs: training the sequence length (seqLen);
// inference the prompt plus the generated tokens, the longer of the serving request
// (serving.inputLen + outputLen) and the single-stream one (workload.promptLen + seqLen).
std::int64_t sequenceTokens(const Scenario &scenario);

// The one analysis of a scenario: validated, its GPU looked up in `catalog`, estimated with the
// method variants, the sequence-length curve, the largest fitting length, the recommendations
// and what makes it fit. On an invalid scenario `valid` is false and `error` says why. Pure.
Analysis analyse(const Scenario &scenario, const GpuCatalog &catalog, const AnalysisOptions &options = {});

} // namespace gpusizer::core
