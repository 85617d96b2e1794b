#include "charts/plottext.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>

#include <algorithm>

namespace gpusizer::ui::plottext {

namespace {

QFontMetricsF metricsOf(const QFont &font, const QPaintDevice *device)
{
    // QFontMetricsF takes a non-const device but only reads its resolution.
    return device != nullptr ? QFontMetricsF(font, const_cast<QPaintDevice *>(device)) : QFontMetricsF(font);
}

} // namespace

QSizeF size(const QFont &font, const QString &text, const QPaintDevice *device)
{
    const QFontMetricsF metrics = metricsOf(font, device);
    // The advance plus a pixel: antialiased glyphs reach a little past it.
    return { metrics.horizontalAdvance(text) + 1.0, metrics.height() };
}

PlotText fitted(const QFont &font, const QString &text, double width, const QPaintDevice *device)
{
    PlotText out;
    out.text = text;
    if (size(font, text, device).width() <= width)
        return out;
    out.whole = text;
    // "Cost per 1M output tokens (kr)" -> "Cost per 1M output tokens": the unit is in the tooltip.
    if (const qsizetype open = text.lastIndexOf(QLatin1String(" ("));
        open > 0 && text.endsWith(QLatin1Char(')')) && size(font, text.left(open), device).width() <= width) {
        out.text = text.left(open);
        return out;
    }
    out.text = metricsOf(font, device).elidedText(text, Qt::ElideRight, std::max(0.0, width - 1.0));
    return out;
}

void draw(QPainter &painter, const PlotText &t)
{
    if (t.text.isEmpty())
        return;
    if (!t.vertical) {
        painter.drawText(t.rect, int(t.align) | Qt::TextSingleLine, t.text);
        return;
    }
    painter.save();
    painter.translate(t.rect.center());
    painter.rotate(-90);
    painter.drawText(QRectF(-t.rect.height() / 2, -t.rect.width() / 2, t.rect.height(), t.rect.width()),
        int(t.align) | Qt::TextSingleLine, t.text);
    painter.restore();
}

} // namespace gpusizer::ui::plottext
