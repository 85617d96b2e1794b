#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QStringList>

class QFont;
class QGraphicsSimpleTextItem;
class QPolygonF;

namespace gpusizer::ui {

// Where a label may go next to its anchor: the side of the anchor it takes, `gap` pixels away.
// Horizontally AlignLeft puts the label left of the anchor, AlignRight right of it, AlignHCenter
// centres it on the anchor; vertically AlignTop puts it above, AlignBottom below, AlignVCenter
// centres it.
struct LabelSpot {
    QPointF anchor;
    Qt::Alignment side = Qt::AlignRight | Qt::AlignVCenter;
    double gap = 3.0;

    // The rectangle a label of `size` takes at this spot.
    QRectF rect(const QSizeF &size) const;
};

// Labels drawn on a chart that cannot collide (issue #28): each one is placed by measuring its
// text in its font against the labels placed before it, the obstacles (bars, curves, markers,
// QtCharts' own texts) and the bounds (the chart's or the plot's rectangle): at the first free
// spot of those it may take, else in a shorter form at the first free spot (the whole text is
// then its tooltip), else not at all (the chart's legend or a tooltip carries it).
// One layout per placement pass: build it, add the obstacles, place the labels in the order of
// their importance.
class LabelLayout final
{
public:
    // `spacing`: the least room between two labels, in pixels (half of it between a label and
    // an obstacle).
    explicit LabelLayout(const QRectF &bounds, double spacing = 2.0);

    const QRectF &bounds() const { return m_bounds; }
    // Rectangles no label may cover.
    void addObstacle(const QRectF &rect);
    // A line through `points` (a curve, a whisker), `halfWidth` pixels to either side.
    void addLine(const QPolygonF &points, double halfWidth);
    // Whether a label may take `rect`: inside the bounds, clear of every obstacle and label.
    bool isFree(const QRectF &rect) const;
    // Counts `rect` as taken by a label placed by other means.
    void take(const QRectF &rect);
    // The rectangles labels took, in the order they were placed.
    const QList<QRectF> &taken() const { return m_taken; }

    // The first spot of `spots` where a label of `size` is free, else an empty rectangle.
    QRectF findSpot(const QSizeF &size, const QList<LabelSpot> &spots) const;
    // Shows `item` with the first of `texts` (the whole text first, then shorter forms) that is
    // free at one of `spots` (tried in order), there; its tooltip is the whole text where a
    // shorter form shows, else empty. Hides it and returns false where no form is free anywhere.
    bool place(QGraphicsSimpleTextItem *item, const QStringList &texts, const QList<LabelSpot> &spots);

    // One of a group of labels that read alike (a chart's bar values).
    struct GroupLabel {
        QGraphicsSimpleTextItem *item;
        QStringList texts;       // the whole text, then shorter forms
        QList<LabelSpot> spots;
    };
    // What a group does where not all of it is free even in the shortest forms.
    enum class Shortest {
        ThoseThatFit,   // shows the labels that are free, hides the others
        AllOrNone,      // hides all (a column of figures with gaps reads as missing data)
    };
    // Places a group in one form: all whole where every one of them is free somewhere, else all
    // in their first shorter form, and so on; in the shortest forms as `shortest` says.
    // Tooltips as for place().
    void placeGroup(const QList<GroupLabel> &labels, Shortest shortest = Shortest::ThoseThatFit);

    // The size a QGraphicsSimpleTextItem in `font` takes for `text` (lines split at '\n').
    static QSizeF textSize(const QFont &font, const QString &text);
    // `text` broken between words into lines no wider than `width` where it can be (a word
    // wider than that keeps its own line), joined by '\n'.
    static QString wrapped(const QFont &font, const QString &text, double width);

private:
    void show(QGraphicsSimpleTextItem *item, const QString &text, const QString &whole, const QRectF &rect);

    QRectF m_bounds;
    double m_spacing;
    QList<QRectF> m_obstacles;
    QList<QRectF> m_taken;
};

} // namespace gpusizer::ui
