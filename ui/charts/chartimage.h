#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QImage>
#include <QString>

#include <optional>

class QChartView;

namespace gpusizer::ui {

// A chart of the window as a file or on the clipboard (issue #27): a raster image for slides or
// vectors, drawn as the view shows it.
namespace chartimage {

enum class Format { Png, Svg };

// Pixels per pixel of the window in a PNG: crisp on slides and high-density screens.
inline constexpr double kSlideRatio = 2.0;

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
