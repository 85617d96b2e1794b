#include "charts/chartseries.h"

#include "charts/chartstyle.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QPen>
#include <QStackedBarSeries>
#include <QVBoxLayout>

namespace gpusizer::ui::chartseries {

QBarSet *ComponentBars::set(core::MemoryComponent component) const
{
    const auto i = static_cast<std::size_t>(component);
    return i < sets.size() ? sets[i] : nullptr;
}

ComponentBars createComponentBars(double barWidth)
{
    ComponentBars bars;
    bars.series = new QStackedBarSeries;
    bars.series->setBarWidth(barWidth);
    for (std::size_t i = 0; i < bars.sets.size(); ++i) {
        bars.sets[i] = chartstyle::createComponentSet(static_cast<core::MemoryComponent>(i));
        bars.series->append(bars.sets[i]);
    }
    bars.capacity = createCapacityLine();
    return bars;
}

QLineSeries *createCapacityLine()
{
    auto *line = new QLineSeries;
    line->setPen(chartstyle::capacityPen());
    return line;
}

QPen curvePen(const QColor &color, double widthPx)
{
    QPen pen(color);
    pen.setWidthF(widthPx);
    return pen;
}

QScatterSeries *createMarkers(QScatterSeries::MarkerShape shape, double sizePx, const QColor &color)
{
    auto *markers = new QScatterSeries;
    markers->setMarkerShape(shape);
    markers->setMarkerSize(sizePx);
    markers->setColor(color);
    markers->setBorderColor(Qt::white);
    return markers;
}

void addSeries(QChart *chart, const QList<QAbstractSeries *> &series)
{
    for (QAbstractSeries *s : series)
        chart->addSeries(s);
}

bool replacePoints(QXYSeries *series, const QList<QPointF> &points)
{
    if (series->points() == points)
        return false;
    series->replace(points);
    return true;
}

void attachAxes(const QList<QAbstractSeries *> &series, QAbstractAxis *x, QAbstractAxis *y)
{
    for (QAbstractSeries *s : series) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

QChartView *fillWithView(QWidget *widget, QChart *chart)
{
    QChartView *view = chartstyle::createView(chart, widget);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    return view;
}

QLabel *addLegendLabel(QWidget *widget, const QString &objectName)
{
    auto *legend = new QLabel(widget);
    legend->setObjectName(objectName);
    legend->setWordWrap(true);
    legend->setAlignment(Qt::AlignHCenter);
    legend->setTextFormat(Qt::RichText);
    legend->hide();
    widget->layout()->addWidget(legend);
    return legend;
}

void setLegendText(QLabel *legend, const QString &html)
{
    if (legend->text() != html)
        legend->setText(html);
    if (legend->isHidden() != html.isEmpty())
        legend->setVisible(!html.isEmpty());
}

} // namespace gpusizer::ui::chartseries
