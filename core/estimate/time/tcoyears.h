#pragma once

#include "estimate/time/tcoestimate.h"

#include <vector>

namespace gpusizer::core {

// Owning against renting, year by year, as cash leaves: owning pays the purchase at the start,
// then each year the running costs (energy, colocation, support, licences) and the financing's
// share of interest, and gets the residual value back at the end; renting pays the same hours
// each year. After the last year the two equal TcoEstimate::total and rentTotal.
struct CumulativeCost {
    double year = 0;    // the end of this many years (0: the day of purchase)
    double own = 0;     // owning, paid so far
    double rent = 0;    // renting, paid so far
};

// One point a whole year from 0 to the lifetime, and the lifetime itself when it is not a
// whole number of years; empty when the TCO has no years.
std::vector<CumulativeCost> cumulativeCostByYear(const TcoEstimate &tco);

} // namespace gpusizer::core
