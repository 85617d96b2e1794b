#pragma once

#include <optional>
#include <string_view>

namespace gpusizer::core {

// Whether a configuration's peak memory per GPU fits the GPU.
enum class FitVerdict {
    Fits,        // at most (1 - margin) of the usable memory: room for fragmentation and spikes
    Tight,       // within the usable memory but inside the safety margin: may run out
    DoesNotFit,  // more than the usable memory
};

// A verdict that also weighs the ~80 % interval of the required memory (catalog/intervaltable.h):
// the recommendation table, `recommend --json` ("fit") and the report's configurations.
enum class IntervalFit {
    Fits,        // FitVerdict::Fits, and the interval's high end stays within the usable memory
    Tight,       // the point estimate is within the usable memory, but the interval's high end (or
                 // the estimate itself, inside the safety margin) is not: comparable runs ran out
    DoesNotFit,  // the point estimate exceeds the usable memory
};

// The one rule for "fits": every view, the report, the CLI, the recommender and "what makes it
// fit" judge memory through it. Recommendations and suggestions only offer FitVerdict::Fits.
struct FitPolicy {
    static constexpr double kDefaultSafetyMargin = 0.05;
    double safetyMargin = kDefaultSafetyMargin;   // fraction of the usable memory kept free

    // Largest peak that still counts as FitVerdict::Fits.
    double limitBytes(double usableBytes) const { return usableBytes * (1.0 - safetyMargin); }
    FitVerdict verdict(double requiredBytes, double usableBytes) const
    {
        if (requiredBytes <= limitBytes(usableBytes))
            return FitVerdict::Fits;
        return requiredBytes <= usableBytes ? FitVerdict::Tight : FitVerdict::DoesNotFit;
    }
    bool fits(double requiredBytes, double usableBytes) const
    {
        return verdict(requiredBytes, usableBytes) == FitVerdict::Fits;
    }
    // The verdict with the interval: `requiredHighBytes` is the high end of the required
    // memory's interval (about 1 in 10 comparable measured runs needed more).
    IntervalFit intervalFit(double requiredBytes, double requiredHighBytes, double usableBytes) const
    {
        switch (verdict(requiredBytes, usableBytes)) {
        case FitVerdict::Fits: return requiredHighBytes <= usableBytes ? IntervalFit::Fits : IntervalFit::Tight;
        case FitVerdict::Tight: return IntervalFit::Tight;
        case FitVerdict::DoesNotFit: break;
        }
        return IntervalFit::DoesNotFit;
    }
};

std::string_view toString(FitVerdict value);   // "fits", "tight", "does_not_fit"
std::optional<FitVerdict> parseFitVerdict(std::string_view text);
std::string_view toString(IntervalFit value);   // "fits", "tight", "no"
std::optional<IntervalFit> parseIntervalFit(std::string_view text);

} // namespace gpusizer::core
