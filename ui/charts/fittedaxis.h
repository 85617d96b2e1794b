#pragma once

#include "charts/axisscale.h"

#include <QFont>

class QChart;
class QValueAxis;

namespace gpusizer::ui {

// A value axis from zero whose tick count follows its length (issue #28): as many round steps
// (at most `maxIntervals`) as leave room between the tick labels, measured in the axis' label
// font and the chart's locale, so that "2 000" and "4 000" never run together on a narrow cost
// axis nor in presentation mode's larger type. Until the chart is laid out, `maxIntervals`.
class FittedAxis final
{
public:
    // `axis`, already added to `chart`; `shrinkBelow` as for niceScaleWithHysteresis.
    FittedAxis(QChart *chart, QValueAxis *axis, int maxIntervals = 6, double shrinkBelow = 0.55);

    // A new largest value to show (a new analysis): the scale stays while it holds `needed`,
    // fills enough of it and its labels fit, so that a slider does not make the axis jump.
    void setNeeded(double needed);
    // The plot area or the labels' font changed: as many steps as fit now where the axis'
    // length or font did change (call it where the chart handles plotAreaChanged and a font
    // change). Returns whether the scale changed.
    bool refit();

    const AxisScale &scale() const { return m_scale; }
    // Whether the tick labels of `scale` fit the axis at `lengthPx`.
    bool labelsFit(const AxisScale &scale, double lengthPx) const;

private:
    double length() const;
    // Whether `scale` holds what is needed and fills enough of it (niceScaleWithHysteresis keeps it).
    bool holds(const AxisScale &scale) const;
    AxisScale largestThatFits(double lengthPx) const;
    void apply(const AxisScale &scale, double lengthPx);

    QChart *m_chart;
    QValueAxis *m_axis;
    int m_maxIntervals;
    double m_shrinkBelow;
    double m_needed = 0;
    AxisScale m_scale;
    double m_fittedLength = -1;
    QFont m_fittedFont;
};

} // namespace gpusizer::ui
