#include "dialogs/pricecelldelegate.h"

#include "catalog/isodate.h"
#include "dialogs/pricecells.h"

#include <algorithm>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QRegularExpressionValidator>

namespace gpusizer::ui {

PriceCellDelegate::PriceCellDelegate(Kind kind, QObject *parent, int decimals, double minimum, double maximum)
    : QStyledItemDelegate(parent)
    , m_kind(kind)
    , m_decimals(decimals)
    , m_minimum(minimum)
    , m_maximum(maximum)
{
}

PriceCellDelegate::~PriceCellDelegate() = default;

QWidget *PriceCellDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const
{
    switch (m_kind) {
    case Kind::Number:
        return createNumberEditor(parent);
    case Kind::Currency:
        return pricecells::currencyCombo(parent);
    case Kind::Date:
        return createDateEditor(parent);
    }
    return nullptr;
}

QWidget *PriceCellDelegate::createNumberEditor(QWidget *parent) const
{
    auto *box = new QDoubleSpinBox(parent);
    box->setFrame(false);
    box->setDecimals(m_decimals);
    box->setRange(m_minimum, m_maximum);
    box->setGroupSeparatorShown(true);
    box->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    box->setButtonSymbols(QAbstractSpinBox::NoButtons);
    return box;
}

QWidget *PriceCellDelegate::createDateEditor(QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setFrame(false);
    edit->setMaxLength(10);
    edit->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    edit->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})?$")), edit));
    return edit;
}

void PriceCellDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    const QVariant value = index.data(Qt::EditRole);
    if (auto *box = qobject_cast<QDoubleSpinBox *>(editor))
        box->setValue(value.toDouble());
    else if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(std::max(0, combo->findData(value.toString())));
    else if (auto *edit = qobject_cast<QLineEdit *>(editor))
        edit->setText(value.toString());
}

void PriceCellDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *box = qobject_cast<QDoubleSpinBox *>(editor)) {
        box->interpretText();
        model->setData(index, box->value(), Qt::EditRole);
    } else if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
    } else if (auto *edit = qobject_cast<QLineEdit *>(editor)) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty() || core::isIsoDate(text.toStdString()))
            model->setData(index, text, Qt::EditRole);
    }
}

void PriceCellDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                             const QModelIndex &) const
{
    editor->setGeometry(option.rect);
}

} // namespace gpusizer::ui
