#include "charts/servingcurvechart.h"

#include "analysis/analysis.h"
#include "charts/chartseries.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/fittedaxis.h"
#include "text/enumtext.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>

namespace gpusizer::ui {

namespace {

QColor throughputColor() { return componentColor(core::MemoryComponent::Weights); }
QColor tpotColor() { return componentColor(core::MemoryComponent::KvCache); }

} // namespace

ServingCurveChart::ServingCurveChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = chartstyle::createChart();
    m_throughput = new QLineSeries;
    m_throughput->setPen(chartseries::curvePen(throughputColor(), 2.5));
    m_tpot = new QLineSeries;
    m_tpot->setPen(chartseries::curvePen(tpotColor(), 2.0));
    m_target = chartseries::createCapacityLine();
    m_point = chartseries::createMarkers(QScatterSeries::MarkerShapeCircle, 11, throughputColor());
    chartseries::addSeries(m_chart, {m_throughput, m_tpot, m_target, m_point});

    m_axisX = new QLogValueAxis;
    m_axisX->setBase(10);
    m_axisX->setMinorTickCount(-1);
    // The load's ticks (1, 10, 100 users) are short: never elided to nothing on a narrow chart.
    m_axisX->setTruncateLabels(false);
    m_axisTokens = new QValueAxis;
    m_axisTpot = new QValueAxis;
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisTokens, Qt::AlignLeft);
    m_chart->addAxis(m_axisTpot, Qt::AlignRight);
    chartseries::attachAxes({m_throughput, m_point}, m_axisX, m_axisTokens);
    chartseries::attachAxes({m_tpot, m_target}, m_axisX, m_axisTpot);
    m_axisTokens->setLabelsColor(throughputColor());
    m_axisTpot->setLabelsColor(tpotColor());
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->markers(m_point).value(0)->setVisible(false);
    m_fitTokens = std::make_unique<FittedAxis>(m_chart, m_axisTokens);
    m_fitTpot = std::make_unique<FittedAxis>(m_chart, m_axisTpot);

    m_view = chartseries::fillWithView(this, m_chart);
    m_viewMinimumHeight = m_view->minimumHeight();
    // The legend under the view where the chart's own would elide its names ("Toke…"): it wraps.
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("servingLegend"));
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->hide();
    layout()->addWidget(m_legend);
    connect(m_chart, &QChart::plotAreaChanged, this, &ServingCurveChart::fitToPlot);
    chartstyle::applyPalette(m_chart, palette());
    chartstyle::applyFont(m_chart, font());
    m_axisTokens->setLabelsColor(throughputColor());
    m_axisTpot->setLabelsColor(tpotColor());
    retranslateUi();
}

ServingCurveChart::~ServingCurveChart()
{
    m_chart->disconnect(this); // the axes' fits go before the chart
}

void ServingCurveChart::fitToPlot()
{
    m_placement.run([this] { fitToPlotOnce(); });
}

void ServingCurveChart::fitToPlotOnce()
{
    m_fitTokens->refit();
    m_fitTpot->refit();
    fitLoadAxis();
    // QtCharts gives the two vertical axes at most 40 % of the chart's width and cuts a title
    // that does not fit beside its labels to "...": there the titles give way (the tooltip over
    // each axis and the legend carry them).
    const double share = m_chart->size().width() * 0.4 / 2;
    const QLocale locale = m_chart->locale();
    bool titlesFit = true;
    for (const auto &[axis, fit] : {std::pair{m_axisTokens, m_fitTokens.get()}, std::pair{m_axisTpot, m_fitTpot.get()}}) {
        const QString widest = locale.toString(fit->scale().max, 'f', tickDecimals(fit->scale()));
        const double needed = QFontMetricsF(axis->labelsFont()).horizontalAdvance(widest)
                              + QFontMetricsF(axis->titleFont()).height() + 15;
        titlesFit = titlesFit && needed <= share;
    }
    for (QValueAxis *axis : {m_axisTokens, m_axisTpot})
        if (axis->isTitleVisible() != titlesFit)
            axis->setTitleVisible(titlesFit);
    // The chart's legend where its names fit side by side (QtCharts elides them equally where
    // they do not), else the wrapping one under the view.
    const QFont font = m_chart->legend()->font();
    const QFontMetricsF metrics(font);
    double needed = 0;
    for (const QLineSeries *series : {m_throughput, m_tpot, m_target})
        needed += metrics.horizontalAdvance(series->name()) + metrics.height() + 24;
    const bool fits = needed <= m_chart->size().width() - 8;
    if (m_chart->legend()->isVisible() != fits)
        m_chart->legend()->setVisible(fits);
    m_legend->setVisible(!fits);
    // With the legend under it the view may be that much lower: together they keep the least
    // height the view alone has.
    const int viewHeight = fits ? m_viewMinimumHeight
                                : std::max(m_viewMinimumHeight / 2, m_viewMinimumHeight - m_legend->heightForWidth(width()));
    if (m_view->minimumHeight() != viewHeight)
        m_view->setMinimumHeight(viewHeight);
}

namespace {

// The 1-2-5 step at or below / at or above a positive value (0.37 -> 0.2 / 0.5, 140 -> 100 / 200).
double niceLogFloor(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {5.0, 2.0, 1.0})
        if (m * decade <= v * (1 + 1e-9))
            return m * decade;
    return decade;
}

double niceLogCeil(double v)
{
    const double decade = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= v * (1 - 1e-9))
            return m * decade;
    return 10 * decade;
}

} // namespace

void ServingCurveChart::fitLoadAxis()
{
    if (m_loadLow <= 0 || m_loadHigh <= m_loadLow)
        return;
    // The first load tick may sit in the plot's corner, where the lowest throughput label
    // ("0.0") is: the axis starts a little before it, so that its label clears that one.
    const QRectF plot = m_chart->plotArea();
    double low = m_loadLow;
    if (plot.width() > 0) {
        const QString first = m_chart->locale().toString(m_loadLow, 'f', m_loadDecimals);
        const double offset = QFontMetricsF(m_axisX->labelsFont()).horizontalAdvance(first) / 2 + 1;
        const double fraction = std::min(0.2, offset / plot.width());
        low = m_loadLow / std::pow(10.0, fraction * std::log10(m_loadHigh / m_loadLow) / (1 - fraction));
    }
    if (std::abs(m_axisX->min() - low) > 1e-9 * low || m_axisX->max() != m_loadHigh)
        m_axisX->setRange(low, m_loadHigh);
}

void ServingCurveChart::setAnalysis(const core::Analysis &analysis)
{
    const std::vector<core::ServingPoint> &curve = analysis.servingCurve;
    const bool valid = analysis.valid && analysis.serving() && !curve.empty();
    const core::ServingSettings &load = analysis.scenario.serving;
    m_users = load.load == core::LoadKind::Concurrency || load.load == core::LoadKind::Batch;
    m_stat = load.targetStat;
    QList<QPointF> tokens;
    QList<QPointF> tpot;
    double maxTokens = 0;
    double maxTpot = 0;
    if (valid)
        for (const core::ServingPoint &p : curve)
            maxTokens = std::max(maxTokens, p.outputTokensPerSecond);
    // Thousands of tokens/s where they run to four digits: "2.5" where "2,500" did not fit
    // beside the axis title of a narrow chart (QtCharts elided it to "2...").
    const bool thousands = maxTokens * 1.1 >= 1000.0;
    const double divisor = thousands ? 1000.0 : 1.0;
    maxTokens /= divisor;
    if (valid) {
        for (const core::ServingPoint &p : curve) {
            tokens.append(QPointF(p.load, p.outputTokensPerSecond / divisor));
            tpot.append(QPointF(p.load, p.tpotMs));
            maxTpot = std::max(maxTpot, p.tpotMs);
        }
    }
    chartseries::replacePoints(m_throughput, tokens);
    chartseries::replacePoints(m_tpot, tpot);
    QList<QPointF> target;
    QList<QPointF> point;
    if (valid) {
        // The load axis spans whole 1-2-5 steps around the curve: the range (and the labels'
        // layout) stays put while the configured load moves within a step.
        const double low = niceLogFloor(curve.front().load);
        const double high = niceLogCeil(curve.back().load);
        m_loadLow = low;
        m_loadHigh = high;
        m_loadDecimals = low >= 1.0 ? 0 : low >= 0.1 ? 1 : 2;
        // Fixed decimals for the decades of the load: with the chart's localised numbers Qt 6.4
        // draws no label at all for a "%g" format (the load axis was blank).
        const QString format = QStringLiteral("%.%1f").arg(m_loadDecimals);
        if (m_axisX->labelFormat() != format)
            m_axisX->setLabelFormat(format);
        fitLoadAxis();
        if (load.tpotTargetMs) {
            target = {QPointF(low, *load.tpotTargetMs), QPointF(high, *load.tpotTargetMs)};  // across the axis
            maxTpot = std::max(maxTpot, *load.tpotTargetMs);
        }
        const core::ServingEstimate &v = *analysis.estimate.serving;
        const double here = m_users ? double(load.concurrency) : load.requestsPerSecond;
        if (load.load != core::LoadKind::Offline && v.fits && here >= curve.front().load && here <= curve.back().load)
            point = {QPointF(here, v.outputTokensPerSecond / divisor)};
    }
    chartseries::replacePoints(m_target, target);
    chartseries::replacePoints(m_point, point);
    m_fitTokens->setNeeded(std::max(1.0, maxTokens * 1.1));
    m_fitTpot->setNeeded(std::max(1.0, std::min(maxTpot, 10.0 * (tpot.isEmpty() ? 1.0 : tpot.first().y())) * 1.1));
    // The texts depend on the load kind, the statistic and the unit only: rewriting them on
    // every tick relaid the chart out each time (1.8 M instructions a drag step).
    const bool textsChanged = m_thousands != thousands || m_textsUsers != m_users || m_textsStat != m_stat
                              || !m_textsSet;
    m_thousands = thousands;
    if (textsChanged)
        retranslateUi();
    chartstyle::cacheItems(m_view);
}

void ServingCurveChart::retranslateUi()
{
    m_textsUsers = m_users;
    m_textsStat = m_stat;
    m_textsSet = true;
    chartstyle::setTitleTexts(m_chart, {tr("Throughput and latency against load"),
                                        tr("Throughput and latency", "short chart title")});
    chartstyle::setAxisTitleTexts(m_axisX, {m_users ? tr("concurrent users") : tr("requests per second"),
                                            m_users ? tr("users", "short axis title") : tr("req/s", "short axis title")});
    chartstyle::setAxisTitleTexts(m_axisTokens, m_thousands ? QStringList{tr("thousand output tokens/s"), tr("thousand tokens/s")}
                                                            : QStringList{tr("output tokens/s"), tr("tokens/s")});
    chartstyle::setAxisTitleTexts(m_axisTpot, {tr("TPOT %1, ms", "time per output token at a statistic").arg(enumtext::latencyStat(m_stat)),
                                               QStringLiteral("ms")});
    // Short names: the legend of a laptop-sized chart elides longer ones ("toke…", "TPOT…").
    m_throughput->setName(tr("tok/s", "legend: output tokens per second"));
    m_tpot->setName(tr("TPOT"));
    m_target->setName(tr("target", "legend: the TPOT target line"));
    QStringList entries;
    for (const QLineSeries *series : {m_throughput, m_tpot, m_target})
        entries << QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
                       .arg(series->pen().color().name(),
                            series == m_target ? QStringLiteral("&#9477;") : QStringLiteral("&#9473;"),
                            series->name().toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    m_legend->setText(entries.join(QStringLiteral(" &nbsp; ")));
    chartstyle::applyLocale(m_chart);
    fitToPlot();
}

void ServingCurveChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        m_axisTokens->setLabelsColor(throughputColor());
        m_axisTpot->setLabelsColor(tpotColor());
        fitToPlot();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
