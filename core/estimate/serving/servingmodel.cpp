#include "estimate/serving/servingmodel.h"

#include "estimate/memorymodel.h"
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

// The steps of a replica at B sequences: most decode only (plain); a share of them carries a
// prompt chunk (or, without chunked prefill, is followed by a prefill step) and is slow. Times
// per output token: a speculative step's time over the tokens it yields a sequence.
struct Steps {
    double mean = 0;   // the mean gap between a request's tokens (the cycle)
    double plain = 0;  // a decode-only step
    double slow = 0;   // a step with a prompt chunk
    double share = 0;  // the share of steps that carry one
    double tokens = 1; // output tokens a step yields a sequence
};

// `promptsPerStep`: the prompts a request's steps carry on average (the steady state's B / steps,
// fewer in an offline job's last wave); `arrivalsPerStep`: those that arrive during a step.
Steps stepsAt(const Replica &rep, double sequences, double arrivalsPerStep, double promptsPerStep)
{
    Steps s;
    s.tokens = rep.spec.acceptance;
    s.mean = rep.cycle(sequences, promptsPerStep);
    const double plain = rep.step(sequences, 0);
    const double chunk = std::min(rep.prompt, std::max(0.0, rep.chunkRoom(sequences)));
    // Without mixed batches a prefill step of the prompts that arrived in a scheduler pass.
    const double together = rep.engine.mixedBatches ? 1.0 : rep.promptsPerPrefill(sequences);
    const double slow = rep.engine.mixedBatches ? rep.step(sequences, chunk) : plain + rep.promptStep(together);
    s.plain = plain / s.tokens;
    s.slow = slow / s.tokens;
    s.share = std::clamp(arrivalsPerStep / together, 0.0, 1.0);
    return s;
}

// Inter-token latency: the distribution of single gaps between tokens (vLLM's ITL). Its tail
// reaches the slow step once that share of steps carries a prompt, in proportion before (a
// step in 200 with a prompt moves the p99 half way).
LatencyFigures itlFigures(const Steps &s)
{
    const auto tail = [&](double percentile) { return s.plain + (s.slow - s.plain) * std::min(1.0, s.share / percentile); };
    return {s.mean, std::min(s.mean, s.plain), tail(0.10), tail(0.01)};
}

// Time per output token of a request, (latency − TTFT) / (output − 1), with its statistics over
// requests (vLLM's and SGLang's TPOT, GenAI-Perf's inter-token latency): the mean of the
// request's own gaps. Of its n = output − 1 gaps, k ~ Binomial(n, share) are slow steps, so
// TPOT = mean + (slow − plain)·(k/n − share); percentiles by the normal approximation,
// k/n = share + z·sqrt(share·(1 − share)/n), bounded by all gaps plain or all slow. A long
// output averages the prompt chunks out (its p99 stays near the mean); a short one does not.
LatencyFigures requestTpotFigures(const Steps &s, double output)
{
    const double gaps = std::max(1.0, (output - 1.0) / s.tokens);   // the steps a request spans
    const double spread = std::sqrt(s.share * (1.0 - s.share) / gaps);
    const auto at = [&](double z) {
        const double share = std::clamp(s.share + z * spread, 0.0, 1.0);
        return s.mean + (s.slow - s.plain) * (share - s.share);
    };
    constexpr double kZ90 = 1.2816; // standard normal quantiles
    constexpr double kZ99 = 2.3263;
    return {s.mean, s.mean, at(kZ90), at(kZ99)};
}

// A request's TPOT and the single gaps (ITL) at B sequences.
void setTokenLatencies(const Replica &rep, double sequences, double arrivalsPerStep, double promptsPerStep,
                       LatencyFigures &tpot, LatencyFigures &itl)
{
    const Steps steps = stepsAt(rep, sequences, arrivalsPerStep, promptsPerStep);
    tpot = requestTpotFigures(steps, rep.output);
    itl = itlFigures(steps);
}

// The prompts queue for the engine's token budget. A prompt of p tokens beside B decoding
// sequences takes p / room of the steps that carry prompt chunks (room: the budget the decode
// tokens leave); where prompts are not split (TensorRT-LLM), a step holds as many whole prompts
// as fit, at least one; where the engine does not mix prompts and decodes, its own prefill step; prompts that
// arrive while another is being prefilled wait for it. With arrivals about Poisson, an M/D/1
// queue whose server is the budget: W = s·ρ / (2(1 − ρ)), ρ = λ·s. Prompts far shorter than
// the budget share one step and barely wait; long ones (5,000 tokens against 8,192) queue
// behind each other well before the engine's capacity is reached.
double promptServiceSeconds(const Replica &rep, double sequences)
{
    if (!rep.engine.mixedBatches) {
        const double together = rep.promptsPerPrefill(sequences);
        return rep.promptStep(together) / together;
    }
    const double room = std::max(1.0, rep.chunkRoom(sequences));
    if (!rep.engine.chunkedPrefill) {
        // Whole prompts only: as many as fit the room share a step, a longer one takes a step.
        const double together = std::max(1.0, std::floor(room / std::max(1.0, rep.prompt)));
        return rep.step(sequences, together * rep.prompt) / together;
    }
    return rep.prompt / room * rep.step(sequences, std::min(rep.prompt, room));
}

double promptQueueSeconds(const Replica &rep, double sequences, double requestsPerSecond)
{
    const double service = promptServiceSeconds(rep, sequences);
    const double rho = std::min(requestsPerSecond * service, servingCalibration().maxUtilisation);
    return md1WaitSeconds(service, rho);
}

// The operating point of one replica under the load; fills throughput and latency per replica.
struct Operating {
    double sequences = 0;
    double requestsPerSecond = 0;
    LatencyFigures ttft;
    LatencyFigures tpot;   // per request
    LatencyFigures itl;    // single gaps
    double jobSeconds = 0;
};

// A request in flight shares its steps with no fewer than one sequence, itself: below one
// sequence a replica on average (more replicas than clients, a light open-loop rate) its
// latencies are those of one sequence, while the replica completes its share of the load.
double sequencesSeen(double sequences) { return std::max(1.0, sequences); }

Operating closedLoop(const Replica &rep, double clients)
{
    Operating op;
    op.sequences = std::min(clients, rep.maxBatch);
    const double seen = sequencesSeen(op.sequences);
    const double t = rep.cycle(seen);
    op.requestsPerSecond = op.sequences / (t * rep.output);
    // Clients beyond the engine's batch wait for a slot.
    const double waiting = std::max(0.0, clients - rep.maxBatch);
    const double queued = promptQueueSeconds(rep, seen, op.requestsPerSecond);
    op.ttft = ttftFigures(rep.firstToken(), rep.stepCycle(seen),
                          waiting / std::max(op.requestsPerSecond, 1e-12) + queued + rep.schedulerWait(seen));
    setTokenLatencies(rep, seen, seen / rep.steps(), seen / rep.steps(), op.tpot, op.itl);
    return op;
}

Operating openLoop(const Replica &rep, double rate)
{
    Operating op;
    const double first = rep.firstToken();
    const double capacity = rep.capacity();
    // Beyond the capacity the queue grows without bound; the figures are those of the knee
    // (the load at maxUtilisation of the capacity) and the binding limit says it does not hold.
    const double rho = std::min(rate / capacity, servingCalibration().maxUtilisation);
    const double admitted = std::min(rate, rho * capacity);
    double sequences = std::min(1.0, rep.maxBatch);
    for (int i = 0; i < 200; ++i) {   // Little's law: B = λ·(TTFT + output·step(B))
        const double next = std::min(rep.maxBatch, admitted * (first + rep.output * rep.cycle(sequencesSeen(sequences))));
        if (std::abs(next - sequences) < 1e-4)
            break;
        sequences = 0.5 * (sequences + next);
    }
    op.sequences = sequences;
    const double t = rep.stepCycle(sequencesSeen(sequences));   // the step a request joins and waits on
    op.requestsPerSecond = std::min(rate, capacity);
    op.ttft = ttftFigures(first, t,
                          md1WaitSeconds(t, rho) + promptQueueSeconds(rep, sequencesSeen(sequences), admitted)
                              + rep.schedulerWait(sequencesSeen(sequences)));
    setTokenLatencies(rep, sequencesSeen(sequences), admitted * t, sequencesSeen(sequences) / rep.steps(), op.tpot,
                      op.itl);
    return op;
}

Operating offline(const Replica &rep, double requests)
{
    Operating op;
    op.sequences = std::min(rep.maxBatch, requests);
    const double t = rep.cycle(op.sequences);
    // `requests` pass through the engine's slots; the last wave finishes at a falling batch.
    op.jobSeconds = requests * rep.output * t / op.sequences + 0.5 * rep.output * t;
    op.requestsPerSecond = requests / op.jobSeconds;
    // The first wave's prompts are prefilled one step of the token budget after another, as
    // many together as it holds (the products as large as the step); later requests wait for a
    // slot to free.
    const double together = std::clamp(std::floor(rep.engine.maxBatchedTokens / std::max(1.0, rep.prompt)), 1.0,
                                       std::max(1.0, op.sequences));
    const double prefill = chunkedPrefillSeconds(rep.shape, rep.prompt, together) / together;
    const double later = std::max(0.0, requests - op.sequences);
    const double slotsPerSecond = op.sequences / (t * rep.output);
    const double step = rep.stepCycle(op.sequences);
    const double wave = op.sequences * prefill / 2.0 + step;
    const double laterWait = later / (2.0 * slotsPerSecond) + prefill + step + rep.schedulerWait(op.sequences);
    const double mean = (op.sequences * wave + later * laterWait) / requests;
    op.ttft = {mean, mean, 1.8 * mean, 1.98 * mean};   // about uniform over the job
    // The prompts a request's decode steps carry: every request but those of the last wave
    // sees B other prompts prefilled while it decodes (the first wave the rest of the opening
    // ramp and the refills of the slots that finish before it, later ones the refills), the
    // last wave on average half of its own: B·(1 − B/2N) a request, all B in steady state
    // (N ≫ B), half of them when the job is one wave.
    const double seen = op.sequences * (1.0 - op.sequences / (2.0 * requests));
    setTokenLatencies(rep, op.sequences, seen / rep.steps(), seen / rep.steps(), op.tpot, op.itl);
    return op;
}

Operating staticBatch(const Replica &rep, double batch)
{
    Operating op;
    op.sequences = std::min(batch, std::max(1.0, rep.maxBatch));
    const double first = rep.promptStep(op.sequences);
    const double t = rep.step(op.sequences, 0) / rep.spec.acceptance;
    op.jobSeconds = first + rep.output * t;
    op.requestsPerSecond = op.sequences / op.jobSeconds;
    op.ttft = {first, first, first, first};
    op.tpot = {t, t, t, t};
    op.itl = op.tpot;
    return op;
}

Operating operate(const ServingSettings &load, const Replica &rep, int replicas)
{
    switch (load.load) {
    case LoadKind::Concurrency: return closedLoop(rep, double(load.concurrency) / replicas);
    case LoadKind::RequestRate: return openLoop(rep, load.requestsPerSecond / replicas);
    case LoadKind::Offline: return offline(rep, double(load.offlineRequests) / replicas);
    case LoadKind::Batch: return staticBatch(rep, double(load.concurrency) / replicas);
    }
    return closedLoop(rep, 1.0);
}

bool meets(const ServingSettings &s, const Operating &op)
{
    if (s.ttftTargetMs && op.ttft.at(s.targetStat) * 1e3 > *s.ttftTargetMs)
        return false;
    return !(s.tpotTargetMs && op.tpot.at(s.targetStat) * 1e3 > *s.tpotTargetMs);
}

// The replicas hold the load: an open-loop rate within their capacity, closed-loop clients
// within their batches (ServingEstimate::holdsLoad).
bool holds(const ServingSettings &load, const Replica &rep, int replicas)
{
    switch (load.load) {
    case LoadKind::RequestRate: return load.requestsPerSecond / replicas <= rep.capacity();
    case LoadKind::Concurrency: return double(load.concurrency) / replicas <= rep.maxBatch;
    case LoadKind::Offline:
    case LoadKind::Batch: return true;
    }
    return true;
}

// Fewest replicas at which the load is held and meets the targets (0: none up to 4096 does).
// Both, as ServingEstimate::meetsTargets: beyond the capacity the figures are those of the
// knee, which can meet a loose target while the queue grows without end.
int replicasForTargets(const ServingSettings &s, const Replica &rep)
{
    if (!s.ttftTargetMs && !s.tpotTargetMs)
        return 1;
    return fewestCount(4096, [&](int replicas) { return holds(s, rep, replicas) && meets(s, operate(s, rep, replicas)); });
}

ServingLimit bindingLimit(const ServingEstimate &e, const Replica &rep, const Operating &op, bool targetsMet)
{
    if (!e.fits)
        return ServingLimit::WeightsDoNotFit;
    if (!e.holdsLoad)
        return ServingLimit::Capacity;
    if (!targetsMet)
        return ServingLimit::LatencyTarget;
    if (op.sequences >= rep.maxBatch - 1e-9)
        return rep.maxBatch < rep.engine.maxBatch ? ServingLimit::KvMemory : ServingLimit::EngineBatch;
    // Bandwidth bound while adding a sequence costs little (under 30 % of a token's share).
    const double b = std::max(1.0, op.sequences);
    const double marginal = rep.cycle(b + 1.0) - rep.cycle(b);
    return marginal * b < 0.3 * rep.cycle(b) ? ServingLimit::Bandwidth : ServingLimit::Compute;
}

void addCost(const Scenario &s, const GpuSpec &gpu, const Replica &rep, const Operating &op, ServingEstimate &e)
{
    const double rentPerHour = rentPricePerGpuHour(s, gpu) * e.gpus;
    e.monthlyRent = rentPerHour * kHoursPerMonth;
    const double share = std::clamp(s.serving.averageLoadShare, 1e-6, 1.0);
    // The hour's rent is split between prompt and output tokens by the time each takes.
    const double t = rep.stepCycle(std::max(1.0, op.sequences));
    const double decodeShare = std::clamp(rep.step(std::max(1.0, op.sequences), 0) / t, 0.0, 1.0);
    const double perHourOut = e.outputTokensPerSecond * share * units::kSecondsPerHour;
    const double perHourIn = e.inputTokensPerSecond * share * units::kSecondsPerHour;
    e.costPerMillionOutputTokens = perHourOut > 0 ? rentPerHour * decodeShare / perHourOut * 1e6 : 0.0;
    e.costPerMillionInputTokens = perHourIn > 0 ? rentPerHour * (1.0 - decodeShare) / perHourIn * 1e6 : 0.0;
}

} // namespace

MemoryBreakdown servingMemory(const ServingEstimate &e, const GpuSpec &gpu)
{
    MemoryBreakdown m;
    m[MemoryComponent::Weights] = e.weightBytes;
    m[MemoryComponent::Activations] = e.workspaceBytes;
    m[MemoryComponent::Buffers] = e.graphBytes;
    m[MemoryComponent::KvCache] = e.kvPoolBytes;
    m[MemoryComponent::CudaContext] = cudaContextBytes(gpu);
    return m;
}

std::vector<ServingPoint> servingCurve(const Scenario &scenario, const GpuSpec &gpu, int points)
{
    std::vector<ServingPoint> curve;
    const ServingEstimate here = estimateServing(scenario, gpu);
    if (!here.fits || points < 2)
        return curve;
    Scenario s = scenario;
    s.serving.replicas = here.replicas;
    const bool users = s.serving.load == LoadKind::Concurrency || s.serving.load == LoadKind::Batch;
    if (!users)
        s.serving.load = LoadKind::RequestRate;
    // From one user or a hundredth of the capacity to twice the replicas' limit, and past the
    // configured load (its marker is on the curve even far beyond what the replicas hold).
    const double configured = users ? double(s.serving.concurrency) : s.serving.requestsPerSecond;
    const double top = std::max(users ? 2.0 * std::max(1, here.maxConcurrency) * here.replicas
                                      : 2.0 * here.capacityRequestsPerSecond * here.replicas,
                                1.25 * configured);
    const double bottom = users ? 1.0 : top / 200.0;
    curve.reserve(std::size_t(points));
    for (int i = 0; i < points; ++i) {
        const double load = bottom * std::pow(top / bottom, double(i) / (points - 1));
        if (users)
            s.serving.concurrency = std::max(1, int(std::lround(load)));
        else
            s.serving.requestsPerSecond = load;
        const ServingEstimate e = estimateServing(s, gpu);
        curve.push_back({users ? double(s.serving.concurrency) : load, e.outputTokensPerSecond,
                         e.ttftMs.at(s.serving.targetStat), e.tpotMs.at(s.serving.targetStat), e.holdsLoad});
    }
    return curve;
}

ServingEstimate estimateServing(const Scenario &s, const GpuSpec &gpu)
{
    if (s.serving.disaggregation.enabled())
        return estimateDisaggregated(s, gpu);
    ServingEstimate e;
    const Replica rep = makeReplica(s, gpu, e);
    const ServingSettings &load = s.serving;
    e.replicas = load.replicas > 0 ? load.replicas : std::max(1, s.parallel.gpus / e.gpusPerReplica);
    e.gpus = e.replicas * e.gpusPerReplica;
    if (!e.fits) {
        e.bindingLimit = ServingLimit::WeightsDoNotFit;
        e.meetsTargets = false;
        e.replicasForTargets = 0;
        return e;
    }
    const Operating op = operate(load, rep, e.replicas);
    e.concurrency = op.sequences;
    e.capacityRequestsPerSecond = rep.capacity();
    e.requestsPerSecond = op.requestsPerSecond * e.replicas;
    e.outputTokensPerSecond = e.requestsPerSecond * rep.output;
    e.inputTokensPerSecond = e.requestsPerSecond * load.inputLen;
    const auto ms = [](LatencyFigures f) { return LatencyFigures{f.mean * 1e3, f.median * 1e3, f.p90 * 1e3, f.p99 * 1e3}; };
    e.ttftMs = ms(op.ttft);
    e.tpotMs = ms(op.tpot);
    e.itlMs = ms(op.itl);
    e.offlineJobSeconds = op.jobSeconds;
    e.holdsLoad = holds(load, rep, e.replicas);
    e.meetsTargets = meets(load, op) && e.holdsLoad;
    e.replicasForTargets = replicasForTargets(load, rep);
    e.bindingLimit = bindingLimit(e, rep, op, e.meetsTargets);
    addCost(s, gpu, rep, op, e);
    return e;
}

} // namespace gpusizer::core
