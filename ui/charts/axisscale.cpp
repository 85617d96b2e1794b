#include "charts/axisscale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpusizer::ui {

AxisScale niceScale(double needed, int maxIntervals)
{
    if (!std::isfinite(needed) || needed <= 0)
        return {1.0, 3};
    maxIntervals = std::max(1, maxIntervals);
    // Start one interval below the limit; pick the first round step that needs at most the limit.
    const double rough = needed / std::max(1, maxIntervals - 1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    constexpr std::array<double, 6> kSteps{1.0, 2.0, 2.5, 5.0, 10.0, 20.0};
    for (const double factor : kSteps) {
        const double step = factor * magnitude;
        const double intervals = std::ceil(needed / step - 1e-9);
        if (intervals <= maxIntervals)
            return {intervals * step, static_cast<int>(intervals) + 1};
    }
    const double step = 20.0 * magnitude;
    const double intervals = std::ceil(needed / step - 1e-9);
    return {intervals * step, static_cast<int>(intervals) + 1};
}

AxisScale niceScaleWithHysteresis(double needed, const AxisScale &current, double shrinkBelow, int maxIntervals)
{
    if (current.max > 0 && needed <= current.max && needed >= current.max * shrinkBelow)
        return current;
    return niceScale(needed, maxIntervals);
}

int tickDecimals(const AxisScale &scale)
{
    const double step = scale.max / std::max(1, scale.tickCount - 1);
    int decimals = 0;
    while (decimals < 3
           && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    return decimals;
}

} // namespace gpusizer::ui
