#include "charts/breakdownchart.h"

#include "charts/chartseries.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/fittedaxis.h"
#include "charts/labellayout.h"
#include "text/displayformat.h"
#include "analysis/analysis.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLineItem>
#include <QGraphicsPathItem>
#include <QGraphicsRectItem>
#include <QLineF>
#include <QPainterPath>
#include <QPolygonF>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

namespace gpusizer::ui {

namespace {

// The bar sits at x = 0 on a hidden value axis; the space to its right holds the labels.
constexpr double kBarWidth = 0.5;
constexpr double kXMin = -0.35;
constexpr double kXMax = 2.4;
constexpr double kLabelGapPx = 16.0;

core::MemoryComponent componentAt(std::size_t i) { return static_cast<core::MemoryComponent>(i); }

// A leader line whose bounds come from its end points: QGraphicsLineItem computes them by
// stroking its shape for pens wider than 0, which cost a tenth of a slider tick.
class LeaderLine final : public QGraphicsLineItem
{
public:
    using QGraphicsLineItem::QGraphicsLineItem;
    QRectF boundingRect() const override
    {
        const qreal margin = pen().widthF() / 2 + 1;
        return QRectF(line().p1(), line().p2()).normalized().adjusted(-margin, -margin, margin, margin);
    }
    QPainterPath shape() const override
    {
        QPainterPath path;
        path.addRect(boundingRect());
        return path;
    }
};

} // namespace

BreakdownChart::BreakdownChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = chartstyle::createChart();
    m_bars = chartseries::createComponentBars(kBarWidth);
    for (QBarSet *set : m_bars.sets)
        set->append(0.0);
    m_chart->addSeries(m_bars.series);

    m_bars.capacity->append({QPointF(kXMin, 0.0), QPointF(kXMax, 0.0)});
    m_chart->addSeries(m_bars.capacity);

    m_axisX = new QValueAxis;
    m_axisX->setRange(kXMin, kXMax);
    m_axisX->setVisible(false);
    m_axisY = new QValueAxis;
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    chartseries::attachAxes({m_bars.series, m_bars.capacity}, m_axisX, m_axisY);
    m_fitY = std::make_unique<FittedAxis>(m_chart, m_axisY);

    const QFont font = chartstyle::annotationFont(this->font());
    for (std::size_t i = 0; i < kCount; ++i) {
        m_leaders[i] = new LeaderLine(m_chart);
        m_leaders[i]->setPen(QPen(componentColor(componentAt(i)), 1.5));
        m_leaders[i]->setZValue(10);
        m_leaders[i]->hide();
        m_labels[i] = new QGraphicsSimpleTextItem(m_chart);
        m_labels[i]->setFont(font);
        m_labels[i]->setZValue(10);
        m_labels[i]->hide();
    }
    QFont bold = font;
    bold.setBold(true);
    m_capacityLabel = new QGraphicsSimpleTextItem(m_chart);
    m_capacityLabel->setFont(font);
    m_capacityLabel->setBrush(capacityLineColor());
    m_capacityLabel->setZValue(10);
    m_headroomLabel = new QGraphicsSimpleTextItem(m_chart);
    m_headroomLabel->setFont(bold);
    m_headroomLabel->setZValue(10);
    // The interval whisker over the bar: a thin line with caps, on a halo in the background
    // colour so it shows on every segment colour and above the bar.
    m_whiskerHalo = new QGraphicsPathItem(m_chart);
    m_whiskerHalo->setZValue(11);
    m_whisker = new QGraphicsPathItem(m_chart);
    m_whisker->setZValue(12);
    m_whiskerTip = new QGraphicsRectItem(m_chart);
    m_whiskerTip->setPen(Qt::NoPen);
    m_whiskerTip->setBrush(Qt::NoBrush);
    m_whiskerTip->setAcceptedMouseButtons(Qt::NoButton);
    m_whiskerTip->setZValue(13);
    for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_whiskerHalo), static_cast<QGraphicsItem *>(m_whisker),
                                static_cast<QGraphicsItem *>(m_whiskerTip)})
        item->hide();

    m_view = chartseries::fillWithView(this, m_chart);

    connect(m_chart, &QChart::plotAreaChanged, this, &BreakdownChart::positionAnnotations);
    chartstyle::applyPalette(m_chart, palette());
    chartstyle::applyFont(m_chart, this->font());
    retranslateUi();
}

BreakdownChart::~BreakdownChart()
{
    m_chart->disconnect(this); // no placement while the chart goes (the axis' fit goes first)
}


QString BreakdownChart::componentLabelText(core::MemoryComponent component) const
{
    const auto i = static_cast<std::size_t>(component);
    return i < kCount && m_labels[i]->isVisible() ? m_labels[i]->text() : QString();
}

QString BreakdownChart::headroomText() const
{
    return m_headroomLabel->isVisible() ? m_headroomLabel->text() : QString();
}

QString BreakdownChart::capacityText() const
{
    return m_capacityLabel->isVisible() ? m_capacityLabel->text() : QString();
}

QString BreakdownChart::capacityToolTip() const
{
    return m_capacityLabel->isVisible() ? m_capacityLabel->toolTip() : QString();
}

QLineF BreakdownChart::intervalWhisker() const
{
    if (!m_whisker->isVisible())
        return {};
    const QRectF rect = m_whisker->path().boundingRect();
    return {QPointF(rect.center().x(), rect.bottom()), QPointF(rect.center().x(), rect.top())};
}

QString BreakdownChart::intervalText() const
{
    return m_whisker->isVisible() ? m_whiskerTip->toolTip().section(QLatin1Char('\n'), 0, 0) : QString();
}

bool BreakdownChart::showsInterval() const
{
    // A serving bar is what the engine reserves up front, not the estimate's peak the interval
    // is about.
    return m_valid && !m_serving && m_intervalBytes[1] > 0 && m_intervalBytes[0] <= m_intervalBytes[1];
}

void BreakdownChart::setAnalysis(const core::Analysis &analysis)
{
    m_valid = analysis.valid;
    const core::Estimate &e = analysis.estimate;
    // A serving engine reserves its KV pool up front: the bar shows what it holds per GPU.
    const core::MemoryBreakdown &memory = analysis.serving() ? analysis.servingMemory : e.memory;
    m_kvSequences = analysis.serving() ? analysis.estimate.serving->maxConcurrency : -1;
    for (std::size_t i = 0; i < kCount; ++i) {
        const double bytes = m_valid ? memory.bytes[i] : 0.0;
        if (bytes == m_bytes[i] && m_bars.sets[i]->count() == 1)
            continue;
        m_bytes[i] = bytes;
        m_bars.sets[i]->remove(0, m_bars.sets[i]->count());
        m_bars.sets[i]->append(toGiB(bytes));
    }
    m_capacityBytes = m_valid ? e.capacityBytes : 0.0;
    m_requiredBytes = m_valid ? std::accumulate(m_bytes.begin(), m_bytes.end(), 0.0) : 0.0;
    m_gpuName = QString::fromStdString(analysis.gpu.name);
    m_serving = analysis.serving();
    m_intervalBytes = m_valid ? analysis.interval.requiredBytes : std::array<double, 2>{};
    m_coverage = analysis.interval.coverage;

    const double capacityGiB = toGiB(m_capacityBytes);
    if (m_bars.capacity->at(0).y() != capacityGiB)
        m_bars.capacity->replace({QPointF(kXMin, capacityGiB), QPointF(kXMax, capacityGiB)});
    m_bars.capacity->setVisible(m_capacityBytes > 0);

    // Room above the tallest of bar, whisker and capacity line for the headroom label.
    const double topGiB = toGiB(std::max(m_requiredBytes, showsInterval() ? m_intervalBytes[1] : 0.0));
    m_fitY->setNeeded(std::max(topGiB, capacityGiB) * 1.15);
    updateTexts();
    positionAnnotations();
    chartstyle::cacheItems(m_view);
}

void BreakdownChart::updateTexts()
{
    for (std::size_t i = 0; i < kCount; ++i) {
        const bool show = m_valid && m_bytes[i] > 0;
        const QString figure = QStringLiteral("  ") + formatGiB(m_bytes[i]);
        if (show && componentAt(i) == core::MemoryComponent::KvCache && m_kvSequences >= 0)
            m_labelTexts[i] = tr("KV pool (%n seq.)", "the paged KV cache of a serving engine and the sequences it holds",
                                 m_kvSequences)
                              + figure;
        else if (show)
            m_labelTexts[i] = componentName(componentAt(i)) + figure;
        if (show)
            m_shortLabelTexts[i] = componentShortName(componentAt(i)) + figure;
        m_labels[i]->setVisible(show);
        m_leaders[i]->setVisible(show);
    }
    const bool interval = showsInterval();
    for (QGraphicsItem *item : {static_cast<QGraphicsItem *>(m_whiskerHalo), static_cast<QGraphicsItem *>(m_whisker),
                                static_cast<QGraphicsItem *>(m_whiskerTip)})
        item->setVisible(interval);
    if (interval) {
        const QString text = tr("%1 interval: %2", "coverage (80 %) and a memory range (31–38 GiB)")
                                 .arg(formatPercent(m_coverage), formatGiBRange(m_intervalBytes[0], m_intervalBytes[1]));
        m_whiskerTip->setToolTip(text + QLatin1Char('\n')
                                 + tr("About %1 of comparable measured runs needed memory in this range.")
                                       .arg(formatPercent(m_coverage)));
        m_whisker->setPen(QPen(palette().color(QPalette::WindowText), 1.5, Qt::SolidLine, Qt::FlatCap));
        m_whiskerHalo->setPen(QPen(palette().color(QPalette::Base), 4.0, Qt::SolidLine, Qt::FlatCap));
    }
    const bool haveCapacity = m_valid && m_capacityBytes > 0;
    m_capacityLabel->setVisible(haveCapacity);
    m_headroomLabel->setVisible(haveCapacity);
    if (!haveCapacity)
        return;
    m_capacityFullText = tr("%1: %2 usable").arg(m_gpuName, formatGiB(m_capacityBytes));
    if (m_chart->plotArea().isEmpty()) // else placeCapacityLabel() picks the form that fits
        m_capacityLabel->setText(m_capacityFullText);
    const double headroom = m_capacityBytes - m_requiredBytes;
    if (headroom >= 0) {
        m_headroomText = tr("%1 free (%2)").arg(formatGiB(headroom), formatPercent(headroom / m_capacityBytes));
        m_headroomLabel->setBrush(palette().color(QPalette::WindowText));
    } else {
        m_headroomText = tr("%1 over (+%2)").arg(formatGiB(-headroom), formatPercent(-headroom / m_capacityBytes));
        m_headroomLabel->setBrush(capacityLineColor());
    }
    if (m_chart->plotArea().isEmpty()) // else placeHeadroomLabel() picks the form that fits
        m_headroomLabel->setText(m_headroomText);
}

QRectF BreakdownChart::componentLabelsRect() const
{
    QRectF rect;
    for (const QGraphicsSimpleTextItem *label : m_labels)
        if (label->isVisible())
            rect |= QRectF(label->pos(), label->boundingRect().size());
    return rect;
}

void BreakdownChart::positionAnnotations()
{
    m_placement.run([this] { placeAnnotations(); });
}

void BreakdownChart::placeAnnotations()
{
    m_fitY->refit();
    const QRectF plot = m_chart->plotArea();
    if (!m_valid || plot.isEmpty())
        return;
    const auto map = [this](double x, double y) { return m_chart->mapToPosition(QPointF(x, y), m_bars.series); };
    const double barRight = map(kBarWidth / 2, 0).x();
    const double textHeight = QFontMetricsF(m_labels[0]->font()).height();
    const double capacityY = map(0, toGiB(m_capacityBytes)).y();

    // Right of the value axis to the chart's edge (the x axis is hidden), within the plot's height.
    LabelLayout layout(QRectF(QPointF(plot.left(), plot.top()), QPointF(m_chart->size().width() - 2, plot.bottom())));
    layout.addObstacle(QRectF(map(-kBarWidth / 2, toGiB(m_requiredBytes)), map(kBarWidth / 2, 0)));
    placeWhisker();
    if (showsInterval())
        layout.addObstacle(m_whiskerHalo->path().boundingRect().adjusted(-2, -2, 2, 2));
    const bool haveCapacity = m_capacityBytes > 0;
    if (haveCapacity) {
        layout.addLine(QPolygonF{QPointF(plot.left(), capacityY), QPointF(plot.right(), capacityY)}, 1.0);
        placeHeadroomLabel(layout, capacityY);
    }
    std::vector<LabelSlot> labelSlots = componentLabelSlots(textHeight);
    const double minTop = haveCapacity && m_headroomLabel->isVisible() ? m_headroomLabel->sceneBoundingRect().bottom() + 1 : plot.top();
    stackLabelSlots(labelSlots, std::max(plot.top(), minTop), plot.bottom(), textHeight);
    placeComponentLabels(layout, labelSlots, barRight, textHeight);
    if (haveCapacity)
        placeCapacityLabel(layout, capacityY);
}

void BreakdownChart::placeHeadroomLabel(LabelLayout &layout, double capacityY)
{
    // Headroom or overflow: just above the bar (and the whisker's upper end), else above the
    // capacity line where the bar reaches up to it; from the bar's left edge, else ending at the
    // chart's right edge. Shorter where the whole text does not fit: without the share, then the
    // figure alone.
    const double topBytes = std::max(m_requiredBytes, showsInterval() ? m_intervalBytes[1] : 0.0);
    const QPointF barTop = m_chart->mapToPosition(QPointF(-kBarWidth / 2, toGiB(topBytes)), m_bars.series);
    const double whiskerTop = showsInterval() ? m_whiskerHalo->path().boundingRect().top() - 2 : barTop.y();
    const double top = std::min(barTop.y(), whiskerTop);
    const double right = layout.bounds().right();
    QList<LabelSpot> spots;
    for (const double y : {top, std::min(top, capacityY - 1)}) {
        spots.append({QPointF(barTop.x() - 2, y), Qt::AlignRight | Qt::AlignTop, 2});
        spots.append({QPointF(right, y), Qt::AlignLeft | Qt::AlignTop, 2});
    }
    QStringList texts{m_headroomText};
    if (const qsizetype open = m_headroomText.lastIndexOf(QLatin1Char('(')); open > 0 && m_headroomText.endsWith(QLatin1Char(')')))
        texts << m_headroomText.left(open).trimmed();
    texts << formatGiB(std::abs(m_capacityBytes - m_requiredBytes));
    layout.place(m_headroomLabel, texts, spots);
}

std::vector<BreakdownChart::LabelSlot> BreakdownChart::componentLabelSlots(double textHeight) const
{
    // Each component's label at its segment's middle.
    std::vector<LabelSlot> labelSlots;
    double base = 0;
    for (std::size_t i = 0; i < kCount; ++i) {
        if (m_bytes[i] <= 0)
            continue;
        const double middle = m_chart->mapToPosition(QPointF(0, toGiB(base + m_bytes[i] / 2)), m_bars.series).y();
        labelSlots.push_back({i, middle, middle - textHeight / 2});
        base += m_bytes[i];
    }
    return labelSlots;
}

void BreakdownChart::stackLabelSlots(std::vector<LabelSlot> &labelSlots, double minTop, double bottom, double textHeight)
{
    // Where the column is too short for every label, the smallest parts go unlabelled.
    const auto room = static_cast<std::size_t>(std::max(0.0, (bottom - minTop) / textHeight));
    if (labelSlots.size() > room) {
        std::sort(labelSlots.begin(), labelSlots.end(),
                  [this](const LabelSlot &a, const LabelSlot &b) { return m_bytes[a.index] > m_bytes[b.index]; });
        for (std::size_t k = room; k < labelSlots.size(); ++k) {
            m_labels[labelSlots[k].index]->hide();
            m_leaders[labelSlots[k].index]->hide();
        }
        labelSlots.resize(room);
    }
    // Pushed apart so none overlap: down from the top, then up from the bottom.
    std::sort(labelSlots.begin(), labelSlots.end(), [](const LabelSlot &a, const LabelSlot &b) { return a.top < b.top; });
    for (LabelSlot &slot : labelSlots) {
        slot.top = std::max(slot.top, minTop);
        minTop = slot.top + textHeight;
    }
    double maxBottom = bottom;
    for (auto it = labelSlots.rbegin(); it != labelSlots.rend(); ++it) {
        it->top = std::min(it->top, maxBottom - textHeight);
        maxBottom = it->top;
    }
}

void BreakdownChart::placeComponentLabels(LabelLayout &layout, const std::vector<LabelSlot> &labelSlots, double barRight,
                                          double textHeight)
{
    // Long names (German "Optimierungszustand") in a narrow chart: the labels move towards the
    // bar rather than past the chart's right edge.
    // Where even that is not enough a name takes its short form ("CUDA"), then it is elided, so
    // the figures stay, and where no letter of a name is left, the figure shows alone; the
    // tooltip has it all.
    // The items measure their whole text once per change (setText lays it out anyway).
    const QFontMetricsF labelMetrics(m_labels[0]->font());
    double widest = 0;
    for (const LabelSlot &slot : labelSlots) {
        if (m_labels[slot.index]->text() != m_labelTexts[slot.index])
            m_labels[slot.index]->setText(m_labelTexts[slot.index]);
        widest = std::max(widest, m_labels[slot.index]->boundingRect().width());
    }
    const double rightEdge = layout.bounds().right();
    double labelX = barRight + kLabelGapPx;
    if (labelX + widest > rightEdge)
        labelX = std::max(barRight + 4, rightEdge - widest);
    for (const LabelSlot &slot : labelSlots) {
        QGraphicsSimpleTextItem *label = m_labels[slot.index];
        const QString &whole = m_labelTexts[slot.index];
        const bool elided = labelX + label->boundingRect().width() > rightEdge;
        const QString &shortText = m_shortLabelTexts[slot.index];
        if (elided && labelX + labelMetrics.horizontalAdvance(shortText) <= rightEdge) {
            label->setText(shortText);
        } else if (elided) {
            const qsizetype split = whole.lastIndexOf(QStringLiteral("  "));
            const QString figure = split >= 0 ? whole.mid(split + 2) : whole;
            const double nameRoom = rightEdge - labelX - labelMetrics.horizontalAdvance(QStringLiteral("  ") + figure);
            const QString name = labelMetrics.elidedText(whole.left(split >= 0 ? split : whole.size()), Qt::ElideRight,
                                                         std::max(0.0, nameRoom));
            const bool nameLeft = split >= 0 && !name.isEmpty() && name != QString(QChar(0x2026));
            label->setText(nameLeft ? name + QStringLiteral("  ") + figure : figure);
        }
        label->setToolTip(elided ? whole : QString());
        label->setPos(labelX, slot.top);
        label->show();
        m_leaders[slot.index]->show();
        label->setBrush(palette().color(QPalette::WindowText));
        m_leaders[slot.index]->setLine(barRight + 1, slot.anchorY, labelX - 3, slot.top + textHeight / 2);
        layout.take(label->sceneBoundingRect());
    }
}

void BreakdownChart::placeWhisker()
{
    if (!showsInterval())
        return;
    const auto map = [this](double x, double bytes) { return m_chart->mapToPosition(QPointF(x, toGiB(bytes)), m_bars.series); };
    const QPointF low = map(0, m_intervalBytes[0]);
    const QPointF high = map(0, m_intervalBytes[1]);
    const double barWidthPx = map(kBarWidth / 2, 0).x() - map(-kBarWidth / 2, 0).x();
    const double cap = std::clamp(barWidthPx * 0.2, 3.0, 8.0);
    QPainterPath path;
    path.moveTo(low);
    path.lineTo(high);
    path.moveTo(low.x() - cap, low.y());
    path.lineTo(low.x() + cap, low.y());
    path.moveTo(high.x() - cap, high.y());
    path.lineTo(high.x() + cap, high.y());
    if (m_whisker->path() != path) {
        m_whisker->setPath(path);
        m_whiskerHalo->setPath(path);
    }
    m_whiskerTip->setRect(path.boundingRect().adjusted(-6, -6, 6, 6));
}

void BreakdownChart::placeCapacityLabel(LabelLayout &layout, double capacityY)
{
    // At the right end of its line, above it, else below it, else at its left end; the whole
    // text where there is room, else without the GPU's name (the headline has it), else the
    // figure alone, the tooltip with it all; where none is free of the other labels it is left
    // out (the headline and the method comparison's legend name the capacity).
    const QRectF plot = m_chart->plotArea();
    const double left = m_chart->mapToPosition(QPointF(kBarWidth / 2, 0), m_bars.series).x();
    const QList<LabelSpot> spots{{QPointF(plot.right(), capacityY), Qt::AlignLeft | Qt::AlignTop, 2},
                                 {QPointF(plot.right(), capacityY), Qt::AlignLeft | Qt::AlignBottom, 2},
                                 {QPointF(left, capacityY), Qt::AlignRight | Qt::AlignTop, 2},
                                 {QPointF(left, capacityY), Qt::AlignRight | Qt::AlignBottom, 2}};
    layout.place(m_capacityLabel, {m_capacityFullText, tr("%1 usable").arg(formatGiB(m_capacityBytes)), formatGiB(m_capacityBytes)},
                 spots);
}

void BreakdownChart::retranslateUi()
{
    chartstyle::setTitleTexts(m_chart, {tr("Memory per GPU")});
    chartstyle::setAxisTitleTexts(m_axisY, {tr("GiB per GPU"), QStringLiteral("GiB")});
    for (std::size_t i = 0; i < kCount; ++i)
        m_bars.sets[i]->setLabel(componentName(componentAt(i)));
    m_bars.capacity->setName(tr("GPU capacity"));
    setAccessibleName(tr("Memory per GPU chart"));
    chartstyle::applyLocale(m_chart);
    updateTexts();
    positionAnnotations();
}

void BreakdownChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        updateTexts();
        positionAnnotations();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
