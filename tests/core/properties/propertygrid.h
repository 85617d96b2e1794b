#pragma once

#include "model/scenario.h"

#include <cstddef>
#include <string>

namespace gpusizer::core::testing {

// A grid over model size, method, precision, optimizer, sequence length, micro-batch,
// checkpointing, attention, sharding and GPU count. Cell i decodes to one Scenario.
struct PropertyGrid {
    static std::size_t size();
    static Scenario scenario(std::size_t index);
    static std::string describe(const Scenario &s);
};

} // namespace gpusizer::core::testing
