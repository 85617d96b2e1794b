#pragma once

#include <QSlider>

namespace gpusizer::ui {

// A horizontal slider over a logarithmic value range [minimum, maximum] with `positions` equal
// ratio steps, so that equal drags change the value by equal ratios.
class LogSlider final : public QSlider
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogSlider)
public:
    LogSlider(double minimum, double maximum, int positions, QWidget *parent = nullptr);

    // Moves to the position of a value; the value at a position / the position of a value
    // (clamped to the range).
    void setLogValue(double value);
    double valueAt(int position) const;
    int positionOf(double value) const;

signals:
    void logValueChanged(double value);

private:
    double m_min;
    double m_max;
};

} // namespace gpusizer::ui
