#pragma once

#include <QComboBox>
#include <QLabel>
#include <QVariant>

namespace gpusizer::ui::controlutil {

// Selects the entry whose itemData equals `value` (enum values are stored as int).
inline void selectData(QComboBox *combo, int value)
{
    const int index = combo->findData(value);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

template <typename E>
E currentEnum(const QComboBox *combo)
{
    return static_cast<E>(combo->currentData().toInt());
}

// Disables `widget` (and its label) with `reason` as tooltip, or enables it with `tip`.
// Sets a spin box's value only when it differs: QAbstractSpinBox repaints on every setValue,
// and the controls follow the scenario on every slider tick.
template <typename SpinBox, typename Value>
void showValue(SpinBox *box, Value value)
{
    if (box->value() != value)
        box->setValue(value);
}

inline void setApplicable(QWidget *widget, QLabel *label, const QString &reason, const QString &tip = {})
{
    const bool applies = reason.isEmpty();
    widget->setEnabled(applies);
    widget->setToolTip(applies ? tip : reason);
    if (label) {
        label->setEnabled(applies);
        label->setToolTip(applies ? tip : reason);
    }
}

// Merge ids of continuous controls: consecutive edits of one control form one undo step.
enum MergeId : int {
    ModelSizeEdit = 1,
    SeqLenEdit,
    MicroBatchEdit,
    GradAccumEdit,
    LoraRankEdit,
    GpusPerNodeEdit,
    NodesEdit,
    TensorParallelEdit,
    PipelineParallelEdit,
    DatasetEdit,
    EpochsEdit,
    RentEdit,
    PurchaseEdit,
    LifetimeEdit,
    PowerPriceEdit,
};

} // namespace gpusizer::ui::controlutil
