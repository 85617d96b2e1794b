#include "charts/chartstyle.h"

#include "charts/axisscale.h"
#include "charts/componentcolors.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFont>
#include <QGraphicsItem>
#include <QGraphicsTextItem>
#include <QGraphicsScene>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QValueAxis>

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
    view->setMinimumSize(280, 220);
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
    for (QGraphicsItem *item : items)
        if (item->cacheMode() == QGraphicsItem::NoCache && item->type() != QGraphicsTextItem::Type)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

void applyPalette(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    QColor axisLine = text;
    axisLine.setAlphaF(0.45);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(grid);
        axis->setLinePenColor(axisLine);
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

QFont annotationFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}

} // namespace gpusizer::ui::chartstyle
