#include "model/requirements.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kOwnership = makeEnumNames<Ownership>({{Ownership::Rent, "rent"}, {Ownership::Own, "own"}});
} // namespace

std::string_view toString(Ownership v) { return kOwnership.name(v); }
std::optional<Ownership> parseOwnership(std::string_view t) { return kOwnership.parse(t); }

} // namespace gpusizer::core
