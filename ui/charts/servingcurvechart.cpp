#include "charts/servingcurvechart.h"

#include "analysis/analysis.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "controls/enumtext.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

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
    QPen throughputPen(throughputColor());
    throughputPen.setWidthF(2.5);
    m_throughput->setPen(throughputPen);
    m_tpot = new QLineSeries;
    QPen tpotPen(tpotColor());
    tpotPen.setWidthF(2.0);
    m_tpot->setPen(tpotPen);
    m_target = new QLineSeries;
    m_target->setPen(chartstyle::capacityPen());
    m_point = new QScatterSeries;
    m_point->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    m_point->setMarkerSize(11);
    m_point->setColor(throughputColor());
    m_point->setBorderColor(Qt::white);
    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(m_throughput), static_cast<QAbstractSeries *>(m_tpot),
                                    static_cast<QAbstractSeries *>(m_target), static_cast<QAbstractSeries *>(m_point)})
        m_chart->addSeries(series);

    m_axisX = new QLogValueAxis;
    m_axisX->setBase(10);
    m_axisX->setLabelFormat(QStringLiteral("%g"));
    m_axisX->setMinorTickCount(-1);
    m_axisTokens = new QValueAxis;
    m_axisTpot = new QValueAxis;
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisTokens, Qt::AlignLeft);
    m_chart->addAxis(m_axisTpot, Qt::AlignRight);
    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(m_throughput), static_cast<QAbstractSeries *>(m_point)}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisTokens);
    }
    for (QAbstractSeries *series : {static_cast<QAbstractSeries *>(m_tpot), static_cast<QAbstractSeries *>(m_target)}) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisTpot);
    }
    m_axisTokens->setLabelsColor(throughputColor());
    m_axisTpot->setLabelsColor(tpotColor());
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->markers(m_point).value(0)->setVisible(false);

    m_view = chartstyle::createView(m_chart, this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    chartstyle::applyPalette(m_chart, palette());
    chartstyle::applyFont(m_chart, font());
    m_axisTokens->setLabelsColor(throughputColor());
    m_axisTpot->setLabelsColor(tpotColor());
    retranslateUi();
}

ServingCurveChart::~ServingCurveChart() = default;

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
    if (valid) {
        for (const core::ServingPoint &p : curve) {
            tokens.append(QPointF(p.load, p.outputTokensPerSecond));
            tpot.append(QPointF(p.load, p.tpotMs));
            maxTokens = std::max(maxTokens, p.outputTokensPerSecond);
            maxTpot = std::max(maxTpot, p.tpotMs);
        }
    }
    if (m_throughput->points() != tokens)
        m_throughput->replace(tokens);
    if (m_tpot->points() != tpot)
        m_tpot->replace(tpot);
    QList<QPointF> target;
    QList<QPointF> point;
    if (valid) {
        const double low = curve.front().load;
        const double high = curve.back().load;
        m_axisX->setRange(low, high);
        if (load.tpotTargetMs) {
            target = {QPointF(low, *load.tpotTargetMs), QPointF(high, *load.tpotTargetMs)};
            maxTpot = std::max(maxTpot, *load.tpotTargetMs);
        }
        const core::ServingEstimate &v = *analysis.estimate.serving;
        const double here = m_users ? double(load.concurrency) : load.requestsPerSecond;
        if (load.load != core::LoadKind::Offline && v.fits && here >= low && here <= high)
            point = {QPointF(here, v.outputTokensPerSecond)};
    }
    if (m_target->points() != target)
        m_target->replace(target);
    if (m_point->points() != point)
        m_point->replace(point);
    m_tokensScale = niceScaleWithHysteresis(std::max(1.0, maxTokens * 1.1), m_tokensScale);
    m_tpotScale = niceScaleWithHysteresis(std::max(1.0, std::min(maxTpot, 10.0 * (tpot.isEmpty() ? 1.0 : tpot.first().y())) * 1.1),
                                          m_tpotScale);
    chartstyle::applyScale(m_axisTokens, m_tokensScale);
    chartstyle::applyScale(m_axisTpot, m_tpotScale);
    retranslateUi();
    chartstyle::cacheItems(m_view);
}

void ServingCurveChart::retranslateUi()
{
    m_chart->setTitle(tr("Throughput and latency against load"));
    m_axisX->setTitleText(m_users ? tr("concurrent users") : tr("requests per second"));
    m_axisTokens->setTitleText(tr("output tokens/s"));
    m_axisTpot->setTitleText(tr("TPOT %1, ms", "time per output token at a statistic").arg(enumtext::latencyStat(m_stat)));
    m_throughput->setName(tr("tokens/s"));
    m_tpot->setName(tr("TPOT"));
    m_target->setName(tr("TPOT target"));
    chartstyle::applyLocale(m_chart);
}

void ServingCurveChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        m_axisTokens->setLabelsColor(throughputColor());
        m_axisTpot->setLabelsColor(tpotColor());
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
