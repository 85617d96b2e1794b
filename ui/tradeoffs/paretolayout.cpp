#include "tradeoffs/paretolayout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpusizer::ui {

namespace {

constexpr double kGap = 6;

struct Range {
    double low = std::numeric_limits<double>::infinity();
    double high = -std::numeric_limits<double>::infinity();
    void add(double v)
    {
        if (std::isfinite(v) && v > 0) {
            low = std::min(low, v);
            high = std::max(high, v);
        }
    }
    bool empty() const { return !(high >= low); }
};

} // namespace

QPointF ParetoLayout::at(double xValue, double yValue) const
{
    return { plot.left() + x.fraction(xValue) * plot.width(), plot.bottom() - y.fraction(yValue) * plot.height() };
}

std::vector<PlotText> ParetoLayout::texts() const
{
    std::vector<PlotText> out(xTicks.begin(), xTicks.end());
    out.insert(out.end(), yTicks.begin(), yTicks.end());
    for (const PlotText *t : { &xTitle, &yTitle, &stale })
        if (!t->text.isEmpty())
            out.push_back(*t);
    for (const Key &k : keys)
        out.push_back(k.text);
    return out;
}

ParetoLayout ParetoLayout::layOut(
    const QSizeF &size, const QFont &font, const ParetoPlot &plot, const ParetoTexts &texts, bool stale)
{
    ParetoLayout l;
    ParetoTexts t = texts;
    for (auto *tick : { &t.xTick, &t.yTick })
        if (!*tick)
            *tick = [](double v, int decimals) { return QString::number(v, 'f', decimals); };
    const double line = plottext::size(font, QStringLiteral("Ag")).height();
    const double width = size.width();

    // The legend first: its lines decide the plot's height.
    std::vector<std::pair<ParetoKey, QString>> keys { { ParetoKey::Front, t.frontKey },
        { ParetoKey::Dominated, t.dominatedKey }, { ParetoKey::Hollow, t.hollowKey },
        { ParetoKey::Uncalibrated, t.uncalibratedKey }, { ParetoKey::Current, t.currentKey },
        { ParetoKey::Region, t.regionKey } };
    const double swatch = line * 0.8;
    double kx = 0;
    int keyLines = 0;
    std::vector<Key> placed;
    for (const auto &[key, text] : keys) {
        if (text.isEmpty())
            continue;
        Key k;
        k.key = key;
        k.text = plottext::fitted(font, text, std::max(0.0, width - swatch - kGap), nullptr);
        const double w = plottext::size(font, k.text.text).width();
        const double entry = swatch + kGap / 2 + w;
        if (keyLines == 0 || (kx > 0 && kx + entry > width)) {
            ++keyLines;
            kx = 0;
        }
        const double top = (keyLines - 1) * line * 1.2;
        k.swatch = QRectF(kx, top + (line - swatch) / 2, swatch, swatch);
        k.text.rect = QRectF(kx + swatch + kGap / 2, top, w, line);
        k.text.align = Qt::AlignLeft | Qt::AlignVCenter;
        kx += entry + 2 * kGap;
        placed.push_back(std::move(k));
    }
    const double legendHeight = keyLines * line * 1.2;
    const double legendTop = size.height() - legendHeight;
    for (Key &k : placed) {
        k.swatch.translate(0, legendTop);
        k.text.rect.translate(0, legendTop);
    }
    l.keys = std::move(placed);

    Range xs;
    Range ys;
    for (const ParetoMark &m : plot.marks) {
        xs.add(m.x);
        ys.add(m.y);
    }
    if (plot.current) {
        xs.add(plot.current->x);
        ys.add(plot.current->y);
    }
    if (plot.targetTokensPerUser)
        xs.add(*plot.targetTokensPerUser);
    if (xs.empty())
        xs = { 1, 10 };
    if (ys.empty())
        ys = { 1, 10 };
    // Amounts and throughputs from zero on a linear scale; a log scale from their round ends.
    const double top = line * 0.7;
    const double xAxisHeight = line * 2 + 2;
    const double plotBottom = legendTop - line * 0.4 - xAxisHeight;
    const double plotHeight = std::max(1.0, plotBottom - top);
    l.y = PlotAxis::fitted(ys.low, ys.high, plotHeight, false, true, true, font, t.yTick);
    double tickWidth = 0;
    for (const double v : l.y.ticks)
        tickWidth = std::max(tickWidth, plottext::size(font, t.yTick(v, l.y.tickDecimals(v))).width());
    const double left = line + kGap + tickWidth + kGap / 2;
    // Room for half of the last x tick label right of the plot.
    const double right = width - std::max(kGap, plottext::size(font, QStringLiteral("00000")).width() / 2);
    const double plotWidth = std::max(1.0, right - left);
    l.x = PlotAxis::fitted(xs.low, xs.high, plotWidth, true, true, true, font, t.xTick);
    l.plot = QRectF(left, top, plotWidth, plotHeight);

    for (const double v : l.y.ticks) {
        PlotText tick;
        tick.text = t.yTick(v, l.y.tickDecimals(v));
        const double y = l.at(l.x.low, v).y();
        tick.rect = QRectF(left - kGap / 2 - tickWidth, y - line / 2, tickWidth, line);
        tick.align = Qt::AlignRight | Qt::AlignVCenter;
        l.yTicks.push_back(std::move(tick));
    }
    for (const double v : l.x.ticks) {
        PlotText tick;
        tick.text = t.xTick(v, l.x.tickDecimals(v));
        const double w = plottext::size(font, tick.text).width();
        const double x = std::clamp(l.at(v, l.y.low).x() - w / 2, 0.0, std::max(0.0, width - w));
        tick.rect = QRectF(x, l.plot.bottom() + 2, w, line);
        // Both axes from their low end: the corner's x label gives way to the y label there.
        const bool collides = std::any_of(l.yTicks.begin(), l.yTicks.end(), [&tick](const PlotText &y) {
            const QRectF overlap = y.rect.intersected(tick.rect);
            return overlap.width() > 0 && overlap.height() > 0;
        });
        if (!collides)
            l.xTicks.push_back(std::move(tick));
    }
    l.xTitle = plottext::fitted(font, t.xTitle, plotWidth, nullptr);
    const double xw = plottext::size(font, l.xTitle.text).width();
    l.xTitle.rect = QRectF(
        std::clamp(l.plot.center().x() - xw / 2, 0.0, std::max(0.0, width - xw)), l.plot.bottom() + 2 + line, xw, line);
    l.yTitle = plottext::fitted(font, t.yTitle, plotHeight, nullptr);
    l.yTitle.vertical = true;
    const double yh = plottext::size(font, l.yTitle.text).width();
    l.yTitle.rect = QRectF(0, l.plot.center().y() - yh / 2, line, yh);
    if (stale && !t.stale.isEmpty()) {
        l.stale = plottext::fitted(font, t.stale, plotWidth - 2 * kGap, nullptr);
        const double sw = plottext::size(font, l.stale.text).width();
        l.stale.rect = QRectF(l.plot.right() - kGap - sw, l.plot.top() + kGap / 2, sw, line);
    }
    return l;
}

} // namespace gpusizer::ui
