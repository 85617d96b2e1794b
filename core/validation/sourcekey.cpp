#include "validation/sourcekey.h"

namespace gpusizer::core {

std::string sourceKey(std::string_view source)
{
    const std::size_t start = source.find_first_not_of(" \t");
    if (start == std::string_view::npos)
        return "?";
    source.remove_prefix(start);
    const std::size_t end = source.find_first_of("@ \t\r\n");
    const std::string_view key = source.substr(0, end);
    return key.empty() ? std::string("?") : std::string(key);
}

} // namespace gpusizer::core
