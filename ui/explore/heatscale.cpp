#include "explore/heatscale.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gpusizer::ui {

namespace {

// Viridis (matplotlib's, by van der Walt and Smith) in nine stops.
constexpr std::array<QRgb, 9> kViridis{0x440154, 0x472D7B, 0x3B528B, 0x2C728E, 0x21918C,
                                       0x28AE80, 0x5EC962, 0xADDC30, 0xFDE725};

// Spans beyond this ratio read better on a log scale (memory over sequence lengths 256 to 65,536).
constexpr double kLogRatio = 20.0;

} // namespace

HeatScale HeatScale::over(const std::vector<double> &values)
{
    HeatScale scale;
    bool any = false;
    for (const double v : values) {
        if (!std::isfinite(v))
            continue;
        scale.m_low = any ? std::min(scale.m_low, v) : v;
        scale.m_high = any ? std::max(scale.m_high, v) : v;
        any = true;
    }
    if (!any) {
        scale.m_low = 0;
        scale.m_high = 1;
    }
    scale.m_log = scale.m_low > 0 && scale.m_high / scale.m_low > kLogRatio;
    if (scale.m_high <= scale.m_low) {
        // One value: a span around it, so that it takes the middle colour.
        const double half = scale.m_low == 0 ? 0.5 : std::abs(scale.m_low) * 0.5;
        scale.m_low -= half;
        scale.m_high += half;
        scale.m_log = false;
    }
    return scale;
}

double HeatScale::position(double value) const
{
    double t = 0;
    if (m_log)
        t = value > 0 ? std::log(value / m_low) / std::log(m_high / m_low) : 0;
    else
        t = (value - m_low) / (m_high - m_low);
    return std::clamp(std::isfinite(t) ? t : 0.0, 0.0, 1.0);
}

double HeatScale::valueAt(double position) const
{
    const double t = std::clamp(position, 0.0, 1.0);
    return m_log ? m_low * std::pow(m_high / m_low, t) : m_low + (m_high - m_low) * t;
}

QColor HeatScale::color(double value) const
{
    return gradient(position(value));
}

QColor HeatScale::gradient(double position)
{
    const double t = std::clamp(position, 0.0, 1.0) * static_cast<double>(kViridis.size() - 1);
    const auto i = std::min(static_cast<std::size_t>(t), kViridis.size() - 2);
    const double f = t - static_cast<double>(i);
    const QColor a = QColor::fromRgb(kViridis[i]);
    const QColor b = QColor::fromRgb(kViridis[i + 1]);
    return QColor::fromRgbF(static_cast<float>(a.redF() + (b.redF() - a.redF()) * f),
                            static_cast<float>(a.greenF() + (b.greenF() - a.greenF()) * f),
                            static_cast<float>(a.blueF() + (b.blueF() - a.blueF()) * f));
}

QColor HeatScale::verdictColor(core::FitVerdict verdict)
{
    // Paul Tol's muted green, sand and rose (the palette of the memory components).
    switch (verdict) {
    case core::FitVerdict::Fits: return QColor::fromRgb(0x117733);
    case core::FitVerdict::Tight: return QColor::fromRgb(0xDDCC77);
    case core::FitVerdict::DoesNotFit: return QColor::fromRgb(0xCC6677);
    }
    return {};
}

} // namespace gpusizer::ui
