#include "charts/labellayout.h"

#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QPolygonF>
#include <QTextLayout>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace gpusizer::ui {

QRectF LabelSpot::rect(const QSizeF &size) const
{
    double x = anchor.x() - size.width() / 2;
    if (side & Qt::AlignLeft)
        x = anchor.x() - gap - size.width();
    else if (side & Qt::AlignRight)
        x = anchor.x() + gap;
    double y = anchor.y() - size.height() / 2;
    if (side & Qt::AlignTop)
        y = anchor.y() - gap - size.height();
    else if (side & Qt::AlignBottom)
        y = anchor.y() + gap;
    return {QPointF(x, y), size};
}

LabelLayout::LabelLayout(const QRectF &bounds, double spacing)
    : m_bounds(bounds)
    , m_spacing(spacing)
{
}

void LabelLayout::addObstacle(const QRectF &rect)
{
    if (!rect.isNull())
        m_obstacles.append(rect.normalized());
}

void LabelLayout::addLine(const QPolygonF &points, double halfWidth)
{
    // Boxes along each segment, a few pixels long each, so that they hug a diagonal too.
    constexpr double kPiecePx = 6.0;
    for (qsizetype i = 1; i < points.size(); ++i) {
        const QPointF from = points[i - 1];
        const QPointF to = points[i];
        const double span = std::min(std::abs(to.x() - from.x()), std::abs(to.y() - from.y()));
        const int pieces = std::clamp(static_cast<int>(std::ceil(span / kPiecePx)), 1, 200);
        for (int k = 0; k < pieces; ++k) {
            const QPointF a = from + (to - from) * (static_cast<double>(k) / pieces);
            const QPointF b = from + (to - from) * (static_cast<double>(k + 1) / pieces);
            addObstacle(QRectF(a, b).normalized().adjusted(-halfWidth, -halfWidth, halfWidth, halfWidth));
        }
    }
    if (points.size() == 1)
        addObstacle(QRectF(points.front(), points.front()).adjusted(-halfWidth, -halfWidth, halfWidth, halfWidth));
}

bool LabelLayout::isFree(const QRectF &rect) const
{
    // Half a pixel of rounding at the bounds; two labels keep `spacing` apart, a label and an
    // obstacle half that (the rectangles grown by it may touch, not overlap).
    if (!m_bounds.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect))
        return false;
    const QRectF padded = rect.adjusted(-m_spacing / 2, -m_spacing / 2, m_spacing / 2, m_spacing / 2);
    const auto hits = [&padded](const QRectF &other) {
        const QRectF overlap = padded.intersected(other);
        return overlap.width() > 0 && overlap.height() > 0;
    };
    return std::none_of(m_obstacles.begin(), m_obstacles.end(), hits)
           && std::none_of(m_taken.begin(), m_taken.end(), [&](const QRectF &other) {
                  return hits(other.adjusted(-m_spacing / 2, -m_spacing / 2, m_spacing / 2, m_spacing / 2));
              });
}

void LabelLayout::take(const QRectF &rect)
{
    if (!rect.isNull())
        m_taken.append(rect);
}

QRectF LabelLayout::findSpot(const QSizeF &size, const QList<LabelSpot> &spots) const
{
    for (const LabelSpot &spot : spots)
        if (const QRectF rect = spot.rect(size); isFree(rect))
            return rect;
    return {};
}

bool LabelLayout::place(QGraphicsSimpleTextItem *item, const QStringList &texts, const QList<LabelSpot> &spots)
{
    // Measured here, set on the item only once chosen: an item's text changes (and its cached
    // pixmap is drawn again) only when the form that shows changes.
    for (const QString &text : texts) {
        const QRectF rect = findSpot(textSize(item->font(), text), spots);
        if (rect.isNull())
            continue;
        show(item, text, texts.front(), rect);
        return true;
    }
    item->hide();
    return false;
}

void LabelLayout::placeGroup(const QList<GroupLabel> &labels, Shortest shortest)
{
    qsizetype forms = 0;
    for (const GroupLabel &label : labels)
        forms = std::max(forms, label.texts.size());
    for (qsizetype form = 0; form < forms; ++form) {
        // Tried on a copy: the group goes in only where all of it does.
        LabelLayout trial = *this;
        QList<QRectF> rects;
        for (const GroupLabel &label : labels) {
            const QRectF rect = trial.findSpot(textSize(label.item->font(), label.texts.value(form, label.texts.back())), label.spots);
            if (rect.isNull())
                break;
            trial.take(rect);
            rects.append(rect);
        }
        if (rects.size() < labels.size() && form + 1 < forms)
            continue;
        if (rects.size() < labels.size() && shortest == Shortest::AllOrNone) {
            for (const GroupLabel &label : labels)
                label.item->hide();
            return;
        }
        // In the shortest form, the labels past the first that found no room go where they can.
        for (qsizetype i = 0; i < labels.size(); ++i) {
            const GroupLabel &label = labels[i];
            const QString text = label.texts.value(form, label.texts.back());
            const QRectF rect = i < rects.size() ? rects[i] : findSpot(textSize(label.item->font(), text), label.spots);
            if (rect.isNull())
                label.item->hide();
            else
                show(label.item, text, label.texts.front(), rect);
        }
        return;
    }
}

void LabelLayout::show(QGraphicsSimpleTextItem *item, const QString &text, const QString &whole, const QRectF &rect)
{
    if (item->text() != text)
        item->setText(text);
    const QString tip = text != whole ? whole : QString();
    if (item->toolTip() != tip)
        item->setToolTip(tip);
    item->setPos(rect.topLeft());
    item->show();
    take(item->mapRectToParent(item->boundingRect()));
}

QSizeF LabelLayout::textSize(const QFont &font, const QString &text)
{
    // As QGraphicsSimpleTextItem lays out its text: one line per '\n', each as wide as its text.
    if (text.isEmpty())
        return {};
    QTextLayout layout(QString(text).replace(QLatin1Char('\n'), QChar::LineSeparator), font);
    layout.beginLayout();
    while (layout.createLine().isValid()) {
    }
    layout.endLayout();
    double width = 0;
    double height = 0;
    for (int i = 0; i < layout.lineCount(); ++i) {
        const QTextLine line = layout.lineAt(i);
        width = std::max(width, line.naturalTextWidth());
        height += line.height();
    }
    return {width, height};
}

QString LabelLayout::wrapped(const QFont &font, const QString &text, double width)
{
    // Qt's line breaking (QTextLayout) at word boundaries, one line per '\n' kept.
    QStringList lines;
    for (const QString &paragraph : text.split(QLatin1Char('\n'))) {
        QTextLayout layout(paragraph, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            lines << paragraph.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace gpusizer::ui
