#pragma once

#include <QStyledItemDelegate>

namespace gpusizer::ui {

// Editors of the price-list tables: locale-aware numbers with a fixed number of decimals, the
// app's currencies, and ISO dates (YYYY-MM-DD or empty).
class PriceCellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PriceCellDelegate)
public:
    enum class Kind { Number, Currency, Date };

    // `decimals`, `minimum` and `maximum` bound a Number editor.
    PriceCellDelegate(Kind kind, QObject *parent, int decimals = 0, double minimum = 0, double maximum = 0);
    ~PriceCellDelegate() override;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

private:
    QWidget *createNumberEditor(QWidget *parent) const;
    static QWidget *createDateEditor(QWidget *parent);

    Kind m_kind;
    int m_decimals;
    double m_minimum;
    double m_maximum;
};

} // namespace gpusizer::ui
