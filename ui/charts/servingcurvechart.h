#pragma once

#include "charts/axisscale.h"
#include "model/serving.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QLineSeries;
class QLogValueAxis;
class QScatterSeries;
class QValueAxis;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

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

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLineSeries *m_throughput = nullptr;
    QLineSeries *m_tpot = nullptr;
    QLineSeries *m_target = nullptr;
    QScatterSeries *m_point = nullptr;
    QLogValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisTokens = nullptr;
    QValueAxis *m_axisTpot = nullptr;
    AxisScale m_tokensScale;
    AxisScale m_tpotScale;
    bool m_users = true;                 // the load axis counts users (else requests/s)
    bool m_thousands = false;            // the throughput in thousands of tokens/s
    core::LatencyStat m_stat = core::LatencyStat::P99;
    // What the texts were last written for (setAnalysis rewrites them only when these change).
    bool m_textsSet = false;
    bool m_textsUsers = true;
    core::LatencyStat m_textsStat = core::LatencyStat::P99;
};

} // namespace gpusizer::ui
