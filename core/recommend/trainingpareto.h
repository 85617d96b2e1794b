#pragma once

#include "catalog/gpucatalog.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <cstddef>
#include <vector>

namespace gpusizer::core {

// One training configuration of the recommendation: its cost against its time.
struct TrainingParetoPoint {
    Scenario scenario;             // the candidate's, as `estimate` reproduces it
    Strategy strategy = Strategy::Single;
    double cost = 0;               // rent total of the run, in the scenario's currency
    double hours = 0;              // wall clock
    bool recommendable = true;     // meets the deadline and budget (Candidate::recommendable)
    bool calibrated = true;        // measured runs fitted its GPU family's speed (Candidate::calibrated)
    // Another point is at most as dear and at most as long, better in one.
    bool dominated = false;
};

struct TrainingPareto {
    std::vector<TrainingParetoPoint> points;   // by hours ascending, then cost ascending
    std::size_t dominatedCount() const;
};

// Cost against time over `candidates` (a recommendation's), both minimised.
TrainingPareto trainingPareto(const std::vector<Candidate> &candidates);

// The same over every candidate of recommend(base, catalog, options) (its `top` ignored).
TrainingPareto trainingPareto(const Scenario &base, const GpuCatalog &catalog, RecommendOptions options = {});

} // namespace gpusizer::core
