#pragma once

#include "estimate/estimate.h"
#include "io/validation/validationcase.h"
#include "model/scenario.h"

#include <string>
#include <vector>

namespace gpusizer::core::testing {

// One quality A+B validation row with a measured throughput, estimated by the time model.
struct ThroughputCase {
    ValidationCase row;
    Scenario scenario;
    TimeEstimate time;
    double predicted = 0;   // tokens/s per GPU (inference: decode rate of the whole group)
    double measured = 0;
    double errorPercent = 0;
};

// The throughput rows of tests/data/validation_cases.csv (quality A and B), each estimated.
std::vector<ThroughputCase> throughputCases();

} // namespace gpusizer::core::testing
