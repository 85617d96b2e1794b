#include "controls/overridespinbox.h"

#include <algorithm>

namespace gpusizer::ui {

OverrideSpinBox::OverrideSpinBox(QWidget *parent) : QDoubleSpinBox(parent) {}

void OverrideSpinBox::stepBy(int steps)
{
    if (steps > 0 && isDefault()) {
        // From the default, the first explicit value is the default's own (then the user
        // tunes it), clamped into the range as the maximum may be below it.
        setValue(std::clamp(m_default, m_floor, maximum()));
        selectAll();
        return;
    }
    if (steps < 0 && !isDefault() && value() + steps * singleStep() < m_floor) {
        setValue(minimum());
        selectAll();
        return;
    }
    QDoubleSpinBox::stepBy(steps);
}

double OverrideSpinBox::valueFromText(const QString &text) const
{
    const double typed = QDoubleSpinBox::valueFromText(text);
    return typed > minimum() && typed < m_floor ? m_floor : typed;
}

QAbstractSpinBox::StepEnabled OverrideSpinBox::stepEnabled() const
{
    // Up is possible from the default even where the default's value is the maximum.
    StepEnabled enabled = QDoubleSpinBox::stepEnabled();
    if (isDefault() && maximum() >= m_floor)
        enabled |= StepUpEnabled;
    return enabled;
}

} // namespace gpusizer::ui
