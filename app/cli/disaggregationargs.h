#pragma once

#include "model/scenario.h"

#include <optional>
#include <string>

namespace gpusizer::cli {

// After the scenario flags: a disaggregated deployment (--prefill-replicas, --prefill-tp,
// --decode-replicas, --decode-tp) takes its cluster from its pools, --gpus their GPUs and --tp
// the decode workers' (pipeline and expert parallelism 1) where the command line did not set
// them. The refusal of a split the estimate does not model (one pool without the other, an
// offline job or a static batch) in the CLI's words, or nullopt.
std::optional<std::string> applyDisaggregationLayout(core::Scenario &scenario, bool gpusGiven, bool tpGiven);

} // namespace gpusizer::cli
