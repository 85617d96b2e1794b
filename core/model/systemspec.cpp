#include "model/systemspec.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kKinds = makeEnumNames<SystemKind>({
    {SystemKind::Server, "server"},
    {SystemKind::Rack, "rack"},
    {SystemKind::Workstation, "workstation"},
    {SystemKind::Card, "card"},
});
} // namespace

std::string_view toString(SystemKind kind) { return kKinds.name(kind); }
std::optional<SystemKind> parseSystemKind(std::string_view text) { return kKinds.parse(text); }

} // namespace gpusizer::core
