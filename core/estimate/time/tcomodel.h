#pragma once

#include "estimate/time/tcoestimate.h"
#include "model/scenario.h"

namespace gpusizer::core {

// What the TCO is computed on: the configuration's GPUs, the purchase and rated power of what
// is bought for them, the rent per GPU-hour it is compared with and the hours of use a year.
struct TcoInputs {
    int gpus = 1;
    double purchase = 0;
    double powerKw = 0;
    double rentPerGpuHour = 0;
    double usageHoursPerYear = 0;
};

TcoEstimate totalCostOfOwnership(const Prices &prices, const TcoInputs &inputs);

// The yearly payment that repays `principal` over `years` at `interestRate` (a share a year)
// when `residual` comes back at the end: (P - R (1+i)^-N) i / (1 - (1+i)^-N); (P - R) / N
// without interest.
double annuityPerYear(double principal, double residual, double interestRate, double years);

} // namespace gpusizer::core
