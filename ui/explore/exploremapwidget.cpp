#include "explore/exploremapwidget.h"

#include "catalog/gpucatalog.h"
#include "charts/chartpointer.h"
#include "charts/paintedchart.h"
#include "explore/exploreinputs.h"
#include "explore/mapcells.h"
#include "explore/maptooltip.h"
#include "text/exploretext.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QPaintEvent>
#include <QPainterPath>

#include <cmath>
#include <utility>

namespace gpusizer::ui {

namespace {

// The scenario's own cell: Paul Tol's vibrant magenta, a hue neither viridis nor the verdicts use.
const QColor kCurrentColor = QColor::fromRgb(0xEE3377);

bool fitting(const core::ExploreCell &cell)
{
    return cell.verdict != core::FitVerdict::DoesNotFit;
}

mapticks::Tick legendTick(double position, const QString &text, int rank)
{
    return {position, text, rank};
}

} // namespace

ExploreMapWidget::ExploreMapWidget(QWidget *parent)
    : QWidget(parent)
{
    paintedchart::setUp(this, QStringLiteral("exploreMap"), [this] { return drawing(); });
    setMouseTracking(true);
    new ChartPointer<MapCell>(
        this, [this](const QPointF &p) { return cellAt(p); }, [this](std::optional<MapCell> c) { setHovered(c); },
        [this](MapCell c) { emit cellClicked(c); });
}

ExploreMapWidget::~ExploreMapWidget() = default;

void ExploreMapWidget::setCells(const MapCells *cells, const core::GpuCatalog *catalog, bool serving, std::string currency)
{
    const bool axes = cells == nullptr || m_cells == nullptr || cells->x() != m_tickedX || cells->y() != m_tickedY
                      || catalog != m_catalog || currency != m_currency;
    m_cells = cells;
    m_catalog = catalog;
    m_serving = serving;
    m_currency = std::move(currency);
    rebuild(axes);
}

void ExploreMapWidget::setCurrent(std::optional<MapCell> cell)
{
    if (cell == m_current)
        return;
    m_current = cell;
    update();
}

const MapLayout &ExploreMapWidget::layout() const
{
    return m_layout;
}

QRectF ExploreMapWidget::cellRect(MapCell cell) const
{
    return m_cells == nullptr ? QRectF() : m_layout.cellRect(cell.column, cell.row, m_cells->rows());
}

std::optional<MapCell> ExploreMapWidget::cellAt(const QPointF &point) const
{
    if (m_cells == nullptr || m_cells->empty() || !m_layout.plot.contains(point) || m_layout.cellWidth <= 0
        || m_layout.cellHeight <= 0)
        return std::nullopt;
    const auto column = static_cast<std::size_t>((point.x() - m_layout.plot.left()) / m_layout.cellWidth);
    const auto fromTop = static_cast<std::size_t>((point.y() - m_layout.plot.top()) / m_layout.cellHeight);
    if (column >= m_cells->columns() || fromTop >= m_cells->rows())
        return std::nullopt;
    return MapCell{column, m_cells->rows() - 1 - fromTop};
}

QString ExploreMapWidget::toolTipFor(MapCell cell) const
{
    if (m_cells == nullptr || m_catalog == nullptr)
        return {};
    return mapCellToolTip(*m_cells, cell.column, cell.row, *m_catalog, m_serving, m_currency);
}

std::vector<ExploreMapWidget::BoundaryEdge> ExploreMapWidget::boundary() const
{
    return boundaryIn(m_layout);
}

std::vector<ExploreMapWidget::BoundaryEdge> ExploreMapWidget::boundaryIn(const MapLayout &layout) const
{
    std::vector<BoundaryEdge> edges;
    if (m_cells == nullptr)
        return edges;
    const std::size_t columns = m_cells->columns();
    const std::size_t rows = m_cells->rows();
    const auto edge = [&](MapCell a, MapCell b) {
        const core::ExploreCell *ca = m_cells->shown(a.column, a.row);
        const core::ExploreCell *cb = m_cells->shown(b.column, b.row);
        if (ca == nullptr || cb == nullptr || !ca->valid || !cb->valid || fitting(*ca) == fitting(*cb))
            return;
        const QRectF ra = layout.cellRect(a.column, a.row, rows);
        // b is right of or above a: the edge is a's right or top side.
        const QLineF line = b.column != a.column ? QLineF(ra.topRight(), ra.bottomRight()) : QLineF(ra.topLeft(), ra.topRight());
        edges.push_back(fitting(*ca) ? BoundaryEdge{a, b, line} : BoundaryEdge{b, a, line});
    };
    for (std::size_t j = 0; j < rows; ++j)
        for (std::size_t i = 0; i < columns; ++i) {
            if (i + 1 < columns)
                edge({i, j}, {i + 1, j});
            if (j + 1 < rows)
                edge({i, j}, {i, j + 1});
        }
    return edges;
}

QString ExploreMapWidget::title() const
{
    if (m_cells == nullptr)
        return tr("Map");
    return tr("%1 by %2 and %3")
        .arg(exploretext::metricName(m_cells->metric(), m_serving), exploretext::inputName(m_cells->x().name),
             exploretext::inputName(m_cells->y().name));
}

chartimage::Drawing ExploreMapWidget::drawing() const
{
    return paintedchart::drawing(*this, title(),
                                 [this](QPainter &painter, const QRectF &target) { paintMap(painter, target); });
}

QSize ExploreMapWidget::sizeHint() const
{
    return paintedchart::sizeHint();
}

QSize ExploreMapWidget::minimumSizeHint() const
{
    // Room for the legend and the axes around a plot of a few pixels a cell.
    return paintedchart::minimumSizeHint(*this, 4);
}

QColor ExploreMapWidget::cellColor(const core::ExploreCell &cell) const
{
    if (m_cells != nullptr && m_cells->metric() == core::ExploreMetric::Fit)
        return HeatScale::verdictColor(cell.verdict);
    return m_scale.color(*cell.value);
}

MapTexts ExploreMapWidget::texts() const
{
    MapTexts texts;
    if (m_cells == nullptr || m_catalog == nullptr)
        return texts;
    const core::ExploreAxis &x = m_cells->x();
    const core::ExploreAxis &y = m_cells->y();
    texts.columns = m_cells->columns();
    texts.rows = m_cells->rows();
    texts.xTitle = exploretext::axisTitle(x.name, m_currency);
    texts.yTitle = exploretext::axisTitle(y.name, m_currency);
    texts.xChoices = !x.field;
    texts.yChoices = !y.field;
    const auto ticksOf = [this](const core::ExploreAxis &axis) {
        return mapticks::axisTicks(
            axis, exploreinputs::multiplies(axis.name), exploreinputs::binarySteps(axis.name),
            [&axis](double v) { return exploretext::tickNumber(axis.name, v); },
            [&axis, this](std::size_t i) { return exploretext::tickLabel(axis, i, *m_catalog); });
    };
    texts.xTicks = m_xTicks.empty() && x.size() > 0 ? ticksOf(x) : m_xTicks;
    texts.yTicks = m_yTicks.empty() && y.size() > 0 ? ticksOf(y) : m_yTicks;
    const core::ExploreMetric metric = m_cells->metric();
    texts.legendTitle = exploretext::metricTitle(metric, m_serving, m_currency);
    if (metric == core::ExploreMetric::Fit) {
        for (const core::FitVerdict v : {core::FitVerdict::Fits, core::FitVerdict::Tight, core::FitVerdict::DoesNotFit})
            texts.swatches.push_back({HeatScale::verdictColor(v), exploretext::verdictText(v)});
    } else {
        for (const mapticks::RoundValue &r :
             mapticks::roundValues(m_scale.low(), m_scale.high(), m_scale.logarithmic(), false))
            texts.legendTicks.push_back(
                legendTick(m_scale.position(r.value), exploretext::metricTick(metric, r.value, m_currency), r.rank));
    }
    texts.keys.push_back({MapTexts::Key::Boundary, tr("Fit boundary")});
    texts.keys.push_back({MapTexts::Key::Current, tr("This scenario")});
    bool invalid = false;
    for (std::size_t j = 0; j < texts.rows && !invalid; ++j)
        for (std::size_t i = 0; i < texts.columns && !invalid; ++i)
            if (const core::ExploreCell *c = m_cells->shown(i, j); c != nullptr && !c->valid)
                invalid = true;
    if (invalid)
        texts.keys.push_back({MapTexts::Key::Invalid, tr("Cannot be estimated")});
    return texts;
}

MapLayout ExploreMapWidget::layOut(const QSizeF &size) const
{
    return MapLayout::layOut(size, font(), m_texts);
}

void ExploreMapWidget::rebuild(bool axes)
{
    if (axes) {
        m_xTicks.clear();
        m_yTicks.clear();
        m_tickedX = m_cells != nullptr ? m_cells->x() : core::ExploreAxis{};
        m_tickedY = m_cells != nullptr ? m_cells->y() : core::ExploreAxis{};
    }
    std::vector<double> values;
    if (m_cells != nullptr && m_cells->metric() != core::ExploreMetric::Fit)
        for (std::size_t j = 0; j < m_cells->rows(); ++j)
            for (std::size_t i = 0; i < m_cells->columns(); ++i)
                if (const core::ExploreCell *c = m_cells->shown(i, j); c != nullptr && c->valid && c->value)
                    values.push_back(*c->value);
    m_scale = HeatScale::over(values);
    MapTexts texts = this->texts();
    if (axes) {
        m_xTicks = texts.xTicks;
        m_yTicks = texts.yTicks;
    }
    // New cells under the same words (a slice of fine rows, a drag tick whose legend reads the
    // same): only the plot is laid out and painted again.
    if (!axes && texts == m_texts) {
        update(m_layout.plot.toAlignedRect().adjusted(-4, -4, 4, 4));
        return;
    }
    m_texts = std::move(texts);
    m_layout = layOut(QSizeF(size()));
    update();
}

void ExploreMapWidget::paintMap(QPainter &painter, const QRectF &target) const
{
    const MapLayout layout = target.size() == QSizeF(size()) ? m_layout : layOut(target.size());
    painter.save();
    painter.translate(target.topLeft());
    const QPalette &pal = palette();
    painter.fillRect(QRectF(QPointF(), target.size()), pal.color(QPalette::Window));
    painter.setFont(font());
    const QColor text = pal.color(QPalette::WindowText);
    const QColor hatch = pal.color(QPalette::Mid);
    const QColor blank = pal.color(QPalette::Base);

    // The cells; no antialiasing, so that neighbours meet without a seam.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(layout.plot, blank);
    if (m_cells != nullptr) {
        const std::size_t rows = m_cells->rows();
        for (std::size_t j = 0; j < rows; ++j)
            for (std::size_t i = 0; i < m_cells->columns(); ++i) {
                const core::ExploreCell *cell = m_cells->shown(i, j);
                if (cell == nullptr)
                    continue;
                // Snapped to whole pixels so that neighbours share their edge.
                const QRectF r = layout.cellRect(i, j, rows);
                const QRect snapped(QPoint(static_cast<int>(std::round(r.left())), static_cast<int>(std::round(r.top()))),
                                    QPoint(static_cast<int>(std::round(r.right())) - 1,
                                           static_cast<int>(std::round(r.bottom())) - 1));
                if (!cell->valid)
                    painter.fillRect(snapped, QBrush(hatch, Qt::BDiagPattern));
                else if (m_cells->metric() == core::ExploreMetric::Fit || cell->value)
                    painter.fillRect(snapped, cellColor(*cell));
            }
    }
    painter.setPen(QPen(hatch, 1));
    painter.drawRect(layout.plot.adjusted(-0.5, -0.5, 0.5, 0.5));
    painter.setRenderHint(QPainter::Antialiasing, true);

    // The fit boundary: white on a dark halo, readable on every colour of the scale.
    QPainterPath boundary;
    for (const BoundaryEdge &e : boundaryIn(layout)) {
        boundary.moveTo(e.line.p1());
        boundary.lineTo(e.line.p2());
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 170), 4, Qt::SolidLine, Qt::SquareCap));
    painter.drawPath(boundary);
    painter.setPen(QPen(Qt::white, 2, Qt::SolidLine, Qt::SquareCap));
    painter.drawPath(boundary);

    if (m_cells != nullptr && m_current) {
        const QRectF r = layout.cellRect(m_current->column, m_current->row, m_cells->rows());
        painter.setPen(QPen(Qt::white, 1));
        painter.drawRect(r.adjusted(-2.5, -2.5, 2.5, 2.5));
        painter.setPen(QPen(kCurrentColor, 2));
        painter.drawRect(r.adjusted(-1, -1, 1, 1));
    }

    // Titles, ticks and the legend.
    painter.setPen(text);
    const double ascent = QFontMetricsF(font()).ascent();
    for (const PlacedText &t : layout.texts()) {
        if (!m_paintRegion.isEmpty() && !m_paintRegion.intersects(t.rect.toAlignedRect()))
            continue;
        // At the baseline, not in a rectangle: no line layout per text and paint (the rectangle
        // is the text's own advance and line height).
        if (!t.vertical) {
            painter.drawText(QPointF(t.rect.left(), t.rect.top() + ascent), t.text);
            continue;
        }
        painter.save();
        painter.translate(t.rect.left(), t.rect.bottom());
        painter.rotate(-90);
        painter.drawText(QPointF(0, ascent), t.text);
        painter.restore();
    }
    if (!layout.legendBar.isEmpty()) {
        QLinearGradient gradient(layout.legendBar.topLeft(), layout.legendBar.topRight());
        for (int k = 0; k <= 16; ++k)
            gradient.setColorAt(k / 16.0, HeatScale::gradient(k / 16.0));
        painter.fillRect(layout.legendBar, gradient);
        painter.setPen(QPen(text, 1));
        for (const PlacedText &t : layout.legendTicks) {
            const double x = t.rect.center().x();
            painter.drawLine(QPointF(x, layout.legendBar.bottom() - 3), QPointF(x, layout.legendBar.bottom() + 1));
        }
    }
    for (const MapLayout::PlacedSwatch &s : layout.swatches)
        painter.fillRect(s.box, s.color);
    for (const MapLayout::PlacedKey &k : layout.keys) {
        switch (k.key) {
        case MapTexts::Key::Boundary:
            painter.fillRect(k.box, blank);
            painter.setPen(QPen(QColor(0, 0, 0, 170), 4));
            painter.drawLine(QPointF(k.box.center().x(), k.box.top()), QPointF(k.box.center().x(), k.box.bottom()));
            painter.setPen(QPen(Qt::white, 2));
            painter.drawLine(QPointF(k.box.center().x(), k.box.top()), QPointF(k.box.center().x(), k.box.bottom()));
            break;
        case MapTexts::Key::Current:
            painter.setPen(QPen(kCurrentColor, 2));
            painter.drawRect(k.box.adjusted(1, 1, -1, -1));
            break;
        case MapTexts::Key::Invalid:
            painter.fillRect(k.box, blank);
            painter.fillRect(k.box, QBrush(hatch, Qt::BDiagPattern));
            painter.setPen(QPen(hatch, 1));
            painter.drawRect(k.box);
            break;
        }
    }
    painter.restore();
}

void ExploreMapWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    // The painter clips to the region; what lies wholly outside it is not drawn at all.
    m_paintRegion = event->region();
    paintMap(painter, QRectF(rect()));
    m_paintRegion = QRegion();
    if (m_hovered && m_cells != nullptr) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cellRect(*m_hovered).adjusted(0, 0, -1, -1));
    }
}

void ExploreMapWidget::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_layout = layOut(QSizeF(size()));
}

bool ExploreMapWidget::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QWidget::event(event);
    const QPointF at = static_cast<QHelpEvent *>(event)->pos();
    if (const std::optional<MapCell> cell = cellAt(at))
        return paintedchart::showToolTip(this, event,
                                         paintedchart::Tip{toolTipFor(*cell), cellRect(*cell).toAlignedRect()});
    // A title or tick in a shorter form: its whole text.
    return paintedchart::showToolTip(this, event, paintedchart::wholeTextAt(m_layout.texts(), at));
}

void ExploreMapWidget::setHovered(std::optional<MapCell> cell)
{
    if (cell == m_hovered)
        return;
    if (m_hovered)
        update(cellRect(*m_hovered).toAlignedRect().adjusted(-2, -2, 2, 2));
    m_hovered = cell;
    if (m_hovered)
        update(cellRect(*m_hovered).toAlignedRect().adjusted(-2, -2, 2, 2));
}

void ExploreMapWidget::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange
        || event->type() == QEvent::PaletteChange || event->type() == QEvent::LocaleChange)
        rebuild(true);
}

} // namespace gpusizer::ui
