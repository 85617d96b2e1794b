#pragma once

#include "catalog/gpucatalog.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <cstddef>
#include <vector>

namespace gpusizer::core {

// What the serving Pareto sweep tries besides the GPU types and replica layouts of the serving
// recommender.
struct ServingParetoOptions {
    // GPU list, vendor, "only what I sell", nodes, network and fit policy (rankBy and top unused).
    RecommendOptions recommend;
    // Engines to try; empty: the scenario's only.
    std::vector<ServingEngine> engines;
    // Also FP8 and INT4 weights, where smaller than the scenario's and the engine runs them.
    bool otherWeightFormats = true;
    // The batch caps: 1, 2, 4, ... sequences in flight per replica up to this (and the KV pool).
    int largestConcurrencyPerReplica = 512;
};

// One deployment of the sweep: the scenario `estimate` reproduces it from and its figures, the
// latencies at servingParetoStatistic().
struct ServingParetoPoint {
    Scenario scenario;
    double tokensPerSecondPerGpu = 0;      // the deployment's output tokens/s over its GPUs
    double tokensPerSecondPerUser = 0;     // 1000 / TPOT: the speed one request streams at
    double costPerMillionOutputTokens = 0; // in the scenario's currency
    double ttftMs = 0;
    double tpotMs = 0;
    double concurrencyPerReplica = 0;      // sequences in flight on each replica
    bool meetsTargets = true;              // TTFT and TPOT within the targets (true without targets)
    // Another point has at least the tokens/s per GPU and per user, more of one.
    bool dominated = false;
    // Another point costs at most as much per million tokens at at least the tokens/s per user,
    // better in one.
    bool costDominated = false;
};

struct ServingPareto {
    // Every point that serves its load (weights fit, the replicas hold it), by tokens/s per
    // user ascending, then tokens/s per GPU descending: the non-dominated ones trace the front.
    std::vector<ServingParetoPoint> points;
    std::size_t evaluated = 0;             // serving estimates made
    std::size_t dominatedCount() const;
};

// The statistic the sweep's latencies are at: the targets', the mean when the scenario sets none.
LatencyStat servingParetoStatistic(const Scenario &scenario);

// The serving trade-off of `base` (method inference): over every catalog GPU the recommender
// would try (isCandidateGpu) x its replica layouts (servingLayouts) x weight format x engine x
// batch cap, the scenario's load spread over the replicas that keep each replica at or under
// the cap (an open-loop rate: the cap's closed-loop request rate per replica; an offline job:
// one replica), and the replicas the recommender itself picks (servingReplicasForLoad). Each
// point is estimated as `estimate` estimates its scenario. Pure.
ServingPareto servingPareto(const Scenario &base, const GpuCatalog &catalog, const ServingParetoOptions &options = {});

} // namespace gpusizer::core
