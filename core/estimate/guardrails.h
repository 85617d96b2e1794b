#pragma once

#include "estimate/estimate.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <string_view>
#include <vector>

namespace gpusizer::core {

// Figures no real run reaches (issue #24 point 4; docs/estimation.md "Guard rails"). An
// estimate that implies one is wrong somewhere: the views say so beside it.
enum class GuardRail {
    TrainingMfu,     // a training step above kMaxTrainingMfu model FLOPs utilisation
    DecodeBandwidth, // a decode step reading its bytes at more than kMaxDecodeBandwidthShare of the bandwidth
    Roofline,        // a step faster than its FLOPs at the dense peak or its bytes at the full bandwidth
};

// The step a rail is checked on.
enum class GuardedStep {
    Training, // one optimizer step of a data-parallel replica (TimeEstimate::stepSeconds)
    Decode,   // inference: one decode step of the batch (TimeEstimate::stepSeconds)
    Serving,  // inference: a decode-only engine step at the operating point (ServingEstimate::itlMs median)
};

// Measured training runs reach 64 % MFU (llm-foundry, 7B on A100, tests/data) and 72 %
// (FlashAttention-2 paper, Dao 2023, GPT-style 1.3B-2.7B on A100: 225 TFLOP/s); above 75 %
// no published run is.
inline constexpr double kMaxTrainingMfu = 0.75;
inline constexpr double kMaxDecodeBandwidthShare = 0.90;
inline constexpr double kMaxRooflineShare = 1.0;

// What one step does on each GPU, and what its estimated time implies.
struct StepLoad {
    GuardedStep step = GuardedStep::Training;
    double seconds = 0;     // the estimate's time of the step
    double flopsPerGpu = 0; // arithmetic each GPU does in it
    double bytesPerGpu = 0; // bytes each GPU must read in it, at least
    double peakFlops = 0;   // dense peak of the step's compute type per GPU, FLOP/s
    double bandwidth = 0;   // memory bandwidth per GPU, bytes/s
    double mfu = 0;         // training: the estimate's model FLOPs utilisation (TimeEstimate::mfu)

    // The roofline: the step can take no less than max(FLOPs / peak, bytes / bandwidth).
    double rooflineSeconds() const;
    // rooflineSeconds / seconds: above 1 the step is faster than the roofline.
    double rooflineShare() const;
    // bytesPerGpu / (bandwidth · seconds): the share of the memory bandwidth the step implies.
    double bandwidthShare() const;
};

struct GuardRailBreak {
    GuardRail rail = GuardRail::TrainingMfu;
    GuardedStep step = GuardedStep::Training;
    double value = 0; // the implied figure: the MFU, the bandwidth share or the roofline share
    double limit = 0; // the most a real run reaches
    bool operator==(const GuardRailBreak &) const = default;
};

struct GuardRails {
    std::vector<StepLoad> steps;        // every step checked (those with a time)
    std::vector<GuardRailBreak> broken; // the rails broken, step by step
    bool any() const { return !broken.empty(); }
    bool breaks(GuardRail rail) const;
};

// The rails `estimate` (of `scenario` on `gpu`) breaks. Training: the MFU and the roofline of
// its step; inference: the bandwidth share and the roofline of the decode step and of the
// serving step. Pure, microseconds.
GuardRails checkGuardRails(const Scenario &scenario, const GpuSpec &gpu, const Estimate &estimate);

std::string_view toString(GuardRail rail);   // "training_mfu", "decode_bandwidth", "roofline"
std::string_view toString(GuardedStep step); // "training", "decode", "serving"

} // namespace gpusizer::core
