#pragma once

#include "charts/chartimage.h"

#include <QPointF>
#include <QRect>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QEvent;
class QPainter;
class QRectF;
class QWidget;

// What the charts that paint themselves with QPainter share (the map, the Pareto fronts, the
// tornado): their setting up, their image for the export, their size and their tooltips.
namespace gpusizer::ui::paintedchart {

// Names `chart` and sets it up: expanding both ways, opaque (its paint fills every pixel), and
// its context menu saves or copies it (ChartExportMenu over `drawing`).
void setUp(QWidget *chart, const QString &objectName, std::function<chartimage::Drawing()> drawing);
// What an image of `chart` is drawn from: its size and window colour, `title`, and `paint`
// (the chart over a target rectangle, as on screen).
chartimage::Drawing drawing(
    const QWidget &chart, const QString &title, std::function<void(QPainter &, const QRectF &)> paint);
// The size a painted chart asks for, and the least it takes: room for `sideLines` lines of
// text beside and eight below a plot of a few pixels an item.
QSize sizeHint();
QSize minimumSizeHint(const QWidget &chart, int sideLines);

// A tooltip: its text, and where the pointer may move with it staying (empty: it follows).
struct Tip {
    QString text;
    QRect rect;
};
// The whole text of a title or tick shown in a shorter form under `point`, where there is one.
template<typename Text> std::optional<Tip> wholeTextAt(const std::vector<Text> &texts, const QPointF &point)
{
    for (const Text &t : texts)
        if (!t.whole.isEmpty() && t.rect.contains(point))
            return Tip { t.whole, t.rect.toAlignedRect() };
    return std::nullopt;
}
// Answers the ToolTip `event` of `chart` (returns true): shows `tip`; where there is none,
// hides the one shown and ignores the event, so that the parent may show its own.
bool showToolTip(QWidget *chart, QEvent *event, const std::optional<Tip> &tip);

} // namespace gpusizer::ui::paintedchart
