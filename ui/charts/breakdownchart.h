#pragma once

#include "charts/chartseries.h"
#include "charts/placementpass.h"
#include "estimate/memorybreakdown.h"

#include <QWidget>

#include <array>
#include <memory>
#include <vector>

class QBarSet;
class QChart;
class QLineF;
class QRectF;
class QChartView;
class QGraphicsLineItem;
class QGraphicsPathItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

namespace gpusizer::core {
struct Analysis;
}

namespace gpusizer::ui {

class FittedAxis;
class LabelLayout;

// Per-GPU peak memory as one stacked bar, each part labelled beside the bar with its name and
// size, the GPU's usable memory as a dashed line and the headroom (or overflow) above the bar.
// A whisker on the bar spans the estimate's interval (about 80 % of comparable measured runs
// needed memory in it, issue #17); its tooltip says so with the figures.
class BreakdownChart final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BreakdownChart)
public:
    explicit BreakdownChart(QWidget *parent = nullptr);
    ~BreakdownChart() override;

    void setAnalysis(const core::Analysis &analysis);

    // For tests and the report.
    QChart *chart() const { return m_chart; }
    QBarSet *barSet(core::MemoryComponent component) const { return m_bars.set(component); }
    QLineSeries *capacitySeries() const { return m_bars.capacity; }
    QValueAxis *valueAxis() const { return m_axisY; }
    QString componentLabelText(core::MemoryComponent component) const;
    QString headroomText() const;
    QString capacityText() const;
    // Where the visible component labels are, in chart coordinates (empty when none shows).
    QRectF componentLabelsRect() const;
    // The interval whisker: from its low to its high end in chart coordinates (a null line when
    // it is hidden: no interval, or a serving bar, which shows the engine's reservation), and
    // its text, "80 % interval: 31–38 GiB" (empty when hidden).
    QLineF intervalWhisker() const;
    QString intervalText() const;
    // The capacity label's tooltip: the whole text where a shorter one shows, else empty.
    QString capacityToolTip() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateTexts();
    static constexpr std::size_t kCount = core::kMemoryComponentCount;

    // Where one component's label goes: beside its segment's middle (anchorY), at `top`.
    struct LabelSlot {
        std::size_t index;
        double anchorY;
        double top;
    };
    // Every label placed through one LabelLayout (issue #28): headroom, component labels,
    // capacity, none over another, the bar, the whisker or the chart's edge.
    void positionAnnotations();
    void placeAnnotations();
    void placeHeadroomLabel(LabelLayout &layout, double capacityY);
    std::vector<LabelSlot> componentLabelSlots(double textHeight) const;
    void stackLabelSlots(std::vector<LabelSlot> &labelSlots, double minTop, double bottom, double textHeight);
    void placeComponentLabels(LabelLayout &layout, const std::vector<LabelSlot> &labelSlots, double barRight,
                              double textHeight);
    void placeCapacityLabel(LabelLayout &layout, double capacityY);
    void placeWhisker();
    bool showsInterval() const;

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    chartseries::ComponentBars m_bars;
    QValueAxis *m_axisX = nullptr;
    QValueAxis *m_axisY = nullptr;
    std::array<QGraphicsSimpleTextItem *, kCount> m_labels{};
    std::array<QString, kCount> m_labelTexts;  // whole texts; the items may show them elided
    std::array<QString, kCount> m_shortLabelTexts;  // with the component's short name ("CUDA  0.5 GiB")
    std::array<QGraphicsLineItem *, kCount> m_leaders{};
    QGraphicsSimpleTextItem *m_capacityLabel = nullptr;
    QGraphicsSimpleTextItem *m_headroomLabel = nullptr;
    QGraphicsPathItem *m_whiskerHalo = nullptr;  // in the background colour, under the whisker
    QGraphicsPathItem *m_whisker = nullptr;
    QGraphicsRectItem *m_whiskerTip = nullptr;   // a wider area around it for the tooltip
    QString m_capacityFullText;                  // "H100 SXM: 79.1 GiB usable"
    QString m_headroomText;                      // "39.1 GiB free (49 %)"; the label may show less

    std::array<double, kCount> m_bytes{};
    double m_capacityBytes = 0;
    double m_requiredBytes = 0;
    std::array<double, 2> m_intervalBytes{};    // low, high; 0, 0: none
    double m_coverage = 0.8;
    bool m_serving = false;
    QString m_gpuName;
    int m_kvSequences = -1;     // serving: sequences the KV pool holds (-1: training or single stream)
    bool m_valid = false;
    std::unique_ptr<FittedAxis> m_fitY;
    PlacementPass m_placement;
};

} // namespace gpusizer::ui
