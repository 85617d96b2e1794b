#pragma once

#include "util/result.h"

#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

// Reads a data file compiled into the core (":/data/..."), registering the core's resource
// bundle first when the linker left its static initialiser out.
Result<std::string> readBuiltInResource(const std::string &resourcePath);

// Logs that the built-in `what` ("exchange rates") cannot be used, and why.
void logBuiltInUnusable(std::string_view what, const Error &error);

// The built-in resource at `path` read by `parse(text, path)` (a Result<T>); nullopt, logged,
// when it cannot be read or parsed (a broken build, never the user's data).
template <typename T, typename Parse>
std::optional<T> parseBuiltIn(const std::string &path, Parse parse, std::string_view what)
{
    Result<std::string> text = readBuiltInResource(path);
    Result<T> parsed = text ? parse(text.value(), path) : Result<T>(text.error());
    if (!parsed) {
        logBuiltInUnusable(what, parsed.error());
        return std::nullopt;
    }
    return std::move(parsed).value();
}

} // namespace gpusizer::core
