#pragma once

#include <algorithm>
#include <cctype>
#include <string_view>

namespace gpusizer::core {

// Whether `text` holds `part`, ASCII letters compared without case ("H100 SXM5" holds "h100").
inline bool containsCaseless(std::string_view text, std::string_view part)
{
    const auto lower = [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); };
    return std::search(text.begin(), text.end(), part.begin(), part.end(),
                       [&](char a, char b) { return lower(a) == lower(b); })
           != text.end();
}

} // namespace gpusizer::core
