#pragma once

#include <QDoubleSpinBox>

namespace gpusizer::ui {

// A QDoubleSpinBox for a value that has a default until the user overrides it. Its minimum
// stands for the default (the special value text says which value that is); an explicit value
// starts at `floor`. Stepping up from the default starts at the default's value, not at the
// floor; stepping below the floor returns to the default; a typed value between the minimum and
// the floor is taken as the floor (a value below it is not a valid override).
class OverrideSpinBox final : public QDoubleSpinBox
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OverrideSpinBox)
public:
    explicit OverrideSpinBox(QWidget *parent = nullptr);

    // The lowest explicit value (above minimum()).
    void setFloor(double floor) { m_floor = floor; }
    // The value the default stands for, where a step up from it starts.
    void setDefaultValue(double value) { m_default = value; }
    bool isDefault() const { return value() <= minimum(); }

    void stepBy(int steps) override;
    double valueFromText(const QString &text) const override;

protected:
    StepEnabled stepEnabled() const override;

private:
    double m_floor = 0;
    double m_default = 0;
};

} // namespace gpusizer::ui
