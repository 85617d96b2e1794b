#include "estimate/fitpolicy.h"

#include "util/enumnames.h"

namespace gpusizer::core {

namespace {
constexpr auto kNames = makeEnumNames<FitVerdict>({
    {FitVerdict::Fits, "fits"}, {FitVerdict::Tight, "tight"}, {FitVerdict::DoesNotFit, "does_not_fit"},
});
constexpr auto kIntervalFitNames = makeEnumNames<IntervalFit>({
    {IntervalFit::Fits, "fits"}, {IntervalFit::Tight, "tight"}, {IntervalFit::DoesNotFit, "no"},
});
} // namespace

std::string_view toString(FitVerdict value) { return kNames.name(value); }
std::optional<FitVerdict> parseFitVerdict(std::string_view text) { return kNames.parse(text); }
std::string_view toString(IntervalFit value) { return kIntervalFitNames.name(value); }
std::optional<IntervalFit> parseIntervalFit(std::string_view text) { return kIntervalFitNames.parse(text); }

} // namespace gpusizer::core
