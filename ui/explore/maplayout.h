#pragma once

#include "explore/mapticks.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <cstddef>
#include <vector>

namespace gpusizer::ui {

// What the map paints, in words and colours, before it is placed.
struct MapTexts {
    QString xTitle;
    QString yTitle;
    std::vector<mapticks::Tick> xTicks;   // positions in cells from the left
    std::vector<mapticks::Tick> yTicks;   // positions in cells from the bottom
    bool xChoices = false;
    bool yChoices = false;
    std::size_t columns = 0;
    std::size_t rows = 0;
    QString legendTitle;
    std::vector<mapticks::Tick> legendTicks;   // positions 0 to 1 along the colour bar
    // The fit metric has swatches instead of a colour bar.
    struct Swatch {
        QColor color;
        QString text;
        bool operator==(const Swatch &) const = default;
    };
    std::vector<Swatch> swatches;
    // What the lines and hatching mean.
    enum class Key { Boundary, Current, Invalid };
    struct KeyText {
        Key key;
        QString text;
        bool operator==(const KeyText &) const = default;
    };
    std::vector<KeyText> keys;
    bool operator==(const MapTexts &) const = default;
};

// A text as the map paints it: where (the rectangle its text takes; a rotated title's is the
// rectangle on screen), and the whole text where a shorter form shows.
struct PlacedText {
    QString text;
    QRectF rect;
    QString whole;   // empty: the text is whole
    bool vertical = false;
};

// Where everything of the map goes in a rectangle of `size` with `font` (issue #29): the y
// axis' title and ticks on the left, the x axis' below the plot, the legend (title, colour bar
// or swatches, the key) under them; titles too long for their room take a shorter form
// (without their parenthesis, then elided) with the whole text kept; ticks that would overlap
// are left out (mapticks::keepApart).
struct MapLayout {
    QRectF plot;
    double cellWidth = 0;
    double cellHeight = 0;
    std::vector<PlacedText> xTicks;
    std::vector<PlacedText> yTicks;
    PlacedText xTitle;
    PlacedText yTitle;
    PlacedText legendTitle;
    QRectF legendBar;                      // empty for the fit metric
    std::vector<PlacedText> legendTicks;
    struct PlacedSwatch {
        QRectF box;
        QColor color;
        PlacedText text;
    };
    std::vector<PlacedSwatch> swatches;
    struct PlacedKey {
        MapTexts::Key key;
        QRectF box;
        PlacedText text;
    };
    std::vector<PlacedKey> keys;

    // The rectangle of the cell at (column, row); row 0 at the bottom.
    QRectF cellRect(std::size_t column, std::size_t row, std::size_t rows) const;
    // Every text placed, for drawing and for the tests.
    std::vector<PlacedText> texts() const;

    static MapLayout layOut(const QSizeF &size, const QFont &font, const MapTexts &texts);
};

} // namespace gpusizer::ui
