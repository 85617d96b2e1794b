#include "charts/methodcomparisonchart.h"

#include "charts/chartseries.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/componentlegend.h"
#include "charts/fittedaxis.h"
#include "charts/labellayout.h"
#include "text/displayformat.h"
#include "analysis/analysis.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QResizeEvent>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <numeric>

namespace gpusizer::ui {

namespace {

constexpr double kBarWidth = 0.6;

core::MemoryComponent componentAt(std::size_t i) { return static_cast<core::MemoryComponent>(i); }

// Gap between two category labels, in pixels.
constexpr double kCategoryGapPx = 6.0;

// Left edges for labels of `widths` centred at `centres`, moved apart (kCategoryGapPx) and
// kept inside [minLeft, maxRight]; false where they do not fit side by side.
bool spreadLabels(const std::vector<double> &centres, const std::vector<double> &widths, double minLeft, double maxRight,
                  std::vector<double> &lefts)
{
    const std::size_t n = centres.size();
    lefts.assign(n, 0.0);
    double next = minLeft;
    for (std::size_t c = 0; c < n; ++c) {
        lefts[c] = std::max(centres[c] - widths[c] / 2, next);
        next = lefts[c] + widths[c] + kCategoryGapPx;
    }
    double limit = maxRight;
    for (std::size_t c = n; c-- > 0;) {
        lefts[c] = std::min(lefts[c], limit - widths[c]);
        limit = lefts[c] - kCategoryGapPx;
    }
    return n == 0 || lefts.front() >= minLeft - 0.5;
}

} // namespace

// A method's name short enough for a narrow bar; the whole name is its tooltip.
static QString methodAbbreviation(core::Method method)
{
    switch (method) {
    case core::Method::Inference: return MethodComparisonChart::tr("Inf.", "abbreviation of Inference under a narrow bar");
    case core::Method::Pretrain: return MethodComparisonChart::tr("Pre-tr.", "abbreviation of Pre-training under a narrow bar");
    case core::Method::Full:
    case core::Method::LoRA:
    case core::Method::QLoRA: break;
    }
    return methodShortName(method);
}

MethodComparisonChart::MethodComparisonChart(QWidget *parent)
    : QWidget(parent)
{
    m_chart = chartstyle::createChart();
    m_bars = chartseries::createComponentBars(kBarWidth);
    m_chart->addSeries(m_bars.series);
    m_chart->addSeries(m_bars.capacity);

    m_axisX = new QBarCategoryAxis;
    m_axisX->setGridLineVisible(false);
    m_axisX->setLabelsFont(chartstyle::annotationFont(font()));
    // Four short method names: whole even where a category is a little narrower than the name
    // ("Inference" in a 300-pixel chart), never "Infere…".
    m_axisX->setTruncateLabels(false);
    m_axisY = new QValueAxis;
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    chartseries::attachAxes({m_bars.series, m_bars.capacity}, m_axisX, m_axisY);
    m_fitY = std::make_unique<FittedAxis>(m_chart, m_axisY);

    m_view = chartstyle::createView(m_chart, this);
    // Lower than the other charts' views: the legend under it takes up to seven lines of
    // presentation mode's type (resizeEvent).
    m_view->setMinimumHeight(150);
    m_legend = new ComponentLegend(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 4);
    layout->setSpacing(2);
    layout->addWidget(m_view, 1);
    auto *legendRow = new QHBoxLayout;
    legendRow->setContentsMargins(12, 0, 12, 0);
    legendRow->addWidget(m_legend);
    layout->addLayout(legendRow);

    connect(m_chart, &QChart::plotAreaChanged, this, &MethodComparisonChart::positionAnnotations);
    chartstyle::applyPalette(m_chart, palette());
    chartstyle::applyFont(m_chart, font());
    styleCategoryLabels();
    retranslateUi();
}

QString MethodComparisonChart::categoryLabelText(int category) const
{
    if (category < 0 || category >= static_cast<int>(m_methods.size()))
        return {};
    const auto *item = m_categoryLabels[static_cast<std::size_t>(category)];
    return item->isVisible() ? item->text() : QString();
}

QRectF MethodComparisonChart::categoryLabelRect(int category) const
{
    if (category < 0 || category >= static_cast<int>(m_methods.size()))
        return {};
    const auto *item = m_categoryLabels[static_cast<std::size_t>(category)];
    return item->isVisible() ? QRectF(item->pos(), item->boundingRect().size()) : QRectF();
}

QString MethodComparisonChart::categoryLabelToolTip(int category) const
{
    if (category < 0 || category >= static_cast<int>(m_methods.size()))
        return {};
    const auto *item = m_categoryLabels[static_cast<std::size_t>(category)];
    return item->isVisible() ? item->toolTip() : QString();
}

void MethodComparisonChart::styleCategoryLabels()
{
    m_axisX->setLabelsBrush(Qt::transparent);
    for (QGraphicsSimpleTextItem *item : m_categoryLabels)
        item->setBrush(palette().color(QPalette::WindowText));
}

void MethodComparisonChart::placeCategoryLabels()
{
    const QRectF plot = m_chart->plotArea();
    const std::size_t n = m_methods.size();
    for (std::size_t c = n; c < m_categoryLabels.size(); ++c)
        m_categoryLabels[c]->hide();
    if (plot.isEmpty() || n == 0)
        return;
    // The whole names, each centred under its bar and moved aside where a neighbour is short
    // ("Inference" beside "QLoRA"); where they do not fit side by side the longer names are
    // abbreviated, then all of them; the tooltip has the whole name.
    std::vector<double> centres(n);
    for (std::size_t c = 0; c < n; ++c)
        centres[c] = m_chart->mapToPosition(QPointF(static_cast<double>(c), 0), m_bars.series).x();
    const double slot = plot.width() / static_cast<double>(n);
    // Clear of the value axis' "0", which reaches half a line below the plot's corner.
    const double minLeft = plot.left() + 2;
    const double maxRight = m_chart->size().width() - 2;
    std::vector<double> lefts;
    std::vector<double> widths(n);
    std::vector<bool> abbreviated(n, false);
    for (int pass = 0; pass < 3; ++pass) {
        for (std::size_t c = 0; c < n; ++c) {
            QGraphicsSimpleTextItem *item = m_categoryLabels[c];
            const QString name = abbreviated[c] ? methodAbbreviation(m_methods[c]) : methodShortName(m_methods[c]);
            if (item->text() != name)
                item->setText(name);
            widths[c] = item->boundingRect().width();
        }
        if (spreadLabels(centres, widths, minLeft, maxRight, lefts))
            break;
        for (std::size_t c = 0; c < n; ++c)
            abbreviated[c] = pass == 1 || widths[c] > slot - kCategoryGapPx;
    }
    for (std::size_t c = 0; c < n; ++c) {
        QGraphicsSimpleTextItem *item = m_categoryLabels[c];
        item->setPos(lefts[c], plot.bottom() + 5);
        const QString whole = methodShortName(m_methods[c]);
        item->setToolTip(item->text() != whole ? whole : QString());
        item->show();
    }
}

MethodComparisonChart::~MethodComparisonChart()
{
    m_chart->disconnect(this); // no placement while the chart goes (the axis' fit goes first)
}


QString MethodComparisonChart::totalText(int category) const
{
    if (category < 0 || category >= static_cast<int>(m_methods.size()))
        return {};
    const auto *item = m_totals[static_cast<std::size_t>(category)];
    return item->isVisible() ? item->text() : QString();
}

QString MethodComparisonChart::segmentText(int category, core::MemoryComponent component) const
{
    const auto i = static_cast<std::size_t>(component);
    if (category < 0 || category >= static_cast<int>(m_methods.size()) || i >= kCount)
        return {};
    const auto *item = m_segments[static_cast<std::size_t>(category)][i];
    return item->isVisible() ? item->text() : QString();
}

QGraphicsSimpleTextItem *MethodComparisonChart::newLabel()
{
    auto *item = new QGraphicsSimpleTextItem(m_chart);
    item->setFont(chartstyle::annotationFont(font()));
    item->setZValue(10);
    item->hide();
    return item;
}

void MethodComparisonChart::setAnalysis(const core::Analysis &analysis)
{
    std::vector<core::Method> methods;
    if (analysis.valid)
        for (const core::MethodVariant &variant : analysis.methods)
            methods.push_back(variant.method);
    const std::size_t n = methods.size();
    while (m_totals.size() < n) {
        m_totals.push_back(newLabel());
        QGraphicsSimpleTextItem *category = newLabel();
        category->setBrush(palette().color(QPalette::WindowText));
        m_categoryLabels.push_back(category);
        std::array<QGraphicsSimpleTextItem *, kCount> segments{};
        for (auto &item : segments)
            item = newLabel();
        m_segments.push_back(segments);
    }
    m_bytes.assign(n, {});
    m_capacityBytes.assign(n, 0.0);
    for (std::size_t c = 0; c < n; ++c) {
        m_bytes[c] = analysis.methods[c].memory.bytes;
        m_capacityBytes[c] = analysis.methods[c].estimate.capacityBytes;
    }

    // Bar values: remove + append keeps the sets (and legend, colours) alive and is cheap.
    QList<qreal> values(static_cast<qsizetype>(n));
    for (std::size_t i = 0; i < kCount; ++i) {
        for (std::size_t c = 0; c < n; ++c)
            values[static_cast<qsizetype>(c)] = toGiB(m_bytes[c][i]);
        QBarSet *set = m_bars.sets[i];
        bool same = set->count() == values.size();
        for (qsizetype k = 0; same && k < values.size(); ++k)
            same = set->at(k) == values[k];
        if (same)
            continue;
        set->remove(0, set->count());
        set->append(values);
    }

    const bool methodsChanged = methods != m_methods || analysis.scenario.method != m_current;
    m_methods = std::move(methods);
    m_current = analysis.scenario.method;
    if (methodsChanged)
        updateCategories();

    const double capacityGiB = n > 0 ? toGiB(m_capacityBytes.front()) : 0.0;
    const double right = static_cast<double>(std::max<std::size_t>(n, 1)) - 0.5;
    if (m_bars.capacity->count() != 2 || m_bars.capacity->at(0).y() != capacityGiB || m_bars.capacity->at(1).x() != right)
        m_bars.capacity->replace({QPointF(-0.5, capacityGiB), QPointF(right, capacityGiB)});
    m_bars.capacity->setVisible(capacityGiB > 0);

    double tallest = capacityGiB;
    std::vector<core::MemoryComponent> present;
    for (std::size_t i = 0; i < kCount; ++i) {
        bool any = false;
        for (std::size_t c = 0; c < n; ++c)
            any = any || m_bytes[c][i] > 0;
        if (any)
            present.push_back(componentAt(i));
    }
    for (std::size_t c = 0; c < n; ++c)
        tallest = std::max(tallest, toGiB(std::accumulate(m_bytes[c].begin(), m_bytes[c].end(), 0.0)));
    m_legend->setComponents(present);
    m_gpuName = QString::fromStdString(analysis.gpu.name);
    updateLegendCapacity();
    m_tallestGiB = tallest;
    positionAnnotations();
    chartstyle::cacheItems(m_view);
}

void MethodComparisonChart::updateLegendCapacity()
{
    const double capacity = m_capacityBytes.empty() ? 0.0 : m_capacityBytes.front();
    m_legend->setCapacityText(capacity > 0 ? tr("%1: %2 usable").arg(m_gpuName, formatGiB(capacity)) : QString());
}

void MethodComparisonChart::updateCategories()
{
    QStringList categories;
    for (const core::Method method : m_methods) {
        QString name = methodShortName(method);
        if (method == m_current)
            name = QStringLiteral("<b>%1</b>").arg(name);
        categories << name;
    }
    if (categories == m_categories)
        return;
    m_categories = categories;
    // Categories are replaced only when the methods or the language change, never per tick.
    m_axisX->setCategories(categories);
    for (std::size_t c = 0; c < m_categoryLabels.size(); ++c) {
        QFont font = chartstyle::annotationFont(this->font());
        font.setBold(c < m_methods.size() && m_methods[c] == m_current);
        m_categoryLabels[c]->setFont(font);
    }
}

void MethodComparisonChart::positionAnnotations()
{
    m_placement.run([this] { placeAnnotations(); });
}

void MethodComparisonChart::placeAnnotations()
{
    // Room above the tallest bar for its total: a tenth of the range, at least a line of text.
    const double plotHeight = m_chart->plotArea().height();
    const double lineHeight = QFontMetricsF(chartstyle::annotationFont(font())).height() + 3;
    double needed = m_tallestGiB * 1.1;
    if (plotHeight > 2 * lineHeight)
        needed = std::max(needed, m_tallestGiB * plotHeight / (plotHeight - lineHeight));
    m_fitY->setNeeded(needed);
    m_fitY->refit();
    const QRectF plot = m_chart->plotArea();
    const std::size_t n = m_methods.size();
    for (std::size_t c = n; c < m_totals.size(); ++c) {
        m_totals[c]->hide();
        for (auto *item : m_segments[c])
            item->hide();
    }
    placeCategoryLabels();
    if (plot.isEmpty() || n == 0)
        return;
    // From the plot's top to its bottom, right of the value axis to the chart's edge.
    LabelLayout layout(QRectF(plot.topLeft(), QPointF(m_chart->size().width() - 2, plot.bottom())));
    placeSegmentLabels(layout);
    placeTotals(layout);
}

void MethodComparisonChart::placeSegmentLabels(LabelLayout &layout)
{
    // Inside the segments tall and wide enough to hold their size.
    const double textHeight = QFontMetricsF(chartstyle::annotationFont(font())).height();
    const auto map = [this](double x, double y) { return m_chart->mapToPosition(QPointF(x, y), m_bars.series); };
    const QLocale locale;
    for (std::size_t c = 0; c < m_methods.size(); ++c) {
        const auto x = static_cast<double>(c);
        const double barWidthPx = map(x + kBarWidth / 2, 0).x() - map(x - kBarWidth / 2, 0).x();
        double base = 0;
        for (std::size_t i = 0; i < kCount; ++i) {
            QGraphicsSimpleTextItem *item = m_segments[c][i];
            const double gib = toGiB(m_bytes[c][i]);
            const double bottomY = map(x, base).y();
            const double topY = map(x, base + gib).y();
            base += gib;
            // Tall enough first (cheap), then measured.
            if (gib <= 0 || bottomY - topY < textHeight + 2) {
                item->setVisible(false);
                continue;
            }
            item->setBrush(contrastingTextColor(componentColor(componentAt(i))));
            const QString label = locale.toString(gib, 'f', gib < 10 ? 1 : 0);
            if (barWidthPx < LabelLayout::textSize(item->font(), label).width() + 6) {
                item->setVisible(false);
                continue;
            }
            layout.place(item, {label}, {{QPointF(map(x, 0).x(), (topY + bottomY) / 2), Qt::AlignCenter, 0}});
        }
    }
}

void MethodComparisonChart::placeTotals(LabelLayout &layout)
{
    // Each bar's total above it: centred, else ending at or starting from the bar's edge, else
    // a line higher (up to three, so that neighbours' totals step up past each other); shorter
    // where none of those is free (without decimals, then the figure alone: the axis says GiB
    // and the colour says it does not fit), never over a bar.
    const double textHeight = QFontMetricsF(chartstyle::annotationFont(font())).height();
    const auto map = [this](double x, double y) { return m_chart->mapToPosition(QPointF(x, y), m_bars.series); };
    const std::size_t n = m_methods.size();
    std::vector<double> totals(n);
    for (std::size_t c = 0; c < n; ++c) {
        totals[c] = std::accumulate(m_bytes[c].begin(), m_bytes[c].end(), 0.0);
        const auto x = static_cast<double>(c);
        layout.addObstacle(QRectF(map(x - kBarWidth / 2, toGiB(totals[c])), map(x + kBarWidth / 2, 0)));
    }
    const QColor text = palette().color(QPalette::WindowText);
    const QLocale locale;
    QList<LabelLayout::GroupLabel> group;
    for (std::size_t c = 0; c < n; ++c) {
        QGraphicsSimpleTextItem *total = m_totals[c];
        if (totals[c] <= 0) {
            total->hide();
            continue;
        }
        const bool over = totals[c] > m_capacityBytes[c] && m_capacityBytes[c] > 0;
        total->setBrush(over ? capacityLineColor() : text);
        const auto x = static_cast<double>(c);
        const QPointF top = map(x, toGiB(totals[c]));
        const double left = map(x - kBarWidth / 2, 0).x();
        const double right = map(x + kBarWidth / 2, 0).x();
        QList<LabelSpot> spots;
        for (const double y : {top.y(), top.y() - textHeight, top.y() - 2 * textHeight, top.y() - 3 * textHeight}) {
            spots.append({QPointF(top.x(), y), Qt::AlignHCenter | Qt::AlignTop, 1});
            spots.append({QPointF(right, y), Qt::AlignLeft | Qt::AlignTop, 1});
            spots.append({QPointF(left, y), Qt::AlignRight | Qt::AlignTop, 1});
        }
        const int decimals = toGiB(totals[c]) < 10 ? 1 : 0;
        const QString figure = locale.toString(toGiB(totals[c]), 'f', decimals);
        // As many forms for each bar, so that the group's totals read alike in each.
        const QStringList texts = over ? QStringList{tr("%1 ✘").arg(formatGiB(totals[c])), tr("%1 ✘").arg(formatGiB(totals[c], decimals)),
                                                     formatGiB(totals[c], decimals), figure}
                                       : QStringList{formatGiB(totals[c]), formatGiB(totals[c], decimals), formatGiB(totals[c], decimals), figure};
        group.append({total, texts, spots});
    }
    // All totals in the same form (whole, without decimals, the figure alone).
    layout.placeGroup(group);
}

void MethodComparisonChart::retranslateUi()
{
    chartstyle::setTitleTexts(m_chart, chartstyle::withShorterForms(tr("Methods compared (memory per GPU)")));
    chartstyle::setAxisTitleTexts(m_axisY, {tr("GiB per GPU"), QStringLiteral("GiB")});
    for (std::size_t i = 0; i < kCount; ++i)
        m_bars.sets[i]->setLabel(componentName(componentAt(i)));
    m_bars.capacity->setName(tr("GPU capacity"));
    setAccessibleName(tr("Method comparison chart"));
    chartstyle::applyLocale(m_chart);
    m_categories.clear();
    updateCategories();
    updateLegendCapacity();
    m_legend->update();
    positionAnnotations();
}

void MethodComparisonChart::resizeEvent(QResizeEvent *event)
{
    // The view keeps its least height, the legend takes what is left (its last entries give way
    // to "+N" where that is short), so the legend never covers the chart.
    const QMargins margins = layout()->contentsMargins();
    m_legend->setMaximumLegendHeight(event->size().height() - margins.top() - margins.bottom() - layout()->spacing()
                                     - m_view->minimumHeight());
    QWidget::resizeEvent(event);
}

void MethodComparisonChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_chart})) {
        styleCategoryLabels(); // applyFont() gave the labels the new size, bold where they were
        positionAnnotations();
    }
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
