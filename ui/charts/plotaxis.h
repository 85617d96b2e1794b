#pragma once

#include <QString>

#include <functional>
#include <vector>

class QFont;
class QPaintDevice;

namespace gpusizer::ui {

// A value axis of a chart that paints itself (the Pareto fronts, the tornado): a range with
// round ends, linear or logarithmic, and its round ticks. Logarithmic where the values are
// positive and span more than two decades (issue #29: a front from 5 to 5,000 tokens/s per GPU
// reads on a log scale, its knee squashed into a corner on a linear one).
struct PlotAxis {
    double low = 0;
    double high = 1;
    bool logarithmic = false;
    std::vector<double> ticks; // ascending, inside [low, high]
    int decimals = 0; // of a linear axis' tick labels (a log axis: per tick, tickDecimals)

    // Where `value` lies from low (0) to high (1), not clamped.
    double fraction(double value) const;
    // Decimals the label of tick `value` needs: the axis' on a linear scale, those of the value
    // itself on a log one (0.2, 0.5, 1, 2, ...).
    int tickDecimals(double value) const;

    // Over [min, max] with at most `maxTicks` ticks (two at the least); `allowLog`: log where
    // the span asks for it; `fromZero`: a linear axis that starts at zero (amounts, counts).
    // `minStep`: the smallest step of a linear axis (1 for counts of GPUs).
    static PlotAxis over(
        double min, double max, int maxTicks, bool allowLog, bool fromZero = false, double minStep = 0);
    // The axis over [min, max] with as many ticks as leave room between their labels along
    // `lengthPx` (`horizontal`: their widths; else their heights) in `font` on `device`, each
    // label `label(value, decimals)`.
    static PlotAxis fitted(double min, double max, double lengthPx, bool horizontal, bool allowLog, bool fromZero,
        const QFont &font, const std::function<QString(double, int)> &label, const QPaintDevice *device = nullptr,
        double minStep = 0);
};

// More than two decades between the smallest and the largest positive value.
bool spansDecades(double min, double max);

} // namespace gpusizer::ui
