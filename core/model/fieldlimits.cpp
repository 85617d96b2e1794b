#include "model/fieldlimits.h"

namespace gpusizer::core {

std::string fileKey(Limited field)
{
    const FieldLimit &limit = fieldLimit(field);
    if (limit.section.empty())
        return std::string(limit.key);
    return std::string(limit.section) + "." + std::string(limit.key);
}

const FieldLimit *findLimitByKey(std::string_view key)
{
    for (const FieldLimit &limit : fieldlimits::kFieldLimits)
        if (fileKey(limit.field) == key)
            return &limit;
    return nullptr;
}

Error limitError(Limited field, double value)
{
    const FieldLimit &limit = fieldLimit(field);
    return outOfRange(fileKey(field), value, limit.low, limit.high, {}, limit.whole);
}

std::optional<Error> checkLimit(Limited field, double value)
{
    if (withinLimit(field, value))
        return std::nullopt;
    return limitError(field, value);
}

} // namespace gpusizer::core
