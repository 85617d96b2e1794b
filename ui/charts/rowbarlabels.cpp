#include "charts/rowbarlabels.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalBarSeries>

#include <algorithm>

namespace gpusizer::ui {

QList<LabelLayout::GroupLabel> barValueLabels(const RowBars &bars, const std::vector<double> &rowEnds, const RowLabelStyle &style)
{
    std::vector<QGraphicsSimpleTextItem *> &labels = *bars.labels;
    while (labels.size() < bars.values->size()) {
        auto *item = new QGraphicsSimpleTextItem(bars.chart);
        item->setFont(style.font);
        item->setZValue(10);
        labels.push_back(item);
    }
    const QRectF plot = bars.chart->plotArea();
    const double width = bars.series->barWidth();
    const double slot = width / bars.setCount;
    const auto map = [&bars](double x, double y) { return bars.chart->mapToPosition(QPointF(x, y), bars.series); };
    QList<LabelLayout::GroupLabel> group;
    for (std::size_t k = 0; k < labels.size(); ++k) {
        QGraphicsSimpleTextItem *item = labels[k];
        const double value = k < bars.values->size() ? (*bars.values)[k] : 0.0;
        if (value <= 0 || plot.isEmpty()) {
            item->hide();
            continue;
        }
        item->setBrush(style.color);
        // Right of the bar's end, centred on it; else clear of its neighbours: for two bars to a
        // row each on its own side of the row's middle, right of its end or of the row's longest
        // bar; for one, hanging from the bar's top or standing on its bottom, else on the row
        // name's line at the plot's right edge (on tight rows there only). Never over a bar or
        // another label; shorter, else left out where there is no room (the recommendations
        // table beside has every figure).
        const double low = static_cast<double>(k) - width / 2 + bars.setIndex * slot;
        const QPointF end = map(value, low + slot / 2);
        const double x = end.x() + kBarValueGapPx - 1;
        QList<LabelSpot> spots{{end, Qt::AlignRight | Qt::AlignVCenter, kBarValueGapPx}};
        if (bars.setCount == 1 && style.tight) {
            // Every value on its row name's line (which leaves room for it), right-aligned.
            const double top = map(0, low + slot).y();
            spots = {{QPointF(plot.right(), top - 1 - style.nameHeight / 2), Qt::AlignLeft | Qt::AlignVCenter, 2}};
        } else if (bars.setCount > 1) {
            const double middle = map(0, static_cast<double>(k)).y();
            const Qt::Alignment side = bars.setIndex == 0 ? Qt::AlignBottom : Qt::AlignTop;
            spots.append({QPointF(x, middle), Qt::AlignRight | side, 1});
            spots.append({QPointF(map(std::max(value, rowEnds[k]), 0).x() + kBarValueGapPx - 1, middle), Qt::AlignRight | side, 1});
        } else {
            const double top = map(0, low + slot).y();
            spots.append({QPointF(x, top), Qt::AlignRight | Qt::AlignBottom, 1});
            spots.append({QPointF(x, map(0, low).y() + 1), Qt::AlignRight | Qt::AlignTop, 1});
            spots.append({QPointF(plot.right(), top - 1 - style.nameHeight / 2), Qt::AlignLeft | Qt::AlignVCenter, 2});
        }
        group.append({item, (*bars.texts)[k], spots});
    }
    return group;
}

void addBarObstacles(LabelLayout &layout, const RowBars &bars)
{
    const double width = bars.series->barWidth();
    for (std::size_t k = 0; k < bars.values->size(); ++k) {
        const double low = static_cast<double>(k) - width / 2 + bars.setIndex * width / bars.setCount;
        layout.addObstacle(QRectF(bars.chart->mapToPosition(QPointF(0, low + width / bars.setCount), bars.series),
                                  bars.chart->mapToPosition(QPointF((*bars.values)[k], low), bars.series)));
    }
}

} // namespace gpusizer::ui
