#include "charts/chartstyle.h"

#include "charts/axisscale.h"
#include "charts/chartexportmenu.h"
#include "charts/componentcolors.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFont>
#include <QGraphicsItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QGraphicsScene>
#include <QGraphicsLayout>
#include <QGraphicsView>
#include <QFontMetricsF>
#include <QLegend>
#include <QLocale>
#include <QPalette>
#include <QValueAxis>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <map>

namespace gpusizer::ui::chartstyle {

namespace {

constexpr const char *kTitleTexts = "gpusizerTitleTexts";

// The invisible areas over a chart's title (key nullptr) and axis titles that hold the whole
// text as their tooltip where a shorter one shows: one QObject child of the chart per chart.
class TitleTips final : public QObject
{
public:
    explicit TitleTips(QChart *chart)
        : QObject(chart)
        , m_chart(chart)
    {
        setObjectName(QStringLiteral("gpusizerTitleTips"));
    }

    static TitleTips *of(const QChart *chart)
    {
        return dynamic_cast<TitleTips *>(
            chart->findChild<QObject *>(QStringLiteral("gpusizerTitleTips"), Qt::FindDirectChildrenOnly));
    }

    // Shows `tip` over `area` (chart coordinates), or hides the area when `tip` is empty.
    void set(const QObject *key, const QRectF &area, const QString &tip)
    {
        auto it = m_items.find(key);
        if (it == m_items.end()) {
            if (tip.isEmpty())
                return;
            auto *item = new QGraphicsRectItem(m_chart);
            item->setPen(Qt::NoPen);
            item->setBrush(Qt::NoBrush);
            item->setAcceptedMouseButtons(Qt::NoButton);
            item->setZValue(20);
            it = m_items.emplace(key, item).first;
        }
        QGraphicsRectItem *item = it->second;
        item->setVisible(!tip.isEmpty());
        if (tip.isEmpty())
            return;
        if (item->rect() != area)
            item->setRect(area);
        if (item->toolTip() != tip)
            item->setToolTip(tip);
    }

    QString tip(const QObject *key) const
    {
        const auto it = m_items.find(key);
        return it != m_items.end() && it->second->isVisible() ? it->second->toolTip() : QString();
    }

private:
    QChart *m_chart;
    std::map<const QObject *, QGraphicsRectItem *> m_items;
};

// Width QtCharts needs for `text` on one line (a QTextDocument with half-pixel margins), with a
// pixel to spare for rounding.
double titleWidth(const QFont &font, const QString &text)
{
    return QFontMetricsF(font).horizontalAdvance(text) + 2.0;
}

// The first of `texts` that fits `room`, else the last (QtCharts elides it); whether it is
// not the whole text or does not fit.
std::pair<QString, bool> longestThatFits(const QStringList &texts, const QFont &font, double room)
{
    for (const QString &text : texts)
        if (titleWidth(font, text) <= room)
            return {text, text != texts.front()};
    return {texts.back(), true};
}

bool shownInAView(const QChart *chart)
{
    if (chart->scene() == nullptr)
        return false;
    const QList<QGraphicsView *> views = chart->scene()->views();
    return std::any_of(views.begin(), views.end(), [](const QGraphicsView *view) { return view->isVisible(); });
}

QStringList textsOf(const QObject *object)
{
    return object->property(kTitleTexts).toStringList();
}

} // namespace

QStringList withShorterForms(const QString &text)
{
    QStringList texts{text};
    QString shorter = text.trimmed();
    if (shorter.endsWith(QLatin1Char(')'))) {
        const qsizetype open = shorter.lastIndexOf(QLatin1Char('('));
        if (open > 0 && !shorter.left(open).trimmed().isEmpty()) {
            shorter = shorter.left(open).trimmed();
            texts << shorter;
        }
    }
    const qsizetype comma = shorter.indexOf(QLatin1Char(','));
    if (comma > 0 && !shorter.left(comma).trimmed().isEmpty())
        texts << shorter.left(comma).trimmed();
    return texts;
}

void setTitleTexts(QChart *chart, const QStringList &texts)
{
    if (texts.isEmpty() || textsOf(chart) == texts)
        return;
    chart->setProperty(kTitleTexts, texts);
    fitTitles(chart);
}

void setAxisTitleTexts(QAbstractAxis *axis, const QStringList &texts)
{
    if (texts.isEmpty() || textsOf(axis) == texts)
        return;
    axis->setProperty(kTitleTexts, texts);
    // The chart fits it; an axis not yet added to a chart gets its whole text for now.
    for (QObject *parent = axis->parent(); parent != nullptr; parent = parent->parent())
        if (auto *chart = qobject_cast<QChart *>(parent)) {
            fitTitles(chart);
            return;
        }
    axis->setTitleText(texts.front());
}

void fitTitles(QChart *chart)
{
    TitleTips *tips = TitleTips::of(chart);
    if (tips == nullptr)
        tips = new TitleTips(chart);
    const QRectF plot = chart->plotArea();
    const bool fit = shownInAView(chart) && !plot.isEmpty();
    const QSizeF size = chart->size();

    if (const QStringList texts = textsOf(chart); !texts.isEmpty()) {
        qreal left = 0;
        qreal top = 0;
        qreal right = 0;
        qreal bottom = 0;
        if (chart->layout() != nullptr)
            chart->layout()->getContentsMargins(&left, &top, &right, &bottom);
        const double room = size.width() - left - right - chart->margins().left() - chart->margins().right();
        const auto [text, shortened] = fit ? longestThatFits(texts, chart->titleFont(), room)
                                           : std::pair<QString, bool>{texts.front(), false};
        if (chart->title() != text)
            chart->setTitle(text);
        tips->set(nullptr, QRectF(0, 0, size.width(), std::max(0.0, plot.top())), shortened ? texts.front() : QString());
    }
    const QList<QAbstractAxis *> axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        const QStringList texts = textsOf(axis);
        if (texts.isEmpty())
            continue;
        const bool vertical = axis->orientation() == Qt::Vertical;
        const auto [text, shortened] = fit ? longestThatFits(texts, axis->titleFont(), vertical ? plot.height() : plot.width())
                                           : std::pair<QString, bool>{texts.front(), false};
        if (axis->titleText() != text)
            axis->setTitleText(text);
        // The strip between the plot and the chart's edge on the axis' side: its labels and title.
        QRectF area;
        switch (axis->alignment()) {
        case Qt::AlignLeft: area = QRectF(0, plot.top(), plot.left(), plot.height()); break;
        case Qt::AlignRight: area = QRectF(plot.right(), plot.top(), size.width() - plot.right(), plot.height()); break;
        case Qt::AlignTop: area = QRectF(plot.left(), 0, plot.width(), plot.top()); break;
        default: area = QRectF(plot.left(), plot.bottom(), plot.width(), size.height() - plot.bottom()); break;
        }
        // A title given way to its labels (a narrow chart's axis) has its whole text there too.
        tips->set(axis, area, shortened || !axis->isTitleVisible() ? texts.front() : QString());
    }
}

QString wholeTitle(const QChart *chart)
{
    const QStringList texts = textsOf(chart);
    return texts.isEmpty() ? chart->title() : texts.front();
}

QString titleToolTip(const QChart *chart)
{
    const TitleTips *tips = TitleTips::of(chart);
    return tips != nullptr ? tips->tip(nullptr) : QString();
}

QString axisTitleToolTip(const QChart *chart, const QAbstractAxis *axis)
{
    const TitleTips *tips = TitleTips::of(chart);
    return tips != nullptr ? tips->tip(axis) : QString();
}

QBarSet *createComponentSet(core::MemoryComponent component)
{
    auto *set = new QBarSet(QString());
    set->setBrush(componentBrush(component));
    set->setPen(QPen(Qt::NoPen));
    return set;
}

QChart *createChart()
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundVisible(false);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->legend()->setVisible(false);
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitTitles(chart); });
    return chart;
}

QChartView *createView(QChart *chart, QWidget *parent)
{
    auto *view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setFrameShape(QFrame::NoFrame);
    view->setBackgroundRole(QPalette::Base);
    // Small enough for a 1366-pixel laptop screen with all panels open (see WindowSize tests).
    view->setMinimumSize(220, 200);
    // A few dozen items, many of them moving on every tick: no BSP index to keep up to date,
    // and one repaint rectangle around the changes instead of a region per item.
    view->scene()->setItemIndexMethod(QGraphicsScene::NoIndex);
    view->setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    cacheItems(view);
    new ChartExportMenu(view);
    return view;
}

void cacheItems(QGraphicsView *view)
{
    QGraphicsScene *scene = view->scene();
    if (scene == nullptr)
        return;
    const QList<QGraphicsItem *> items = scene->items();
    // Not QtCharts' own rich-text items (titles, axis and legend labels): a narrow chart elides
    // them to its width after they are cached and their cached pixmap stays empty (seen on 6.4).
    // Nor the chart widget and its backgrounds (blitting a chart-sized pixmap costs more than
    // filling it) and not the bars (rectangles that change on every tick: a cache would draw
    // each twice). Measured with callgrind over 40 slider steps: 8 % fewer instructions.
    // Nor the series' own items (line, area and scatter items: QGraphicsObjects, where axis
    // lines, grid, tick marks and markers are plain items). A line or band runs far above the
    // plot where memory grows steeply; QGraphicsView then caches only the part inside the view
    // ("partial cache exposure") and blits it, unclipped and stale, after the curve or the plot
    // area changed: a second curve after F5 (a font change) and a curve that no longer passes
    // through the current-setting marker after a language switch (issue #16).
    for (QGraphicsItem *item : items) {
        if (item->isWidget() || item->toGraphicsObject() != nullptr || item->type() == QGraphicsRectItem::Type
            || item->type() == QGraphicsTextItem::Type)
            continue;
        if (item->cacheMode() == QGraphicsItem::NoCache)
            item->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
}

void applyPalette(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    QColor minorGrid = text;
    minorGrid.setAlphaF(0.07);
    QColor axisLine = text;
    axisLine.setAlphaF(0.45);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        // Hairline (width 0) pens: QtCharts draws grid lines, ticks and axis lines as
        // QGraphicsLineItems, which find their bounds by stroking the line for any wider pen
        // (a tenth of a slider tick's time); a hairline is one device pixel all the same.
        axis->setGridLinePen(QPen(grid, 0));
        axis->setMinorGridLinePen(QPen(minorGrid, 0));
        axis->setLinePen(QPen(axisLine, 0));
    }
}

void applyLocale(QChart *chart)
{
    chart->setLocale(QLocale());
}

void applyScale(QValueAxis *axis, const AxisScale &scale)
{
    // As few decimals as the tick step needs (2.5-steps need one, 0.25-steps two). The format
    // goes first: the axis relabels on range changes, not reliably on format changes.
    const int decimals = tickDecimals(scale);
    // Never "..." for a tick: QtCharts elides a label wider than a tick's share of the axis
    // ("10" on four ticks of a 90-pixel cost axis); the nice scales' few short numbers fit.
    if (axis->truncateLabels())
        axis->setTruncateLabels(false);
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    if (axis->tickCount() != scale.tickCount)
        axis->setTickCount(scale.tickCount);
    if (axis->min() != 0.0 || axis->max() != scale.max)
        axis->setRange(0.0, scale.max);
}

QPen capacityPen()
{
    QPen pen(capacityLineColor());
    pen.setWidthF(2.0);
    pen.setStyle(Qt::DashLine);
    return pen;
}

bool followWidgetStyle(const QEvent *event, const QWidget *widget, std::initializer_list<QChart *> charts)
{
    if (event->type() == QEvent::PaletteChange) {
        for (QChart *chart : charts)
            applyPalette(chart, widget->palette());
        return true;
    }
    if (event->type() == QEvent::FontChange) {
        for (QChart *chart : charts)
            applyFont(chart, widget->font());
        return true;
    }
    return false;
}

QFont annotationFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}

void applyFont(QChart *chart, const QFont &base)
{
    const QFont small = annotationFont(base);
    QFont bold = base;
    bold.setBold(true);
    chart->setTitleFont(base);
    chart->legend()->setFont(small);
    const auto axes = chart->axes();
    for (QAbstractAxis *axis : axes) {
        axis->setLabelsFont(small);
        axis->setTitleFont(bold);
    }
    for (QGraphicsItem *item : chart->childItems()) {
        if (item->type() != QGraphicsSimpleTextItem::Type)
            continue;
        auto *text = static_cast<QGraphicsSimpleTextItem *>(item);
        QFont font = small;
        font.setBold(text->font().bold());
        text->setFont(font);
    }
    fitTitles(chart);
}

} // namespace gpusizer::ui::chartstyle
