#include "charts/chartstyle.h"

#include "charts/axisscale.h"
#include "charts/componentcolors.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFont>
#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsScene>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QValueAxis>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui::chartstyle {

QBarSet *createComponentSet(core::MemoryComponent component)
{
    auto *set = new QBarSet(QString());
    set->setBrush(componentBrush(component));
    set->setPen(QPen(Qt::NoPen));
    return set;
}

QChart *createChart()
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundVisible(false);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setVisible(false);
    return chart;
}

QChartView *createView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->setBackgroundRole(QPalette::Base);
    // Small enough for a 1366-pixel laptop screen with all panels open (see WindowSize tests).
    view->setMinimumSize(220, 200);
    // A few dozen items, many of them moving on every tick: no BSP index to keep up to date,
    // and one repaint rectangle around the changes instead of a region per item.
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    cacheItems(view);
    return view;
}

void cacheItems(QGraphicsView *view)
{
    QGraphicsScene *scene = view->scene();
    if (scene == nullptr)
        return;
    const QList<QGraphicsItem *> items = scene->items();
    // Not QtCharts' own rich-text items (titles, axis and legend labels): a narrow chart elides
    // them to its width after they are cached and their cached pixmap stays empty (seen on 6.4).
    // Nor the chart widget and its backgrounds (blitting a chart-sized pixmap costs more than
    // filling it) and not the bars (rectangles that change on every tick: a cache would draw
    // each twice). Measured with callgrind over 40 slider steps: 8 % fewer instructions.
    for (QGraphicsItem *item : items) {
        if (item->isWidget() || item->type() == QGraphicsRectItem::Type || item->type() == QGraphicsTextItem::Type)
            continue;
        if (item->cacheMode() == QGraphicsItem::NoCache)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
}

void applyPalette(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    QColor minorGrid = text;
    minorGrid.setAlphaF(0.07);
    QColor axisLine = text;
    axisLine.setAlphaF(0.45);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        // Hairline (width 0) pens: QtCharts draws grid lines, ticks and axis lines as
        // QGraphicsLineItems, which find their bounds by stroking the line for any wider pen
        // (a tenth of a slider tick's time); a hairline is one device pixel all the same.
        axis->setGridLinePen(QPen(grid, 0));
        axis->setMinorGridLinePen(QPen(minorGrid, 0));
        axis->setLinePen(QPen(axisLine, 0));
    }
}

void applyLocale(QChart *chart)
{
    chart->setLocale(QLocale());
}

void applyScale(QValueAxis *axis, const AxisScale &scale)
{
    // As few decimals as the tick step needs (2.5-steps need one, 0.25-steps two). The format
    // goes first: the axis relabels on range changes, not reliably on format changes.
    const double step = scale.max / std::max(1, scale.tickCount - 1);
    int decimals = 0;
    while (decimals < 3
           && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    if (axis->tickCount() != scale.tickCount)
        axis->setTickCount(scale.tickCount);
    if (axis->min() != 0.0 || axis->max() != scale.max)
        axis->setRange(0.0, scale.max);
}

QPen capacityPen()
{
    QPen pen(capacityLineColor());
    pen.setWidthF(2.0);
    pen.setStyle(Qt::DashLine);
    return pen;
}

bool followWidgetStyle(const QEvent *event, const QWidget *widget, std::initializer_list<QChart *> charts)
{
    if (event->type() == QEvent::PaletteChange) {
        for (QChart *chart : charts)
            applyPalette(chart, widget->palette());
        return true;
    }
    if (event->type() == QEvent::FontChange) {
        for (QChart *chart : charts)
            applyFont(chart, widget->font());
        return true;
    }
    return false;
}

QFont annotationFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}

void applyFont(QChart *chart, const QFont &base)
{
    const QFont small = annotationFont(base);
    QFont bold = base;
    bold.setBold(true);
    chart->setTitleFont(base);
    chart->legend()->setFont(small);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsFont(small);
        axis->setTitleFont(bold);
    }
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->type() != QGraphicsSimpleTextItem::Type)
            continue;
        auto *text = static_cast<QGraphicsSimpleTextItem *>(item);
        QFont font = small;
        font.setBold(text->font().bold());
        text->setFont(font);
    }
}

} // namespace gpusizer::ui::chartstyle
