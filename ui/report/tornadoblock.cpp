#include "report/tornadoblock.h"

#include "report/reportstyle.h"

#include <QPainter>

namespace gpusizer::ui {

TornadoBlock::TornadoBlock(TornadoContent content, const ReportStyle &style)
    : m_content(std::move(content))
    , m_font(style.smallFont())
    , m_device(style.device())
    , m_unit(style.pt(0.75)) // a pixel of the window at 96 dpi is 0.75 pt
{
}

qreal TornadoBlock::height(qreal) const
{
    return TornadoLayout::preferredHeight(m_content.bars.size(), m_font, m_unit, m_device);
}

TornadoLayout TornadoBlock::layoutAt(qreal width) const
{
    return TornadoLayout::layOut(QSizeF(width, height(width)), m_font, m_content, m_unit, m_device);
}

void TornadoBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.translate(rect.topLeft());
    paintTornado(painter, layoutAt(rect.width()), m_font, TornadoColors::print(), m_unit);
    painter.restore();
}

} // namespace gpusizer::ui
