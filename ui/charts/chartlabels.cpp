#include "charts/chartlabels.h"

#include <QBrush>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTextDocument>

#include <optional>

namespace gpusizer::ui::chartlabels {

namespace {

// The label's text and where it shows, or nothing for an item that draws no text.
std::optional<ShownLabel> labelOf(const QGraphicsItem *item)
{
    if (!item->isVisible() || item->effectiveOpacity() <= 0)
        return std::nullopt;
    if (item->type() == QGraphicsSimpleTextItem::Type) {
        const auto *simple = static_cast<const QGraphicsSimpleTextItem *>(item);
        if (simple->text().trimmed().isEmpty() || simple->brush().style() == Qt::NoBrush
            || simple->brush().color().alpha() == 0)
            return std::nullopt;
        return ShownLabel{QString(simple->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                          simple->sceneBoundingRect(), simple->toolTip(), false};
    }
    if (item->type() == QGraphicsTextItem::Type) {
        const auto *rich = static_cast<const QGraphicsTextItem *>(item);
        const QString text = rich->toPlainText();
        if (text.trimmed().isEmpty() || rich->defaultTextColor().alpha() == 0)
            return std::nullopt;
        const double margin = rich->document()->documentMargin();
        const QRectF box = rich->boundingRect().adjusted(margin, margin, -margin, -margin);
        return ShownLabel{text, rich->mapRectToScene(box), rich->toolTip(), true};
    }
    return std::nullopt;
}

} // namespace

QList<ShownLabel> shown(const QGraphicsScene &scene)
{
    const QList<QGraphicsItem *> items = scene.items();
    QList<ShownLabel> labels;
    for (const QGraphicsItem *item : items)
        if (std::optional<ShownLabel> label = labelOf(item))
            labels.append(*label);
    // A label without a tooltip of its own may lie under one (the areas over shortened titles).
    for (ShownLabel &label : labels) {
        if (!label.toolTip.isEmpty())
            continue;
        for (const QGraphicsItem *item : scene.items(label.rect.center())) {
            if (item->isVisible() && !item->toolTip().isEmpty()) {
                label.toolTip = item->toolTip();
                break;
            }
        }
    }
    return labels;
}

} // namespace gpusizer::ui::chartlabels
