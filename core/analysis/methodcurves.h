#pragma once

#include "catalog/intervaltable.h"
#include "estimate/estimate.h"
#include "estimate/fitpolicy.h"
#include "model/gpuspec.h"
#include "model/method.h"
#include "model/scenario.h"

#include <vector>

namespace gpusizer::core {

// One sequence length of a method's curve (issue #29 point 2): what the run holds per GPU and
// what the whole run takes and costs at that length, the rest of the scenario as it is.
struct LengthPoint {
    int seqLen = 0;
    double requiredBytes = 0;   // per GPU, device_used
    double wallSeconds = 0;     // of the whole run (dataset tokens x epochs)
    double gpuHours = 0;
    double rentTotal = 0;       // gpuHours x the scenario's rent per GPU-hour
    double ownTotal = 0;        // gpuHours x its cost of owning per GPU-hour
};

// Memory, time and cost of a training run under one method against the sequence length, at
// SeqLenRange::curveLengths(), and the longest length that fits (memory grows with the length,
// so the run fits at every length up to it and at none beyond).
struct MethodCurve {
    Method method = Method::Full;
    bool current = false;           // the scenario's own method
    std::vector<LengthPoint> points;
    int maxFittingSeqLen = 0;       // 0: fits at no length

    bool fitsAt(int seqLen) const { return seqLen <= maxFittingSeqLen; }
};

// The methods a training scenario's curves compare, in kComparedMethods order: full
// fine-tuning, LoRA and QLoRA, pre-training in full fine-tuning's place (it trains every
// weight too: the two curves would lie on each other). None for inference.
std::vector<Method> curveMethods(const Scenario &scenario);

namespace lengthcurve {

// The time of `curve`'s run at each of its lengths (memory already in its points): the time
// model at every length, `scenario` being the run under curve.method. Adds the estimates made
// to `estimates`.
void addTimes(MethodCurve &curve, const Scenario &scenario, const GpuSpec &gpu, int &estimates);

// Rent and own of every point: its GPU-hours at the per-GPU-hour prices of `cost` (the
// scenario's estimate: the same cluster, so the same prices at every length and method).
void addCosts(MethodCurve &curve, const CostEstimate &cost);

// Whether the curves of `previous` hold for `next`: the same GPU and margin, and the scenarios
// equal but for the sequence length and what only prices the run (prices, requirements, the
// report's details). The costs are priced again (addCosts), never reused.
bool reusable(const Scenario &previous, const Scenario &next);

// One point of the interval band around a time curve: the run's wall hours at the fast and the
// slow end of the throughput band.
struct HoursBandPoint {
    int seqLen = 0;
    double lowSeconds = 0;
    double highSeconds = 0;
};

// The band around `curve`'s wall time: the analysis' interval of tokens/s per GPU
// (interval.tokensPerSecondPerGpu around `tokensPerSecondPerGpu`, the estimate's) as
// multipliers of the time, the same at every length as the memory band (seqlen::intervalBand):
// the fast end of the throughput is the short end of the time. Empty without a throughput band.
std::vector<HoursBandPoint> hoursBand(const MethodCurve &curve, const Interval &interval,
                                      double tokensPerSecondPerGpu);

// The point of `curve` at `seqLen` interpolated linearly in log(length) between its neighbours
// (the curve's ends outside it); all zero for an empty curve.
LengthPoint at(const MethodCurve &curve, double seqLen);

} // namespace lengthcurve

} // namespace gpusizer::core
