#include "charts/tornadoplot.h"

#include <QFont>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

// Paul Tol's vibrant blue and orange: told apart by the colour-blind and in grey print.
const QColor kLowColor = QColor::fromRgb(0x0077BB);
const QColor kHighColor = QColor::fromRgb(0xEE7733);

double lineHeight(const QFont &font, const QPaintDevice *device)
{
    return plottext::size(font, QStringLiteral("Ag"), device).height();
}

} // namespace

TornadoColors TornadoColors::screen(const QPalette &palette)
{
    QColor grid = palette.color(QPalette::Mid);
    grid.setAlpha(110);
    return { palette.color(QPalette::WindowText), palette.color(QPalette::PlaceholderText), grid, kLowColor,
        kHighColor };
}

TornadoColors TornadoColors::print()
{
    return { QColor(0x20, 0x20, 0x20), QColor(0x5a, 0x5a, 0x5a), QColor(0xd0, 0xd0, 0xd0), kLowColor, kHighColor };
}

double TornadoLayout::xOf(double value) const
{
    return plot.left() + axis.fraction(value) * plot.width();
}

std::vector<PlotText> TornadoLayout::texts() const
{
    std::vector<PlotText> out;
    for (const Row &r : rows)
        for (const PlotText *t : { &r.name, &r.lowEnd, &r.highEnd, &r.noEffect })
            if (!t->text.isEmpty())
                out.push_back(*t);
    out.insert(out.end(), ticks.begin(), ticks.end());
    for (const PlotText *t : { &axisTitle, &baseLabel })
        if (!t->text.isEmpty())
            out.push_back(*t);
    for (const Key &k : keys)
        out.push_back(k.text);
    return out;
}

double TornadoLayout::preferredHeight(std::size_t rows, const QFont &font, double unit, const QPaintDevice *device)
{
    const double line = lineHeight(font, device);
    // The base label, the bars at 1.7 lines each, ticks, axis title and legend.
    return line * (1.4 + 1.7 * double(std::max<std::size_t>(rows, 1)) + 3.6) + 8 * unit;
}

TornadoLayout TornadoLayout::layOut(
    const QSizeF &size, const QFont &font, const TornadoContent &c, double unit, const QPaintDevice *device)
{
    TornadoLayout l;
    const double line = lineHeight(font, device);
    const double gap = 6 * unit;
    const double width = size.width();
    const auto textWidth = [&](const QString &t) { return plottext::size(font, t, device).width(); };

    // Rows: the names right-aligned in a column of their own, at most 38 % of the width.
    double nameWidth = 0;
    for (const TornadoBar &b : c.bars)
        nameWidth = std::max(nameWidth, textWidth(b.name));
    nameWidth = std::min(nameWidth, width * 0.38);
    // Room for the settings beside the bars' ends, at most 22 % of the width on either side.
    double endWidth = 0;
    for (const TornadoBar &b : c.bars)
        endWidth = std::max({ endWidth, textWidth(b.lowText), textWidth(b.highText) });
    endWidth = std::min(endWidth + gap, width * 0.16);

    // Rows of at most 2.2 lines from the top; the axis and legend right under them.
    const std::size_t n = c.bars.size();
    const double top = line * 1.4;
    const double room = std::max(1.0, size.height() - line * 3.6 - top);
    const double rowHeight = n > 0 ? std::min(room / double(n), line * 2.2) : 0;
    const double bottom = top + (n > 0 ? rowHeight * double(n) : room);
    const double left = nameWidth + gap + endWidth;
    const double right = width - endWidth;
    l.plot = QRectF(QPointF(left, top), QPointF(std::max(left + 1, right), bottom));

    double low = c.base;
    double high = c.base;
    for (const TornadoBar &b : c.bars) {
        low = std::min({ low, b.low, b.high });
        high = std::max({ high, b.low, b.high });
    }
    l.axis = PlotAxis::fitted(low, high, l.plot.width(), true, false, false, font, c.tick, device, c.minStep);
    l.baseX = l.xOf(c.base);

    const double barHeight = std::min(rowHeight * 0.62, line * 1.2);
    for (std::size_t i = 0; i < n; ++i) {
        const TornadoBar &b = c.bars[i];
        Row r;
        const double centre = l.plot.top() + (double(i) + 0.5) * rowHeight;
        const double textTop = centre - line / 2;
        r.name = plottext::fitted(font, b.name, nameWidth, device);
        r.name.rect = QRectF(0, textTop, nameWidth, line);
        r.name.align = Qt::AlignRight | Qt::AlignVCenter;
        if (!b.moves()) {
            // Right of the base line where there is room (up to the edge), else left of it.
            const double rightRoom = width - l.baseX - gap;
            const double leftRoom = l.baseX - gap - (nameWidth + gap);
            const bool rightSide
                = rightRoom >= plottext::size(font, c.noEffect, device).width() || rightRoom >= leftRoom;
            r.noEffect = plottext::fitted(font, c.noEffect, std::max(0.0, rightSide ? rightRoom : leftRoom), device);
            const double w = plottext::size(font, r.noEffect.text, device).width();
            r.noEffect.rect = QRectF(rightSide ? l.baseX + gap : l.baseX - gap - w, textTop, w, line);
            r.noEffect.align = Qt::AlignLeft | Qt::AlignVCenter;
            l.rows.push_back(std::move(r));
            continue;
        }
        const double barTop = centre - barHeight / 2;
        const auto span = [&](double value) {
            const double x = l.xOf(value);
            return QRectF(QPointF(std::min(x, l.baseX), barTop), QPointF(std::max(x, l.baseX), barTop + barHeight));
        };
        r.lowBar = span(b.low);
        r.highBar = span(b.high);
        // The smaller figure's setting left of the bar, the larger's right of it.
        const bool lowIsLeft = b.low <= b.high;
        const double barLeft = std::min({ l.xOf(b.low), l.xOf(b.high), l.baseX });
        const double barRight = std::max({ l.xOf(b.low), l.xOf(b.high), l.baseX });
        PlotText leftText = plottext::fitted(font, lowIsLeft ? b.lowText : b.highText, endWidth - gap / 2, device);
        PlotText rightText = plottext::fitted(font, lowIsLeft ? b.highText : b.lowText, endWidth - gap / 2, device);
        const double lw = plottext::size(font, leftText.text, device).width();
        const double rw = plottext::size(font, rightText.text, device).width();
        leftText.rect = QRectF(barLeft - gap / 2 - lw, textTop, lw, line);
        leftText.align = Qt::AlignRight | Qt::AlignVCenter;
        rightText.rect = QRectF(barRight + gap / 2, textTop, rw, line);
        rightText.align = Qt::AlignLeft | Qt::AlignVCenter;
        r.lowEnd = lowIsLeft ? leftText : rightText;
        r.highEnd = lowIsLeft ? rightText : leftText;
        l.rows.push_back(std::move(r));
    }

    // The axis: ticks under the plot, its title under them, the legend last.
    for (const double v : l.axis.ticks) {
        PlotText t;
        t.text = c.tick ? c.tick(v, l.axis.tickDecimals(v)) : QString::number(v, 'f', l.axis.tickDecimals(v));
        const double w = plottext::size(font, t.text, device).width();
        const double x = std::clamp(l.xOf(v) - w / 2, 0.0, std::max(0.0, width - w));
        t.rect = QRectF(x, l.plot.bottom() + 2 * unit, w, line);
        l.ticks.push_back(std::move(t));
    }
    l.axisTitle = plottext::fitted(font, c.axisTitle, l.plot.width() + 2 * endWidth, device);
    const double titleWidth = plottext::size(font, l.axisTitle.text, device).width();
    l.axisTitle.rect
        = QRectF(l.plot.center().x() - titleWidth / 2, l.plot.bottom() + 2 * unit + line, titleWidth, line);
    l.axisTitle.rect.moveLeft(std::clamp(l.axisTitle.rect.left(), 0.0, std::max(0.0, width - titleWidth)));

    l.baseLabel = plottext::fitted(font, c.baseText, width, device);
    const double baseWidth = plottext::size(font, l.baseLabel.text, device).width();
    l.baseLabel.rect
        = QRectF(std::clamp(l.baseX - baseWidth / 2, 0.0, std::max(0.0, width - baseWidth)), 0, baseWidth, line);

    const double swatch = line * 0.7;
    const double keyTop = l.plot.bottom() + 2 * unit + 2.2 * line;
    double keysWidth = 0;
    for (const QString *k : { &c.lowKey, &c.highKey })
        keysWidth += swatch + gap / 2 + textWidth(*k) + 2 * gap;
    double x = std::max(0.0, (width - keysWidth) / 2);
    for (const QString *k : { &c.lowKey, &c.highKey }) {
        Key key;
        key.swatch = QRectF(x, keyTop + (line - swatch) / 2, swatch, swatch);
        key.text = plottext::fitted(font, *k, std::max(0.0, width / 2 - swatch - gap), device);
        const double w = plottext::size(font, key.text.text, device).width();
        key.text.rect = QRectF(x + swatch + gap / 2, keyTop, w, line);
        key.text.align = Qt::AlignLeft | Qt::AlignVCenter;
        x += swatch + gap / 2 + w + 2 * gap;
        l.keys.push_back(std::move(key));
    }
    return l;
}

void paintTornado(
    QPainter &painter, const TornadoLayout &l, const QFont &font, const TornadoColors &colors, double unit)
{
    painter.save();
    painter.setFont(font);
    painter.setRenderHint(QPainter::Antialiasing, false);
    // Grid lines at the ticks, the axis line along the bottom.
    painter.setPen(QPen(colors.grid, unit));
    for (const double v : l.axis.ticks)
        painter.drawLine(QPointF(l.xOf(v), l.plot.top()), QPointF(l.xOf(v), l.plot.bottom()));
    painter.setPen(QPen(colors.muted, unit));
    painter.drawLine(l.plot.bottomLeft(), l.plot.bottomRight());
    for (const double v : l.axis.ticks)
        painter.drawLine(QPointF(l.xOf(v), l.plot.bottom()), QPointF(l.xOf(v), l.plot.bottom() + 3 * unit));
    // The bars: the longer part first, so that a shorter one on the same side stays in sight.
    for (const TornadoLayout::Row &r : l.rows) {
        if (r.lowBar.isNull() && r.highBar.isNull())
            continue;
        const bool lowFirst = r.lowBar.width() >= r.highBar.width();
        const QRectF &first = lowFirst ? r.lowBar : r.highBar;
        const QRectF &second = lowFirst ? r.highBar : r.lowBar;
        painter.fillRect(first, lowFirst ? colors.low : colors.high);
        painter.fillRect(second, lowFirst ? colors.high : colors.low);
    }
    // The scenario's own figure.
    painter.setPen(QPen(colors.text, 1.5 * unit));
    painter.drawLine(QPointF(l.baseX, l.plot.top() - 2 * unit), QPointF(l.baseX, l.plot.bottom()));
    for (const TornadoLayout::Key &k : l.keys)
        painter.fillRect(k.swatch, &k == &l.keys.front() ? colors.low : colors.high);

    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(colors.text);
    for (const TornadoLayout::Row &r : l.rows)
        plottext::draw(painter, r.name);
    for (const PlotText &t : l.ticks)
        plottext::draw(painter, t);
    plottext::draw(painter, l.axisTitle);
    plottext::draw(painter, l.baseLabel);
    for (const TornadoLayout::Key &k : l.keys)
        plottext::draw(painter, k.text);
    painter.setPen(colors.muted);
    for (const TornadoLayout::Row &r : l.rows)
        for (const PlotText *t : { &r.lowEnd, &r.highEnd, &r.noEffect })
            plottext::draw(painter, *t);
    painter.restore();
}

} // namespace gpusizer::ui
