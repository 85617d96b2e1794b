#pragma once

#include "charts/axisscale.h"
#include "model/method.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <functional>
#include <optional>
#include <vector>

class QAbstractSeries;
class QChart;
class QLineSeries;
class QScatterSeries;

namespace gpusizer::core {
struct MethodCurve;
}

namespace gpusizer::ui {

// The other methods a chart against the sequence length compares with the current one (issue
// #29 point 2): full fine-tuning (or pre-training), LoRA and QLoRA, each a thin line in its own
// colour with a square where it stops fitting the GPU. The current method is the chart's own
// thick curve in the chart's colour; these are the context around it. Series are made once and
// updated in place (hidden where a method does not apply). Their legend is a wrapping label
// under the chart (QtCharts' own elides every name to nothing in a laptop's quarter).
class MethodLines final
{
public:
    // What a chart draws of one curve: its line's points and the marker where it stops fitting
    // (nullopt: none, it fits at no length).
    using Points = std::function<QList<QPointF>(const core::MethodCurve &)>;
    using Limit = std::function<std::optional<QPointF>(const core::MethodCurve &)>;

    // The series of every training method, added to `chart` (attach them to its axes);
    // `current` is the chart's own curve of the current method, named after its method while
    // others are shown.
    MethodLines(QChart *chart, QLineSeries *current);

    QList<QAbstractSeries *> series() const;
    // Shows every curve but the current one and hides the lines of the methods not among them;
    // returns whether a line or marker moved, showed or hid (not on a sequence-length tick).
    bool update(const std::vector<core::MethodCurve> &curves, const Points &points, const Limit &limit);
    // The shown lines and markers as the chart draws them (positions; a marker is a polygon of
    // one point), each line only from the point before the plot to the point after it (a curve
    // that leaves the plot is no obstacle above it), for the labels to keep clear of. Mapped
    // again only where the plot, the value axis' `scale` or the lines changed, not per tick.
    const QList<QPolygonF> &shownOnPlot(const AxisScale &scale);
    // The method's line and limit marker (also while hidden); nullptr for inference.
    QLineSeries *line(core::Method method) const;
    QScatterSeries *limit(core::Method method) const;
    // The methods shown beside the current one, in the order of the curves.
    std::vector<core::Method> shown() const { return m_shown; }
    // The current method (its curve is the chart's own), while others are shown.
    std::optional<core::Method> current() const { return m_current; }
    // Calls `hovered` (method, point, whether over the limit marker) while the pointer is over
    // a line or a marker and `left` when it leaves one; connected in `context`'s lifetime.
    void onHover(QObject *context, std::function<void(core::Method, const QPointF &, bool)> hovered,
                 std::function<void()> left) const;
    // Names in the current language: each method's short name (the current curve's too, while
    // others are shown; else the chart names it).
    void retranslate();
    // The legend (rich text): a line in each colour and the method's name, the current one's
    // thicker and in bold, first ("Full does not fit" for a line with no points); empty while
    // no other method is shown.
    QString legendHtml() const;

    // A method's line colour where it is not the current method (Paul Tol's muted scheme, apart
    // from the current curve's indigo and the capacity line's orange).
    static QColor color(core::Method method);

private:
    struct Line {
        core::Method method;
        QLineSeries *line;
        QScatterSeries *limit;
    };
    void nameCurrent();

    QChart *m_chart;
    QLineSeries *m_currentLine;
    std::vector<Line> m_lines;
    std::vector<core::Method> m_shown;
    std::optional<core::Method> m_current;
    QList<QPolygonF> m_shapes;   // shownOnPlot() for the plot and scale below
    QRectF m_shapesPlot;
    AxisScale m_shapesScale;
    bool m_shapesStale = true;
};

} // namespace gpusizer::ui
