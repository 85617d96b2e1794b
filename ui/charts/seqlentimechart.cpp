#include "charts/seqlentimechart.h"

#include "analysis/analysis.h"
#include "charts/axisscale.h"
#include "charts/chartseries.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/fittedaxis.h"
#include "charts/intervalband.h"
#include "charts/labellayout.h"
#include "charts/lengthaxis.h"
#include "charts/methodlines.h"
#include "model/seqlenrange.h"
#include "text/displayformat.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QGraphicsSimpleTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPalette>
#include <QPen>
#include <QPolygonF>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace gpusizer::ui {

namespace {

constexpr double kSecondsPerHour = 3600.0;

QColor curveColor() { return componentColor(core::MemoryComponent::Weights); }

double hours(const core::LengthPoint &p) { return p.wallSeconds / kSecondsPerHour; }

// Whether the run stops fitting within the axis (not where it fits at every length drawn).
bool stopsFitting(const core::MethodCurve &curve)
{
    return !curve.points.empty() && curve.maxFittingSeqLen > 0 && curve.maxFittingSeqLen < curve.points.back().seqLen;
}

// The hours of `curve` at the lengths that fit, ending at the longest that fits (between two
// points of the curve: interpolated there).
QList<QPointF> fittingPart(const core::MethodCurve &curve)
{
    QList<QPointF> part;
    if (curve.maxFittingSeqLen <= 0)
        return part;
    for (const core::LengthPoint &p : curve.points)
        if (curve.fitsAt(p.seqLen))
            part.append(QPointF(p.seqLen, hours(p)));
    if (stopsFitting(curve) && (part.isEmpty() || part.back().x() < curve.maxFittingSeqLen))
        part.append(QPointF(curve.maxFittingSeqLen, hours(core::lengthcurve::at(curve, curve.maxFittingSeqLen))));
    return part;
}

// The rest: from the longest length that fits (or the first) to the end.
QList<QPointF> beyondPart(const core::MethodCurve &curve)
{
    QList<QPointF> part;
    if (curve.maxFittingSeqLen > 0 && !stopsFitting(curve))
        return part;
    if (stopsFitting(curve))
        part.append(QPointF(curve.maxFittingSeqLen, hours(core::lengthcurve::at(curve, curve.maxFittingSeqLen))));
    for (const core::LengthPoint &p : curve.points)
        if (!curve.fitsAt(p.seqLen))
            part.append(QPointF(p.seqLen, hours(p)));
    return part;
}

std::optional<QPointF> limitPoint(const core::MethodCurve &curve)
{
    if (!stopsFitting(curve))
        return std::nullopt;
    return QPointF(curve.maxFittingSeqLen, hours(core::lengthcurve::at(curve, curve.maxFittingSeqLen)));
}

} // namespace

SeqLenTimeChart::SeqLenTimeChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = chartstyle::createChart();
    m_band = intervalband::addTo(m_chart);
    m_fitting = new QLineSeries;
    m_fitting->setPen(chartseries::curvePen(curveColor(), 2.5));
    m_lines = std::make_unique<MethodLines>(m_chart, m_fitting);
    m_beyond = new QLineSeries;
    QPen dashed = chartseries::curvePen(curveColor(), 1.5);
    dashed.setStyle(Qt::DashLine);
    m_beyond->setPen(dashed);
    m_current = chartseries::createMarkers(QScatterSeries::MarkerShapeCircle, 11, curveColor());
    m_limit = chartseries::createMarkers(QScatterSeries::MarkerShapeRectangle, 12, capacityLineColor());
    chartseries::addSeries(m_chart, {m_beyond, m_fitting, m_current, m_limit});

    QFont bold = chartstyle::annotationFont(font());
    bold.setBold(true);
    m_currentLabel = new QGraphicsSimpleTextItem(m_chart);
    m_currentLabel->setFont(bold);
    m_currentLabel->setZValue(10);
    m_currentLabel->hide();

    m_lengthAxis = std::make_unique<LengthAxis>(m_chart);
    m_hoursAxis = new QValueAxis;
    m_chart->addAxis(m_hoursAxis, Qt::AlignLeft);
    chartseries::attachAxes(m_chart->series(), m_lengthAxis->axis(), m_hoursAxis);
    // The rent of the same hours: its own scale, round ticks, the hours' grid.
    m_costAxis = new QValueAxis;
    m_costAxis->setGridLineVisible(false);
    m_costAxis->setTickType(QValueAxis::TicksDynamic);
    m_costAxis->setTickAnchor(0.0);
    m_chart->addAxis(m_costAxis, Qt::AlignRight);
    m_fitHours = std::make_unique<FittedAxis>(m_chart, m_hoursAxis, 5);

    m_view = chartseries::fillWithView(this, m_chart);
    m_legend = chartseries::addLegendLabel(this, QStringLiteral("seqLenTimeLegend"));
    connect(m_chart, &QChart::plotAreaChanged, this, &SeqLenTimeChart::positionAnnotations);
    connectToolTips();
    restyle();
    chartstyle::applyFont(m_chart, font());
    retranslateUi();
}

SeqLenTimeChart::~SeqLenTimeChart()
{
    m_chart->disconnect(this);
}

QLogValueAxis *SeqLenTimeChart::lengthAxis() const
{
    return m_lengthAxis->axis();
}

QStringList SeqLenTimeChart::tickLabels() const
{
    return m_lengthAxis->tickLabels();
}

void SeqLenTimeChart::connectToolTips()
{
    const auto tipFor = [this](std::function<std::optional<core::Method>()> method) {
        return [this, method](const QPointF &point, bool state) {
            const std::optional<core::Method> m = method();
            if (!state || !m) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), pointText(*m, point.x()), m_view);
        };
    };
    const auto own = [this]() -> std::optional<core::Method> {
        for (const core::MethodCurve &curve : m_curves)
            if (curve.current)
                return curve.method;
        return std::nullopt;
    };
    for (QLineSeries *series : {m_fitting, m_beyond})
        connect(series, &QLineSeries::hovered, this, tipFor(own));
    for (QScatterSeries *series : {m_current, m_limit})
        connect(series, &QScatterSeries::hovered, this, tipFor(own));
    m_lines->onHover(
        this,
        [this](core::Method method, const QPointF &point, bool) {
            QToolTip::showText(QCursor::pos(), pointText(method, point.x()), m_view);
        },
        [] { QToolTip::hideText(); });
}

QString SeqLenTimeChart::pointText(core::Method method, double length) const
{
    const auto curve = std::find_if(m_curves.begin(), m_curves.end(),
                                    [method](const core::MethodCurve &c) { return c.method == method; });
    if (curve == m_curves.end() || curve->points.empty())
        return {};
    const core::LengthPoint p = core::lengthcurve::at(*curve, length);
    const QString text = tr("%1 at %2: %3, rent %4, own %5", "a method, a sequence length, hours, two amounts")
                             .arg(methodShortName(method), formatTokens(std::round(length)), formatHours(p.wallSeconds),
                                  formatMoney(p.rentTotal, m_currency), formatMoney(p.ownTotal, m_currency));
    return curve->fitsAt(static_cast<int>(std::lround(length)))
        ? text
        : tr("%1 (does not fit the GPU)", "the text of a point beyond the longest length that fits").arg(text);
}

void SeqLenTimeChart::setAnalysis(const core::Analysis &analysis)
{
    m_valid = analysis.valid && analysis.currentCurve() != nullptr;
    m_curves = m_valid ? analysis.methodCurves : std::vector<core::MethodCurve>{};
    if (analysis.estimate.cost.currency != m_currency) {
        m_currency = analysis.estimate.cost.currency;
        setCostTitle();
    }
    showCurrent(analysis);
    showOthers();
    // Room for three times the run's shortest time (at 16 tokens a step is mostly overhead and
    // the same run takes ten times as long: those ends run out of the plot), the current setting
    // and the points near it where the methods stop fitting. It follows the curve, not the
    // current length, so that a dragged length does not rescale the axis.
    double shortest = 0;
    for (const QList<QPointF> &part : {m_fitting->points(), m_beyond->points()})
        for (const QPointF &p : part)
            shortest = shortest > 0 ? std::min(shortest, p.y()) : p.y();
    const double currentHours = m_current->points().isEmpty() ? 0.0 : m_current->at(0).y();
    double needed = std::max(shortest * 3.0, currentHours * 1.25);
    QList<QScatterSeries *> limits{m_limit};
    for (core::Method method : m_lines->shown())
        limits << m_lines->limit(method);
    const double reach = needed * 2;
    for (const QScatterSeries *limit : limits)
        for (const QPointF &p : limit->points())
            if (p.y() <= reach)
                needed = std::max(needed, p.y() * 1.15);
    m_neededHours = needed;
    m_fitHours->setNeeded(m_neededHours);
    positionAnnotations();
    chartstyle::cacheItems(m_view);
}

void SeqLenTimeChart::showCurrent(const core::Analysis &analysis)
{
    const core::MethodCurve *curve = m_valid ? analysis.currentCurve() : nullptr;
    chartseries::replacePoints(m_fitting, curve ? fittingPart(*curve) : QList<QPointF>{});
    chartseries::replacePoints(m_beyond, curve ? beyondPart(*curve) : QList<QPointF>{});
    const std::optional<QPointF> limit = curve ? limitPoint(*curve) : std::nullopt;
    chartseries::replacePoints(m_limit, limit ? QList<QPointF>{*limit} : QList<QPointF>{});
    const double wallSeconds = analysis.estimate.time.wallSeconds;
    const QPointF current(core::SeqLenRange::clamp(analysis.scenario.seqLen), wallSeconds / kSecondsPerHour);
    chartseries::replacePoints(m_current, curve ? QList<QPointF>{current} : QList<QPointF>{});
    m_currentTexts.clear();
    if (curve) {
        const QString time = formatHours(wallSeconds);
        if (analysis.estimate.cost.rentTotal > 0)
            m_currentTexts << tr("%1 \u00B7 %2", "hours and rent of the run at the current setting")
                                  .arg(time, formatMoney(analysis.estimate.cost.rentTotal, m_currency));
        m_currentTexts << time;
    }
    // The cluster's rent per wall-clock hour: the same at every length and method.
    m_rentPerHour = curve && wallSeconds > 0 ? analysis.estimate.cost.rentTotal / (wallSeconds / kSecondsPerHour) : 0.0;
    QList<QPointF> upper;
    QList<QPointF> lower;
    if (curve)
        for (const core::lengthcurve::HoursBandPoint &p :
             core::lengthcurve::hoursBand(*curve, analysis.interval, analysis.estimate.time.tokensPerSecondPerGpu)) {
            upper.append(QPointF(p.seqLen, p.highSeconds / kSecondsPerHour));
            lower.append(QPointF(p.seqLen, p.lowSeconds / kSecondsPerHour));
        }
    intervalband::setPoints(m_band, upper, lower);
}

void SeqLenTimeChart::showOthers()
{
    m_lines->update(m_curves, fittingPart, limitPoint);
    updateLegend();
}

void SeqLenTimeChart::updateLegend()
{
    QString html = m_lines->legendHtml();
    // The dashed part says what it is where there is one.
    if (!m_beyond->points().isEmpty()) {
        if (!html.isEmpty())
            html += QStringLiteral(" &nbsp; ");
        html += QStringLiteral("<span style=\"color:%1\">\u254C\u254C</span>&nbsp;%2")
                    .arg(curveColor().name(), m_beyond->name().toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    }
    chartseries::setLegendText(m_legend, html);
}

void SeqLenTimeChart::fitAxes()
{
    m_fitHours->refit();
    // The rent of the hours axis' range, ticked at round amounts.
    const bool priced = m_valid && m_rentPerHour > 0;
    if (m_costAxis->isVisible() != priced)
        m_costAxis->setVisible(priced);
    if (!priced)
        return;
    const AxisScale hoursScale = m_fitHours->scale();
    const double costMax = hoursScale.max * m_rentPerHour;
    const AxisScale round = niceScale(costMax, std::max(1, hoursScale.tickCount - 1));
    const double step = round.max / std::max(1, round.tickCount - 1);
    const QString format = QStringLiteral("%.%1f").arg(tickDecimals(round));
    if (m_costAxis->labelFormat() != format)
        m_costAxis->setLabelFormat(format);
    if (m_costAxis->tickInterval() != step)
        m_costAxis->setTickInterval(step);
    if (m_costAxis->min() != 0.0 || m_costAxis->max() != costMax)
        m_costAxis->setRange(0.0, costMax);
}

void SeqLenTimeChart::positionAnnotations()
{
    m_placement.run([this] {
        fitAxes();
        const QRectF plot = m_chart->plotArea();
        if (plot.isEmpty())
            return;
        m_lengthAxis->place(plot, m_fitHours->scale(), m_fitting);
        placeCurrentLabel();
    });
}

void SeqLenTimeChart::placeCurrentLabel()
{
    if (m_currentTexts.isEmpty() || m_current->points().isEmpty()) {
        m_currentLabel->hide();
        return;
    }
    // Above the circle to its right, else to its left, else below; clear of the lines.
    const QRectF plot = m_chart->plotArea();
    LabelLayout layout(plot);
    for (QLineSeries *line : {m_fitting, m_beyond}) {
        QPolygonF polygon;
        for (const QPointF &point : line->points())
            polygon << m_chart->mapToPosition(point, line);
        layout.addLine(polygon, 1.5);
    }
    for (const QPolygonF &shape : m_lines->shownOnPlot(m_fitHours->scale()))
        layout.addLine(shape, shape.size() == 1 ? 5.5 : 1.5);
    const QPointF at = m_chart->mapToPosition(m_current->at(0), m_current);
    const double r = m_current->markerSize() / 2 + 1;
    layout.addObstacle(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r));
    layout.place(m_currentLabel, m_currentTexts,
                 {{QPointF(at.x() + r, at.y() - r), Qt::AlignRight | Qt::AlignTop, 2},
                  {QPointF(at.x() - r, at.y() - r), Qt::AlignLeft | Qt::AlignTop, 2},
                  {QPointF(at.x(), at.y() - r), Qt::AlignHCenter | Qt::AlignTop, 4},
                  {QPointF(at.x() + r, at.y() + r), Qt::AlignRight | Qt::AlignBottom, 2},
                  {QPointF(at.x() - r, at.y() + r), Qt::AlignLeft | Qt::AlignBottom, 2}});
}

QString SeqLenTimeChart::currentLabelText() const
{
    return m_currentLabel->isVisible() ? m_currentLabel->text() : QString();
}

void SeqLenTimeChart::restyle()
{
    chartstyle::applyPalette(m_chart, palette());
    m_currentLabel->setBrush(palette().color(QPalette::WindowText));
    m_lengthAxis->applyPalette(palette());
    m_band->setBrush(intervalband::color(curveColor(), palette()));
}

void SeqLenTimeChart::retranslateUi()
{
    chartstyle::setTitleTexts(m_chart, {tr("Time and cost vs sequence length"),
                                        tr("Time and cost vs length", "short chart title"),
                                        tr("Time vs length", "shortest chart title")});
    chartstyle::setAxisTitleTexts(m_lengthAxis->axis(), chartstyle::withShorterForms(tr("Sequence length (tokens)"))
                                                            << tr("Tokens", "short axis title: sequence length in tokens"));
    chartstyle::setAxisTitleTexts(m_hoursAxis, chartstyle::withShorterForms(tr("hours, wall clock")));
    setCostTitle();
    m_fitting->setName(tr("Time"));
    m_beyond->setName(tr("Does not fit"));
    m_band->setName(tr("Interval"));
    m_current->setName(tr("Current setting"));
    m_limit->setName(tr("Longest that fits"));
    m_lines->retranslate();
    updateLegend();
    setAccessibleName(tr("Time and cost versus sequence length chart"));
    chartstyle::applyLocale(m_chart);
    m_lengthAxis->retranslate();
    positionAnnotations();
}

void SeqLenTimeChart::setCostTitle()
{
    const QString currency = QString::fromStdString(m_currency);
    chartstyle::setAxisTitleTexts(m_costAxis, {tr("rent in %1", "axis title: the currency").arg(currency), currency});
}

void SeqLenTimeChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        restyle();
        positionAnnotations();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
