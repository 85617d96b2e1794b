#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace spdlog {
class logger;
}

namespace gpusizer::core {

// Named component loggers share one set of sinks: stderr plus, when configured, a rotating
// file in the user's data directory.
namespace logging {

// Level from `--log-level` (takes precedence) or the GPU_SIZER_LOG environment variable.
// Unknown names fall back to "info" and say so.
void initialise(std::string_view cliLevel, const std::string &logDirectory);

// The logger for a component ("core", "catalog", "estimate", "ui", "cli", "report"...).
std::shared_ptr<spdlog::logger> get(const std::string &component);

} // namespace logging
} // namespace gpusizer::core
