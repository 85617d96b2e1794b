#include "report/memorychartblock.h"

#include "charts/axisscale.h"
#include "charts/componentcolors.h"
#include "text/displayformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

constexpr qreal kSceneWidth = 720;
constexpr qreal kBarWidth = 0.62;
constexpr qreal kRowHeight = 44;
constexpr qreal kSingleRowHeight = 64;
constexpr qreal kFrameHeight = 96;
constexpr qreal kOverlayZ = 100; // QChart's own items stay below   // axis, axis title, capacity label

QFont chartFont(qreal pointSize, bool bold = false)
{
    QFont f;
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setLetterSpacing(QFont::AbsoluteSpacing, 0.05); // no ligatures (see ReportStyle)
    return f;
}

} // namespace

MemoryChartBlock::MemoryChartBlock(
    std::vector<MemoryBar> bars, double capacityBytes, QString axisTitle, QString capacityLabel)
    : m_bars(std::move(bars))
    , m_capacityBytes(capacityBytes)
    , m_axisTitle(std::move(axisTitle))
    , m_capacityLabel(std::move(capacityLabel))
{
    build();
}

MemoryChartBlock::~MemoryChartBlock() = default;

void MemoryChartBlock::build()
{
    for (std::size_t c = 0; c < core::kMemoryComponentCount; ++c) {
        const auto component = static_cast<core::MemoryComponent>(c);
        if (std::any_of(m_bars.begin(), m_bars.end(), [&](const MemoryBar &b) { return b.memory[component] > 0; }))
            m_components.push_back(component);
    }

    m_scene = std::make_unique<QGraphicsScene>();
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->setBackgroundVisible(false);
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setMargins(QMargins(0, 22, 12, 0));
    m_chart->legend()->setVisible(false);
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(QLocale());

    m_series = new QHorizontalStackedBarSeries;
    m_series->setBarWidth(kBarWidth);
    double largest = 0;
    for (const MemoryBar &bar : m_bars)
        largest = std::max(largest, bar.memory.deviceUsedBytes());
    for (core::MemoryComponent component : m_components) {
        auto *set = new QBarSet(componentName(component));
        set->setBrush(componentColor(component));
        set->setPen(QPen(QColor(0x30, 0x30, 0x30), 0.6));
        for (const MemoryBar &bar : m_bars)
            set->append(toGiB(bar.memory[component]));
        m_series->append(set);
    }
    m_chart->addSeries(m_series);

    auto *categories = new QBarCategoryAxis;
    QStringList labels;
    for (const MemoryBar &bar : m_bars)
        labels << bar.label;
    categories->append(labels);
    categories->setLabelsFont(chartFont(9, true));
    categories->setGridLineVisible(false);
    const bool showLabels = std::any_of(labels.begin(), labels.end(), [](const QString &l) { return !l.isEmpty(); });
    categories->setLabelsVisible(showLabels);
    categories->setLineVisible(true);
    m_chart->addAxis(categories, Qt::AlignLeft);
    m_series->attachAxis(categories);

    const AxisScale scale = niceScale(toGiB(std::max(largest, m_capacityBytes)) * 1.12);
    auto *values = new QValueAxis;
    values->setRange(0, scale.max);
    values->setTickCount(scale.tickCount);
    values->setMinorTickCount(1);
    values->setLabelFormat(QStringLiteral("%.0f"));
    values->setLabelsFont(chartFont(8.5));
    values->setTitleText(m_axisTitle);
    values->setTitleFont(chartFont(8.5));
    values->setGridLineColor(QColor(0xd0, 0xd0, 0xd0));
    values->setMinorGridLineColor(QColor(0xec, 0xec, 0xec));
    m_chart->addAxis(values, Qt::AlignBottom);
    m_series->attachAxis(values);

    m_scene->addItem(m_chart);
    m_sceneSize = QSizeF(
        kSceneWidth, kFrameHeight + (m_bars.size() > 1 ? kRowHeight * double(m_bars.size()) : kSingleRowHeight));
    m_chart->resize(m_sceneSize);
    m_chart->layout()->activate();
    addOverlays();
}

void MemoryChartBlock::addOverlays()
{
    const auto map = [this](double x, double y) { return m_chart->mapToPosition(QPointF(x, y), m_series); };
    // Hatch pattern over each coloured part (the bar set brush can hold only one of the two).
    for (std::size_t b = 0; b < m_bars.size(); ++b) {
        double start = 0;
        for (core::MemoryComponent component : m_components) {
            const double gib = toGiB(m_bars[b].memory[component]);
            if (gib <= 0)
                continue;
            const QPointF topLeft = map(start, double(b) + kBarWidth / 2);
            const QPointF bottomRight = map(start + gib, double(b) - kBarWidth / 2);
            start += gib;
            if (componentPattern(component) == Qt::SolidPattern)
                continue;
            QColor hatch = contrastingTextColor(componentColor(component));
            hatch.setAlphaF(0.7);
            auto *item = new QGraphicsRectItem(QRectF(topLeft, bottomRight).normalized(), m_chart);
            item->setPen(Qt::NoPen);
            item->setBrush(QBrush(hatch, componentPattern(component)));
            item->setZValue(kOverlayZ); // above the chart's bar items
        }
        // The total at the end of the bar.
        const double total = m_bars[b].memory.deviceUsedBytes();
        auto *label = new QGraphicsSimpleTextItem(formatGiB(total));
        label->setFont(chartFont(8.5, true));
        const QPointF end = map(toGiB(total), double(b));
        const QRectF box = label->boundingRect().adjusted(-2, 0, 2, 0);
        // A white backing keeps the label readable where it crosses the capacity line.
        auto *backing = new QGraphicsRectItem(box, m_chart);
        backing->setPen(Qt::NoPen);
        backing->setBrush(QColor(255, 255, 255, 225));
        backing->setPos(end.x() + 6, end.y() - box.height() / 2);
        backing->setZValue(kOverlayZ + 2);
        label->setParentItem(backing);
    }
    if (m_capacityBytes <= 0)
        return;
    const QRectF plot = m_chart->plotArea();
    const qreal x = map(toGiB(m_capacityBytes), 0).x();
    QPen pen(capacityLineColor(), 2.0, Qt::DashLine);
    auto *line = new QGraphicsLineItem(QLineF(x, plot.top() - 6, x, plot.bottom()), m_chart);
    line->setPen(pen);
    line->setZValue(kOverlayZ + 1);
    auto *text = new QGraphicsSimpleTextItem(m_capacityLabel, m_chart);
    text->setFont(chartFont(8.5, true));
    text->setBrush(capacityLineColor().darker(130));
    text->setZValue(kOverlayZ + 2);
    const QRectF box = text->boundingRect();
    // Centred on the line, but inside the chart (a long GPU name may be wider than the plot).
    const qreal left = std::max(0.0, std::min(x - box.width() / 2, m_sceneSize.width() - box.width()));
    text->setPos(left, plot.top() - 8 - box.height());
}

qreal MemoryChartBlock::height(qreal width) const
{
    return width * m_sceneSize.height() / m_sceneSize.width();
}

void MemoryChartBlock::paint(QPainter &painter, const QRectF &rect) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Hatch patterns scale with the chart (cosmetic ones would be a 0.3 mm grey blur in a PDF).
    painter.setRenderHint(QPainter::NonCosmeticBrushPatterns);
    m_scene->render(&painter, rect, m_chart->sceneBoundingRect(), Qt::KeepAspectRatio);
    painter.restore();
}

} // namespace gpusizer::ui
