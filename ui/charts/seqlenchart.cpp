#include "charts/seqlenchart.h"

#include "model/seqlenrange.h"

#include "analysis/seqlensweep.h"
#include "charts/chartlabels.h"
#include "charts/chartseries.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/fittedaxis.h"
#include "charts/intervalband.h"
#include "charts/labellayout.h"
#include "charts/lengthaxis.h"
#include "charts/methodlines.h"
#include "text/displayformat.h"
#include "analysis/analysis.h"

#include <QAreaSeries>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
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

namespace gpusizer::ui {

namespace {

constexpr double kMinLength = core::SeqLenRange::kMin;
constexpr double kMaxLength = core::SeqLenRange::kMax;

QColor curveColor() { return componentColor(core::MemoryComponent::Weights); }

// Linear interpolation of `values` at `length` in log(length) over `lengths`.
double interpolateLog(const std::vector<double> &lengths, const std::vector<double> &values, double length)
{
    if (lengths.empty())
        return 0;
    if (length <= lengths.front())
        return values.front();
    for (std::size_t i = 1; i < lengths.size(); ++i) {
        if (length <= lengths[i]) {
            const double x0 = std::log(lengths[i - 1]);
            const double x1 = std::log(lengths[i]);
            const double t = x1 > x0 ? (std::log(length) - x0) / (x1 - x0) : 0.0;
            return values[i - 1] + t * (values[i] - values[i - 1]);
        }
    }
    return values.back();
}

// Memory at `length` on the curve, interpolated linearly in log(length).
double interpolate(const std::vector<core::SeqLenPoint> &curve, double length)
{
    if (curve.empty())
        return 0;
    if (length <= curve.front().seqLen)
        return curve.front().requiredBytes;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        if (length <= curve[i].seqLen) {
            const double x0 = std::log(curve[i - 1].seqLen);
            const double x1 = std::log(curve[i].seqLen);
            const double t = x1 > x0 ? (std::log(length) - x0) / (x1 - x0) : 0.0;
            return curve[i - 1].requiredBytes + t * (curve[i].requiredBytes - curve[i - 1].requiredBytes);
        }
    }
    return curve.back().requiredBytes;
}

} // namespace

SeqLenChart::SeqLenChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = chartstyle::createChart();
    // The band first: drawn under the curve (its colour from styleTickLabels()).
    m_band = intervalband::addTo(m_chart);
    m_curve = new QLineSeries;
    m_curve->setPen(chartseries::curvePen(curveColor(), 2.5));
    // The other methods under the current one's curve.
    m_lines = std::make_unique<MethodLines>(m_chart, m_curve);
    m_capacity = chartseries::createCapacityLine();
    m_current = chartseries::createMarkers(QScatterSeries::MarkerShapeCircle, 11, curveColor());
    m_limit = chartseries::createMarkers(QScatterSeries::MarkerShapeRectangle, 12, capacityLineColor());
    chartseries::addSeries(m_chart, {m_curve, m_capacity, m_current, m_limit});

    m_lengthAxis = std::make_unique<LengthAxis>(m_chart);
    m_axisY = new QValueAxis;
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    chartseries::attachAxes(m_chart->series(), m_lengthAxis->axis(), m_axisY);

    m_fitY = std::make_unique<FittedAxis>(m_chart, m_axisY);
    m_capacity->append({QPointF(kMinLength, 0.0), QPointF(kMaxLength, 0.0)});

    const QFont font = chartstyle::annotationFont(this->font());
    m_limitLabel = new QGraphicsSimpleTextItem(m_chart);
    QFont bold = font;
    bold.setBold(true);
    m_limitLabel->setFont(bold);
    m_limitLabel->setZValue(10);
    m_capacityLabel = new QGraphicsSimpleTextItem(m_chart);
    m_capacityLabel->setFont(font);
    m_capacityLabel->setBrush(capacityLineColor());
    m_capacityLabel->setZValue(10);

    m_view = chartseries::fillWithView(this, m_chart);
    m_legend = chartseries::addLegendLabel(this, QStringLiteral("seqLenLegend"));

    connect(m_chart, &QChart::plotAreaChanged, this, &SeqLenChart::positionAnnotations);
    connect(m_band, &QAreaSeries::hovered, this, [this](const QPointF &point, bool state) {
        if (state)
            QToolTip::showText(QCursor::pos(), intervalText(point.x()), m_view);
        else
            QToolTip::hideText();
    });
    // The limit's marker says what its label says, also where the label had no room.
    connect(m_limit, &QScatterSeries::hovered, this, [this](const QPointF &, bool state) {
        if (state)
            QToolTip::showText(QCursor::pos(), QString(m_limitText).replace(QLatin1Char('\n'), QLatin1Char(' ')), m_view);
        else
            QToolTip::hideText();
    });
    // Each other method's line and limit say which method and what it holds there.
    m_lines->onHover(
        this,
        [this](core::Method method, const QPointF &point, bool limit) {
            QToolTip::showText(QCursor::pos(),
                               limit ? methodLimitText(method)
                                     : tr("%1 at %2: %3", "a method, a sequence length in tokens and the memory per GPU")
                                           .arg(methodShortName(method), formatTokens(std::round(point.x())),
                                                formatGiB(point.y() * core::units::kGiB)),
                               m_view);
        },
        [] { QToolTip::hideText(); });
    chartstyle::applyPalette(m_chart, palette());
    chartstyle::applyFont(m_chart, this->font());
    styleTickLabels();
    retranslateUi();
}

SeqLenChart::~SeqLenChart()
{
    m_chart->disconnect(this); // no placement while the chart goes (the axis' fit goes first)
}

QString SeqLenChart::intervalText(double length) const
{
    if (m_bandLengths.empty())
        return {};
    const double low = interpolateLog(m_bandLengths, m_bandLowGiB, length) * core::units::kGiB;
    const double high = interpolateLog(m_bandLengths, m_bandHighGiB, length) * core::units::kGiB;
    return tr("%1 interval at %2: %3", "coverage (80 %), a sequence length in tokens and a memory range")
        .arg(formatPercent(m_coverage), formatTokens(std::round(length)), formatGiBRange(low, high));
}

QRectF SeqLenChart::limitLabelRect() const
{
    return QRectF(m_limitLabel->pos(), m_limitLabel->boundingRect().size());
}

QRectF SeqLenChart::capacityLabelRect() const
{
    return QRectF(m_capacityLabel->pos(), m_capacityLabel->boundingRect().size());
}

QStringList SeqLenChart::tickLabels() const
{
    return m_lengthAxis->tickLabels();
}

QLogValueAxis *SeqLenChart::lengthAxis() const
{
    return m_lengthAxis->axis();
}

QString SeqLenChart::methodLimitText(core::Method method) const
{
    const std::vector<core::Method> shown = m_lines->shown();
    if (std::find(shown.begin(), shown.end(), method) == shown.end())
        return {};
    for (const core::MethodCurve &curve : m_curves) {
        if (curve.method != method)
            continue;
        const QString name = methodShortName(method);
        if (curve.maxFittingSeqLen <= 0)
            return tr("%1 does not fit at any sequence length", "a method").arg(name);
        if (curve.maxFittingSeqLen >= m_lastLength)
            return tr("%1 fits at every length up to %2", "a method, a sequence length in tokens")
                .arg(name, formatTokens(curve.maxFittingSeqLen));
        return tr("%1 fits up to %2", "a method, a sequence length in tokens").arg(name, formatTokens(curve.maxFittingSeqLen));
    }
    return {};
}

void SeqLenChart::showMethodLines(const core::Analysis &analysis)
{
    m_curves = m_valid ? analysis.methodCurves : std::vector<core::MethodCurve>{};
    m_lines->update(
        m_curves,
        [](const core::MethodCurve &curve) {
            QList<QPointF> points;
            points.reserve(static_cast<qsizetype>(curve.points.size()));
            for (const core::LengthPoint &p : curve.points)
                points.append(QPointF(p.seqLen, toGiB(p.requiredBytes)));
            return points;
        },
        [](const core::MethodCurve &curve) -> std::optional<QPointF> {
            if (curve.maxFittingSeqLen <= 0)
                return std::nullopt;
            return QPointF(curve.maxFittingSeqLen, toGiB(core::lengthcurve::at(curve, curve.maxFittingSeqLen).requiredBytes));
        });
    if (!m_lines->current() && m_curve->name() != tr("Memory per GPU"))
        m_curve->setName(tr("Memory per GPU"));
    chartseries::setLegendText(m_legend, m_lines->legendHtml());
}

QString SeqLenChart::limitText() const
{
    return m_limitLabel->isVisible() ? m_limitLabel->text().replace(QLatin1Char('\n'), QLatin1Char(' ')) : QString();
}

QString SeqLenChart::limitToolTip() const
{
    return m_limitLabel->isVisible() ? m_limitLabel->toolTip().replace(QLatin1Char('\n'), QLatin1Char(' ')) : QString();
}

void SeqLenChart::setAnalysis(const core::Analysis &analysis)
{
    m_valid = analysis.valid && !analysis.seqLenCurve.empty();
    m_maxFitting = analysis.maxFittingSeqLen;
    m_capacityBytes = analysis.estimate.capacityBytes;
    m_gpuName = QString::fromStdString(analysis.gpu.shortName.empty() ? analysis.gpu.name : analysis.gpu.shortName);
    m_lastLength = m_valid ? analysis.seqLenCurve.back().seqLen : 0;

    QList<QPointF> points;
    if (m_valid) {
        points.reserve(static_cast<qsizetype>(analysis.seqLenCurve.size()));
        for (const core::SeqLenPoint &p : analysis.seqLenCurve)
            points.append(QPointF(p.seqLen, toGiB(p.requiredBytes)));
    }
    // The curve does not move while the sequence length is dragged: replace() would redraw it.
    chartseries::replacePoints(m_curve, points);

    // The interval band: the analysis' interval multipliers at every length of the curve.
    m_coverage = analysis.interval.coverage;
    const std::vector<core::seqlen::SeqLenBandPoint> band
        = m_valid ? core::seqlen::intervalBand(analysis.seqLenCurve, analysis.interval, analysis.estimate.requiredBytes)
                  : std::vector<core::seqlen::SeqLenBandPoint>{};
    m_bandLengths.clear();
    m_bandLowGiB.clear();
    m_bandHighGiB.clear();
    QList<QPointF> upper;
    QList<QPointF> lower;
    for (const core::seqlen::SeqLenBandPoint &p : band) {
        m_bandLengths.push_back(p.seqLen);
        m_bandLowGiB.push_back(toGiB(p.lowBytes));
        m_bandHighGiB.push_back(toGiB(p.highBytes));
        upper.append(QPointF(p.seqLen, toGiB(p.highBytes)));
        lower.append(QPointF(p.seqLen, toGiB(p.lowBytes)));
    }
    intervalband::setPoints(m_band, upper, lower);

    const double capacityGiB = toGiB(m_capacityBytes);
    if (m_capacity->at(0).y() != capacityGiB)
        m_capacity->replace({QPointF(kMinLength, capacityGiB), QPointF(kMaxLength, capacityGiB)});
    m_capacity->setVisible(m_valid && m_capacityBytes > 0);

    const double currentGiB = toGiB(analysis.estimate.requiredBytes);
    m_current->replace(m_valid ? QList<QPointF>{QPointF(core::SeqLenRange::clamp(analysis.scenario.seqLen), currentGiB)} : QList<QPointF>{});
    QList<QPointF> limit;
    if (m_valid && m_maxFitting > 0)
        limit.append(QPointF(m_maxFitting, toGiB(interpolate(analysis.seqLenCurve, m_maxFitting))));
    chartseries::replacePoints(m_limit, limit);
    showMethodLines(analysis);

    // The curve rises steeply at long sequences: the range centres on where it crosses the
    // line (twice the capacity) and takes in the current point only up to four times it.
    const double floorGiB = m_valid ? toGiB(analysis.seqLenCurve.front().requiredBytes) : 0.0;
    const double needed = std::max({capacityGiB * 2.0, std::min(currentGiB * 1.15, capacityGiB * 4.0), floorGiB * 1.5});
    m_fitY->setNeeded(needed);
    updateTexts();
    positionAnnotations();
    chartstyle::cacheItems(m_view);
}

void SeqLenChart::updateTexts()
{
    m_limitLabel->setVisible(m_valid);
    m_capacityLabel->setVisible(m_valid && m_capacityBytes > 0);
    if (!m_valid)
        return;
    if (m_maxFitting <= 0)
        m_limitText = tr("Does not fit at any sequence length");
    else if (m_maxFitting >= m_lastLength)
        m_limitText = tr("Fits at every length up to %1").arg(formatTokens(m_maxFitting));
    else
        m_limitText = tr("Fits up to\n%1", "two lines beside the marker").arg(formatTokens(m_maxFitting));
    if (m_chart->plotArea().isEmpty()) // else positionAnnotations() picks the form that fits
        m_limitLabel->setText(m_limitText);
    m_limitLabel->setBrush(m_maxFitting > 0 ? palette().color(QPalette::WindowText) : capacityLineColor());
    m_capacityFullText = tr("%1: %2").arg(m_gpuName, formatGiB(m_capacityBytes));
    if (m_chart->plotArea().isEmpty())
        m_capacityLabel->setText(m_capacityFullText);
}

namespace {

// `text` on two lines, broken at the space nearest its middle (a long label beside a marker).
QString onTwoLines(const QString &text)
{
    const qsizetype middle = text.size() / 2;
    const qsizetype before = text.lastIndexOf(QLatin1Char(' '), middle);
    const qsizetype after = text.indexOf(QLatin1Char(' '), middle);
    const qsizetype at = before < 0 ? after : after < 0 || middle - before <= after - middle ? before : after;
    return at < 0 ? text : text.left(at) + QLatin1Char('\n') + text.mid(at + 1);
}

} // namespace

void SeqLenChart::positionAnnotations()
{
    m_placement.run([this] { placeAnnotations(); });
}

void SeqLenChart::placeAnnotations()
{
    m_fitY->refit();
    const QRectF plot = m_chart->plotArea();
    if (plot.isEmpty())
        return;
    m_lengthAxis->place(plot, m_fitY->scale(), m_curve);
    if (!m_valid)
        return;
    // Within the plot's height, from its left to the chart's right edge; clear of the curve, the
    // markers and the capacity line.
    LabelLayout layout(QRectF(plot.topLeft(), QPointF(m_chart->size().width() - 2, plot.bottom())));
    QPolygonF curve;
    for (const QPointF &point : m_curve->points())
        curve << m_chart->mapToPosition(point, m_curve);
    layout.addLine(curve, 2.0);
    for (const QPolygonF &shape : m_lines->shownOnPlot(m_fitY->scale()))
        layout.addLine(shape, shape.size() == 1 ? 5.5 : 1.5);   // a marker of 9 pixels, or a line
    for (QScatterSeries *markers : {m_current, m_limit})
        for (const QPointF &point : markers->points())
            layout.addLine(QPolygonF{m_chart->mapToPosition(point, markers)}, markers->markerSize() / 2 + 1);
    const double capacityY = m_chart->mapToPosition(QPointF(kMinLength, toGiB(m_capacityBytes)), m_capacity).y();
    if (m_capacityBytes > 0)
        layout.addLine(QPolygonF{QPointF(plot.left(), capacityY), QPointF(plot.right(), capacityY)}, 1.0);
    placeLimitLabel(layout, capacityY);
    if (m_capacityBytes > 0)
        placeCapacityLabel(layout, capacityY);
}

void SeqLenChart::placeLimitLabel(LabelLayout &layout, double capacityY)
{
    // Beside the marker where the curve crosses the line: right of it below the line (the curve
    // runs above the line there), else left of it above the line; without a marker under the
    // line at the left. Else any corner of the plot the curve leaves free; else on one line, or
    // on as many lines as the room (or half of it) is wide, else the figure alone (its tooltip
    // says it all), else not at all (the marker's tooltip says it; where nothing fits, the
    // headline does).
    const QRectF plot = m_chart->plotArea();
    const QRectF &bounds = layout.bounds();
    QList<LabelSpot> spots;
    if (m_limit->count() == 1) {
        const QPointF marker = m_chart->mapToPosition(m_limit->at(0), m_limit);
        spots.append({QPointF(marker.x() + 6, capacityY + 2), Qt::AlignRight | Qt::AlignBottom, 2});
        spots.append({QPointF(marker.x() - 6, capacityY - 2), Qt::AlignLeft | Qt::AlignTop, 2});
        spots.append({QPointF(marker.x() - 6, capacityY + 2), Qt::AlignLeft | Qt::AlignBottom, 2});
        spots.append({QPointF(marker.x() + 6, capacityY - 2), Qt::AlignRight | Qt::AlignTop, 2});
    } else {
        spots.append({QPointF(plot.left() - 1, capacityY + 2), Qt::AlignRight | Qt::AlignBottom, 2});
        spots.append({QPointF(plot.left() - 1, capacityY - 2), Qt::AlignRight | Qt::AlignTop, 2});
    }
    spots.append({QPointF(bounds.right(), plot.bottom()), Qt::AlignLeft | Qt::AlignTop, 2});
    spots.append({QPointF(plot.left() - 1, plot.top()), Qt::AlignRight | Qt::AlignBottom, 2});
    spots.append({QPointF(bounds.right(), plot.top()), Qt::AlignLeft | Qt::AlignBottom, 2});
    spots.append({QPointF(plot.left() - 1, plot.bottom()), Qt::AlignRight | Qt::AlignTop, 2});
    const QString oneLine = QString(m_limitText).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QStringList texts{m_limitText, m_limitText.contains(QLatin1Char('\n')) ? oneLine : onTwoLines(m_limitText), oneLine,
                      LabelLayout::wrapped(m_limitLabel->font(), oneLine, bounds.width() - 2),
                      LabelLayout::wrapped(m_limitLabel->font(), oneLine, (bounds.width() - 2) / 2)};
    if (m_maxFitting > 0)
        texts << formatTokens(m_maxFitting) << formatTokensCompact(m_maxFitting);
    texts.removeDuplicates();
    layout.place(m_limitLabel, texts, spots);
}

void SeqLenChart::placeCapacityLabel(LabelLayout &layout, double capacityY)
{
    // On the line at the left, above it, else below it; else at the right end; the whole text,
    // else the figure alone (the headline names the GPU).
    const QRectF plot = m_chart->plotArea();
    const QList<LabelSpot> spots{{QPointF(plot.left() + 2, capacityY), Qt::AlignRight | Qt::AlignTop, 2},
                                 {QPointF(plot.left() + 2, capacityY), Qt::AlignRight | Qt::AlignBottom, 2},
                                 {QPointF(plot.right() - 2, capacityY), Qt::AlignLeft | Qt::AlignTop, 2},
                                 {QPointF(plot.right() - 2, capacityY), Qt::AlignLeft | Qt::AlignBottom, 2}};
    layout.place(m_capacityLabel, {m_capacityFullText, formatGiB(m_capacityBytes)}, spots);
}

void SeqLenChart::styleTickLabels()
{
    m_lengthAxis->applyPalette(palette());
    m_band->setBrush(intervalband::color(curveColor(), palette()));
}

void SeqLenChart::retranslateUi()
{
    // Shorter forms for a narrow chart (1280 × 720), the whole text in their tooltip.
    chartstyle::setTitleTexts(m_chart, {tr("Memory per GPU vs sequence length"),
                                        tr("Memory vs sequence length", "short chart title"),
                                        tr("Memory vs length", "shortest chart title")});
    chartstyle::setAxisTitleTexts(m_lengthAxis->axis(), chartstyle::withShorterForms(tr("Sequence length (tokens)"))
                                                            << tr("Tokens", "short axis title: sequence length in tokens"));
    m_lengthAxis->retranslate();
    chartstyle::setAxisTitleTexts(m_axisY, {tr("GiB per GPU"), QStringLiteral("GiB")});
    m_curve->setName(tr("Memory per GPU"));
    m_band->setName(tr("Interval"));
    m_capacity->setName(tr("GPU capacity"));
    m_current->setName(tr("Current setting"));
    m_limit->setName(tr("Longest that fits"));
    m_lines->retranslate();
    chartseries::setLegendText(m_legend, m_lines->legendHtml());
    setAccessibleName(tr("Memory versus sequence length chart"));
    chartstyle::applyLocale(m_chart);
    updateTexts();
    positionAnnotations();
}

void SeqLenChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        styleTickLabels(); // and placed again, in the new font
        updateTexts();
        positionAnnotations();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
