#pragma once

#include "charts/plotaxis.h"
#include "charts/plottext.h"

#include <QColor>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>
#include <vector>

class QFont;
class QPaintDevice;
class QPainter;
class QPalette;

namespace gpusizer::ui {

// "What moves the answer" as a tornado (issue #29 point 4), painted with QPainter by the
// window's view and, as vectors, by the report: one horizontal bar per assumption from the
// figure at its low setting to the figure at its high setting, around a line at the scenario's
// own figure; the assumption's name on the left, the two settings at the bar's ends, the
// figure's axis below. Widget-free, so that the report draws the same picture.

struct TornadoBar {
    QString name;
    double low = 0; // the figure at the low setting
    double high = 0; // ... at the high setting
    QString lowText; // the settings, as the user reads them ("0.5×", "p50")
    QString highText;
    bool moves() const { return low != high; }
};

struct TornadoContent {
    std::vector<TornadoBar> bars; // top to bottom (by swing)
    double base = 0;
    QString baseText; // over the base line: "This scenario: 8 GPUs"
    QString axisTitle;
    QString noEffect; // beside a bar that does not move the figure
    QString lowKey; // the legend: "Low setting", "High setting"
    QString highKey;
    std::function<QString(double value, int decimals)> tick;
    double minStep = 0; // of the axis' ticks: 1 for a count of GPUs
};

struct TornadoColors {
    QColor text;
    QColor muted;
    QColor grid;
    QColor low;
    QColor high;
    // From the widget palette (light or dark); print: dark text on white paper.
    static TornadoColors screen(const QPalette &palette);
    static TornadoColors print();
};

struct TornadoLayout {
    struct Row {
        PlotText name;
        QRectF lowBar; // from the base line to the low setting's end (empty where it does not move)
        QRectF highBar;
        PlotText lowEnd;
        PlotText highEnd;
        PlotText noEffect;
    };
    struct Key {
        QRectF swatch;
        PlotText text;
    };
    QRectF plot; // the bars' area; the axis runs along its bottom
    PlotAxis axis;
    double baseX = 0;
    std::vector<Row> rows;
    std::vector<PlotText> ticks;
    PlotText axisTitle;
    PlotText baseLabel;
    std::vector<Key> keys; // low, high

    double xOf(double value) const;
    // Every text placed, for drawing and for the tests.
    std::vector<PlotText> texts() const;

    // Where everything goes in a rectangle of `size` (at the origin) with `font`; `unit`: device
    // pixels per pixel of the window (the report's 600 dpi against 96), `device` for the metrics.
    static TornadoLayout layOut(const QSizeF &size, const QFont &font, const TornadoContent &content, double unit = 1.0,
        const QPaintDevice *device = nullptr);
    // The height a tornado of `rows` bars reads well at (the report's figure).
    static double preferredHeight(
        std::size_t rows, const QFont &font, double unit = 1.0, const QPaintDevice *device = nullptr);
};

// Paints `layout` (at the painter's origin) in `font`.
void paintTornado(
    QPainter &painter, const TornadoLayout &layout, const QFont &font, const TornadoColors &colors, double unit = 1.0);

} // namespace gpusizer::ui
