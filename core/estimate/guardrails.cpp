// Guard rails (docs/estimation.md "Guard rails"): each step's estimated time against what its
// work allows. The bytes a step must read are a lower bound (weights once, the KV cache of the
// sequences it decodes once), so that a rail breaks only where the estimate is too fast.
#include "estimate/guardrails.h"

#include "estimate/serving/servingstep.h"
#include "estimate/time/decodemodel.h"
#include "estimate/time/flopsmodel.h"
#include "estimate/time/utilisationmodel.h"
#include "model/units.h"

#include <algorithm>

namespace gpusizer::core {

namespace {

double bandwidthOf(const GpuSpec &gpu) { return gpu.memoryBandwidthGBs * units::kGB; }

double peakOf(const GpuSpec &gpu, DType compute) { return timing::matmulPeakTflops(gpu, compute) * 1e12; }

// One optimizer step of a replica: each GPU of a model slice (tp·pp·cp) does its share of the
// hardware FLOPs of the step's tokens and reads at least the weights it holds once per
// micro-batch.
StepLoad trainingLoad(const Scenario &s, const GpuSpec &gpu, const Estimate &e)
{
    const Parallelism &par = s.parallel;
    const double modelParallel = double(std::max(1, par.tp)) * std::max(1, par.pp) * std::max(1, par.cp);
    const double microBatches = std::max(1, s.gradAccum);
    StepLoad l;
    l.step = GuardedStep::Training;
    l.seconds = e.time.stepSeconds;
    l.flopsPerGpu = e.time.hardwareFlopsPerToken * double(s.microBatch) * s.seqLen * microBatches / modelParallel;
    l.bytesPerGpu = e.memory[MemoryComponent::Weights] * microBatches;
    l.peakFlops = peakOf(gpu, s.computeDtype);
    l.bandwidth = bandwidthOf(gpu);
    l.mfu = e.time.mfu;
    return l;
}

// One decode step of the batch (the decode model): the weights it streams and each sequence's
// KV cache, over the tensor-parallel GPUs that work on it at a time.
StepLoad decodeLoad(const Scenario &s, const GpuSpec &gpu, const Estimate &e)
{
    const timing::DecodeTraffic traffic = timing::decodeTraffic(s, timing::matmulParams(s));
    const double tp = std::max(1, s.parallel.tp);
    StepLoad l;
    l.step = GuardedStep::Decode;
    l.seconds = e.time.stepSeconds;
    l.flopsPerGpu = e.time.hardwareFlopsPerToken * traffic.batch / tp;
    l.bytesPerGpu = (traffic.weightBytes + traffic.batch * traffic.kvBytesPerSequence) / tp;
    l.peakFlops = peakOf(gpu, s.computeDtype);
    l.bandwidth = bandwidthOf(gpu);
    return l;
}

// A decode-only step of a serving replica at the operating point: its time is the median gap
// between tokens (a plain step; chunk-carrying ones are slower), and it decodes at least the
// sequences in flight (ServingEstimate::concurrency; latencies are taken at one or more).
StepLoad servingLoad(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &v)
{
    const serving::ReplicaShape r = serving::replicaShape(s, gpu);
    const double sequences = v.concurrency;
    const double kvPerGpu = serving::kvBytesPerSequence(r, serving::meanDecodeContext(s.serving)) / r.kvShards();
    StepLoad l;
    l.step = GuardedStep::Serving;
    l.seconds = v.itlMs.median / 1e3;
    l.flopsPerGpu = 2.0 * r.activeParams * sequences / r.gpus;
    l.bytesPerGpu = serving::weightBytesReadPerGpu(r, sequences) + sequences * kvPerGpu;
    l.peakFlops = r.peakTflops * 1e12;
    l.bandwidth = bandwidthOf(gpu);
    return l;
}

void check(GuardRails &rails, GuardRail rail, GuardedStep step, double value, double limit)
{
    if (value > limit)
        rails.broken.push_back({rail, step, value, limit});
}

void checkStep(GuardRails &rails, const StepLoad &l)
{
    if (l.step == GuardedStep::Training)
        check(rails, GuardRail::TrainingMfu, l.step, l.mfu, kMaxTrainingMfu);
    else
        check(rails, GuardRail::DecodeBandwidth, l.step, l.bandwidthShare(), kMaxDecodeBandwidthShare);
    check(rails, GuardRail::Roofline, l.step, l.rooflineShare(), kMaxRooflineShare);
}

} // namespace

double StepLoad::rooflineSeconds() const
{
    const double compute = peakFlops > 0 ? flopsPerGpu / peakFlops : 0.0;
    const double memory = bandwidth > 0 ? bytesPerGpu / bandwidth : 0.0;
    return std::max(compute, memory);
}

double StepLoad::rooflineShare() const { return seconds > 0 ? rooflineSeconds() / seconds : 0.0; }

double StepLoad::bandwidthShare() const
{
    return seconds > 0 && bandwidth > 0 ? bytesPerGpu / (bandwidth * seconds) : 0.0;
}

bool GuardRails::breaks(GuardRail rail) const
{
    return std::any_of(broken.begin(), broken.end(), [rail](const GuardRailBreak &b) { return b.rail == rail; });
}

GuardRails checkGuardRails(const Scenario &s, const GpuSpec &gpu, const Estimate &e)
{
    GuardRails rails;
    if (e.time.stepSeconds > 0)
        rails.steps.push_back(isTraining(s.method) ? trainingLoad(s, gpu, e) : decodeLoad(s, gpu, e));
    if (e.serving && e.serving->fits && e.serving->itlMs.median > 0)
        rails.steps.push_back(servingLoad(s, gpu, *e.serving));
    for (const StepLoad &l : rails.steps)
        checkStep(rails, l);
    return rails;
}

std::string_view toString(GuardRail rail)
{
    switch (rail) {
    case GuardRail::TrainingMfu: return "training_mfu";
    case GuardRail::DecodeBandwidth: return "decode_bandwidth";
    case GuardRail::Roofline: return "roofline";
    }
    return "?";
}

std::string_view toString(GuardedStep step)
{
    switch (step) {
    case GuardedStep::Training: return "training";
    case GuardedStep::Decode: return "decode";
    case GuardedStep::Serving: return "serving";
    }
    return "?";
}

} // namespace gpusizer::core
