#pragma once

#include <string>

namespace gpusizer::core {

// YYYY-MM-DD with a plausible month and day (the dates of prices and exchange rates).
bool isIsoDate(const std::string &text);

} // namespace gpusizer::core
