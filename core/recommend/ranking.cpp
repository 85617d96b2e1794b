#include "recommend/ranking.h"

#include "catalog/provenancetable.h"
#include "estimate/time/utilisationmodel.h"
#include "model/method.h"
#include "recommend/billofmaterials.h"

#include <QString>

#include <algorithm>

namespace gpusizer::core {

namespace {

constexpr double kSecondsPerYear = 365.0 * 24.0 * 3600.0;

bool serving(const Candidate &c) { return c.estimate.serving.has_value(); }

double servingRequiredBytes(const ServingEstimate &v)
{
    const double taken = v.weightBytes + v.workspaceBytes + v.graphBytes;
    if (!v.disaggregated)
        return taken;
    const DisaggregatedEstimate &d = *v.disaggregated;
    return std::max(taken, d.prefillWeightBytes + d.prefillWorkspaceBytes + d.prefillGraphBytes);
}

// Time for "Fastest": training wall time; serving time per output token.
double timeKey(const Candidate &c)
{
    return serving(c) ? c.estimate.serving->tpotMs.mean : c.estimate.time.wallSeconds;
}

double rentKey(const Candidate &c)
{
    return serving(c) ? c.estimate.serving->monthlyRent : c.estimate.cost.rentTotal;
}

// -1: a before b, 1: b before a, 0: equal by this key.
int order(double a, double b) { return a < b ? -1 : (b < a ? 1 : 0); }

bool ranksBefore(const Candidate &a, const Candidate &b, RankBy rankBy, const Requirements &req)
{
    if (a.recommendable != b.recommendable)
        return a.recommendable;
    if (req.calibratedFirst && a.calibrated != b.calibrated)
        return a.calibrated;
    // What one buys must be a listed unit: a quote without its hosts comes last.
    const bool buying = rankBy == RankBy::Own || (rankBy == RankBy::Best && req.ownership == Ownership::Own);
    if (buying && a.bom.complete != b.bom.complete)
        return a.bom.complete;
    const int ga = a.scenario.parallel.gpus;
    const int gb = b.scenario.parallel.gpus;
    int first = 0;
    switch (rankBy) {
    case RankBy::Best: first = order(ownershipCost(a, req.ownership), ownershipCost(b, req.ownership)); break;
    case RankBy::Gpus: first = order(ga, gb); break;
    case RankBy::Time: first = order(timeKey(a), timeKey(b)); break;
    case RankBy::Rent: first = order(rentKey(a), rentKey(b)); break;
    case RankBy::Own: first = order(a.bom.purchaseTotal, b.bom.purchaseTotal); break;
    }
    if (first != 0)
        return first < 0;
    // Of two at the same cost (or GPUs, or time), the one whose memory interval stays within
    // the GPU: a tight fit is still offered, just not ahead of an equal clean one.
    if (const bool ta = a.fit != IntervalFit::Fits, tb = b.fit != IntervalFit::Fits; ta != tb)
        return tb;
    if (const int t = order(timeKey(a), timeKey(b)); rankBy != RankBy::Time && t != 0)
        return t < 0;
    return ga < gb;
}

} // namespace

double ownershipCost(const Candidate &c, Ownership ownership)
{
    return ownership == Ownership::Own ? c.bom.purchaseTotal : rentKey(c);
}

void annotateCandidate(Candidate &c, const GpuSpec &gpu, const GpuCatalog &catalog, const FitPolicy &policy)
{
    const Requirements &req = c.scenario.requirements;
    // No validation run measured this GPU family (serving: no serving run): its utilisation is
    // an assumption.
    const Method method = c.scenario.method;
    c.calibrated = timing::calibration().isFittedFor(gpu.generation, method);
    if (!c.calibrated)
        c.reasons.push_back(Reason::EfficiencyNotCalibrated);
    // A serving engine must fit its weights, workspace and graphs per GPU (as its replica
    // splits them, experts included; of a disaggregated deployment, the fuller pool's GPU); the
    // KV pool takes what they leave.
    const double required = c.estimate.serving ? servingRequiredBytes(*c.estimate.serving) : c.estimate.requiredBytes;
    // Its band widens also where the family is fitted but no run of this regime measured it.
    c.interval = intervalFor(builtInIntervalTable(),
                             provenanceOf(builtInProvenanceTable(), gpu.generation, method, c.calibrated), required,
                             c.estimate.time.tokensPerSecondPerGpu);
    c.fit = policy.intervalFit(required, c.interval.requiredBytes[1], c.estimate.capacityBytes);
    c.bom = billOfMaterials(c.scenario, gpu, catalog);
    // Owning is costed on what the configuration is quoted on: one price base.
    const OwnershipBasis basis = ownershipBasisOf(c.bom, c.scenario);
    c.estimate.cost = estimateCost(c.scenario, gpu, c.estimate.time, &basis);
    if (!c.bom.complete)
        c.reasons.push_back(Reason::NoSystemListed);
    if (c.bom.outsideOffer)
        c.reasons.push_back(Reason::NoOfferedSystem);
    auto flag = [&](Reason r) {
        c.reasons.push_back(r);
        c.recommendable = false;
    };
    if (!serving(c)) {
        const TimeEstimate &t = c.estimate.time;
        if (req.deadlineHours && t.wallSeconds > *req.deadlineHours * 3600.0)
            flag(Reason::MissesDeadline);
        if (isTraining(c.scenario.method) && t.wallSeconds > kSecondsPerYear)
            flag(Reason::RunsLongerThanAYear);
        if (isTraining(c.scenario.method) && t.totalSteps < 1.0)
            flag(Reason::LessThanOneStep);
    }
    if (req.budget && ownershipCost(c, req.ownership) > *req.budget)
        flag(Reason::OverBudget);
}

void rankCandidates(std::vector<Candidate> &candidates, RankBy rankBy, const Requirements &requirements)
{
    std::vector<std::size_t> index(candidates.size());
    for (std::size_t i = 0; i < index.size(); ++i)
        index[i] = i;
    std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) {
        return ranksBefore(candidates[a], candidates[b], rankBy, requirements);
    });
    // Candidates are large (and a second buffer of them page-faults in afresh every sweep):
    // apply the order in place, one cycle of the permutation at a time.
    for (std::size_t start = 0; start < index.size(); ++start) {
        if (index[start] == start)
            continue;
        Candidate held = std::move(candidates[start]);
        std::size_t to = start;
        while (index[to] != start) {
            const std::size_t from = index[to];
            candidates[to] = std::move(candidates[from]);
            index[to] = to;
            to = from;
        }
        candidates[to] = std::move(held);
        index[to] = to;
    }
}

} // namespace gpusizer::core
