#include "tradeoffs/tornadochart.h"

#include "charts/paintedchart.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>

#include <utility>

namespace gpusizer::ui {

TornadoChart::TornadoChart(QWidget *parent)
    : QWidget(parent)
{
    paintedchart::setUp(this, QStringLiteral("tornadoChart"), [this] { return drawing(); });
}

TornadoChart::~TornadoChart() = default;

void TornadoChart::setContent(TornadoContent content, std::vector<QString> toolTips, QString title)
{
    m_content = std::move(content);
    m_toolTips = std::move(toolTips);
    m_title = std::move(title);
    m_message.clear();
    relayout();
}

void TornadoChart::setMessage(const QString &message)
{
    m_content = {};
    m_toolTips.clear();
    m_message = message;
    relayout();
}

void TornadoChart::setStale(bool stale)
{
    if (stale == m_stale)
        return;
    m_stale = stale;
    update();
}

std::optional<std::size_t> TornadoChart::rowAt(const QPointF &point) const
{
    const std::size_t n = m_layout.rows.size();
    if (n == 0 || point.y() < m_layout.plot.top() || point.y() >= m_layout.plot.bottom())
        return std::nullopt;
    const auto row = static_cast<std::size_t>((point.y() - m_layout.plot.top()) / (m_layout.plot.height() / double(n)));
    return row < n ? std::optional(row) : std::nullopt;
}

QString TornadoChart::toolTipAt(const QPointF &point) const
{
    const std::optional<std::size_t> row = rowAt(point);
    return row && *row < m_toolTips.size() ? m_toolTips[*row] : QString();
}

chartimage::Drawing TornadoChart::drawing() const
{
    return paintedchart::drawing(
        *this, m_title, [this](QPainter &painter, const QRectF &target) { paintChart(painter, target); });
}

QSize TornadoChart::sizeHint() const
{
    return paintedchart::sizeHint();
}

QSize TornadoChart::minimumSizeHint() const
{
    return paintedchart::minimumSizeHint(*this, 10);
}

void TornadoChart::relayout()
{
    m_layout = TornadoLayout::layOut(QSizeF(size()), font(), m_content);
    update();
}

void TornadoChart::paintChart(QPainter &painter, const QRectF &target) const
{
    painter.save();
    painter.translate(target.topLeft());
    const QPalette &pal = palette();
    painter.fillRect(QRectF(QPointF(), target.size()), pal.color(QPalette::Window));
    if (!m_message.isEmpty() || m_content.bars.empty()) {
        painter.setPen(pal.color(QPalette::PlaceholderText));
        painter.setFont(font());
        painter.drawText(
            QRectF(QPointF(), target.size()).adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_message);
        painter.restore();
        return;
    }
    const TornadoLayout layout
        = target.size() == QSizeF(size()) ? m_layout : TornadoLayout::layOut(target.size(), font(), m_content);
    painter.setOpacity(m_stale ? 0.35 : 1.0);
    paintTornado(painter, layout, font(), TornadoColors::screen(pal));
    painter.restore();
}

void TornadoChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintChart(painter, QRectF(rect()));
}

void TornadoChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_layout = TornadoLayout::layOut(QSizeF(size()), font(), m_content);
}

bool TornadoChart::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const QPointF at = static_cast<QHelpEvent *>(event)->pos();
    std::optional<paintedchart::Tip> tip = paintedchart::wholeTextAt(m_layout.texts(), at);
    if (!tip) {
        // The bar's row: the tip follows the pointer along it.
        if (const QString row = toolTipAt(at); !row.isEmpty())
            tip = paintedchart::Tip { row, QRect() };
    }
    return paintedchart::showToolTip(this, event, tip);
}

void TornadoChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        relayout();
}

} // namespace gpusizer::ui
