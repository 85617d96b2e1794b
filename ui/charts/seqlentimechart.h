#pragma once

#include "analysis/methodcurves.h"
#include "charts/placementpass.h"
#include "model/method.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <string>
#include <vector>

class QAreaSeries;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class FittedAxis;
class LengthAxis;
class MethodLines;

// The time and cost of the training run against the sequence length (issue #29 point 2): the
// wall-clock hours of the whole run (its dataset and epochs) at every length on the left axis,
// its rent on the right one (the same cluster at every length, so the rent is the hours times
// one price and one line reads on both axes). The current method's line is solid up to the
// longest length that fits the GPU and dashed beyond it (a run the GPU cannot hold), with the
// estimate's throughput band around it, a circle at the current setting and a square where it
// stops fitting; the other training methods are thin lines up to where they stop fitting.
class SeqLenTimeChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeqLenTimeChart)
public:
    explicit SeqLenTimeChart(QWidget *parent = nullptr);
    ~SeqLenTimeChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests and the report. Hours on the left axis (x: tokens, y: wall hours).
    QChart *chart() const { return m_chart; }
    QLineSeries *fittingSeries() const { return m_fitting; }
    QLineSeries *beyondSeries() const { return m_beyond; }
    QAreaSeries *intervalBand() const { return m_band; }
    QScatterSeries *currentSeries() const { return m_current; }
    QScatterSeries *limitSeries() const { return m_limit; }
    const MethodLines &methodLines() const { return *m_lines; }
    // The methods' legend under the chart, with the dashed line where the run does not fit.
    QLabel *legend() const { return m_legend; }
    QLogValueAxis *lengthAxis() const;
    QValueAxis *hoursAxis() const { return m_hoursAxis; }
    QValueAxis *costAxis() const { return m_costAxis; }
    QStringList tickLabels() const;
    // What the tooltip over `method`'s line says at `length`: "LoRA at 8,192 tokens: 4.1 h,
    // rent $16, own $9" (empty for a method without a curve).
    QString pointText(core::Method method, double length) const;
    // The label beside the current setting's circle as shown ("3.6 h · $14.27", or the hours
    // alone where only they have room); empty where it has none.
    QString currentLabelText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void setCostTitle();
    void restyle();
    void showCurrent(const core::Analysis &analysis);
    void showOthers();
    void updateLegend();
    void fitAxes();
    void positionAnnotations();
    void placeCurrentLabel();
    void connectToolTips();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLabel *m_legend = nullptr;
    QAreaSeries *m_band = nullptr;
    QLineSeries *m_fitting = nullptr;
    QLineSeries *m_beyond = nullptr;
    QScatterSeries *m_current = nullptr;
    QScatterSeries *m_limit = nullptr;
    QGraphicsSimpleTextItem *m_currentLabel = nullptr;
    QStringList m_currentTexts;   // the whole label, then the hours alone
    std::unique_ptr<LengthAxis> m_lengthAxis;
    std::unique_ptr<MethodLines> m_lines;
    QValueAxis *m_hoursAxis = nullptr;
    QValueAxis *m_costAxis = nullptr;
    std::unique_ptr<FittedAxis> m_fitHours;

    std::vector<core::MethodCurve> m_curves;
    std::string m_currency = "USD";
    double m_rentPerHour = 0;     // of the cluster, wall-clock: the right axis' scale
    double m_neededHours = 0;
    bool m_valid = false;
    PlacementPass m_placement;
};

} // namespace gpusizer::ui
