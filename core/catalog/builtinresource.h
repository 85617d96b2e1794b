#pragma once

#include "util/result.h"

#include <string>

namespace gpusizer::core {

// Reads a data file compiled into the core (":/data/..."), registering the core's resource
// bundle first when the linker left its static initialiser out.
Result<std::string> readBuiltInResource(const std::string &resourcePath);

} // namespace gpusizer::core
