#pragma once

#include "charts/plotaxis.h"
#include "charts/plottext.h"
#include "tradeoffs/paretopoints.h"

#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

namespace gpusizer::ui {

// What the Pareto chart writes, before it is placed.
struct ParetoTexts {
    QString xTitle;
    QString yTitle;
    std::function<QString(double value, int decimals)> xTick;
    std::function<QString(double value, int decimals)> yTick;
    // The legend; an empty text leaves its key out.
    QString frontKey;
    QString dominatedKey;
    QString hollowKey; // serving: misses a latency target; training: the deadline or budget
    QString uncalibratedKey; // training: "* speed not calibrated"
    QString currentKey;
    QString regionKey; // serving with a TPOT target: the region that meets it
    QString stale; // over the plot while the points are not the scenario's
};

enum class ParetoKey { Front, Dominated, Hollow, Uncalibrated, Current, Region };

// Where everything of the Pareto chart goes in a rectangle of `size` with `font`: the y axis'
// title and ticks on the left, the x axis' below the plot, the legend under them in as many
// lines as it needs; titles too long for their room in a shorter form, the whole kept for the
// tooltip; as many ticks as leave room between their labels, on a log scale where an axis'
// values span more than two decades.
struct ParetoLayout {
    struct Key {
        ParetoKey key;
        QRectF swatch;
        PlotText text;
    };
    QRectF plot;
    PlotAxis x;
    PlotAxis y;
    std::vector<PlotText> xTicks;
    std::vector<PlotText> yTicks;
    PlotText xTitle;
    PlotText yTitle;
    std::vector<Key> keys;
    PlotText stale; // empty text while current

    // Where a point of the axes' values lies in the widget.
    QPointF at(double xValue, double yValue) const;
    // Every text placed, for drawing and for the tests.
    std::vector<PlotText> texts() const;

    static ParetoLayout layOut(
        const QSizeF &size, const QFont &font, const ParetoPlot &plot, const ParetoTexts &texts, bool stale);
};

} // namespace gpusizer::ui
