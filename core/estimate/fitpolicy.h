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
};

std::string_view toString(FitVerdict value);   // "fits", "tight", "does_not_fit"
std::optional<FitVerdict> parseFitVerdict(std::string_view text);

} // namespace gpusizer::core
