#pragma once

#include <QList>
#include <QPointF>

class QAreaSeries;
class QChart;
class QColor;
class QPalette;

namespace gpusizer::ui {

// The shaded band of the estimate's interval around a curve against the sequence length (memory
// per GPU, hours of the run), as both sequence-length charts draw it.
namespace intervalband {

// An empty band without an outline, added to `chart` (drawn under the series added after it).
QAreaSeries *addTo(QChart *chart);
// `curve`'s colour, faint; lighter on a dark background, where the indigo hardly shows.
QColor color(const QColor &curve, const QPalette &palette);
// The band between `lower` and `upper` (the same lengths), hidden while it has no points.
void setPoints(QAreaSeries *band, const QList<QPointF> &upper, const QList<QPointF> &lower);

} // namespace intervalband

} // namespace gpusizer::ui
