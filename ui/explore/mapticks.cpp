#include "explore/mapticks.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::ui::mapticks {

namespace {

bool inside(double v, double low, double high)
{
    return v >= low * (1 - 1e-9) - 1e-12 && v <= high * (1 + 1e-9) + 1e-12;
}

int trailingZeros(int exponent)
{
    if (exponent == 0)
        return 16;
    int zeros = 0;
    while (exponent % 2 == 0 && zeros < 16) {
        exponent /= 2;
        ++zeros;
    }
    return zeros;
}

} // namespace

std::vector<RoundValue> roundValues(double low, double high, bool logScale, bool binary)
{
    std::vector<RoundValue> values;
    if (!(high >= low) || !std::isfinite(low) || !std::isfinite(high))
        return values;
    if (logScale && low > 0) {
        if (binary) {
            for (int e = static_cast<int>(std::floor(std::log2(low))); e <= static_cast<int>(std::ceil(std::log2(high)));
                 ++e)
                if (const double v = std::ldexp(1.0, e); inside(v, low, high))
                    values.push_back({v, 16 - trailingZeros(e)});
            return values;
        }
        const int first = static_cast<int>(std::floor(std::log10(low)));
        const int last = static_cast<int>(std::ceil(std::log10(high)));
        const double mantissas[] = {1.0, 5.0, 2.0};
        for (int rank = 0; rank < 3; ++rank)
            for (int e = first; e <= last; ++e)
                if (const double v = mantissas[rank] * std::pow(10.0, e); inside(v, low, high))
                    values.push_back({v, rank});
        return values;
    }
    const double span = high - low;
    if (span <= 0) {
        values.push_back({low, 0});
        return values;
    }
    // The largest 1-2-5 step with at least two values inside, then its half and fifth.
    const double decade = std::pow(10.0, std::floor(std::log10(span)));
    double step = decade;
    for (const double f : {5.0, 2.0, 1.0, 0.5})
        if (std::floor(high / (decade * f) + 1e-9) - std::ceil(low / (decade * f) - 1e-9) >= 1) {
            step = decade * f;
            break;
        }
    int rank = 0;
    for (const double s : {step, step / 2}) {
        for (double k = std::ceil(low / s - 1e-9); k * s <= high * (1 + 1e-9) + 1e-12; ++k) {
            const double v = std::abs(k * s) < s * 1e-9 ? 0.0 : k * s;
            if (inside(v, low, high)
                && std::none_of(values.begin(), values.end(),
                                [&](const RoundValue &r) { return std::abs(r.value - v) <= s * 1e-6; }))
                values.push_back({v, rank});
        }
        ++rank;
    }
    return values;
}

double positionOf(const core::ExploreAxis &axis, double value, bool logScale)
{
    const std::vector<double> &v = axis.values;
    if (v.empty() || value < v.front() * (1 - 1e-12) || value > v.back() * (1 + 1e-12))
        return -1;
    if (v.size() == 1)
        return 0.5;
    for (std::size_t i = 0; i + 1 < v.size(); ++i) {
        if (value > v[i + 1])
            continue;
        const bool log = logScale && v[i] > 0 && value > 0;
        const double f = log ? std::log(value / v[i]) / std::log(v[i + 1] / v[i]) : (value - v[i]) / (v[i + 1] - v[i]);
        return static_cast<double>(i) + 0.5 + std::clamp(f, 0.0, 1.0);
    }
    return static_cast<double>(v.size()) - 0.5;
}

std::vector<Tick> axisTicks(const core::ExploreAxis &axis, bool logScale, bool binary,
                            const std::function<QString(double)> &label,
                            const std::function<QString(std::size_t)> &choiceLabel)
{
    std::vector<Tick> ticks;
    if (axis.size() == 0)
        return ticks;
    if (!axis.field) {
        for (std::size_t i = 0; i < axis.size(); ++i)
            ticks.push_back({static_cast<double>(i) + 0.5, choiceLabel(i), 0});
        return ticks;
    }
    for (const RoundValue &r : roundValues(axis.values.front(), axis.values.back(), logScale, binary))
        if (const double at = positionOf(axis, r.value, logScale); at >= 0)
            ticks.push_back({at, label(r.value), r.rank});
    return ticks;
}

std::vector<Tick> keepApart(std::vector<Tick> ticks, double length, double cells, double gap, bool choices,
                            const std::function<double(const Tick &)> &extentOf, double before, double after)
{
    const double scale = cells > 0 ? length / cells : 0;
    const auto span = [&](const Tick &t) {
        const double centre = t.position * scale;
        const double half = (extentOf(t) + gap) / 2;
        return std::pair{centre - half, centre + half};
    };
    const auto fits = [&](const Tick &t) {
        const auto [a, b] = span(t);
        return a >= -before - gap / 2 - 0.01 && b <= length + after + gap / 2 + 0.01;
    };
    std::vector<Tick> kept;
    if (choices) {
        for (std::size_t stride = 1; stride <= ticks.size(); ++stride) {
            kept.clear();
            bool apart = true;
            for (std::size_t i = 0; i < ticks.size() && apart; i += stride) {
                if (!kept.empty() && span(kept.back()).second > span(ticks[i]).first)
                    apart = false;
                else if (fits(ticks[i]))
                    kept.push_back(ticks[i]);
            }
            if (apart)
                return kept;
        }
        kept.clear();
        return kept;
    }
    std::stable_sort(ticks.begin(), ticks.end(), [](const Tick &a, const Tick &b) { return a.rank < b.rank; });
    for (const Tick &t : ticks) {
        if (!fits(t))
            continue;
        const auto [a, b] = span(t);
        if (std::none_of(kept.begin(), kept.end(), [&](const Tick &k) {
                const auto [c, d] = span(k);
                return a < d && c < b;
            }))
            kept.push_back(t);
    }
    std::sort(kept.begin(), kept.end(), [](const Tick &a, const Tick &b) { return a.position < b.position; });
    return kept;
}

} // namespace gpusizer::ui::mapticks
