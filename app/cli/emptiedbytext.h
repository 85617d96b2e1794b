#pragma once

#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <string>

namespace gpusizer::cli {

// Why `recommend` has no configuration to show when a filter left no GPU type to try
// (Recommendation::emptiedBy): the filter, the flag that sets it and what to change, in English.
std::string emptiedByText(core::CandidateFilter filter, const core::Scenario &scenario);

} // namespace gpusizer::cli
