#include "explore/maplayout.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

namespace {

constexpr double kMargin = 6;
constexpr double kGap = 4;           // between a text and what it labels
constexpr double kTickGap = 8;       // between two tick labels
constexpr double kBarHeight = 10;
constexpr double kSwatch = 12;
constexpr double kKeySpacing = 14;   // between two key entries

// The text in the room `width`: whole, else without its parenthesis ("Memory per GPU (GiB)" ->
// "Memory per GPU"), else elided; `whole` set where it is not.
PlacedText fitted(const QFontMetricsF &fm, const QString &text, double width)
{
    PlacedText placed;
    placed.text = text;
    if (fm.horizontalAdvance(text) <= width)
        return placed;
    placed.whole = text;
    const qsizetype open = text.lastIndexOf(QStringLiteral(" ("));
    if (open > 0 && text.endsWith(QLatin1Char(')'))) {
        const QString shorter = text.left(open);
        if (fm.horizontalAdvance(shorter) <= width) {
            placed.text = shorter;
            return placed;
        }
    }
    placed.text = fm.elidedText(text, Qt::ElideRight, std::max(0.0, width));
    return placed;
}

double textWidth(const QFontMetricsF &fm, const QString &text)
{
    return std::ceil(fm.horizontalAdvance(text));
}

} // namespace

QRectF MapLayout::cellRect(std::size_t column, std::size_t row, std::size_t rows) const
{
    const double left = plot.left() + static_cast<double>(column) * cellWidth;
    const double top = plot.top() + static_cast<double>(rows - 1 - row) * cellHeight;
    return {left, top, cellWidth, cellHeight};
}

std::vector<PlacedText> MapLayout::texts() const
{
    std::vector<PlacedText> all;
    all.insert(all.end(), xTicks.begin(), xTicks.end());
    all.insert(all.end(), yTicks.begin(), yTicks.end());
    for (const PlacedText *title : {&xTitle, &yTitle, &legendTitle})
        if (!title->text.isEmpty())
            all.push_back(*title);
    all.insert(all.end(), legendTicks.begin(), legendTicks.end());
    for (const PlacedSwatch &s : swatches)
        all.push_back(s.text);
    for (const PlacedKey &k : keys)
        all.push_back(k.text);
    return all;
}

MapLayout MapLayout::layOut(const QSizeF &size, const QFont &font, const MapTexts &texts)
{
    MapLayout layout;
    const QFontMetricsF fm(font);
    const double line = std::ceil(fm.height());
    const double width = size.width();
    const double inner = std::max(0.0, width - 2 * kMargin);

    // The key entries flow in rows under the legend.
    struct Entry {
        double width;
        QString text;
    };
    const auto flowRows = [&](const std::vector<Entry> &entries) {
        int rows = entries.empty() ? 0 : 1;
        double x = 0;
        for (const Entry &e : entries) {
            if (x > 0 && x + e.width > inner) {
                ++rows;
                x = 0;
            }
            x += e.width + kKeySpacing;
        }
        return rows;
    };
    std::vector<Entry> keyEntries;
    for (const MapTexts::KeyText &k : texts.keys)
        keyEntries.push_back({kSwatch + kGap + std::min(inner - kSwatch - kGap, textWidth(fm, k.text)), k.text});
    std::vector<Entry> swatchEntries;
    for (const MapTexts::Swatch &s : texts.swatches)
        swatchEntries.push_back({kSwatch + kGap + std::min(inner - kSwatch - kGap, textWidth(fm, s.text)), s.text});

    const bool bar = texts.swatches.empty();
    const double barBlock = bar ? kBarHeight + 2 + line : flowRows(swatchEntries) * line;
    const double keyBlock = flowRows(keyEntries) * line;
    const double legendHeight = line + kGap + barBlock + (keyBlock > 0 ? kGap + keyBlock : 0);

    // Left: the y title (turned) and the widest y tick label (at most a third of the width).
    double yTickWidth = 0;
    for (const mapticks::Tick &t : texts.yTicks)
        yTickWidth = std::max(yTickWidth, textWidth(fm, t.text));
    yTickWidth = std::min(yTickWidth, std::floor(width / 3));
    const double left = kMargin + line + kGap + yTickWidth + kGap;
    // The last x tick label may reach half its width past the plot.
    const double right = kMargin + std::ceil(line);
    const double top = kMargin + std::ceil(line / 2);
    const double bottom = kMargin + legendHeight + kGap + line + kGap + line + kGap;
    layout.plot = QRectF(left, top, std::max(1.0, width - left - right), std::max(1.0, size.height() - top - bottom));
    layout.cellWidth = texts.columns > 0 ? layout.plot.width() / static_cast<double>(texts.columns) : 0;
    layout.cellHeight = texts.rows > 0 ? layout.plot.height() / static_cast<double>(texts.rows) : 0;

    // X ticks under the plot, y ticks left of it.
    const QRectF &plot = layout.plot;
    const std::vector<mapticks::Tick> xShown = mapticks::keepApart(
        texts.xTicks, plot.width(), static_cast<double>(texts.columns), kTickGap, texts.xChoices,
        [&](const mapticks::Tick &t) { return textWidth(fm, t.text); }, plot.left() - kMargin, right - kMargin);
    for (const mapticks::Tick &t : xShown) {
        const double w = textWidth(fm, t.text);
        const double centre = plot.left() + t.position * layout.cellWidth;
        layout.xTicks.push_back({t.text, QRectF(centre - w / 2, plot.bottom() + kGap, w, line), {}, false});
    }
    const std::vector<mapticks::Tick> yShown = mapticks::keepApart(
        texts.yTicks, plot.height(), static_cast<double>(texts.rows), 2, texts.yChoices,
        [&](const mapticks::Tick &) { return line; }, top - kMargin, kGap);
    for (const mapticks::Tick &t : yShown) {
        PlacedText placed = fitted(fm, t.text, yTickWidth);
        const double w = textWidth(fm, placed.text);
        const double centre = plot.bottom() - t.position * layout.cellHeight;
        placed.rect = QRectF(plot.left() - kGap - w, centre - line / 2, w, line);
        layout.yTicks.push_back(placed);
    }

    // Titles: x centred under its ticks, y turned and centred beside the plot.
    layout.xTitle = fitted(fm, texts.xTitle, plot.width() + yTickWidth);
    const double xTitleWidth = textWidth(fm, layout.xTitle.text);
    layout.xTitle.rect = QRectF(std::max(kMargin, plot.center().x() - xTitleWidth / 2), plot.bottom() + kGap + line + kGap,
                                xTitleWidth, line);
    layout.yTitle = fitted(fm, texts.yTitle, plot.height() + top - kMargin);
    layout.yTitle.vertical = true;
    const double yTitleLength = textWidth(fm, layout.yTitle.text);
    layout.yTitle.rect = QRectF(kMargin, plot.center().y() - yTitleLength / 2, line, yTitleLength);

    // The legend: its title, the colour bar with its ticks or the swatches, then the key.
    double y = layout.xTitle.rect.bottom() + kGap;
    layout.legendTitle = fitted(fm, texts.legendTitle, inner);
    layout.legendTitle.rect = QRectF(kMargin, y, textWidth(fm, layout.legendTitle.text), line);
    y += line + kGap;
    if (bar) {
        const double barWidth = std::min(inner - line, std::max(120.0, plot.width() * 0.8));
        layout.legendBar = QRectF(kMargin + line / 2, y, std::max(0.0, barWidth), kBarHeight);
        const std::vector<mapticks::Tick> legendShown = mapticks::keepApart(
            texts.legendTicks, layout.legendBar.width(), 1.0, kTickGap, false,
            [&](const mapticks::Tick &t) { return textWidth(fm, t.text); }, line / 2, line / 2);
        for (const mapticks::Tick &t : legendShown) {
            const double w = textWidth(fm, t.text);
            const double centre = layout.legendBar.left() + t.position * layout.legendBar.width();
            layout.legendTicks.push_back({t.text, QRectF(centre - w / 2, layout.legendBar.bottom() + 2, w, line), {}, false});
        }
        y += kBarHeight + 2 + line;
    }
    // Swatches, then key entries, flowing left to right.
    const auto flow = [&](const std::vector<Entry> &entries, auto &&place) {
        double x = 0;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            if (x > 0 && x + entries[i].width > inner) {
                y += line;
                x = 0;
            }
            const QRectF box(kMargin + x, y + (line - kSwatch) / 2, kSwatch, kSwatch);
            PlacedText text = fitted(fm, entries[i].text, entries[i].width - kSwatch - kGap);
            text.rect = QRectF(box.right() + kGap, y, textWidth(fm, text.text), line);
            place(i, box, text);
            x += entries[i].width + kKeySpacing;
        }
        if (!entries.empty())
            y += line;
    };
    flow(swatchEntries, [&](std::size_t i, const QRectF &box, const PlacedText &text) {
        layout.swatches.push_back({box, texts.swatches[i].color, text});
    });
    if (!keyEntries.empty())
        y += kGap;
    flow(keyEntries, [&](std::size_t i, const QRectF &box, const PlacedText &text) {
        layout.keys.push_back({texts.keys[i].key, box, text});
    });
    return layout;
}

} // namespace gpusizer::ui
