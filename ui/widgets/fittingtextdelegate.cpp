#include "widgets/fittingtextdelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QStyle>

namespace gpusizer::ui {

QFont FittingTextDelegate::fittingFont(const QFont &font, const QString &text, int width)
{
    QFont f = font;
    const double base = font.pointSizeF() > 0 ? font.pointSizeF() : 9.0;
    for (double scale = 1.0; scale >= kMinScale - 1e-9; scale -= 0.05) {
        f.setPointSizeF(base * scale);
        if (QFontMetrics(f).horizontalAdvance(text) <= width)
            return f;
    }
    f.setPointSizeF(base * kMinScale);
    return f;
}

void FittingTextDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (option->text.isEmpty())
        return;
    // The text's room: the cell less the style's margins on both sides.
    const QStyle *style = option->widget ? option->widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, option->widget) + 1;
    option->font = fittingFont(option->font, option->text, option->rect.width() - 2 * margin);
}

} // namespace gpusizer::ui
