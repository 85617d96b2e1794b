#pragma once

namespace gpusizer::ui {

// A value axis range from zero with round tick steps.
struct AxisScale {
    double max = 0;
    int tickCount = 2;   // including the tick at zero
    bool operator==(const AxisScale &) const = default;
};

// Smallest round range (step 1, 2, 2.5 or 5 x 10^k) that holds `needed` in at most
// `maxIntervals` steps (narrow charts ask for fewer, so tick labels are not elided); one step
// (a tick at zero and one at the end) at the least.
AxisScale niceScale(double needed, int maxIntervals = 6);

// As niceScale, but keeps `current` while `needed` stays within it and above `shrinkBelow`
// of it, so a chart does not jump on every slider tick.
AxisScale niceScaleWithHysteresis(double needed, const AxisScale &current, double shrinkBelow = 0.55,
                                  int maxIntervals = 6);

// Decimals a tick label needs for the scale's step: none for whole steps, one for 2.5-steps,
// two for 0.25-steps (at most three).
int tickDecimals(const AxisScale &scale);

} // namespace gpusizer::ui
