#include "tradeoffs/paretochart.h"

#include "charts/chartpointer.h"
#include "charts/paintedchart.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <cmath>
#include <utility>

namespace gpusizer::ui {

namespace {

// Paul Tol's vibrant blue for the front, his magenta for the scenario (as the map outlines its
// cell), his green for the region that meets the target.
const QColor kFrontColor = QColor::fromRgb(0x0077BB);
const QColor kCurrentColor = QColor::fromRgb(0xEE3377);
const QColor kRegionColor = QColor::fromRgb(0x228833);
constexpr double kFrontRadius = 4.0;
constexpr double kDominatedRadius = 2.5;
constexpr double kCurrentRadius = 8.0;
constexpr double kReach = 7.0; // pixels from a point at which the pointer is on it

constexpr double kStaleOpacity = 0.3; // points that are not the scenario's

// Dominated points half transparent: where thousands overlap the grey shows how many.
QColor dominatedColor(const QPalette &palette)
{
    QColor grey = palette.color(QPalette::WindowText);
    grey.setAlpha(85);
    return grey;
}

void drawAsterisk(QPainter &painter, const QPointF &c, double r)
{
    for (int i = 0; i < 3; ++i) {
        const double a = M_PI / 2 + i * M_PI / 3;
        const QPointF d(r * std::cos(a), r * std::sin(a));
        painter.drawLine(c - d, c + d);
    }
}

void drawMark(QPainter &painter, const ParetoMark &m, const QPointF &at, const QColor &color, const QColor &hollowFill)
{
    const double r = m.front ? kFrontRadius : kDominatedRadius;
    if (m.uncalibrated) {
        painter.setPen(QPen(color, m.front ? 1.8 : 1.2));
        drawAsterisk(painter, at, r + 1.5);
        return;
    }
    if (m.hollow) {
        painter.setPen(QPen(color, m.front ? 1.5 : 1.0));
        painter.setBrush(hollowFill);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
    }
    painter.drawEllipse(at, r, r);
}

} // namespace

ParetoChart::ParetoChart(QWidget *parent)
    : QWidget(parent)
{
    paintedchart::setUp(this, QStringLiteral("paretoChart"), [this] { return drawing(); });
    setMouseTracking(true);
    // Points that are not the scenario's would bring back what it was before: no click on them.
    m_pointer = new ChartPointer<std::size_t>(
        this, [this](const QPointF &p) { return markAt(p); }, [this](std::optional<std::size_t> m) { setHovered(m); },
        [this](std::size_t mark) {
            if (!m_stale)
                emit pointClicked(m_plot.marks[mark].point);
        });
}

ParetoChart::~ParetoChart() = default;

void ParetoChart::setPlot(ParetoPlot plot, ParetoTexts texts)
{
    m_plot = std::move(plot);
    m_texts = std::move(texts);
    m_hovered.reset();
    m_pointer->forgetPress();
    relayout();
}

void ParetoChart::setCurrent(std::optional<ParetoMark> current)
{
    const bool same = current.has_value() == m_plot.current.has_value()
        && (!current || (current->x == m_plot.current->x && current->y == m_plot.current->y));
    if (same)
        return;
    const std::optional<ParetoMark> before = m_plot.current;
    m_plot.current = current;
    // Inside the axes the ring moves over the cached points alone (a drag repaints no point);
    // outside them the axes follow.
    const auto inside = [this](const ParetoMark &m) {
        const auto within = [](const PlotAxis &a, double v) { return v >= a.low && v <= a.high; };
        return within(m_layout.x, m.x) && within(m_layout.y, m.y);
    };
    if (!current || !inside(*current) || (before && !inside(*before))) {
        relayout();
        return;
    }
    const auto ring = [this](const ParetoMark &m) {
        const QPointF at = m_layout.at(m.x, m.y);
        const double r = kCurrentRadius + 4;
        return QRectF(at - QPointF(r, r), QSizeF(2 * r, 2 * r)).toAlignedRect();
    };
    if (before)
        update(ring(*before));
    update(ring(*current));
}

void ParetoChart::setStale(bool stale)
{
    if (stale == m_stale)
        return;
    m_stale = stale;
    // Only the "updating" label moves in or out: the caches stay.
    m_layout = ParetoLayout::layOut(QSizeF(size()), font(), m_plot, m_texts, m_stale);
    update();
}

QPointF ParetoChart::markPosition(std::size_t index) const
{
    const ParetoMark &m = m_plot.marks.at(index);
    return m_layout.at(m.x, m.y);
}

std::optional<std::size_t> ParetoChart::markAt(const QPointF &point) const
{
    if (!m_layout.plot.adjusted(-kReach, -kReach, kReach, kReach).contains(point))
        return std::nullopt;
    std::optional<std::size_t> best;
    double bestDistance = kReach * kReach;
    // Last drawn first: the front lies over the dominated points.
    for (std::size_t i = m_plot.marks.size(); i-- > 0;) {
        const QPointF d = markPosition(i) - point;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QString ParetoChart::toolTipAt(const QPointF &point) const
{
    if (const std::optional<std::size_t> mark = markAt(point); mark && m_toolTipOf)
        return m_toolTipOf(m_plot.marks[*mark]);
    return {};
}

QString ParetoChart::title() const
{
    return tr("%1 against %2", "chart title: y axis against x axis").arg(m_texts.yTitle, m_texts.xTitle);
}

chartimage::Drawing ParetoChart::drawing() const
{
    return paintedchart::drawing(
        *this, title(), [this](QPainter &painter, const QRectF &target) { paintChart(painter, target); });
}

QSize ParetoChart::sizeHint() const
{
    return paintedchart::sizeHint();
}

QSize ParetoChart::minimumSizeHint() const
{
    return paintedchart::minimumSizeHint(*this, 8);
}

void ParetoChart::relayout()
{
    m_layout = ParetoLayout::layOut(QSizeF(size()), font(), m_plot, m_texts, m_stale);
    m_frame = QPixmap();
    update();
}

void ParetoChart::paintChart(QPainter &painter, const QRectF &target) const
{
    const ParetoLayout layout = target.size() == QSizeF(size())
        ? m_layout
        : ParetoLayout::layOut(target.size(), font(), m_plot, m_texts, m_stale);
    painter.save();
    painter.translate(target.topLeft());
    paintFrame(painter, layout, target.size());
    painter.setOpacity(m_stale ? kStaleOpacity : 1.0);
    paintMarks(painter, layout);
    painter.setOpacity(1.0);
    paintCurrent(painter, layout);
    paintStale(painter, layout);
    painter.restore();
}

void ParetoChart::paintCurrent(QPainter &painter, const ParetoLayout &layout) const
{
    if (!m_plot.current)
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPointF at = layout.at(m_plot.current->x, m_plot.current->y);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(palette().color(QPalette::Base), 5));
    painter.drawEllipse(at, kCurrentRadius, kCurrentRadius);
    painter.setPen(QPen(kCurrentColor, 2.5));
    painter.drawEllipse(at, kCurrentRadius, kCurrentRadius);
    painter.restore();
}

void ParetoChart::paintFrame(QPainter &painter, const ParetoLayout &layout, const QSizeF &size) const
{
    const QPalette &pal = palette();
    const QColor text = pal.color(QPalette::WindowText);
    const QColor base = pal.color(QPalette::Base);
    const QColor grey = dominatedColor(pal);
    QColor grid = pal.color(QPalette::Mid);
    grid.setAlpha(90);
    painter.save();
    painter.fillRect(QRectF(QPointF(), size), pal.color(QPalette::Window));
    painter.setFont(font());
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(layout.plot, base);

    // The region that meets the TPOT target: right of 1000 / target.
    if (m_plot.targetTokensPerUser) {
        const double x = layout.at(*m_plot.targetTokensPerUser, layout.y.low).x();
        if (x < layout.plot.right()) {
            const double left = std::max(x, layout.plot.left());
            QColor fill = kRegionColor;
            fill.setAlpha(40);
            painter.fillRect(QRectF(QPointF(left, layout.plot.top()), layout.plot.bottomRight()), fill);
            if (x >= layout.plot.left()) {
                painter.setPen(QPen(kRegionColor, 1.2, Qt::DashLine));
                painter.drawLine(QPointF(x, layout.plot.top()), QPointF(x, layout.plot.bottom()));
            }
        }
    }
    painter.setPen(QPen(grid, 1));
    for (const double v : layout.x.ticks) {
        const double x = std::round(layout.at(v, layout.y.low).x()) + 0.5;
        painter.drawLine(QPointF(x, layout.plot.top()), QPointF(x, layout.plot.bottom()));
    }
    for (const double v : layout.y.ticks) {
        const double y = std::round(layout.at(layout.x.low, v).y()) + 0.5;
        painter.drawLine(QPointF(layout.plot.left(), y), QPointF(layout.plot.right(), y));
    }
    painter.setPen(QPen(pal.color(QPalette::Mid), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(layout.plot.adjusted(-0.5, -0.5, 0.5, 0.5));

    painter.setRenderHint(QPainter::Antialiasing, true);
    // The legend's keys, drawn as the points are.
    for (const ParetoLayout::Key &k : layout.keys) {
        const QPointF c = k.swatch.center();
        ParetoMark sample;
        switch (k.key) {
        case ParetoKey::Front:
            painter.setPen(QPen(kFrontColor, 1.5));
            painter.drawLine(QPointF(k.swatch.left(), c.y()), QPointF(k.swatch.right(), c.y()));
            sample.front = true;
            drawMark(painter, sample, c, kFrontColor, base);
            break;
        case ParetoKey::Dominated:
            drawMark(painter, sample, c, grey, base);
            break;
        case ParetoKey::Hollow:
            sample.front = true;
            sample.hollow = true;
            drawMark(painter, sample, c, kFrontColor, base);
            break;
        case ParetoKey::Uncalibrated:
            sample.front = true;
            sample.uncalibrated = true;
            drawMark(painter, sample, c, kFrontColor, base);
            break;
        case ParetoKey::Current:
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(kCurrentColor, 2));
            painter.drawEllipse(c, k.swatch.width() / 2 - 1, k.swatch.width() / 2 - 1);
            break;
        case ParetoKey::Region: {
            QColor fill = kRegionColor;
            fill.setAlpha(60);
            painter.fillRect(k.swatch, fill);
            break;
        }
        }
    }

    painter.setPen(text);
    for (const PlotText *t : { &layout.xTitle, &layout.yTitle })
        plottext::draw(painter, *t);
    for (const std::vector<PlotText> *ticks : { &layout.xTicks, &layout.yTicks })
        for (const PlotText &t : *ticks)
            plottext::draw(painter, t);
    for (const ParetoLayout::Key &k : layout.keys)
        plottext::draw(painter, k.text);
    painter.restore();
}

void ParetoChart::paintMarks(QPainter &painter, const ParetoLayout &layout) const
{
    const QPalette &pal = palette();
    const QColor base = pal.color(QPalette::Base);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setClipRect(layout.plot.adjusted(-kFrontRadius, -kFrontRadius, kFrontRadius, kFrontRadius));
    for (const ParetoMark &m : m_plot.marks)
        if (!m.front)
            drawMark(painter, m, layout.at(m.x, m.y), dominatedColor(pal), base);
    QPolygonF front;
    for (const std::size_t i : m_plot.front)
        front << layout.at(m_plot.marks[i].x, m_plot.marks[i].y);
    painter.setPen(QPen(kFrontColor, 1.5));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolyline(front);
    for (const ParetoMark &m : m_plot.marks)
        if (m.front)
            drawMark(painter, m, layout.at(m.x, m.y), kFrontColor, base);
    painter.restore();
}

void ParetoChart::paintStale(QPainter &painter, const ParetoLayout &layout) const
{
    if (layout.stale.text.isEmpty())
        return;
    painter.save();
    painter.setFont(font());
    painter.fillRect(layout.stale.rect.adjusted(-4, -1, 4, 1), palette().color(QPalette::Base));
    painter.setPen(palette().color(QPalette::PlaceholderText));
    plottext::draw(painter, layout.stale);
    painter.restore();
}

void ParetoChart::paintEvent(QPaintEvent *)
{
    // The frame and the points from caches: thousands of points, while a drag moves only the
    // ring and fades them (or brings them back) once.
    const qreal ratio = devicePixelRatioF();
    if (m_frame.isNull() || m_frame.size() != size() * ratio) {
        m_frame = QPixmap(size() * ratio);
        m_frame.setDevicePixelRatio(ratio);
        QPainter cache(&m_frame);
        cache.setRenderHint(QPainter::TextAntialiasing, true);
        paintFrame(cache, m_layout, QSizeF(size()));
        m_points = QPixmap(size() * ratio);
        m_points.setDevicePixelRatio(ratio);
        m_points.fill(Qt::transparent);
        QPainter points(&m_points);
        paintMarks(points, m_layout);
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_frame);
    painter.setOpacity(m_stale ? kStaleOpacity : 1.0);
    painter.drawPixmap(0, 0, m_points);
    painter.setOpacity(1.0);
    paintCurrent(painter, m_layout);
    paintStale(painter, m_layout);
    if (m_hovered && *m_hovered < m_plot.marks.size()) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1.2));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(markPosition(*m_hovered), kFrontRadius + 2.5, kFrontRadius + 2.5);
    }
}

void ParetoChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_layout = ParetoLayout::layOut(QSizeF(size()), font(), m_plot, m_texts, m_stale);
    m_frame = QPixmap();
}

bool ParetoChart::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const QPointF at = static_cast<QHelpEvent *>(event)->pos();
    if (const std::optional<std::size_t> mark = markAt(at); mark && m_toolTipOf) {
        const QPointF p = markPosition(*mark);
        const QRectF reach(p - QPointF(kReach, kReach), QSizeF(2 * kReach, 2 * kReach));
        return paintedchart::showToolTip(
            this, event, paintedchart::Tip { m_toolTipOf(m_plot.marks[*mark]), reach.toAlignedRect() });
    }
    return paintedchart::showToolTip(this, event, paintedchart::wholeTextAt(m_layout.texts(), at));
}

void ParetoChart::setHovered(std::optional<std::size_t> mark)
{
    if (mark == m_hovered)
        return;
    m_hovered = mark;
    update();
}

void ParetoChart::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::LocaleChange)
        relayout();
}

} // namespace gpusizer::ui
