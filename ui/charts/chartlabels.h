#pragma once

#include <QList>
#include <QRectF>
#include <QString>

class QGraphicsScene;

namespace gpusizer::ui {

// The texts a chart's scene draws, as drawn: what the label-placement tests check (issue #28)
// and what tells a chart where QtCharts put its own texts.
namespace chartlabels {

struct ShownLabel {
    QString text;      // plain text, as it shows
    QRectF rect;       // where the text is, in scene coordinates (without a text item's margin)
    QString toolTip;   // the item's tooltip, else that of an item over it (a title's)
    bool qtCharts = false; // one of QtCharts' own (titles, ticks, categories, legend), not ours
};

// Every text item of `scene` that shows: visible, not transparent, with text. Our labels
// (QGraphicsSimpleTextItem) and QtCharts' (QGraphicsTextItem: titles, axis titles, tick and
// category labels, legend entries).
QList<ShownLabel> shown(const QGraphicsScene &scene);

} // namespace chartlabels

} // namespace gpusizer::ui
