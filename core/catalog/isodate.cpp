#include "catalog/isodate.h"

#include <cctype>

#include <QDate>

namespace gpusizer::core {

namespace {
// Room for a date and for enough of a wrong one to show what was written.
constexpr std::size_t kMaxDateText = 64;
} // namespace

bool isIsoDate(const std::string &text)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    for (const std::size_t i : {0u, 1u, 2u, 3u, 5u, 6u, 8u, 9u})
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return false;
    return QDate::isValid(std::stoi(text.substr(0, 4)), std::stoi(text.substr(5, 2)), std::stoi(text.substr(8, 2)));
}

std::string readIsoDate(jsonfields::FieldReader &r, const char *key, bool required)
{
    const std::string text =
        r.string(key, required ? std::nullopt : std::optional<std::string>(std::string()), kMaxDateText);
    if (!r.ok() || (!required && text.empty()) || isIsoDate(text))
        return r.ok() ? text : std::string();
    Error error = brokenRule(ErrorCode::OutOfRange, jsonfields::fieldPath(r.prefix(), key), ErrorRule::IsoDate, text);
    error.file = r.file();
    r.fail(std::move(error));
    return {};
}

} // namespace gpusizer::core
