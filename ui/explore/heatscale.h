#pragma once

#include "estimate/fitpolicy.h"

#include <QColor>

#include <vector>

namespace gpusizer::ui {

// The colours of the map's cells (issue #29): viridis from the lowest value shown to the
// highest (perceptually even, readable by the colour-blind, and as legible on the dark palette
// as on the light one), on a log scale where the values span more than a factor of 20; the fit
// metric in the three colours of its verdicts.
class HeatScale final
{
public:
    HeatScale() = default;
    // The scale over `values` (the finite ones; an empty or single-valued set gets a span of one).
    static HeatScale over(const std::vector<double> &values);

    double low() const { return m_low; }
    double high() const { return m_high; }
    bool logarithmic() const { return m_log; }
    // Where `value` lies from low (0) to high (1), clamped.
    double position(double value) const;
    // The value at `position` (the inverse of position()).
    double valueAt(double position) const;
    QColor color(double value) const;

    // Viridis at `position` (0 to 1).
    static QColor gradient(double position);
    static QColor verdictColor(core::FitVerdict verdict);

private:
    double m_low = 0;
    double m_high = 1;
    bool m_log = false;
};

} // namespace gpusizer::ui
