// Disaggregated prefill and decode: two pools of workers of one GPU type, the KV cache of each
// prompt handed from the one to the other. Each pool is a replica of the colocated model
// (servingreplica.h) at its own tensor parallelism; what differs is the load each sees.
#include "estimate/serving/disaggregatedmodel.h"

#include "estimate/serving/fewestcount.h"
#include "estimate/serving/queueinglatency.h"
#include "estimate/serving/servingreplica.h"
#include "estimate/time/costmodel.h"
#include "model/units.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

using namespace serving;

namespace {

constexpr double kHoursPerMonth = 730.0;
constexpr int kMostWorkers = 4096;

// One worker of a pool: `base` at tensor parallelism `tp`, one replica, not split itself.
Scenario poolScenario(const Scenario &base, int tp)
{
    Scenario s = base;
    s.parallel.tp = std::max(1, tp);
    s.parallel.pp = 1;
    s.parallel.cp = 1;
    s.parallel.ep = 1;
    s.parallel.gpus = s.parallel.tp;
    s.serving.replicas = 1;
    s.serving.disaggregation = {};
    return s;
}

// The two pools of a deployment, their workers built once (each worker's shape points into its
// pool's scenario, so the pools stay where they are built).
struct Pools {
    Scenario prefillScenario;
    Scenario decodeScenario;
    ServingEstimate prefillMemory;   // per GPU of a prefill worker
    ServingEstimate decodeMemory;    // per GPU and per worker of the decode pool
    Replica prefill;
    Replica decode;
    const Scenario &scenario;
    const GpuSpec &gpu;
    double prefillSeconds = 0;       // one prompt, with the draft's pass over it
    int prefillPrompts = 0;          // prompts a prefill worker's KV pool holds
    double kvBytes = 0;              // one prompt's KV cache (every prompt token: the decode worker needs all)
    double kvBytesPerLink = 0;       // of that, what the busiest GPU of either side sends or receives

    Pools(const Scenario &s, const GpuSpec &g)
        : prefillScenario(poolScenario(s, s.serving.disaggregation.prefillTp)),
          decodeScenario(poolScenario(s, s.serving.disaggregation.decodeTp)),
          prefill(makeReplica(prefillScenario, g, prefillMemory)), decode(makeReplica(decodeScenario, g, decodeMemory)),
          scenario(s), gpu(g)
    {
        prefillSeconds = prefill.promptStep();
        // A prefill worker holds only the prompts in flight: a prompt's tokens (and the k slots of
        // its first drafts) in the target's and the draft's cache.
        const double context = s.serving.inputLen + prefill.spec.draftTokens;
        const double perPrompt = kvBytesPerSequence(prefill.shape, context)
            + draftKvBytesPerSequence(prefill.spec, prefill.shape, context);
        const double held = perPrompt > 0 ? std::floor(prefillMemory.kvPoolBytes * prefill.shape.kvShards() / perPrompt)
                                          : double(prefill.engine.maxBatch);
        prefillPrompts = prefillMemory.kvPoolBytes > 0 ? int(std::min<double>(held, prefill.engine.maxBatch)) : 0;
        // Each decode GPU receives its shard of the prompt's cache (an MLA latent whole on every
        // tensor-parallel rank); the prefill GPUs send all the decode GPUs receive between them.
        kvBytes = kvBytesPerSequence(decode.shape, s.serving.inputLen);
        const double perReceiver = kvBytes / decode.shape.kvShards();
        const double perSender = perReceiver * decode.shape.gpus / prefill.shape.gpus;
        kvBytesPerLink = std::max(perReceiver, perSender);
    }
    Pools(const Pools &) = delete;
    Pools &operator=(const Pools &) = delete;

    bool fits() const { return prefillPrompts >= 1 && decodeMemory.fits; }
    // Both pools of `gpus` GPUs in all lie in one fast-link domain: the KV cache crosses NVLink
    // (or the vendor's fast link), otherwise the scale-out NICs.
    bool overFastLink(int gpus) const { return gpus <= std::max(1, scenario.parallel.gpusPerNode); }
    double linkGBs(int gpus) const
    {
        return overFastLink(gpus) ? std::max(1.0, gpu.linkBandwidthGBs) : std::max(1e-3, scenario.interNodeBandwidthGBs);
    }
    double transferSeconds(int gpus) const
    {
        return kKvTransferLatencySeconds
            + kvBytesPerLink / (linkGBs(gpus) * units::kGB * servingCalibration().linkEfficiency);
    }
    int gpusOf(int prefillWorkers, int decodeWorkers) const
    {
        return prefillWorkers * prefill.shape.gpus + decodeWorkers * decode.shape.gpus;
    }
    // A decode step of `sequences` sequences: decode tokens only, no prompt chunk.
    double decodeStep(double sequences) const { return decode.step(std::max(1.0, sequences), 0); }
    // The time a sequence holds a decode slot: from the hand-over's start to its last token.
    double decodeResidence(double sequences, double transfer) const
    {
        return transfer + decode.steps() * decodeStep(sequences);
    }
    double prefillCapacity() const { return 1.0 / prefillSeconds; }   // prompts a second, one worker
    double decodeCapacity(double transfer) const
    {
        return decode.maxBatch / decodeResidence(decode.maxBatch, transfer);
    }
};

// The operating point of P prefill and D decode workers.
struct SplitPoint {
    double served = 0;           // requests/s completed
    double sequences = 0;        // in flight on each decode worker
    double prefillUtilisation = 0;
    double prefillWait = 0;      // mean seconds
    double transfer = 0;         // seconds, one prompt's KV cache
    double decodeStep = 0;
    bool holds = true;
    LatencyFigures ttft;
    LatencyFigures tpot;
};

// Little's law on a decode worker at `rate` requests/s: B = λ·(hand-over + steps·step(B)).
double decodeSequencesAt(const Pools &p, double rate, double transfer)
{
    const double most = p.decode.maxBatch;
    double sequences = std::min(1.0, most);
    for (int i = 0; i < 200; ++i) {
        const double next = std::min(most, rate * p.decodeResidence(sequences, transfer));
        if (std::abs(next - sequences) < 1e-4)
            break;
        sequences = 0.5 * (sequences + next);
    }
    return sequences;
}

// The pools under an open loop of `rate` requests/s (Poisson). Beyond a pool's capacity the
// figures are those of the knee (the prefill queue at maxUtilisation, the decode workers full)
// and the load is not held. `most`: the share of each pool's capacity the load may take.
SplitPoint openPoint(const Pools &p, double rate, int prefillWorkers, int decodeWorkers, double most = 1.0)
{
    SplitPoint pt;
    pt.transfer = p.transferSeconds(p.gpusOf(prefillWorkers, decodeWorkers));
    const double prefillCapacity = prefillWorkers * p.prefillCapacity();
    const double decodeCapacity = decodeWorkers * p.decodeCapacity(pt.transfer);
    const double knee = servingCalibration().maxUtilisation;
    pt.prefillUtilisation = std::min(rate / prefillCapacity, knee);
    const double admitted = std::min({rate, knee * prefillCapacity, decodeCapacity});
    pt.sequences = decodeSequencesAt(p, admitted / decodeWorkers, pt.transfer);
    pt.decodeStep = p.decodeStep(pt.sequences);
    pt.prefillWait = md1WaitSeconds(p.prefillSeconds, pt.prefillUtilisation);
    pt.served = std::min({rate, prefillCapacity, decodeCapacity});
    // A prefill worker keeps each prompt's cache until the decode worker has pulled it.
    const bool prefillCacheHolds = 1.0 + admitted / prefillWorkers * pt.transfer <= p.prefillPrompts;
    pt.holds = rate <= most * prefillCapacity && rate <= most * decodeCapacity && prefillCacheHolds;
    // The first token: the wait, the prefill, the hand-over, then the decode step the request
    // joins (half over on average) and the one that recomputes its first token.
    pt.ttft = ttftFigures(p.prefillSeconds + pt.transfer + pt.decodeStep, pt.decodeStep, pt.prefillWait);
    // Every decode step carries decode tokens only: a request's gaps are all alike.
    const double tpot = pt.decodeStep / p.decode.spec.acceptance;
    pt.tpot = {tpot, tpot, tpot, tpot};
    return pt;
}

// A request's mean latency at the point: its first token and the rest.
double requestSeconds(const SplitPoint &pt, double output) { return pt.ttft.mean + (output - 1.0) * pt.tpot.mean; }

// The pools under a closed loop of `clients`: the rate at which Little's law holds,
// clients = rate × latency(rate), each request seeing the open loop's queue at that rate (a
// closed loop's arrivals are not Poisson: its queue is shorter, so the wait is on the safe side).
// Clients beyond what the pools hold at the knee wait for it, and the load is not held.
SplitPoint closedPoint(const Pools &p, double clients, int prefillWorkers, int decodeWorkers, double most = 1.0)
{
    const double output = p.decode.output;
    const double transfer = p.transferSeconds(p.gpusOf(prefillWorkers, decodeWorkers));
    const double knee = std::min(servingCalibration().maxUtilisation * prefillWorkers * p.prefillCapacity(),
                                 decodeWorkers * p.decodeCapacity(transfer));
    const SplitPoint atKnee = openPoint(p, knee, prefillWorkers, decodeWorkers, most);
    const double heldAtKnee = knee * requestSeconds(atKnee, output);
    if (heldAtKnee <= clients) {
        SplitPoint pt = atKnee;
        const double waiting = (clients - heldAtKnee) / knee;
        pt.ttft = ttftFigures(p.prefillSeconds + pt.transfer + pt.decodeStep, pt.decodeStep, pt.prefillWait + waiting);
        pt.holds = waiting <= 0.0 && atKnee.holds;
        return pt;
    }
    double lo = 0.0;
    double hi = knee;
    for (int i = 0; i < 60 && hi - lo > 1e-7 * knee; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (mid * requestSeconds(openPoint(p, mid, prefillWorkers, decodeWorkers, most), output) < clients)
            lo = mid;
        else
            hi = mid;
    }
    return openPoint(p, 0.5 * (lo + hi), prefillWorkers, decodeWorkers, most);
}

SplitPoint operate(const Pools &p, const ServingSettings &load, int prefillWorkers, int decodeWorkers, double most = 1.0)
{
    switch (load.load) {
    case LoadKind::RequestRate: return openPoint(p, load.requestsPerSecond, prefillWorkers, decodeWorkers, most);
    case LoadKind::Concurrency: return closedPoint(p, load.concurrency, prefillWorkers, decodeWorkers, most);
    // validateDisaggregation refuses both: a job or a batch taken as that many clients at once.
    case LoadKind::Batch: return closedPoint(p, load.concurrency, prefillWorkers, decodeWorkers, most);
    case LoadKind::Offline: return closedPoint(p, load.offlineRequests, prefillWorkers, decodeWorkers, most);
    }
    return openPoint(p, load.requestsPerSecond, prefillWorkers, decodeWorkers, most);
}

bool meetsTtft(const ServingSettings &s, const SplitPoint &pt)
{
    return !s.ttftTargetMs || pt.ttft.at(s.targetStat) * 1e3 <= *s.ttftTargetMs;
}

bool meetsTpot(const ServingSettings &s, const SplitPoint &pt)
{
    return !s.tpotTargetMs || pt.tpot.at(s.targetStat) * 1e3 <= *s.tpotTargetMs;
}

// The fewest decode workers that hold the sequences within the TPOT target while the prefill
// pool keeps up with any load (kMostWorkers of them: the most requests reach the decode pool, and
// its hand-over takes the slowest network), then the fewest prefill workers that meet every
// target beside them. Fewer prefill workers only lower the decode pool's load, so its TPOT holds.
PoolReplicas poolReplicas(const Pools &p, double most)
{
    PoolReplicas out;
    if (!p.fits())
        return out;
    const ServingSettings &load = p.scenario.serving;
    const int decode = fewestCount(kMostWorkers, [&](int d) {
        const SplitPoint pt = operate(p, load, kMostWorkers, d, most);
        return pt.holds && meetsTpot(load, pt);
    });
    if (decode == 0)
        return out;
    const int prefill = fewestCount(kMostWorkers, [&](int n) {
        const SplitPoint pt = operate(p, load, n, decode, most);
        return pt.holds && meetsTtft(load, pt) && meetsTpot(load, pt);
    });
    if (prefill > 0)
        out = {prefill, decode};
    return out;
}

ServingLimit bindingLimit(const ServingEstimate &e, const Pools &p, const SplitPoint &pt)
{
    if (!e.fits)
        return ServingLimit::WeightsDoNotFit;
    if (!e.holdsLoad)
        return ServingLimit::Capacity;
    if (!e.meetsTargets)
        return ServingLimit::LatencyTarget;
    if (pt.sequences >= p.decode.maxBatch - 1e-9)
        return p.decode.maxBatch < p.decode.engine.maxBatch ? ServingLimit::KvMemory : ServingLimit::EngineBatch;
    // As the colocated model: bandwidth bound while one more sequence costs a decode step little.
    const double b = std::max(1.0, pt.sequences);
    const double marginal = p.decodeStep(b + 1.0) - p.decodeStep(b);
    return marginal * b < 0.3 * p.decodeStep(b) ? ServingLimit::Bandwidth : ServingLimit::Compute;
}

// The rent of the prefill GPUs is what the prompt tokens cost, that of the decode GPUs what the
// output tokens cost.
void addCost(const Scenario &s, const GpuSpec &gpu, const DisaggregatedEstimate &d, ServingEstimate &e)
{
    const double rentPerGpuHour = rentPricePerGpuHour(s, gpu);
    e.monthlyRent = rentPerGpuHour * e.gpus * kHoursPerMonth;
    const double share = std::clamp(s.serving.averageLoadShare, 1e-6, 1.0);
    const double perHourOut = e.outputTokensPerSecond * share * units::kSecondsPerHour;
    const double perHourIn = e.inputTokensPerSecond * share * units::kSecondsPerHour;
    e.costPerMillionOutputTokens = perHourOut > 0 ? rentPerGpuHour * d.decodeGpus() / perHourOut * 1e6 : 0.0;
    e.costPerMillionInputTokens = perHourIn > 0 ? rentPerGpuHour * d.prefillGpus() / perHourIn * 1e6 : 0.0;
}

DisaggregatedEstimate describePools(const Pools &p, const DisaggregationSettings &split)
{
    DisaggregatedEstimate d;
    d.prefillReplicas = split.prefillReplicas;
    d.prefillTp = p.prefill.shape.gpus;
    d.decodeReplicas = split.decodeReplicas;
    d.decodeTp = p.decode.shape.gpus;
    d.prefillWeightBytes = p.prefillMemory.weightBytes;
    d.prefillWorkspaceBytes = p.prefillMemory.workspaceBytes;
    d.prefillGraphBytes = p.prefillMemory.graphBytes;
    d.prefillKvPoolBytes = p.prefillMemory.kvPoolBytes;
    d.prefillMaxPrompts = p.prefillPrompts;
    d.prefillSeconds = p.prefillSeconds;
    d.prefillCapacityRequestsPerSecond = p.prefillCapacity();
    const int gpus = p.gpusOf(split.prefillReplicas, split.decodeReplicas);
    d.kvTransferBytes = p.kvBytes;
    d.kvTransferSeconds = p.transferSeconds(gpus);
    d.kvLinkGBs = p.linkGBs(gpus);
    d.kvOverFastLink = p.overFastLink(gpus);
    d.decodeCapacityRequestsPerSecond = p.decodeCapacity(d.kvTransferSeconds);
    return d;
}

LatencyFigures inMs(const LatencyFigures &f) { return {f.mean * 1e3, f.median * 1e3, f.p90 * 1e3, f.p99 * 1e3}; }

} // namespace

ServingEstimate estimateDisaggregated(const Scenario &s, const GpuSpec &gpu)
{
    const DisaggregationSettings &split = s.serving.disaggregation;
    const Pools pools(s, gpu);
    // Per GPU and per worker: the decode pool's, whose workers hold the sequences.
    ServingEstimate e = pools.decodeMemory;
    e.fits = pools.fits();
    e.replicas = std::max(1, split.decodeReplicas);
    e.gpus = pools.gpusOf(split.prefillReplicas, split.decodeReplicas);
    DisaggregatedEstimate d = describePools(pools, split);
    if (!e.fits) {
        e.bindingLimit = ServingLimit::WeightsDoNotFit;
        e.meetsTargets = false;
        e.replicasForTargets = 0;
        e.disaggregated = d;
        return e;
    }
    const ServingSettings &load = s.serving;
    const int prefillWorkers = std::max(1, split.prefillReplicas);
    const SplitPoint pt = operate(pools, load, prefillWorkers, e.replicas);
    e.concurrency = pt.sequences;
    e.capacityRequestsPerSecond = std::min(prefillWorkers * d.prefillCapacityRequestsPerSecond,
                                           e.replicas * d.decodeCapacityRequestsPerSecond) / e.replicas;
    e.requestsPerSecond = pt.served;
    e.outputTokensPerSecond = pt.served * pools.decode.output;
    e.inputTokensPerSecond = pt.served * load.inputLen;
    e.ttftMs = inMs(pt.ttft);
    e.tpotMs = inMs(pt.tpot);
    e.itlMs = e.tpotMs;
    e.holdsLoad = pt.holds;
    e.meetsTargets = pt.holds && meetsTtft(load, pt) && meetsTpot(load, pt);
    const PoolReplicas needed = poolReplicas(pools, 1.0);
    d.prefillUtilisation = pt.prefillUtilisation;
    d.prefillWaitSeconds = pt.prefillWait;
    d.prefillReplicasForTargets = needed.prefill;
    d.decodeReplicasForTargets = needed.decode;
    e.replicasForTargets = needed.decode;
    e.bindingLimit = bindingLimit(e, pools, pt);
    addCost(s, gpu, d, e);
    e.disaggregated = d;
    return e;
}

PoolReplicas poolReplicasForLoad(const Scenario &s, const GpuSpec &gpu, double mostUtilisation)
{
    const Pools pools(s, gpu);
    return poolReplicas(pools, mostUtilisation);
}

} // namespace gpusizer::core
