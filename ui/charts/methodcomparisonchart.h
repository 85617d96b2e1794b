#pragma once

#include "charts/chartseries.h"
#include "charts/placementpass.h"
#include "estimate/memorybreakdown.h"
#include "model/method.h"

#include <QStringList>
#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QBarCategoryAxis;
class QBarSet;
class QChart;
class QChartView;
class QGraphicsSimpleTextItem;
class QRectF;
class QLineSeries;
class QValueAxis;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class ComponentLegend;
class FittedAxis;
class LabelLayout;
// The per-GPU breakdown of full fine-tuning, LoRA, QLoRA and inference side by side at the
// current settings, with the capacity line, each bar's total above it and segment sizes inside
// the segments that are tall enough to hold them.
class MethodComparisonChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MethodComparisonChart)
public:
    explicit MethodComparisonChart(QWidget *parent = nullptr);
    ~MethodComparisonChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests and the report.
    QChart *chart() const { return m_chart; }
    QBarSet *barSet(core::MemoryComponent component) const { return m_bars.set(component); }
    QBarCategoryAxis *categoryAxis() const { return m_axisX; }
    QValueAxis *valueAxis() const { return m_axisY; }
    QLineSeries *capacitySeries() const { return m_bars.capacity; }
    ComponentLegend *legend() const { return m_legend; }
    QString totalText(int category) const;
    // Segment label of one component in one bar; empty where the segment is too small.
    QString segmentText(int category, core::MemoryComponent component) const;
    // The method's name under a bar as shown ("Inference", or "Inf." where the names would
    // collide), where it is (chart coordinates) and its tooltip (the whole name where it is
    // abbreviated, else empty).
    QString categoryLabelText(int category) const;
    QRectF categoryLabelRect(int category) const;
    QString categoryLabelToolTip(int category) const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslateUi();
    void updateCategories();
    void updateLegendCapacity();
    // Segment sizes, then totals, through one LabelLayout (issue #28): none over another, a
    // total never over a bar nor past the chart's edge.
    void positionAnnotations();
    void placeAnnotations();
    void placeSegmentLabels(LabelLayout &layout);
    void placeTotals(LabelLayout &layout);
    void placeCategoryLabels();
    void styleCategoryLabels();
    QGraphicsSimpleTextItem *newLabel();

    static constexpr std::size_t kCount = core::kMemoryComponentCount;

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    ComponentLegend *m_legend = nullptr;
    chartseries::ComponentBars m_bars;
    QBarCategoryAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    std::vector<QGraphicsSimpleTextItem *> m_totals;               // one per category
    // QtCharts hides a category label wider than its category at the plot's edge ("Inference"
    // at 1366 × 768): its own are transparent (they keep their space) and these sit on top.
    std::vector<QGraphicsSimpleTextItem *> m_categoryLabels;       // one per category
    std::vector<std::array<QGraphicsSimpleTextItem *, kCount>> m_segments;  // per category

    std::vector<core::Method> m_methods;
    core::Method m_current = core::Method::LoRA;
    std::vector<std::array<double, kCount>> m_bytes;               // per category
    std::vector<double> m_capacityBytes;                           // per category
    QStringList m_categories;
    QString m_gpuName;
    double m_tallestGiB = 0;    // the tallest bar or the capacity line
    std::unique_ptr<FittedAxis> m_fitY;
    PlacementPass m_placement;
};

} // namespace gpusizer::ui
