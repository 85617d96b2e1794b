#pragma once

#include "analysis/analysis.h"
#include "estimate/fitpolicy.h"
#include "model/gpuspec.h"
#include "model/scenario.h"

#include <vector>

namespace gpusizer::core::seqlen {

// Peak memory per GPU of `scenario` at every SeqLenRange::curveLengths() length (memory model
// only). Adds the estimates made to `estimates`.
std::vector<SeqLenPoint> curve(const Scenario &scenario, const GpuSpec &gpu, int &estimates);

// Largest sequence length in [1, SeqLenRange::kMax] at which `scenario` fits `gpu` by `policy`
// (memory grows with the length): bracketed by `curve` (of the same scenario), then bisected.
// 0 when not even one token fits. Adds the estimates made to `estimates`.
int maxFitting(const Scenario &scenario, const GpuSpec &gpu, const FitPolicy &policy,
               const std::vector<SeqLenPoint> &curve, int &estimates);

// One point of the interval band around the curve: bytes per GPU at its low and high end.
struct SeqLenBandPoint {
    int seqLen = 0;
    double lowBytes = 0;
    double highBytes = 0;
};

// The interval band around `curve` (issue #17): at each of its lengths the curve's bytes times
// the memory multipliers of `interval`, the analysis' interval of `requiredBytes` (intervalFor:
// the band of the method's group in the IntervalTable, widened when the GPU family is not
// calibrated), so that at the current length the band is the analysis' interval. Empty when
// there is no interval (requiredBytes or its high end 0).
std::vector<SeqLenBandPoint> intervalBand(const std::vector<SeqLenPoint> &curve, const Interval &interval,
                                          double requiredBytes);

} // namespace gpusizer::core::seqlen
