#pragma once

#include <QColor>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

// WCAG 2.1 contrast ratio of two colours, 1 to 21 (text needs 4.5 against its background for
// level AA): (L1 + 0.05) / (L2 + 0.05) of their relative luminances.
inline double relativeLuminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

inline double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace gpusizer::ui
