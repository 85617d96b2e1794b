#pragma once

#include "estimate/memorybreakdown.h"

#include <QList>
#include <QScatterSeries>

#include <array>

class QAbstractAxis;
class QAbstractSeries;
class QBarSet;
class QChart;
class QChartView;
class QColor;
class QLabel;
class QString;
class QLineSeries;
class QPen;
class QStackedBarSeries;
class QWidget;

namespace gpusizer::ui {

// The series, axes and views the live charts build alike (helper functions, not a base class).
namespace chartseries {

// A stacked bar with one set per memory component, in component order, and the dashed line of
// the GPU's capacity over it.
struct ComponentBars {
    QStackedBarSeries *series = nullptr;
    std::array<QBarSet *, core::kMemoryComponentCount> sets{};
    QLineSeries *capacity = nullptr;
    // The component's set (null for one out of range).
    QBarSet *set(core::MemoryComponent component) const;
};
// Bars of `barWidth` (sets from chartstyle::createComponentSet) and a capacity line, not yet in
// a chart.
ComponentBars createComponentBars(double barWidth);
// The dashed line of the GPU's capacity (chartstyle::capacityPen()).
QLineSeries *createCapacityLine();
// A solid pen of `widthPx` for a curve.
QPen curvePen(const QColor &color, double widthPx);
// Markers of one point each: `shape` of `sizePx` in `color` with a white border.
QScatterSeries *createMarkers(QScatterSeries::MarkerShape shape, double sizePx, const QColor &color);
void addSeries(QChart *chart, const QList<QAbstractSeries *> &series);
// `series` showing `points`, replaced only where they differ (replace() redraws the series, and
// most slider ticks leave a curve where it was); whether it was replaced.
bool replacePoints(QXYSeries *series, const QList<QPointF> &points);
// Each of `series` on both axes.
void attachAxes(const QList<QAbstractSeries *> &series, QAbstractAxis *x, QAbstractAxis *y);
// A view of `chart` (chartstyle::createView) filling `widget`, without margins.
QChartView *fillWithView(QWidget *widget, QChart *chart);
// A legend under the view of fillWithView() that wraps (QtCharts' own elides its names to
// nothing in a narrow chart), centred, rich text, hidden until it has a text.
QLabel *addLegendLabel(QWidget *widget, const QString &objectName);
// Its text; an empty one hides it.
void setLegendText(QLabel *legend, const QString &html);

} // namespace chartseries

} // namespace gpusizer::ui
