#include "charts/timecostchart.h"

#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
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

// `text` shortened to `width` at a word boundary ("16 × RTX 6000 …"), never inside a figure
// ("RTX 60…"); inside the first word only when even that does not fit.
QString elideAtWord(const QFontMetricsF &metrics, const QString &text, double width)
{
    if (metrics.horizontalAdvance(text) <= width)
        return text;
    const QString ellipsis(QChar(0x2026));
    QStringList words = text.split(QLatin1Char(' '));
    while (words.size() > 1) {
        words.removeLast();
        const QString shorter = words.join(QLatin1Char(' ')) + QLatin1Char(' ') + ellipsis;
        if (metrics.horizontalAdvance(shorter) <= width)
            return shorter;
    }
    return metrics.elidedText(text, Qt::ElideRight, width);
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

TimeCostChart::~TimeCostChart() = default;

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
        // Serving rows name the GPUs only: the TP × replicas layout is in the table beside.
        m_rowNames << (row.gpus > 1 && !serving
                           ? configurationLabel(row.gpus, row.gpuShortName) + QStringLiteral(" · ") + row.strategy
                           : configurationLabel(row.gpus, row.gpuShortName));
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
        m_timeCategories->setCategories(categories);
        m_costCategories->setCategories(categories);
    }
    // Bars as thick as with a full list, however few rows there are.
    const double width = kBarWidth * std::max<double>(2, static_cast<double>(rows.size())) / kMaxRows;
    if (m_costSeries->barWidth() != width) {
        m_costSeries->setBarWidth(width);
        m_timeSeries->setBarWidth(width / 2);
    }
    setValues(m_hours, m_hourValues);
    setValues(m_rent, m_rentValues);
    setValues(m_own, m_ownValues);

    // Room to the right of the longest bar for its label.
    const auto maxOf = [](const std::vector<double> &v) { return v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()); };
    // Few ticks: the charts are narrow and currency labels are wide.
    m_hoursScale = niceScaleWithHysteresis(maxOf(m_hourValues) * 1.35, m_hoursScale, 0.55, 4);
    m_costScale = niceScaleWithHysteresis(std::max(maxOf(m_rentValues), maxOf(m_ownValues)) * 1.45, m_costScale, 0.55, 3);
    chartstyle::applyScale(m_hoursAxis, m_hoursScale);
    chartstyle::applyScale(m_costAxis, m_costScale);
    positionAnnotations();
    chartstyle::cacheItems(m_timeView);
    chartstyle::cacheItems(m_costView);
}

void TimeCostChart::placeLabels(QChart *chart, QHorizontalBarSeries *series, int setIndex, int setCount,
                                const std::vector<double> &values, std::vector<QGraphicsSimpleTextItem *> &labels,
                                const std::vector<QString> &texts)
{
    while (labels.size() < values.size()) {
        auto *item = new QGraphicsSimpleTextItem(chart);
        item->setFont(chartstyle::annotationFont(font()));
        item->setZValue(10);
        labels.push_back(item);
    }
    const QRectF plot = chart->plotArea();
    const double width = series->barWidth();
    for (std::size_t k = 0; k < labels.size(); ++k) {
        QGraphicsSimpleTextItem *item = labels[k];
        const bool show = k < values.size() && values[k] > 0 && !plot.isEmpty();
        item->setVisible(show);
        if (!show)
            continue;
        if (item->text() != texts[k])
            item->setText(texts[k]);
        item->setBrush(palette().color(QPalette::WindowText));
        // Bars of one category share its width, set 0 lowest.
        const double y = static_cast<double>(k) - width / 2 + (setIndex + 0.5) * width / setCount;
        const QPointF end = chart->mapToPosition(QPointF(values[k], y), series);
        const QRectF box = item->boundingRect();
        item->setPos(std::min(end.x() + 4, plot.right() - box.width()), end.y() - box.height() / 2);
    }
}

void TimeCostChart::placeRowLabels()
{
    const std::size_t n = m_categories.size();
    while (m_rowLabels.size() < n) {
        auto *item = new QGraphicsSimpleTextItem(m_timeChart);
        QFont bold = chartstyle::annotationFont(font());
        bold.setBold(true);
        item->setFont(bold);
        item->setZValue(10);
        m_rowLabels.push_back(item);
    }
    const QRectF plot = m_timeChart->plotArea();
    const double halfBar = m_timeSeries->barWidth() / 2;
    for (std::size_t k = 0; k < m_rowLabels.size(); ++k) {
        QGraphicsSimpleTextItem *item = m_rowLabels[k];
        const bool show = k < n && !plot.isEmpty();
        item->setVisible(show);
        if (!show)
            continue;
        const QString &whole = m_rowNames[static_cast<qsizetype>(k)];
        const QString text = elideAtWord(QFontMetricsF(item->font()), whole, plot.width() - 4);
        if (item->text() != text)
            item->setText(text);
        item->setToolTip(text != whole ? whole : QString());
        item->setBrush(palette().color(QPalette::WindowText));
        const QPointF barTop = m_timeChart->mapToPosition(QPointF(0, static_cast<double>(k) + halfBar), m_timeSeries);
        item->setPos(plot.left() + 2, barTop.y() - item->boundingRect().height() - 1);
    }
}

void TimeCostChart::positionAnnotations()
{
    placeRowLabels();
    placeLabels(m_timeChart, m_timeSeries, 0, 1, m_hourValues, m_hourLabels, m_hourTexts);
    placeLabels(m_costChart, m_costSeries, 0, 2, m_rentValues, m_rentLabels, m_rentTexts);
    placeLabels(m_costChart, m_costSeries, 1, 2, m_ownValues, m_ownLabels, m_ownTexts);
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
        m_hourTexts[k] = m_serving ? formatMilliseconds(m_hourValues[k]) : formatHours(m_hourValues[k] * 3600.0);
        m_rentTexts[k] = formatMoney(m_rentValues[k], m_currency);
        m_ownTexts[k] = m_serving ? QString() : formatMoney(m_ownValues[k], m_currency);
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
