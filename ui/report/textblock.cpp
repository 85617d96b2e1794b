#include "report/textblock.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

namespace gpusizer::ui {

qreal layoutText(const QString &text, const QFont &font, QPaintDevice *device, qreal width, Qt::Alignment alignment,
    QPainter *painter, const QPointF &origin)
{
    QTextLayout layout(text, font, device);
    QTextOption option(alignment);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    qreal y = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setLeadingIncluded(true);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    if (painter)
        layout.draw(painter, origin);
    return y;
}

TextBlock::TextBlock(QString text, QFont font, QColor color, QPaintDevice *device)
    : m_text(keepNumbersWithUnits(text))
    , m_font(std::move(font))
    , m_color(std::move(color))
    , m_device(device)
{
}

qreal TextBlock::height(qreal width) const
{
    const qreal textWidth = width - m_indent;
    qreal h = layoutText(m_text, m_font, m_device, textWidth, m_alignment);
    if (m_ruleWidth > 0)
        h += m_ruleWidth * 4;
    return h;
}

void TextBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setPen(m_color);
    if (!m_bullet.isEmpty()) {
        const qreal bulletWidth = QFontMetricsF(m_font, m_device).horizontalAdvance(m_bullet);
        layoutText(m_bullet, m_font, m_device, bulletWidth * 2, Qt::AlignLeft, &painter,
            QPointF(rect.left() + m_indent - bulletWidth * 1.8, rect.top()));
    }
    const qreal h = layoutText(m_text, m_font, m_device, rect.width() - m_indent, m_alignment, &painter,
        QPointF(rect.left() + m_indent, rect.top()));
    if (m_ruleWidth > 0) {
        const qreal y = rect.top() + h + m_ruleWidth * 2;
        painter.setPen(QPen(m_ruleColor, m_ruleWidth));
        painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y));
    }
    painter.restore();
}

} // namespace gpusizer::ui
