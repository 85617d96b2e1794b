#pragma once

#include "exitcodes.h"

#include <string>
#include <utility>

namespace gpusizer::cli {

// A refused command line: the English message, naming the flag or the file, and the exit
// status it calls for (documented in --help and the man page): kExitUsage for an unknown flag
// or a bad value, kExitFailed for a file named on the command line (--scenario, --price-list,
// --hf-config) that is missing, unreadable or broken.
struct ArgError {
    std::string message;
    int exitCode = kExitUsage;
};

inline ArgError usageError(std::string message) { return ArgError{std::move(message), kExitUsage}; }
inline ArgError fileError(std::string message) { return ArgError{std::move(message), kExitFailed}; }

} // namespace gpusizer::cli
