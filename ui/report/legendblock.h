#pragma once

#include "report/reportblock.h"

#include "estimate/memorybreakdown.h"

#include <QFont>

#include <vector>

class QPaintDevice;

namespace gpusizer::ui {

class ReportStyle;

// The chart legend: a swatch (colour and pattern) and the translated name of each component,
// flowing over as many lines as the names need.
class LegendBlock final : public ReportBlock
{
public:
    LegendBlock(std::vector<core::MemoryComponent> components, const ReportStyle &style);

    qreal height(qreal width) const override;
    void paint(QPainter &painter, const QRectF &rect) const override;

private:
    // Lays the entries out; paints them when `painter` is given. Returns the height.
    qreal flow(qreal width, QPainter *painter, const QPointF &origin) const;

    std::vector<core::MemoryComponent> m_components;
    QFont m_font;
    QPaintDevice *m_device;
    qreal m_swatch;
    qreal m_gap;
};

} // namespace gpusizer::ui
