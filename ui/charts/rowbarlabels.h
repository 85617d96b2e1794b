#pragma once

// The value labels beside a horizontal bar chart's bars, one to a bar: the spots each may take
// (right of the bar's end, else clear of the row's other bars, else on the row name's line) for
// a LabelLayout to choose from, and the bars as the layout's obstacles.

#include "charts/labellayout.h"

#include <QColor>
#include <QFont>
#include <QStringList>

#include <vector>

class QChart;
class QGraphicsSimpleTextItem;
class QHorizontalBarSeries;

namespace gpusizer::ui {

// Between a bar's end and its value.
inline constexpr double kBarValueGapPx = 4.0;

// One set of bars of a chart with their values, texts (whole, then shorter) and labels.
struct RowBars {
    QChart *chart;
    QHorizontalBarSeries *series;
    int setIndex;
    int setCount;
    const std::vector<double> *values;
    const std::vector<QStringList> *texts;
    std::vector<QGraphicsSimpleTextItem *> *labels;
};

// How the labels are drawn, the height of a row name's line and whether the rows are too low
// for a name over the bar and a value beside it (then a lone set's values go on the name's line).
struct RowLabelStyle {
    QFont font;
    QColor color;
    double nameHeight = 0;
    bool tight = false;
};

// The bars' rectangles, which no label may cover.
void addBarObstacles(LabelLayout &layout, const RowBars &bars);

// Each bar's value label with its texts and the spots it may take beside the bar (the labels of
// bars without a value hidden; labels are created in the chart as the bars need them);
// `rowEnds`: the longest bar of each row.
QList<LabelLayout::GroupLabel> barValueLabels(const RowBars &bars, const std::vector<double> &rowEnds,
                                              const RowLabelStyle &style);

} // namespace gpusizer::ui
