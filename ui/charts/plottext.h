#pragma once

#include <QRectF>
#include <QString>

class QFont;
class QPaintDevice;
class QPainter;

namespace gpusizer::ui {

// A text of a chart that paints itself (the Pareto fronts, the tornado, the report's tornado):
// the text shown, the rectangle it takes (a rotated title's as it lies on screen), and the
// whole text where a shorter form shows (its tooltip).
struct PlotText {
    QString text;
    QRectF rect;
    QString whole; // empty: the text is whole
    bool vertical = false;
    Qt::Alignment align = Qt::AlignCenter;
};

namespace plottext {

// The size `text` takes in `font` on `device` (the screen where null).
QSizeF size(const QFont &font, const QString &text, const QPaintDevice *device = nullptr);
// `text` as it fits `width`: whole, else without a trailing parenthesis, else elided; the
// whole text is kept in `whole` where a shorter form is shown.
PlotText fitted(const QFont &font, const QString &text, double width, const QPaintDevice *device = nullptr);
// Draws `t` in the painter's font and pen (rotated a quarter turn anticlockwise where vertical).
void draw(QPainter &painter, const PlotText &t);

} // namespace plottext

} // namespace gpusizer::ui
