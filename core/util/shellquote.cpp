#include "util/shellquote.h"

#include <algorithm>

namespace gpusizer::core {

namespace {

bool plain(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    constexpr std::string_view kSafe = "_@%+:,./-";
    return kSafe.find(c) != std::string_view::npos;
}

} // namespace

std::string shellQuote(std::string_view word)
{
    if (!word.empty() && std::all_of(word.begin(), word.end(), plain))
        return std::string(word);
    std::string out = "'";
    for (const char c : word) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    out += '\'';
    return out;
}

std::string shellJoin(const std::vector<std::string> &words)
{
    std::string out;
    for (const std::string &w : words) {
        if (!out.empty())
            out += ' ';
        out += shellQuote(w);
    }
    return out;
}

} // namespace gpusizer::core
