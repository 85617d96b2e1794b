#pragma once

#include "model/scenario.h"
#include "util/result.h"

#include <optional>

namespace gpusizer::core::serving {

// Whether the scenario's engine drafts with its speculative method: nullopt, or the refusal
// (UnknownValue on "serving.speculative.method", rule EngineFormat, the method's name as the
// detail; on "cluster.pp" where the engine speculates without pipeline parallelism only).
// checkEngineFormats asks it, so the analysis, the CLI and the recommender's candidates refuse
// alike.
std::optional<Error> checkEngineSpeculation(const Scenario &scenario);

} // namespace gpusizer::core::serving
