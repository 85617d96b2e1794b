#include "charts/methodlines.h"

#include "analysis/methodcurves.h"
#include "charts/chartseries.h"
#include "text/displayformat.h"

#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QStringList>

#include <algorithm>

namespace gpusizer::ui {

namespace {

constexpr core::Method kLineMethods[] = {core::Method::Full, core::Method::Pretrain, core::Method::LoRA,
                                         core::Method::QLoRA};

} // namespace

QColor MethodLines::color(core::Method method)
{
    switch (method) {
    case core::Method::Full:
    case core::Method::Pretrain:
        return QColor::fromRgb(0x882255);   // Tol wine
    case core::Method::LoRA:
        return QColor::fromRgb(0x44AA99);   // Tol teal
    case core::Method::QLoRA:
        return QColor::fromRgb(0x999933);   // Tol olive
    case core::Method::Inference:
        break;
    }
    return QColor::fromRgb(0xBBBBBB);
}

MethodLines::MethodLines(QChart *chart, QLineSeries *current)
    : m_chart(chart)
    , m_currentLine(current)
{
    QList<QAbstractSeries *> all;
    for (core::Method method : kLineMethods) {
        auto *line = new QLineSeries;
        line->setPen(chartseries::curvePen(color(method), 1.5));
        auto *limit = chartseries::createMarkers(QScatterSeries::MarkerShapeRectangle, 9, color(method));
        line->setVisible(false);
        limit->setVisible(false);
        m_lines.push_back({method, line, limit});
        all << line << limit;
    }
    chartseries::addSeries(chart, all);
    retranslate();
}

QList<QAbstractSeries *> MethodLines::series() const
{
    QList<QAbstractSeries *> all;
    for (const Line &l : m_lines)
        all << l.line << l.limit;
    return all;
}

bool MethodLines::update(const std::vector<core::MethodCurve> &curves, const Points &points, const Limit &limit)
{
    const std::vector<core::Method> before = m_shown;
    bool changed = false;
    m_shown.clear();
    m_current.reset();
    for (const core::MethodCurve &curve : curves)
        if (curve.current)
            m_current = curve.method;
    for (const Line &l : m_lines) {
        const auto curve = std::find_if(curves.begin(), curves.end(), [&l](const core::MethodCurve &c) {
            return c.method == l.method && !c.current;
        });
        const bool shown = curve != curves.end();
        if (shown) {
            m_shown.push_back(l.method);
            changed = chartseries::replacePoints(l.line, points(*curve)) || changed;
            const std::optional<QPointF> at = limit(*curve);
            const QList<QPointF> marker = at ? QList<QPointF>{*at} : QList<QPointF>{};
            changed = chartseries::replacePoints(l.limit, marker) || changed;
        }
        if (l.line->isVisible() != shown)
            l.line->setVisible(shown);
        if (l.limit->isVisible() != shown)
            l.limit->setVisible(shown);
    }
    // In the order of the curves (full, LoRA, QLoRA), not of the series.
    std::vector<core::Method> ordered;
    for (const core::MethodCurve &curve : curves)
        if (std::find(m_shown.begin(), m_shown.end(), curve.method) != m_shown.end())
            ordered.push_back(curve.method);
    m_shown = ordered;
    if (m_shown.empty())
        m_current.reset();
    nameCurrent();
    changed = changed || m_shown != before;
    m_shapesStale = m_shapesStale || changed;
    return changed;
}

const QList<QPolygonF> &MethodLines::shownOnPlot(const AxisScale &scale)
{
    const QRectF plot = m_chart->plotArea();
    if (!m_shapesStale && plot == m_shapesPlot && scale == m_shapesScale)
        return m_shapes;
    m_shapesStale = false;
    m_shapesPlot = plot;
    m_shapesScale = scale;
    QList<QPolygonF> &shapes = m_shapes;
    shapes.clear();
    for (core::Method method : m_shown) {
        const QList<QPointF> points = line(method)->points();
        QPolygonF mapped;
        mapped.reserve(points.size());
        for (const QPointF &point : points)
            mapped << m_chart->mapToPosition(point, line(method));
        qsizetype first = -1;
        qsizetype last = -1;
        for (qsizetype i = 0; i < mapped.size(); ++i)
            if (plot.contains(mapped[i])) {
                first = first < 0 ? i : first;
                last = i;
            }
        if (first >= 0)
            shapes << mapped.mid(std::max<qsizetype>(0, first - 1), std::min(mapped.size(), last + 2) - std::max<qsizetype>(0, first - 1));
        for (const QPointF &point : limit(method)->points())
            shapes << QPolygonF{m_chart->mapToPosition(point, limit(method))};
    }
    return shapes;
}

void MethodLines::nameCurrent()
{
    if (m_current && m_currentLine->name() != methodShortName(*m_current))
        m_currentLine->setName(methodShortName(*m_current));
}

QString MethodLines::legendHtml() const
{
    if (!m_current)
        return {};
    const auto entry = [](const QColor &color, const QString &name, bool current) {
        const QString sample = current ? QStringLiteral("\u2501\u2501") : QStringLiteral("\u2500\u2500");
        const QString escaped = name.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3")
            .arg(color.name(), sample, current ? QStringLiteral("<b>%1</b>").arg(escaped) : escaped);
    };
    QStringList entries{entry(m_currentLine->pen().color(), methodShortName(*m_current), true)};
    for (core::Method method : m_shown) {
        // A method with nothing to draw (its run fits at no length) says so instead.
        if (line(method)->points().isEmpty())
            entries << QCoreApplication::translate("gpusizer::ui::MethodLines", "%1 does not fit", "a method")
                           .arg(methodShortName(method))
                           .toHtmlEscaped()
                           .replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
        else
            entries << entry(color(method), methodShortName(method), false);
    }
    return entries.join(QStringLiteral(" &nbsp; "));
}

QLineSeries *MethodLines::line(core::Method method) const
{
    for (const Line &l : m_lines)
        if (l.method == method)
            return l.line;
    return nullptr;
}

QScatterSeries *MethodLines::limit(core::Method method) const
{
    for (const Line &l : m_lines)
        if (l.method == method)
            return l.limit;
    return nullptr;
}

void MethodLines::onHover(QObject *context, std::function<void(core::Method, const QPointF &, bool)> hovered,
                          std::function<void()> left) const
{
    for (const Line &l : m_lines) {
        const core::Method method = l.method;
        QObject::connect(l.line, &QLineSeries::hovered, context, [method, hovered, left](const QPointF &point, bool state) {
            state ? hovered(method, point, false) : left();
        });
        QObject::connect(l.limit, &QScatterSeries::hovered, context, [method, hovered, left](const QPointF &point, bool state) {
            state ? hovered(method, point, true) : left();
        });
    }
}

void MethodLines::retranslate()
{
    for (const Line &l : m_lines) {
        l.line->setName(methodShortName(l.method));
        l.limit->setName(methodShortName(l.method));
    }
    nameCurrent();
}

} // namespace gpusizer::ui
