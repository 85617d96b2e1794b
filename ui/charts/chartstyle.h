#pragma once

#include "estimate/memorybreakdown.h"

#include <QPen>
#include <QStringList>

#include <initializer_list>

class QAbstractAxis;
class QBarSet;
class QChart;
class QChartView;
class QEvent;
class QFont;
class QGraphicsView;
class QPalette;
class QValueAxis;
class QWidget;

namespace gpusizer::ui {

struct AxisScale;

// Shared set-up of the slider-driven charts (helper functions, not a base class).
namespace chartstyle {

// A chart with no animation, no background of its own, localised numbers and a hidden legend.
QChart *createChart();
// One stacked-bar segment set of a memory component: its brush, no outline, no label yet.
QBarSet *createComponentSet(core::MemoryComponent component);
// Titles that fit (issue #16). A chart's title and each axis title are given as texts from the
// whole one to the shortest; the longest that fits its room shows (the chart's width for the
// title, the plot's width or height for an axis title), never QtCharts' "Memory per GPU vs
// sequence..."; where a shorter one shows, the whole text is the tooltip over it. Fitted again
// whenever the plot area changes (createChart() connects it) and when the font changes.
// Until a view shows the chart, the whole texts are set. An axis whose title was hidden
// (setTitleVisible(false): no room beside its labels) has the whole text as tooltip over it.
void setTitleTexts(QChart *chart, const QStringList &texts);
void setAxisTitleTexts(QAbstractAxis *axis, const QStringList &texts);
void fitTitles(QChart *chart);
// `text` and its shorter forms in any language: without a trailing parenthesis, then without
// what follows its first comma ("Sequence length (tokens)" -> "Sequence length", "hours, wall
// clock" -> "hours"); `text` alone when it has neither.
QStringList withShorterForms(const QString &text);
// The chart's whole title (the first of setTitleTexts()), whichever form shows; its title()
// for a chart whose texts were not set that way.
QString wholeTitle(const QChart *chart);
// The tooltip over the chart's title or the axis' title: the whole text where a shorter one
// shows, else empty (for tests).
QString titleToolTip(const QChart *chart);
QString axisTitleToolTip(const QChart *chart, const QAbstractAxis *axis);
// A frameless, antialiased view that owns `chart`, with the context menu that saves or copies
// the chart (ChartExportMenu).
QChartView *createView(QChart *chart, QWidget *parent);
// Gives the items of the view's scene a device-coordinate cache (items created since the last
// call too; not QtCharts' rich-text titles and axis labels): an item that did not change (axis
// lines, grid, markers, unchanged labels) is blitted from its pixmap instead of being drawn
// again, so a slider tick re-renders only what moved.
// Live views only; export charts render uncached for vectors.
void cacheItems(QGraphicsView *view);
// Text, grid and title colours from the widget palette (light and dark themes).
void applyPalette(QChart *chart, const QPalette &palette);
// Numbers on axes in the current default locale.
void applyLocale(QChart *chart);
// Range and ticks of a value axis; touches the axis only when the scale changed.
void applyScale(QValueAxis *axis, const AxisScale &scale);
// Dashed line of the GPU's capacity.
QPen capacityPen();
// Font of annotations drawn over the plot (a little smaller than the widget font).
QFont annotationFont(const QFont &base);
// Every text of the chart from the widget's font: title and axis titles in it, tick labels,
// legend and the annotations drawn over the plot (bold ones stay bold) in annotationFont().
// Called when the chart is made and on FontChange, so presentation mode and the system font
// size reach the charts too. Fits the titles again (fitTitles()).
void applyFont(QChart *chart, const QFont &base);
// A chart widget's changeEvent: on PaletteChange or FontChange applies the widget's palette or
// font to its charts and returns true, so the caller re-colours and re-places what it draws.
bool followWidgetStyle(const QEvent *event, const QWidget *widget, std::initializer_list<QChart *> charts);

} // namespace chartstyle

} // namespace gpusizer::ui
