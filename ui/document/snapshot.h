#pragma once

#include "catalog/gpuspec.h"
#include "estimate/estimate.h"
#include "model/method.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"
#include "util/result.h"

#include <cstddef>
#include <vector>

namespace gpusizer::ui {

// One point of the memory-versus-sequence-length curve.
struct SeqLenPoint {
    int seqLen = 0;
    double requiredBytes = 0;   // per GPU, device_used
};

// The same scenario estimated under another method (method comparison chart).
struct MethodVariant {
    core::Method method = core::Method::Full;
    core::Estimate estimate;
};

inline constexpr std::size_t kMaxRecommendations = 40;

// Everything the views show, computed once per scenario change by ScenarioDocument.
// Views only display these numbers; they never call the estimator themselves.
struct Snapshot {
    core::Scenario scenario;
    core::GpuSpec gpu;                       // the scenario's GPU from the catalog
    core::Estimate estimate;                 // the current scenario
    std::vector<MethodVariant> methods;      // full, LoRA, QLoRA (+ inference)
    std::vector<SeqLenPoint> seqLenCurve;    // current method, 128 .. 1M tokens (log steps)
    int maxFittingSeqLen = 0;                // largest seq len that fits (0: none)
    bool valid = false;                      // false: the scenario could not be estimated
    core::Error error;                       // why, when !valid (ui/document/errortext.h translates it)
    // core::recommend over the whole catalog, ranked by fewest GPUs (at most kMaxRecommendations;
    // views re-sort for "fastest" / "cheapest").
    core::Recommendation recommendation;
    // core::whatMakesItFit: empty when the scenario fits.
    std::vector<core::FitSuggestion> fitSuggestions;
    // While a slider is dragged the catalog sweep waits for a pause: recommendation and
    // fitSuggestions are then empty and the views that show them say they are being updated.
    bool recommendationPending = false;
};

} // namespace gpusizer::ui
