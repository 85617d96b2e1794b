#pragma once

#include "analysis/explore.h"
#include "explore/exploreinputs.h"

#include <QWidget>

#include <string>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpusizer::ui {

// The controls above the map (issue #29): the input across (x) and up (y), each a number's range
// from and to (hidden for a choice, which shows all its values), and the metric. Every setter
// leaves the signals quiet; the user's changes emit them.
class MapControls final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MapControls)
public:
    enum class Axis { X, Y };

    explicit MapControls(QWidget *parent = nullptr);
    ~MapControls() override;

    // The inputs the axes offer (exploreinputs::inputsFor) and the metrics.
    void setInputs(const std::vector<std::string> &inputs);
    void setMetrics(const std::vector<core::ExploreMetric> &metrics, bool serving);
    void setInput(Axis axis, const std::string &name);
    void setMetric(core::ExploreMetric metric);
    void setRange(Axis axis, const exploreinputs::Range &range);

    std::vector<std::string> inputs() const;
    std::vector<core::ExploreMetric> metrics() const;
    std::string input(Axis axis) const;
    core::ExploreMetric metric() const;
    exploreinputs::Range range(Axis axis) const;

    QComboBox *inputCombo(Axis axis) const { return axis == Axis::X ? m_x : m_y; }
    QComboBox *metricCombo() const { return m_metric; }
    QDoubleSpinBox *fromBox(Axis axis) const { return axis == Axis::X ? m_xFrom : m_yFrom; }
    QDoubleSpinBox *toBox(Axis axis) const { return axis == Axis::X ? m_xTo : m_yTo; }

signals:
    void inputChosen(gpusizer::ui::MapControls::Axis axis);
    void metricChosen();
    void rangeEdited(gpusizer::ui::MapControls::Axis axis);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showRangeFor(Axis axis);

    QLabel *m_xLabel;
    QLabel *m_yLabel;
    QLabel *m_metricLabel;
    QComboBox *m_x;
    QComboBox *m_y;
    QComboBox *m_metric;
    QDoubleSpinBox *m_xFrom;
    QDoubleSpinBox *m_xTo;
    QDoubleSpinBox *m_yFrom;
    QDoubleSpinBox *m_yTo;
    QLabel *m_xDash;
    QLabel *m_yDash;
    bool m_serving = false;
};

} // namespace gpusizer::ui
