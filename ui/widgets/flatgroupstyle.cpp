#include "widgets/flatgroupstyle.h"

#include <QPainter>
#include <QStyleOption>

namespace gpusizer::ui {

FlatGroupStyle::FlatGroupStyle(QObject *parent)
    : QProxyStyle(static_cast<QStyle *>(nullptr))
{
    setParent(parent);
}

void FlatGroupStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                                   const QWidget *widget) const
{
    if (element != PE_FrameGroupBox) {
        QProxyStyle::drawPrimitive(element, option, painter, widget);
        return;
    }
    // A rule just below the title, across the group.
    const int y = option->rect.top() + option->fontMetrics.height() + 3;
    QColor rule = option->palette.color(QPalette::WindowText);
    rule.setAlphaF(0.2);
    painter->save();
    painter->setPen(QPen(rule, 0));
    painter->drawLine(option->rect.left(), y, option->rect.right(), y);
    painter->restore();
}

} // namespace gpusizer::ui
