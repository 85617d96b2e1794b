#include "report/tablerowblock.h"

#include "report/reportstyle.h"
#include "report/textblock.h"

#include "charts/componentcolors.h"

#include <QPainter>

#include <algorithm>

namespace gpusizer::ui {

void paintSwatch(QPainter &painter, const QRectF &rect, core::MemoryComponent component)
{
    painter.save();
    painter.setPen(Qt::NoPen);
    const QColor fill = componentColor(component);
    painter.setBrush(fill);
    painter.drawRect(rect);
    QColor hatch = contrastingTextColor(fill);
    hatch.setAlphaF(0.7);
    // Patterns follow the painter and tile every ~1.3 mm (rect is about 3 mm): the same
    // texture as in the charts, visible in black-and-white print.
    painter.setRenderHint(QPainter::NonCosmeticBrushPatterns);
    QBrush pattern(hatch, componentPattern(component));
    pattern.setTransform(QTransform::fromScale(rect.width() / 18.0, rect.width() / 18.0));
    painter.setBrush(pattern);
    if (componentPattern(component) != Qt::SolidPattern)
        painter.drawRect(rect);
    painter.setPen(QPen(QColor(0x40, 0x40, 0x40), rect.width() / 24.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect);
    painter.restore();
}

TableRowBlock::TableRowBlock(
    std::vector<TableCell> cells, std::vector<qreal> columnFractions, RowKind kind, const ReportStyle &style)
    : m_cells(std::move(cells))
    , m_fractions(std::move(columnFractions))
    , m_kind(kind)
    , m_font(kind == RowKind::Body ? style.bodyFont() : style.boldFont())
    , m_device(style.device())
    , m_padding(style.mm(1.3))
    , m_swatchSize(style.mm(3.2))
    , m_fill(kind == RowKind::Header ? style.headerFill() : style.zebraFill())
    , m_rule(style.ruleColor())
    , m_textColor(style.textColor())
{
    m_fractions.resize(m_cells.size(), 0.1);
}

qreal TableRowBlock::cellTextWidth(std::size_t column, qreal width) const
{
    qreal w = m_fractions[column] * width - 2 * m_padding;
    if (m_cells[column].swatch)
        w -= m_swatchSize + m_padding;
    return std::max(w, m_padding);
}

qreal TableRowBlock::height(qreal width) const
{
    qreal tallest = 0;
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        qreal h = layoutText(m_cells[i].text, m_font, m_device, cellTextWidth(i, width), m_cells[i].alignment);
        if (m_cells[i].swatch)
            h = std::max(h, m_swatchSize);
        tallest = std::max(tallest, h);
    }
    return tallest + 2 * m_padding;
}

void TableRowBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    if (m_kind == RowKind::Header || m_shaded)
        painter.fillRect(rect, m_fill);
    painter.setPen(QPen(m_rule, m_kind == RowKind::Body ? m_padding / 8 : m_padding / 4));
    painter.drawLine(rect.bottomLeft(), rect.bottomRight());
    if (m_kind == RowKind::Total)
        painter.drawLine(rect.topLeft(), rect.topRight());
    painter.setPen(m_textColor);
    qreal x = rect.left();
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const qreal columnWidth = m_fractions[i] * rect.width();
        qreal textLeft = x + m_padding;
        if (m_cells[i].swatch) {
            paintSwatch(
                painter, QRectF(textLeft, rect.top() + m_padding, m_swatchSize, m_swatchSize), *m_cells[i].swatch);
            textLeft += m_swatchSize + m_padding;
        }
        layoutText(m_cells[i].text, m_font, m_device, cellTextWidth(i, rect.width()), m_cells[i].alignment, &painter,
            QPointF(textLeft, rect.top() + m_padding));
        x += columnWidth;
    }
    painter.restore();
}

} // namespace gpusizer::ui
