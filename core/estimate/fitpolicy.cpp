#include "estimate/fitpolicy.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<FitVerdict>({
    {FitVerdict::Fits, "fits"}, {FitVerdict::Tight, "tight"}, {FitVerdict::DoesNotFit, "does_not_fit"},
});
} // namespace

std::string_view toString(FitVerdict value) { return kNames.name(value); }
std::optional<FitVerdict> parseFitVerdict(std::string_view text) { return kNames.parse(text); }

} // namespace gpusizer::core
