#include "report/legendblock.h"

#include "report/reportstyle.h"
#include "report/tablerowblock.h"
#include "report/textblock.h"

#include "charts/componentcolors.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace gpusizer::ui {

LegendBlock::LegendBlock(std::vector<core::MemoryComponent> components, const ReportStyle &style)
    : m_components(std::move(components))
    , m_font(style.smallFont())
    , m_device(style.device())
    , m_swatch(style.mm(2.8))
    , m_gap(style.mm(1.2))
{
    m_font.setPointSizeF(m_font.pointSizeF() + 0.5);
}

qreal LegendBlock::flow(qreal width, QPainter *painter, const QPointF &origin) const
{
    const QFontMetricsF metrics(m_font, m_device);
    const qreal lineHeight = std::max(metrics.height(), m_swatch) + m_gap;
    qreal x = 0;
    qreal y = 0;
    for (core::MemoryComponent component : m_components) {
        const QString name = componentName(component);
        const qreal textWidth = std::min(metrics.horizontalAdvance(name), width - m_swatch - m_gap);
        const qreal entryWidth = m_swatch + m_gap + textWidth + 3 * m_gap;
        if (x > 0 && x + entryWidth > width) {
            x = 0;
            y += lineHeight;
        }
        const qreal textHeight = layoutText(name, m_font, m_device, textWidth + 1, Qt::AlignLeft);
        if (painter) {
            const qreal rowHeight = std::max(textHeight, m_swatch);
            paintSwatch(*painter,
                QRectF(origin.x() + x, origin.y() + y + (rowHeight - m_swatch) / 2, m_swatch, m_swatch), component);
            layoutText(name, m_font, m_device, textWidth + 1, Qt::AlignLeft, painter,
                QPointF(origin.x() + x + m_swatch + m_gap, origin.y() + y + (rowHeight - textHeight) / 2));
        }
        // A name wider than the line wraps onto more lines of its own.
        if (textHeight > lineHeight) {
            y += textHeight + m_gap - lineHeight;
            x = width;
            continue;
        }
        x += entryWidth;
    }
    return y + lineHeight;
}

qreal LegendBlock::height(qreal width) const
{
    return flow(width, nullptr, {});
}

void LegendBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setPen(QColor(0x20, 0x20, 0x20));
    flow(rect.width(), &painter, rect.topLeft());
    painter.restore();
}

} // namespace gpusizer::ui
