#include "charts/intervalband.h"

#include <QAreaSeries>
#include <QChart>
#include <QColor>
#include <QLineSeries>
#include <QPalette>
#include <QPen>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui::intervalband {

namespace {

// The band's points before and after a slider tick are equal but for rounding (the analysis'
// interval divided by its estimate is the band's multiplier to the last bit or so): those must
// not redraw the band.
bool samePoints(const QList<QPointF> &a, const QList<QPointF> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a[i].x() != b[i].x() || std::abs(a[i].y() - b[i].y()) > 1e-9 * std::max(1.0, std::abs(b[i].y())))
            return false;
    return true;
}

void replaceIfMoved(QLineSeries *series, const QList<QPointF> &points)
{
    if (!samePoints(series->points(), points))
        series->replace(points);
}

} // namespace

QAreaSeries *addTo(QChart *chart)
{
    auto *band = new QAreaSeries(new QLineSeries, new QLineSeries);
    // QAreaSeries does not own its boundary series: the band does.
    band->upperSeries()->setParent(band);
    band->lowerSeries()->setParent(band);
    band->setPen(Qt::NoPen);
    chart->addSeries(band);
    return band;
}

QColor color(const QColor &curve, const QPalette &palette)
{
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    QColor faint = dark ? curve.lighter(220) : curve;
    faint.setAlphaF(dark ? 0.3 : 0.2);
    return faint;
}

void setPoints(QAreaSeries *band, const QList<QPointF> &upper, const QList<QPointF> &lower)
{
    replaceIfMoved(band->upperSeries(), upper);
    replaceIfMoved(band->lowerSeries(), lower);
    band->setVisible(!upper.isEmpty());
}

} // namespace gpusizer::ui::intervalband
