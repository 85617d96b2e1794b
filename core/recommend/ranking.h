#pragma once

#include "catalog/gpucatalog.h"
#include "recommend/recommendation.h"

#include <vector>

namespace gpusizer::core {

// What every candidate of a sweep carries besides its estimate: the bill of materials,
// whether its GPU family is calibrated, its interval (the built-in table) and the verdict with
// it under `policy`, and whether it meets the user's deadline and budget, runs for at most a
// year and fills at least one step; a reason for each that it does not. The constraints are
// the candidate scenario's Requirements.
void annotateCandidate(Candidate &candidate, const GpuSpec &gpu, const GpuCatalog &catalog,
                       const FitPolicy &policy = {});


// Orders candidates: those one can recommend first, then (unless turned off) calibrated GPU
// families before assumed ones, then by the chosen order; of two equal by it, a clean fit
// before a tight one (IntervalFit), then the faster. Stable.
void rankCandidates(std::vector<Candidate> &candidates, RankBy rankBy, const Requirements &requirements);

// The cost "Best" and the budget count for a candidate: rent total (serving: monthly rent) or
// the purchase price of its bill of materials.
double ownershipCost(const Candidate &candidate, Ownership ownership);

} // namespace gpusizer::core
