#pragma once

#include "charts/placementpass.h"
#include "model/serving.h"

#include <QWidget>

#include <memory>

class QChart;
class QChartView;
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

// Inference: output tokens per second and time per output token against the load (users or
// requests per second, log axis), with the TPOT target as a dashed line and the scenario's
// operating point marked. Takes the place of the training time and cost chart.
class ServingCurveChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServingCurveChart)
public:
    explicit ServingCurveChart(QWidget *parent = nullptr);
    ~ServingCurveChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests. The throughput is in thousands of tokens/s where it reaches a thousand.
    QChart *chart() const { return m_chart; }
    QLineSeries *throughputSeries() const { return m_throughput; }
    QLineSeries *tpotSeries() const { return m_tpot; }
    QLineSeries *targetSeries() const { return m_target; }
    QScatterSeries *operatingPoint() const { return m_point; }
    QLogValueAxis *loadAxis() const { return m_axisX; }
    // The legend under the chart, shown where the chart's own would elide its names.
    QLabel *wrappingLegend() const { return m_legend; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // After a layout or font change: ticks as many as fit, the legend that fits.
    void fitToPlot();
    void fitToPlotOnce();
    // The load axis from a little before its first tick (m_loadLow) to m_loadHigh.
    void fitLoadAxis();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLineSeries *m_throughput = nullptr;
    QLineSeries *m_tpot = nullptr;
    QLineSeries *m_target = nullptr;
    QScatterSeries *m_point = nullptr;
    QLogValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisTokens = nullptr;
    QValueAxis *m_axisTpot = nullptr;
    QLabel *m_legend = nullptr;
    int m_viewMinimumHeight = 0;        // the view's least height with the chart's own legend
    std::unique_ptr<FittedAxis> m_fitTokens;
    std::unique_ptr<FittedAxis> m_fitTpot;
    PlacementPass m_placement;
    double m_loadLow = 0;               // the curve's load range in whole 1-2-5 steps
    double m_loadHigh = 0;
    int m_loadDecimals = 0;             // of the load's tick labels
    bool m_users = true;                 // the load axis counts users (else requests/s)
    bool m_thousands = false;            // the throughput in thousands of tokens/s
    core::LatencyStat m_stat = core::LatencyStat::P99;
    // What the texts were last written for (setAnalysis rewrites them only when these change).
    bool m_textsSet = false;
    bool m_textsUsers = true;
    core::LatencyStat m_textsStat = core::LatencyStat::P99;
};

} // namespace gpusizer::ui
