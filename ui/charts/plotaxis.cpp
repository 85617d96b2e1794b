#include "charts/plotaxis.h"

#include "charts/plottext.h"

#include <QFont>
#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpusizer::ui {

namespace {

constexpr double kLogDecades = 2.0; // log scale beyond a factor of 100

// The round values of a log axis below and above: 1, 2 and 5 times a power of ten.
double roundDown125(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v) + 1e-12));
    for (const double m : { 5.0, 2.0, 1.0 })
        if (m * decade <= v * (1 + 1e-12))
            return m * decade;
    return decade;
}

double roundUp125(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v) - 1e-12));
    for (const double m : { 1.0, 2.0, 5.0, 10.0 })
        if (m * decade >= v * (1 - 1e-12))
            return m * decade;
    return 10 * decade;
}

PlotAxis logAxis(double min, double max, int maxTicks)
{
    PlotAxis axis;
    axis.logarithmic = true;
    axis.low = roundDown125(min);
    axis.high = roundUp125(max);
    const int first = int(std::floor(std::log10(axis.low) + 1e-12));
    const int last = int(std::ceil(std::log10(axis.high) - 1e-12));
    const int decades = std::max(1, last - first);
    // 1-2-5 where they all fit, else the decades, every n-th where even those do not.
    const bool all = 3 * decades + 1 <= maxTicks;
    const int every = std::max(1, int(std::ceil(double(decades) / std::max(1, maxTicks - 1))));
    for (int e = first; e <= last; ++e) {
        for (const double m : { 1.0, 2.0, 5.0 }) {
            if (m != 1.0 && !all)
                continue;
            if (m == 1.0 && (e - first) % every != 0)
                continue;
            const double v = m * std::pow(10.0, e);
            if (v >= axis.low * (1 - 1e-9) && v <= axis.high * (1 + 1e-9))
                axis.ticks.push_back(v);
        }
    }
    // A range inside one decade's 1-2-5 steps still gets both ends.
    if (axis.ticks.size() < 2)
        axis.ticks = { axis.low, axis.high };
    return axis;
}

PlotAxis linearAxis(double min, double max, int maxTicks, double minStep)
{
    PlotAxis axis;
    const int intervals = std::max(1, maxTicks - 1);
    const double raw = std::max((max - min) / intervals, minStep);
    const double exponent = std::floor(std::log10(raw));
    constexpr std::array kSteps { 1.0, 2.0, 2.5, 5.0, 10.0, 20.0 };
    for (const double m : kSteps) {
        const double step = m * std::pow(10.0, exponent);
        // Whole multiples of the least step only: no tick at 2.5 GPUs.
        if (minStep > 0 && std::abs(std::remainder(step, minStep)) > 1e-9 * step && m != kSteps.back())
            continue;
        const double low = std::floor(min / step + 1e-9) * step;
        const double high = std::ceil(max / step - 1e-9) * step;
        const int count = int(std::lround((high - low) / step)) + 1;
        if (count > maxTicks && m != kSteps.back())
            continue;
        axis.low = low;
        axis.high = high > low ? high : low + step;
        for (int i = 0; i < count; ++i)
            axis.ticks.push_back(low + i * step);
        const double stepExponent = std::floor(std::log10(step) + 1e-9);
        const double mantissa = step / std::pow(10.0, stepExponent);
        axis.decimals = std::max(0, int(-stepExponent) + (std::abs(mantissa - 2.5) < 1e-9 ? 1 : 0));
        break;
    }
    return axis;
}

} // namespace

bool spansDecades(double min, double max)
{
    return min > 0 && max > 0 && std::log10(max / min) > kLogDecades;
}

double PlotAxis::fraction(double value) const
{
    if (logarithmic) {
        if (value <= 0)
            return -1;
        return std::log(value / low) / std::log(high / low);
    }
    return (value - low) / (high - low);
}

int PlotAxis::tickDecimals(double value) const
{
    if (!logarithmic)
        return decimals;
    return value >= 1 ? 0 : int(std::ceil(-std::log10(value) - 1e-9));
}

PlotAxis PlotAxis::over(double min, double max, int maxTicks, bool allowLog, bool fromZero, double minStep)
{
    if (!std::isfinite(min) || !std::isfinite(max)) {
        min = 0;
        max = 1;
    }
    if (min > max)
        std::swap(min, max);
    maxTicks = std::max(2, maxTicks);
    if (allowLog && spansDecades(min, max))
        return logAxis(min, max, maxTicks);
    if (fromZero)
        min = std::min(0.0, min);
    if (!(max - min > 0)) {
        // One value: a little room either side (or from zero).
        const double delta = max != 0 ? std::abs(max) * 0.1 : 1.0;
        max += delta;
        if (!fromZero || min != 0)
            min -= delta;
    }
    return linearAxis(min, max, maxTicks, minStep);
}

PlotAxis PlotAxis::fitted(double min, double max, double lengthPx, bool horizontal, bool allowLog, bool fromZero,
    const QFont &font, const std::function<QString(double, int)> &label, const QPaintDevice *device, double minStep)
{
    const double gap = plottext::size(font, QStringLiteral("0"), device).height() * 0.6;
    const auto text
        = [&label](double v, int decimals) { return label ? label(v, decimals) : QString::number(v, 'f', decimals); };
    PlotAxis axis;
    for (int ticks = 10; ticks >= 2; --ticks) {
        axis = over(min, max, ticks, allowLog, fromZero, minStep);
        bool fits = true;
        double previousEnd = -1e300;
        for (const double v : axis.ticks) {
            const QSizeF size = plottext::size(font, text(v, axis.tickDecimals(v)), device);
            const double extent = horizontal ? size.width() : size.height();
            const double at = axis.fraction(v) * lengthPx;
            if (at - extent / 2 < previousEnd + gap) {
                fits = false;
                break;
            }
            previousEnd = at + extent / 2;
        }
        if (fits)
            return axis;
    }
    return axis;
}

} // namespace gpusizer::ui
