#pragma once

#include "catalog/gpucatalog.h"
#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <vector>

namespace gpusizer::cli {

// `recommend`'s table: the ranked configurations (serving ones with their figures at the load
// and each one's launch command) and the footnotes their marks need. `disaggregate`: a column
// names each deployment.
void printCandidates(const core::Recommendation &r, const core::Scenario &s, const core::GpuCatalog &catalog,
                     bool disaggregate);
// What would make the scenario fit, one change a line with the estimate it gives.
void printSuggestions(const std::vector<core::FitSuggestion> &list, const core::Scenario &s);

} // namespace gpusizer::cli
