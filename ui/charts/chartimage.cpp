#include "charts/chartimage.h"

#include "charts/chartstyle.h"
#include "charts/clippedsvg.h"
#include "io/atomicfile.h"
#include "text/appinfo.h"
#include "util/logging.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QPainter>
#include <QSvgGenerator>

#include <spdlog/spdlog.h>

#include <cmath>
#include <utility>
#include <vector>

namespace gpusizer::ui::chartimage {

namespace {

// The window's pixels per inch: an SVG's width and height and a PNG's resolution are given in
// them, so both open at the size the chart has on screen.
constexpr double kScreenDpi = 96.0;
constexpr double kInchesPerMetre = 1.0 / 0.0254;

// Switches the device-coordinate cache of the scene's items off while it lives
// (chartstyle::cacheItems): a cached item would be blitted from its pixmap at the window's
// resolution, and into an SVG as a bitmap.
class UncachedScene final
{
public:
    explicit UncachedScene(QGraphicsScene *scene)
    {
        if (scene == nullptr)
            return;
        const QList<QGraphicsItem *> items = scene->items();
        for (QGraphicsItem *item : items) {
            if (item->cacheMode() == QGraphicsItem::NoCache)
                continue;
            m_cached.emplace_back(item, item->cacheMode());
            item->setCacheMode(QGraphicsItem::NoCache);
        }
    }
    ~UncachedScene()
    {
        for (const auto &[item, mode] : m_cached)
            item->setCacheMode(mode);
    }
    UncachedScene(const UncachedScene &) = delete;
    UncachedScene &operator=(const UncachedScene &) = delete;

private:
    std::vector<std::pair<QGraphicsItem *, QGraphicsItem::CacheMode>> m_cached;
};

// Where the chart lies in its scene: all the view shows of it.
QRectF chartRect(const QChartView &view)
{
    const QChart *chart = view.chart();
    return chart->mapRectToScene(QRectF(QPointF(), chart->size()));
}

void setRenderHints(QPainter &painter)
{
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
}

} // namespace

Drawing drawingOf(const QChartView &view)
{
    const QChartView *shown = &view;
    return {chartRect(view).size(), view.palette().color(view.backgroundRole()), chartstyle::wholeTitle(view.chart()),
            [shown](QPainter &painter, const QRectF &target) {
                const UncachedScene uncached(shown->scene());
                shown->scene()->render(&painter, target, chartRect(*shown), Qt::IgnoreAspectRatio);
            }};
}

QImage render(const Drawing &drawing, double devicePixelRatio)
{
    const QSizeF size = drawing.size;
    const QSize pixels(std::max(1, static_cast<int>(std::ceil(size.width() * devicePixelRatio))),
                       std::max(1, static_cast<int>(std::ceil(size.height() * devicePixelRatio))));
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    const int dotsPerMetre = static_cast<int>(std::lround(kScreenDpi * devicePixelRatio * kInchesPerMetre));
    image.setDotsPerMeterX(dotsPerMetre);
    image.setDotsPerMeterY(dotsPerMetre);
    image.fill(drawing.background);
    QPainter painter(&image);
    setRenderHints(painter);
    drawing.paint(painter, QRectF(QPointF(), size));
    return image;
}

QImage render(const QChartView &view, double devicePixelRatio)
{
    return render(drawingOf(view), devicePixelRatio);
}

QByteArray png(const Drawing &drawing, double devicePixelRatio)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!render(drawing, devicePixelRatio).save(&buffer, "PNG")) {
        core::logging::get("ui")->error("the chart could not be encoded as PNG");
        return {};
    }
    return bytes;
}

QByteArray png(const QChartView &view, double devicePixelRatio)
{
    return png(drawingOf(view), devicePixelRatio);
}

QByteArray svg(const Drawing &drawing)
{
    const QSizeF size = drawing.size;
    const QRectF box(QPointF(), size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setResolution(static_cast<int>(kScreenDpi));
    generator.setSize(size.toSize());
    generator.setViewBox(box);
    generator.setTitle(drawing.title);
    generator.setDescription(appinfo::applicationName() + QLatin1Char(' ') + appinfo::version());
    ClippedSvgDevice device(generator);
    QPainter painter;
    if (!painter.begin(&device)) {
        core::logging::get("ui")->error("the chart could not be drawn as SVG");
        return {};
    }
    painter.fillRect(box, drawing.background);
    setRenderHints(painter);
    drawing.paint(painter, box);
    painter.end();
    return bytes;
}

QByteArray svg(const QChartView &view)
{
    return svg(drawingOf(view));
}

QByteArray bytes(const Drawing &drawing, Format format)
{
    return format == Format::Svg ? svg(drawing) : png(drawing);
}

QByteArray bytes(const QChartView &view, Format format)
{
    return bytes(drawingOf(view), format);
}

QString suffix(Format format)
{
    return format == Format::Svg ? QStringLiteral("svg") : QStringLiteral("png");
}

std::optional<core::Error> write(const Drawing &drawing, Format format, const QString &path)
{
    const QByteArray data = bytes(drawing, format);
    if (data.isEmpty())
        return core::Error{core::ErrorCode::WriteFailed, {}, "the chart could not be drawn", path.toStdString()};
    return core::writeFileAtomically(path.toStdString(), data);
}

std::optional<core::Error> write(const QChartView &view, Format format, const QString &path)
{
    return write(drawingOf(view), format, path);
}

} // namespace gpusizer::ui::chartimage
