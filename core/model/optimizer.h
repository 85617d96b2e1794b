#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

enum class Optimizer { AdamW, AdamW8bit, PagedAdamW8bit, SGD, Adafactor, Lion, None };

std::string_view toString(Optimizer optimizer);
std::optional<Optimizer> parseOptimizer(std::string_view text);

} // namespace gpusizer::core
