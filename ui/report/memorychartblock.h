#pragma once

#include "report/reportblock.h"

#include "estimate/memorybreakdown.h"

#include <QString>

#include <memory>
#include <vector>

class QChart;
class QGraphicsScene;
class QHorizontalStackedBarSeries;

namespace gpusizer::ui {

struct MemoryBar {
    QString label; // category label ("QLoRA"); empty for a single bar
    core::MemoryBreakdown memory; // per GPU
};

// Per-GPU memory by component as horizontal stacked bars, with the GPU's usable memory as a
// dashed line: an export QChart (no animation) rendered as vectors into the report. Each part
// is filled with its component colour and overlaid with its hatch pattern, so the chart reads
// in black-and-white print too.
class MemoryChartBlock final : public ReportBlock
{
public:
    MemoryChartBlock(std::vector<MemoryBar> bars, double capacityBytes, QString axisTitle, QString capacityLabel);
    ~MemoryChartBlock() override;

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

    // Components drawn (non-zero in at least one bar), in stack order.
    const std::vector<core::MemoryComponent> &components() const { return m_components; }

private:
    void build();
    void addOverlays();

    std::vector<MemoryBar> m_bars;
    double m_capacityBytes;
    QString m_axisTitle;
    QString m_capacityLabel;
    std::vector<core::MemoryComponent> m_components;
    std::unique_ptr<QGraphicsScene> m_scene;
    QChart *m_chart = nullptr; // owned by m_scene
    QHorizontalStackedBarSeries *m_series = nullptr; // owned by m_chart
    QSizeF m_sceneSize;
};

} // namespace gpusizer::ui
