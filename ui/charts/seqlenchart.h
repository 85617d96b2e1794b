#pragma once

#include "analysis/methodcurves.h"
#include "charts/axisscale.h"
#include "charts/placementpass.h"
#include "model/method.h"

#include <QRectF>
#include <QWidget>

#include <memory>
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
class LabelLayout;
class LengthAxis;
class MethodLines;

// Memory per GPU versus sequence length (log axis) for the current method, with the capacity
// line, the current setting and the longest sequence that still fits marked and labelled, and
// the estimate's interval as a shaded band around the curve (issue #17). A training scenario's
// other methods (full fine-tuning, LoRA, QLoRA) are thin lines beside it, each with a square
// where it stops fitting, named in the legend (issue #29 point 2).
class SeqLenChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SeqLenChart)
public:
    explicit SeqLenChart(QWidget *parent = nullptr);
    ~SeqLenChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests and the report.
    QChart *chart() const { return m_chart; }
    QLineSeries *curveSeries() const { return m_curve; }
    // The other methods' lines and limit markers (MethodLines::shown() says which show).
    const MethodLines &methodLines() const { return *m_lines; }
    // The methods' legend under the chart (hidden while only the current method is drawn).
    QLabel *legend() const { return m_legend; }
    // What the limit marker of `method` says: "QLoRA fits up to 21,845 tokens" (empty for a
    // method not shown).
    QString methodLimitText(core::Method method) const;
    // The interval band: its upper and lower series hold high and low GiB at the curve's lengths
    // (empty when the analysis has no interval).
    QAreaSeries *intervalBand() const { return m_band; }
    // What the band's tooltip says at `length`: "80 % interval at 4,096 tokens: 31–38 GiB".
    QString intervalText(double length) const;
    QLineSeries *capacitySeries() const { return m_capacity; }
    QScatterSeries *limitSeries() const { return m_limit; }
    QScatterSeries *currentSeries() const { return m_current; }
    QLogValueAxis *lengthAxis() const;
    QValueAxis *valueAxis() const { return m_axisY; }
    QString limitText() const;
    // The whole text where the limit label shows a shorter form, else empty.
    QString limitToolTip() const;
    QRectF limitLabelRect() const; // in chart coordinates
    QRectF capacityLabelRect() const;
    // The length axis' tick labels as shown ("256", "4K", "64K", "1M").
    QStringList tickLabels() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    // The tick labels and the band in the palette's colours.
    void styleTickLabels();
    void showMethodLines(const core::Analysis &analysis);
    void updateTexts();
    // The limit and capacity labels through one LabelLayout (issue #28), clear of each other,
    // the curve and the markers; the tick labels through another.
    void positionAnnotations();
    void placeAnnotations();
    void placeLimitLabel(LabelLayout &layout, double capacityY);
    void placeCapacityLabel(LabelLayout &layout, double capacityY);

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QLabel *m_legend = nullptr;
    QLineSeries *m_curve = nullptr;
    QAreaSeries *m_band = nullptr;
    QLineSeries *m_capacity = nullptr;
    QScatterSeries *m_limit = nullptr;
    QScatterSeries *m_current = nullptr;
    std::unique_ptr<LengthAxis> m_lengthAxis;
    std::unique_ptr<MethodLines> m_lines;
    std::vector<core::MethodCurve> m_curves;   // the other methods' limits, for their tooltips
    QValueAxis *m_axisY = nullptr;
    QGraphicsSimpleTextItem *m_limitLabel = nullptr;
    QGraphicsSimpleTextItem *m_capacityLabel = nullptr;

    int m_maxFitting = 0;
    int m_lastLength = 0;
    double m_capacityBytes = 0;
    double m_coverage = 0.8;
    std::vector<double> m_bandLengths;   // the band's points: lengths, low and high GiB
    std::vector<double> m_bandLowGiB;
    std::vector<double> m_bandHighGiB;
    bool m_valid = false;
    QString m_gpuName;
    QString m_capacityFullText;     // "H100 SXM: 79.1 GiB"
    QString m_limitText;            // "Fits up to\n13,389 tokens"; the label may show less
    std::unique_ptr<FittedAxis> m_fitY;
    PlacementPass m_placement;
};

} // namespace gpusizer::ui
