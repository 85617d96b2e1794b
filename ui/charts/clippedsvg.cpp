#include "charts/clippedsvg.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <vector>

namespace gpusizer::ui {

// Keeps the painter's clip (in device coordinates) and draws through a painter on the
// generator, cutting at the clip what crosses it.
class ClippingSvgEngine final : public QPaintEngine
{
public:
    explicit ClippingSvgEngine(QSvgGenerator &generator)
        : QPaintEngine(QPaintEngine::AllFeatures)
        , m_generator(generator)
    {
    }

    bool begin(QPaintDevice *) override
    {
        m_clipped = false;
        m_clip = QPainterPath();
        m_transform = QTransform();
        m_stateSet = false;
        return m_painter.begin(&m_generator);
    }
    bool end() override { return m_painter.end(); }
    Type type() const override { return QPaintEngine::SVG; }

    void updateState(const QPaintEngineState &state) override
    {
        // Everything on the first call: the generator's painter starts from its own defaults.
        const DirtyFlags flags = m_stateSet ? state.state() : DirtyFlags(AllDirty);
        m_stateSet = true;
        if (flags & DirtyPen)
            m_painter.setPen(state.pen());
        if (flags & DirtyBrush)
            m_painter.setBrush(state.brush());
        if (flags & DirtyBrushOrigin)
            m_painter.setBrushOrigin(state.brushOrigin());
        if (flags & DirtyFont)
            m_painter.setFont(state.font());
        if (flags & DirtyBackground)
            m_painter.setBackground(state.backgroundBrush());
        if (flags & DirtyBackgroundMode)
            m_painter.setBackgroundMode(state.backgroundMode());
        if (flags & DirtyHints) {
            m_painter.setRenderHints(m_painter.renderHints(), false);
            m_painter.setRenderHints(state.renderHints(), true);
        }
        if (flags & DirtyCompositionMode)
            m_painter.setCompositionMode(state.compositionMode());
        if (flags & DirtyOpacity)
            m_painter.setOpacity(state.opacity());
        if (flags & DirtyTransform) {
            m_transform = state.transform();
            m_painter.setTransform(m_transform);
        }
        // The clip as the painter holds it, all its clips combined (QPainter replays them one by
        // one on restore(), each with the transform it was set under: its end result is the same).
        if (flags & (DirtyClipEnabled | DirtyClipRegion | DirtyClipPath)) {
            const QPainter *painter = state.painter();
            m_clipped = painter->hasClipping();
            m_clip = m_clipped ? painter->combinedTransform().map(painter->clipPath()) : QPainterPath();
        }
    }

    void drawPath(const QPainterPath &path) override
    {
        switch (placement(path.controlPointRect(), penMargin())) {
        case Placement::Inside: m_painter.drawPath(path); break;
        case Placement::Across: drawCut(path, true); break;
        case Placement::Outside: break;
        }
    }

    void drawPolygon(const QPointF *points, int count, PolygonDrawMode mode) override
    {
        if (count <= 0)
            return;
        QPainterPath path(points[0]);
        for (int i = 1; i < count; ++i)
            path.lineTo(points[i]);
        const bool polyline = mode == PolylineMode;
        if (!polyline) {
            path.closeSubpath();
            path.setFillRule(mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill);
        }
        switch (placement(path.controlPointRect(), penMargin())) {
        case Placement::Inside:
            if (polyline)
                m_painter.drawPolyline(points, count);
            else
                m_painter.drawPolygon(points, count, path.fillRule());
            break;
        case Placement::Across: drawCut(path, !polyline); break;
        case Placement::Outside: break;
        }
    }

    void drawLines(const QLineF *lines, int count) override
    {
        QPainterPath path;
        for (int i = 0; i < count; ++i) {
            path.moveTo(lines[i].p1());
            path.lineTo(lines[i].p2());
        }
        switch (placement(path.controlPointRect(), penMargin())) {
        case Placement::Inside: m_painter.drawLines(lines, count); break;
        case Placement::Across: drawCut(path, false); break;
        case Placement::Outside: break;
        }
    }

    void drawRects(const QRectF *rects, int count) override
    {
        QPainterPath path;
        for (int i = 0; i < count; ++i)
            path.addRect(rects[i]);
        switch (placement(path.controlPointRect(), penMargin())) {
        case Placement::Inside: m_painter.drawRects(rects, count); break;
        case Placement::Across: drawCut(path, true); break;
        case Placement::Outside: break;
        }
    }

    void drawEllipse(const QRectF &rect) override
    {
        switch (placement(rect, penMargin())) {
        case Placement::Inside: m_painter.drawEllipse(rect); break;
        case Placement::Across: {
            QPainterPath path;
            path.addEllipse(rect);
            drawCut(path, true);
            break;
        }
        case Placement::Outside: break;
        }
    }

    void drawPoints(const QPointF *points, int count) override
    {
        std::vector<QPointF> inside;
        inside.reserve(static_cast<std::size_t>(count));
        for (int i = 0; i < count; ++i)
            if (!clipping() || m_clip.contains(m_transform.map(points[i])))
                inside.push_back(points[i]);
        if (!inside.empty())
            m_painter.drawPoints(inside.data(), static_cast<int>(inside.size()));
    }

    void drawTextItem(const QPointF &p, const QTextItem &textItem) override
    {
        // Invisible text (QtCharts' own labels where the charts draw theirs over them) would be
        // a second, hidden copy of each label in an editor.
        const QPen pen = m_painter.pen();
        if (pen.style() == Qt::NoPen || (pen.brush().style() == Qt::SolidPattern && pen.color().alpha() == 0))
            return;
        const QRectF box(p.x(), p.y() - textItem.ascent(), textItem.width(), textItem.ascent() + textItem.descent());
        if (placement(box, 0) != Placement::Outside)
            m_painter.drawTextItem(p, textItem);
    }

    void drawPixmap(const QRectF &rect, const QPixmap &pixmap, const QRectF &source) override
    {
        if (placement(rect, 0) != Placement::Outside)
            m_painter.drawPixmap(rect, pixmap, source);
    }

    void drawTiledPixmap(const QRectF &rect, const QPixmap &pixmap, const QPointF &offset) override
    {
        if (placement(rect, 0) != Placement::Outside)
            m_painter.drawTiledPixmap(rect, pixmap, offset);
    }

    void drawImage(const QRectF &rect, const QImage &image, const QRectF &source, Qt::ImageConversionFlags flags) override
    {
        if (placement(rect, 0) != Placement::Outside)
            m_painter.drawImage(rect, image, source, flags);
    }

private:
    enum class Placement { Inside, Across, Outside };

    bool clipping() const { return m_clipped; }

    // How far the pen reaches past a shape's outline, in device pixels (joins and caps included).
    double penMargin() const
    {
        const QPen pen = m_painter.pen();
        if (pen.style() == Qt::NoPen)
            return 0;
        const double width = pen.isCosmetic() ? std::max(1.0, pen.widthF())
                                              : pen.widthF() * std::max(std::abs(m_transform.m11()) + std::abs(m_transform.m21()),
                                                                        std::abs(m_transform.m12()) + std::abs(m_transform.m22()));
        return width * std::max(1.0, pen.miterLimit()) + 1.0;
    }

    // Where `logical` (grown by `margin` device pixels) lies against the clip.
    Placement placement(const QRectF &logical, double margin) const
    {
        if (!clipping())
            return Placement::Inside;
        const QRectF box = m_transform.mapRect(logical).adjusted(-margin, -margin, margin, margin);
        if (m_clip.contains(box))
            return Placement::Inside;
        return m_clip.intersects(box) ? Placement::Across : Placement::Outside;
    }

    // `path` cut at the clip: its fill (when `fill`) and its stroke's outline, in device coordinates.
    void drawCut(const QPainterPath &path, bool fill)
    {
        const QPen pen = m_painter.pen();
        const QBrush brush = m_painter.brush();
        m_painter.save();
        m_painter.resetTransform();
        m_painter.setPen(Qt::NoPen);
        if (fill && brush.style() != Qt::NoBrush) {
            m_painter.setBrush(brush);
            m_painter.drawPath(m_transform.map(path).intersected(m_clip));
        }
        if (pen.style() != Qt::NoPen) {
            m_painter.setBrush(pen.brush());
            m_painter.drawPath(strokeOutline(path, pen).intersected(m_clip));
        }
        m_painter.restore();
    }

    // The area `pen` covers along `path`, in device coordinates (a cosmetic pen's width is in them).
    QPainterPath strokeOutline(const QPainterPath &path, const QPen &pen) const
    {
        if (!pen.isCosmetic())
            return m_transform.map(QPainterPathStroker(pen).createStroke(path));
        QPen devicePen = pen;
        devicePen.setCosmetic(false);
        devicePen.setWidthF(std::max(1.0, pen.widthF()));
        return QPainterPathStroker(devicePen).createStroke(m_transform.map(path));
    }

    QSvgGenerator &m_generator;
    QPainter m_painter;
    QTransform m_transform;
    QPainterPath m_clip;        // device coordinates
    bool m_clipped = false;     // the painter clips (to m_clip)
    bool m_stateSet = false;
};

ClippedSvgDevice::ClippedSvgDevice(QSvgGenerator &generator)
    : m_generator(generator)
    , m_engine(std::make_unique<ClippingSvgEngine>(generator))
{
}

ClippedSvgDevice::~ClippedSvgDevice() = default;

QPaintEngine *ClippedSvgDevice::paintEngine() const
{
    return m_engine.get();
}

int ClippedSvgDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth: return m_generator.width();
    case PdmHeight: return m_generator.height();
    case PdmWidthMM: return m_generator.widthMM();
    case PdmHeightMM: return m_generator.heightMM();
    case PdmNumColors: return m_generator.colorCount();
    case PdmDepth: return m_generator.depth();
    case PdmDpiX: return m_generator.logicalDpiX();
    case PdmDpiY: return m_generator.logicalDpiY();
    case PdmPhysicalDpiX: return m_generator.physicalDpiX();
    case PdmPhysicalDpiY: return m_generator.physicalDpiY();
    case PdmDevicePixelRatio: return static_cast<int>(m_generator.devicePixelRatio());
    case PdmDevicePixelRatioScaled: return static_cast<int>(m_generator.devicePixelRatio() * devicePixelRatioFScale());
    }
    return QPaintDevice::metric(metric);
}

} // namespace gpusizer::ui
