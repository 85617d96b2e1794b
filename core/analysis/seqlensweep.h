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

} // namespace gpusizer::core::seqlen
