#include "charts/fittedaxis.h"

#include "charts/chartstyle.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

FittedAxis::FittedAxis(QChart *chart, QValueAxis *axis, int maxIntervals, double shrinkBelow)
    : m_chart(chart)
    , m_axis(axis)
    , m_maxIntervals(std::max(1, maxIntervals))
    , m_shrinkBelow(shrinkBelow)
{
}

double FittedAxis::length() const
{
    const QRectF plot = m_chart->plotArea();
    return m_axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
}

bool FittedAxis::labelsFit(const AxisScale &scale, double lengthPx) const
{
    const int intervals = std::max(1, scale.tickCount - 1);
    const double spacing = lengthPx / intervals;
    const QFontMetricsF metrics(m_axis->labelsFont());
    if (m_axis->orientation() == Qt::Vertical)
        return spacing >= metrics.height() + 2;
    // Side by side: each label centred on its tick, a space and a half between neighbours
    // (QtCharts adds a margin to each side of the text).
    const QLocale locale = m_chart->localizeNumbers() ? m_chart->locale() : QLocale::c();
    const int decimals = tickDecimals(scale);
    const double gap = metrics.horizontalAdvance(QLatin1Char(' ')) * 1.5 + 2;
    double previous = -1;
    for (int i = 0; i <= intervals; ++i) {
        const double value = scale.max * i / intervals;
        const double width = metrics.horizontalAdvance(locale.toString(value, 'f', decimals));
        if (previous >= 0 && (previous + width) / 2 + gap > spacing)
            return false;
        previous = width;
    }
    return true;
}

AxisScale FittedAxis::largestThatFits(double lengthPx) const
{
    AxisScale scale = niceScale(m_needed, m_maxIntervals);
    // Fewer steps until the labels fit, down to one (a tick at zero and one at the end).
    while (lengthPx > 0 && scale.tickCount > 2 && !labelsFit(scale, lengthPx)) {
        const AxisScale fewer = niceScale(m_needed, scale.tickCount - 2);
        if (fewer.tickCount >= scale.tickCount) // nothing to show: niceScale's default range
            break;
        scale = fewer;
    }
    return scale;
}

void FittedAxis::apply(const AxisScale &scale, double lengthPx)
{
    m_scale = scale;
    m_fittedLength = lengthPx;
    m_fittedFont = m_axis->labelsFont();
    chartstyle::applyScale(m_axis, m_scale);
}

bool FittedAxis::holds(const AxisScale &scale) const
{
    return scale.max > 0 && niceScaleWithHysteresis(m_needed, scale, m_shrinkBelow, m_maxIntervals) == scale;
}

void FittedAxis::setNeeded(double needed)
{
    m_needed = needed;
    const double lengthPx = length();
    if (holds(m_scale) && (lengthPx <= 0 || labelsFit(m_scale, lengthPx)))
        apply(m_scale, lengthPx);
    else
        apply(largestThatFits(lengthPx), lengthPx);
}

bool FittedAxis::refit()
{
    const double lengthPx = length();
    if (m_needed <= 0 || (std::abs(lengthPx - m_fittedLength) < 0.5 && m_axis->labelsFont() == m_fittedFont))
        return false;
    // The scale stays while it holds what is needed and its labels fit, unless the axis grew
    // enough for more steps with a tenth of its length to spare: QtCharts moves the plot's edges
    // by the end labels' overhang, which a new scale changes (without the spare room the two
    // scales would take turns).
    const AxisScale before = m_scale;
    const AxisScale best = largestThatFits(lengthPx);
    const bool grows = best.tickCount > m_scale.tickCount && labelsFit(best, lengthPx * 0.9);
    apply(holds(m_scale) && labelsFit(m_scale, lengthPx) && !grows ? m_scale : best, lengthPx);
    return m_scale != before;
}

} // namespace gpusizer::ui
