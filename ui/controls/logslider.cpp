#include "controls/logslider.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

LogSlider::LogSlider(double minimum, double maximum, int positions, QWidget *parent)
    : QSlider(Qt::Horizontal, parent)
    , m_min(minimum)
    , m_max(maximum)
{
    setRange(0, positions);
    setSingleStep(1);
    setPageStep(std::max(1, positions / 16));
    setFocusPolicy(Qt::StrongFocus);
    setMinimumWidth(80); // a narrow column (presentation mode) must not squeeze it to a knob
    connect(this, &QSlider::valueChanged, this, [this](int position) { emit logValueChanged(valueAt(position)); });
}

void LogSlider::setLogValue(double value)
{
    setValue(positionOf(value));
}

double LogSlider::valueAt(int position) const
{
    const double fraction = static_cast<double>(position) / std::max(1, maximum());
    return m_min * std::pow(m_max / m_min, std::clamp(fraction, 0.0, 1.0));
}

int LogSlider::positionOf(double value) const
{
    if (!(value > m_min))
        return 0;
    if (value >= m_max)
        return maximum();
    const double fraction = std::log(value / m_min) / std::log(m_max / m_min);
    return static_cast<int>(std::lround(fraction * maximum()));
}

} // namespace gpusizer::ui
