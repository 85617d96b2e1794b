#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QColor>
#include <QImage>
#include <QSizeF>
#include <QString>

#include <functional>
#include <optional>

class QChartView;
class QPainter;
class QRectF;

namespace gpusizer::ui {

// A chart of the window as a file or on the clipboard (issue #27): a raster image for slides or
// vectors, drawn as the view shows it.
namespace chartimage {

enum class Format { Png, Svg };

// Pixels per pixel of the window in a PNG: crisp on slides and high-density screens.
inline constexpr double kSlideRatio = 2.0;

// What an image of a chart is drawn from: a QtCharts view (drawingOf) or a widget that paints
// itself with QPainter (the map tab). `paint` draws the chart over a rectangle of `size` in the
// painter's logical coordinates, afresh (no cached pixmaps), on any device: an image or an SVG.
struct Drawing {
    QSizeF size;         // the chart's size in the window's pixels
    QColor background;   // what the chart shows behind it (the palette's base colour)
    QString title;       // the whole title: the SVG's title and the suggested file name
    std::function<void(QPainter &, const QRectF &)> paint;
};
Drawing drawingOf(const QChartView &view);
QImage render(const Drawing &drawing, double devicePixelRatio = kSlideRatio);
QByteArray png(const Drawing &drawing, double devicePixelRatio = kSlideRatio);
QByteArray svg(const Drawing &drawing);
QByteArray bytes(const Drawing &drawing, Format format);
std::optional<core::Error> write(const Drawing &drawing, Format format, const QString &path);

// The chart of `view` at its size in the window times `devicePixelRatio` (the image carries the
// ratio and its matching resolution), on the background the view shows (the palette's base
// colour: white in the light theme). Every item is drawn afresh, none from its cache.
QImage render(const QChartView &view, double devicePixelRatio = kSlideRatio);
QByteArray png(const QChartView &view, double devicePixelRatio = kSlideRatio);
// Vectors and text: width and height in the window's pixels (at 96 dpi), the matching viewBox,
// the chart's whole title as the SVG's title.
QByteArray svg(const QChartView &view);
QByteArray bytes(const QChartView &view, Format format);
// "png", "svg".
QString suffix(Format format);
// Writes the chart to `path` through core::writeFileAtomically: on failure the old file stays,
// nothing new is left, and the error says why.
std::optional<core::Error> write(const QChartView &view, Format format, const QString &path);

} // namespace chartimage

} // namespace gpusizer::ui
