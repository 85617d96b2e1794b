#pragma once

#include <QStyledItemDelegate>

namespace gpusizer::ui {

// Draws a cell's text in a smaller font, down to kMinScale of the view's, where it would be cut
// at the column's width (issue #28: "1 × A100 80GB PCIe" in full at 1280 pixels, PCIe and SXM
// told apart); only a text too long even then is elided.
class FittingTextDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr double kMinScale = 0.8;

    using QStyledItemDelegate::QStyledItemDelegate;

    // The font `text` is drawn in within `width` pixels, starting from `font`.
    static QFont fittingFont(const QFont &font, const QString &text, int width);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace gpusizer::ui
