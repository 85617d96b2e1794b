#include "charts/timecostchart.h"

#include "charts/barlabels.h"
#include "charts/chartlabels.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "charts/fittedaxis.h"
#include "charts/labellayout.h"
#include "charts/rowbarlabels.h"
#include "text/displayformat.h"
#include "analysis/analysis.h"
#include "text/configurationrows.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QStringList>
#include <QVBoxLayout>
#include <QLegendMarker>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace gpusizer::ui {

namespace {

constexpr double kBarWidth = 0.7;

QBarSet *newSet(const QColor &color)
{
    auto *set = new QBarSet(QString());
    set->setColor(color);
    set->setPen(QPen(Qt::NoPen));
    return set;
}

void setValues(QBarSet *set, const std::vector<double> &values)
{
    bool same = set->count() == static_cast<qsizetype>(values.size());
    for (std::size_t k = 0; same && k < values.size(); ++k)
        same = set->at(static_cast<qsizetype>(k)) == values[k];
    if (same)
        return;
    set->remove(0, set->count());
    set->append(QList<qreal>(values.begin(), values.end()));
}

QString textAt(const std::vector<QGraphicsSimpleTextItem *> &labels, std::size_t count, int row)
{
    // Rows count from the top; labels are stored bottom to top.
    if (row < 0 || static_cast<std::size_t>(row) >= count)
        return {};
    const auto *item = labels[count - 1 - static_cast<std::size_t>(row)];
    return item->isVisible() ? item->text() : QString();
}

} // namespace

TimeCostChart::TimeCostChart(QWidget *parent)
    : QWidget(parent)
{
    m_timeChart = chartstyle::createChart();
    m_costChart = chartstyle::createChart();
    m_hours = newSet(QColor::fromRgb(0x332288));   // Tol indigo
    m_rent = newSet(QColor::fromRgb(0xCC6677));    // Tol rose
    m_own = newSet(QColor::fromRgb(0x44AA99));     // Tol teal
    m_timeSeries = new QHorizontalBarSeries;
    m_timeSeries->setBarWidth(kBarWidth / 2);
    m_timeSeries->append(m_hours);
    m_costSeries = new QHorizontalBarSeries;
    m_costSeries->setBarWidth(kBarWidth);
    m_costSeries->append(m_rent);
    m_costSeries->append(m_own);
    m_timeChart->addSeries(m_timeSeries);
    m_costChart->addSeries(m_costSeries);

    m_timeCategories = new QBarCategoryAxis;
    m_costCategories = new QBarCategoryAxis;
    // Configuration names go over the bars (an axis would elide them to "1 × H100 SX…").
    m_timeCategories->setLabelsVisible(false);
    m_costCategories->setLabelsVisible(false);
    m_hoursAxis = new QValueAxis;
    m_costAxis = new QValueAxis;
    for (auto *axis : {m_timeCategories, m_costCategories})
        axis->setGridLineVisible(false);
    m_timeChart->addAxis(m_timeCategories, Qt::AlignLeft);
    m_timeChart->addAxis(m_hoursAxis, Qt::AlignBottom);
    m_costChart->addAxis(m_costCategories, Qt::AlignLeft);
    m_costChart->addAxis(m_costAxis, Qt::AlignBottom);
    m_timeSeries->attachAxis(m_timeCategories);
    m_timeSeries->attachAxis(m_hoursAxis);
    m_costSeries->attachAxis(m_costCategories);
    m_costSeries->attachAxis(m_costAxis);
    m_fitHours = std::make_unique<FittedAxis>(m_timeChart, m_hoursAxis, 5);
    m_fitCost = std::make_unique<FittedAxis>(m_costChart, m_costAxis, 5);
    // One legend row under both charts: a chart's own legend elides its labels to nothing in
    // a narrow column ("■ ■"); this one wraps. Without chart legends the two plot areas keep
    // the same height, so rows line up.
    for (QChart *chart : {m_timeChart, m_costChart})
        chart->legend()->setVisible(false);

    m_timeView = chartstyle::createView(m_timeChart, this);
    m_costView = chartstyle::createView(m_costChart, this);
    m_timeView->setMinimumWidth(160);
    m_costView->setMinimumWidth(120);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("timeCostLegend"));
    m_legend->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter);
    m_legend->setTextFormat(Qt::RichText);
    auto *charts = new QHBoxLayout;
    charts->setContentsMargins(0, 0, 0, 0);
    charts->setSpacing(0);
    charts->addWidget(m_timeView, 1);
    charts->addWidget(m_costView, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 2);
    layout->setSpacing(0);
    layout->addLayout(charts, 1);
    layout->addWidget(m_legend);

    connect(m_timeChart, &QChart::plotAreaChanged, this, &TimeCostChart::positionAnnotations);
    connect(m_costChart, &QChart::plotAreaChanged, this, &TimeCostChart::positionAnnotations);
    chartstyle::applyPalette(m_timeChart, palette());
    chartstyle::applyPalette(m_costChart, palette());
    chartstyle::applyFont(m_timeChart, font());
    chartstyle::applyFont(m_costChart, font());
    retranslateUi();
}

TimeCostChart::~TimeCostChart()
{
    // No placement while the charts go (their axes' fits go first).
    m_timeChart->disconnect(this);
    m_costChart->disconnect(this);
}

QString TimeCostChart::rowText(int row) const { return textAt(m_rowLabels, m_hourValues.size(), row); }
QString TimeCostChart::hoursText(int row) const { return textAt(m_hourLabels, m_hourValues.size(), row); }
QString TimeCostChart::rentText(int row) const { return textAt(m_rentLabels, m_rentValues.size(), row); }
QString TimeCostChart::ownText(int row) const { return textAt(m_ownLabels, m_ownValues.size(), row); }

void TimeCostChart::setAnalysis(const core::Analysis &analysis)
{
    // While a slider is dragged the sweep waits: the bars stay, faded and titled as being
    // updated, and nothing here repaints per tick.
    const bool pending = analysis.valid && analysis.recommendationPending;
    setPending(pending);
    if (pending)
        return;
    std::vector<ConfigurationRow> rows = configurationRows(analysis);
    if (rows.size() > static_cast<std::size_t>(kMaxRows))
        rows.resize(static_cast<std::size_t>(kMaxRows));
    std::reverse(rows.begin(), rows.end());

    QStringList categories;
    m_rowNames.clear();
    m_hourValues.clear();
    m_rentValues.clear();
    m_ownValues.clear();
    m_hourTexts.clear();
    m_rentTexts.clear();
    m_ownTexts.clear();
    const bool serving = !rows.empty() && rows.front().serving.has_value();
    for (const ConfigurationRow &row : rows) {
        // Two rows may share a name (same GPUs, other settings); the hidden category is the rank.
        categories << QString::number(static_cast<qsizetype>(rows.size()) - categories.size());
        // The strategy (training) or the TP × replicas layout (serving, where 2 × H100 may be TP 2
        // or two replicas) follows the GPUs; a narrow chart drops it before it cuts the GPU's
        // name, and the table beside keeps it.
        const QString gpus = configurationLabel(row.gpus, row.gpuShortName);
        m_rowNames.push_back(row.gpus > 1 && !row.strategy.isEmpty()
                                 ? QStringList{gpus + QStringLiteral(" · ") + row.strategy, gpus}
                                 : QStringList{gpus});
        if (serving && row.serving) {
            m_hourValues.push_back(row.serving->tpotMs);
            m_rentValues.push_back(row.serving->costPerMillionOutputTokens);
            m_ownValues.push_back(0.0);
        } else {
            m_hourValues.push_back(row.wallSeconds / 3600.0);
            m_rentValues.push_back(row.rentTotal);
            m_ownValues.push_back(row.ownTotal);
        }
    }
    const std::string currency = rows.empty() ? analysis.scenario.prices.currency : rows.front().currency;
    if (currency != m_currency || serving != m_serving) {
        m_currency = currency;
        m_serving = serving;
        retranslateUi();
    } else {
        formatTexts();
    }
    if (categories != m_categories) {
        m_categories = categories;
        setCategories();
    }
    // Bars as thick as with a full list, however few rows there are.
    const double width = kBarWidth * std::max<double>(2, static_cast<double>(rows.size())) / kMaxRows;
    if (m_costSeries->barWidth() != width)
        m_costSeries->setBarWidth(width);
    setValues(m_hours, m_hourValues);
    setValues(m_rent, m_rentValues);
    setValues(m_own, m_ownValues);

    positionAnnotations();
    chartstyle::cacheItems(m_timeView);
    chartstyle::cacheItems(m_costView);
}

void TimeCostChart::fitAxes()
{
    // Room right of the longest bar for its label, measured in the plot the chart has now.
    const QFont font = chartstyle::annotationFont(this->font());
    const auto fit = [&font](FittedAxis &axis, QChart *chart, const std::vector<const std::vector<double> *> &values,
                             const std::vector<const std::vector<QStringList> *> &texts, double factor) {
        double needed = 0;
        for (std::size_t i = 0; i < values.size(); ++i) {
            const std::vector<double> widths = barlabels::shortestWidths(font, *texts[i]);
            needed = std::max(needed, barlabels::neededWithLabels(*values[i], widths, kBarValueGapPx + 2, chart->plotArea().width(), factor));
        }
        axis.setNeeded(needed);
        axis.refit();
    };
    fit(*m_fitHours, m_timeChart, {&m_hourValues}, {&m_hourTexts}, 1.35);
    fit(*m_fitCost, m_costChart, {&m_rentValues, &m_ownValues}, {&m_rentTexts, &m_ownTexts}, 1.45);
}

bool TimeCostChart::rowsAreTight() const
{
    // A row holds its name over its bar and, beside the bar's end, its value: where it is not
    // that tall (presentation mode's type), values go on the name's line.
    const QRectF plot = m_timeChart->plotArea();
    const qsizetype rows = m_categories.size() + (m_spareRow ? 1 : 0);
    const QFontMetricsF metrics(chartstyle::annotationFont(font()));
    return rows > 0 && plot.height() / static_cast<double>(rows) < 2 * metrics.height() + 4;
}

void TimeCostChart::placeRowLabels()
{
    const std::size_t n = m_categories.size();
    while (m_rowLabels.size() < n) {
        auto *item = new QGraphicsSimpleTextItem(m_timeChart);
        item->setFont(rowNameFont());
        item->setZValue(10);
        m_rowLabels.push_back(item);
    }
    const QRectF plot = m_timeChart->plotArea();
    const double halfBar = m_timeSeries->barWidth() / 2;
    // On tight rows the name leaves room for the row's value at the end of its line.
    const bool tight = rowsAreTight();
    const QFont valueFont = chartstyle::annotationFont(font());
    for (std::size_t k = 0; k < m_rowLabels.size(); ++k) {
        QGraphicsSimpleTextItem *item = m_rowLabels[k];
        // retranslateUi() can come here after the rows changed and before the categories follow:
        // a label shows only for a row that has both a category and a name.
        const bool show = k < n && k < m_rowNames.size() && !plot.isEmpty();
        item->setVisible(show);
        if (!show)
            continue;
        const QStringList &forms = m_rowNames[k];
        const QString &whole = forms.front();
        const double valueRoom = tight && k < m_hourTexts.size() && !m_hourTexts[k].isEmpty()
                                     ? LabelLayout::textSize(valueFont, m_hourTexts[k].front()).width() + 8
                                     : 0.0;
        const QFontMetricsF metrics(item->font());
        const double room = plot.width() - 4 - valueRoom;
        const auto fitting = std::find_if(forms.begin(), forms.end(),
                                          [&](const QString &form) { return metrics.horizontalAdvance(form) <= room; });
        const QString text = fitting != forms.end() ? *fitting : barlabels::elideAtWord(metrics, forms.back(), room);
        if (item->text() != text)
            item->setText(text);
        item->setToolTip(text != whole ? whole : QString());
        item->setBrush(palette().color(QPalette::WindowText));
        const QPointF barTop = m_timeChart->mapToPosition(QPointF(0, static_cast<double>(k) + halfBar), m_timeSeries);
        item->setPos(plot.left() + 2, barTop.y() - item->boundingRect().height() - 1);
    }
}

void TimeCostChart::makeRoomAboveTheTopRow()
{
    // Where the rows are close (presentation mode's type) the top row's name has no room above
    // its bar and would reach over the chart's title: both charts get an empty row at the top
    // (their rows stay level). Decided from the plot's height alone, which the rows do not change.
    // The room above the top bar is what the plot has above it without the empty row and the
    // gap between the title and the plot.
    const QRectF plot = m_timeChart->plotArea();
    const auto rows = static_cast<double>(m_rowNames.size());
    const double nameHeight = QFontMetricsF(rowNameFont()).height();
    double titleBottom = plot.top();
    for (const chartlabels::ShownLabel &label : chartlabels::shown(*m_timeChart->scene()))
        if (label.qtCharts && label.text == m_timeChart->title())
            titleBottom = label.rect.bottom();
    const double room = plot.top() - titleBottom + (0.5 - m_costSeries->barWidth() / 4) * plot.height() / rows;
    const bool spare = rows > 0 && !plot.isEmpty() && room < nameHeight + 1;
    if (spare == m_spareRow)
        return;
    m_spareRow = spare;
    setCategories();
}

void TimeCostChart::setCategories()
{
    QStringList categories = m_categories;
    if (m_spareRow)
        categories << QStringLiteral(" ");
    m_timeCategories->setCategories(categories);
    m_costCategories->setCategories(categories);
}

void TimeCostChart::positionAnnotations()
{
    m_placement.run([this] { placeAnnotations(); });
}

QFont TimeCostChart::rowNameFont() const
{
    QFont bold = chartstyle::annotationFont(font());
    bold.setBold(true);
    return bold;
}

void TimeCostChart::fitTimeBars()
{
    // Half as thick as a row's two cost bars; on tight rows thinner still, so that the row's
    // name and value fit on a line between its bar and the bar above.
    double width = m_costSeries->barWidth() / 2;
    const QRectF plot = m_timeChart->plotArea();
    const qsizetype rows = m_categories.size() + (m_spareRow ? 1 : 0);
    if (rowsAreTight()) {
        const double rowHeight = plot.height() / static_cast<double>(rows);
        width = std::clamp((rowHeight - QFontMetricsF(rowNameFont()).height() - 4) / rowHeight, 0.1, width);
    }
    if (std::abs(m_timeSeries->barWidth() - width) > 1e-3)
        m_timeSeries->setBarWidth(width);
}

void TimeCostChart::placeAnnotations()
{
    fitAxes();
    makeRoomAboveTheTopRow();
    fitTimeBars();
    placeRowLabels();
    // Each chart's labels through one LabelLayout (issue #28): inside its plot, clear of its bars,
    // of the row names and of each other.
    const RowBars hours{m_timeChart, m_timeSeries, 0, 1, &m_hourValues, &m_hourTexts, &m_hourLabels};
    const RowBars rent{m_costChart, m_costSeries, 0, 2, &m_rentValues, &m_rentTexts, &m_rentLabels};
    const RowBars own{m_costChart, m_costSeries, 1, 2, &m_ownValues, &m_ownTexts, &m_ownLabels};
    const RowLabelStyle style{chartstyle::annotationFont(font()), palette().color(QPalette::WindowText),
                              QFontMetricsF(rowNameFont()).height(), rowsAreTight()};
    LabelLayout time(m_timeChart->plotArea());
    addBarObstacles(time, hours);
    for (const QGraphicsSimpleTextItem *row : m_rowLabels)
        if (row->isVisible())
            time.take(row->sceneBoundingRect());
    time.placeGroup(barValueLabels(hours, m_hourValues, style));
    LabelLayout cost(m_costChart->plotArea());
    addBarObstacles(cost, rent);
    addBarObstacles(cost, own);
    std::vector<double> rowEnds(m_rentValues.size());
    for (std::size_t k = 0; k < rowEnds.size(); ++k)
        rowEnds[k] = std::max(m_rentValues[k], k < m_ownValues.size() ? m_ownValues[k] : 0.0);
    // Rent, then own, each all in one form or not at all (rows too low for two figures show rent).
    cost.placeGroup(barValueLabels(rent, rowEnds, style), LabelLayout::Shortest::AllOrNone);
    cost.placeGroup(barValueLabels(own, rowEnds, style), LabelLayout::Shortest::AllOrNone);
}

void TimeCostChart::setPending(bool pending)
{
    if (pending == m_pending)
        return;
    m_pending = pending;
    const qreal opacity = pending ? 0.35 : 1.0;
    m_timeSeries->setOpacity(opacity);
    m_costSeries->setOpacity(opacity);
    updateTitles();
}

void TimeCostChart::updateTitles()
{
    // Two charts side by side in half a column: shorter forms where the whole title does not
    // fit (the faded bars say "updating" too), the whole one in the tooltip.
    const auto titles = [this](const QString &whole, const QStringList &shorter) {
        QStringList texts = chartstyle::withShorterForms(whole);
        for (const QString &text : shorter)
            if (!texts.contains(text))
                texts << text;
        return texts;
    };
    if (m_serving) {
        chartstyle::setTitleTexts(m_timeChart, titles(m_pending ? tr("Time per output token (updating…)") : tr("Time per output token"),
                                                      {tr("Time per output token"), tr("TPOT")}));
        chartstyle::setTitleTexts(m_costChart, titles(m_pending ? tr("Cost per 1M tokens (updating…)") : tr("Cost per 1M tokens"),
                                                      {tr("Cost per 1M tokens"), tr("Cost")}));
        return;
    }
    chartstyle::setTitleTexts(m_timeChart, titles(m_pending ? tr("Training time (updating…)") : tr("Training time"),
                                                  {tr("Training time")}));
    chartstyle::setTitleTexts(m_costChart, titles(m_pending ? tr("Cost (updating…)") : tr("Cost"), {tr("Cost")}));
}

void TimeCostChart::formatTexts()
{
    m_hourTexts.resize(m_hourValues.size());
    m_rentTexts.resize(m_rentValues.size());
    m_ownTexts.resize(m_ownValues.size());
    for (std::size_t k = 0; k < m_hourValues.size(); ++k) {
        m_hourTexts[k] = {m_serving ? formatMilliseconds(m_hourValues[k]) : formatHours(m_hourValues[k] * 3600.0)};
        m_rentTexts[k] = barlabels::moneyForms(m_rentValues[k], m_currency);
        m_ownTexts[k] = m_serving ? QStringList() : barlabels::moneyForms(m_ownValues[k], m_currency);
    }
}

void TimeCostChart::retranslateUi()
{
    updateTitles();
    // The unit at least: "hours", "ms", the currency.
    const QString currency = QString::fromStdString(m_currency);
    chartstyle::setAxisTitleTexts(m_hoursAxis, m_serving ? QStringList{tr("TPOT, ms"), QStringLiteral("ms")}
                                                         : chartstyle::withShorterForms(tr("hours, wall clock")));
    chartstyle::setAxisTitleTexts(m_costAxis,
                                  m_serving ? QStringList{tr("%1 per 1M output tokens", "currency").arg(currency), currency}
                                            : QStringList{tr("total cost in %1").arg(currency),
                                                          tr("cost in %1", "short axis title: the currency").arg(currency),
                                                          currency});
    m_hours->setLabel(m_serving ? tr("TPOT") : tr("Time"));
    m_rent->setLabel(tr("Rent"));
    m_own->setLabel(tr("Own"));
    QStringList entries;
    const auto entry = [&entries](QBarSet *set) {
        entries << QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                       .arg(set->color().name(), set->label().toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
    };
    entry(m_hours);
    entry(m_rent);
    if (!m_serving)
        entry(m_own);
    m_legend->setText(entries.join(QStringLiteral(" &nbsp; ")));
    setAccessibleName(tr("Time and cost of the top configurations"));
    for (QChart *chart : {m_timeChart, m_costChart})
        chartstyle::applyLocale(chart);
    formatTexts();
    positionAnnotations();
}

void TimeCostChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    else if (chartstyle::followWidgetStyle(event, this, {m_timeChart, m_costChart}))
        positionAnnotations();
    QWidget::changeEvent(event);
}

} // namespace gpusizer::ui
