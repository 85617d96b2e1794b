#pragma once

#include "catalog/gpuspec.h"
#include "estimate/estimate.h"
#include "model/method.h"
#include "model/scenario.h"

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
};

} // namespace gpusizer::ui
