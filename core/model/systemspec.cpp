#include "model/systemspec.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kKinds = makeEnumNames<SystemKind>({
    {SystemKind::Server, "server"},
    {SystemKind::Rack, "rack"},
    {SystemKind::Workstation, "workstation"},
    {SystemKind::Card, "card"},
    {SystemKind::Host, "host"},
});
constexpr auto kConditions = makeEnumNames<Condition>({
    {Condition::New, "new"},
    {Condition::Refurbished, "refurbished"},
});
} // namespace

std::string_view toString(SystemKind kind) { return kKinds.name(kind); }
std::optional<SystemKind> parseSystemKind(std::string_view text) { return kKinds.parse(text); }
std::string_view toString(Condition condition) { return kConditions.name(condition); }
std::optional<Condition> parseCondition(std::string_view text) { return kConditions.parse(text); }

} // namespace gpusizer::core
