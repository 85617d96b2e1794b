#pragma once

#include "model/fieldlimits.h"

#include <QComboBox>
#include <QFormLayout>
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

// The range of `field` from core's one table of limits (the same as the scenario file and the
// CLI), times `scale` for a control that shows the field in another unit (a share in per cent,
// hours in days). `noneAtZero`: 0 is the control's "none" (its special value text), below the
// field's low bound.
template <typename SpinBox>
void setLimitRange(SpinBox *box, core::Limited field, double scale = 1.0, bool noneAtZero = false)
{
    const core::FieldLimit &limit = core::fieldLimit(field);
    using Value = decltype(box->value());
    box->setRange(noneAtZero ? Value(0) : Value(limit.low * scale), Value(limit.high * scale));
}

// Sets a spin box's value only when it differs: QAbstractSpinBox repaints on every setValue,
// and the controls follow the scenario on every slider tick.
template <typename SpinBox, typename Value>
void showValue(SpinBox *box, Value value)
{
    if (box->value() != value)
        box->setValue(value);
}

// Disables `widget` (and its label) with `reason` as tooltip, or enables it with `tip`.
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

// Shows or hides the form row of `label` (or, without a label, of `control`) for controls that
// do not exist for the method, rather than greying them. QFormLayout::setRowVisible, because a
// row whose widgets are merely hidden keeps its spacing. Only on a change: every call asks the
// layouts up to the window for a new pass, and the controls follow the scenario on every slider
// tick. A control that is not a row of its own (one of several in a row) is shown or hidden alone.
inline void setRowVisible(QWidget *label, QWidget *control, bool visible)
{
    QWidget *key = label ? label : control;
    QWidget *parent = key->parentWidget();
    auto *form = parent ? qobject_cast<QFormLayout *>(parent->layout()) : nullptr;
    int row = -1;
    QFormLayout::ItemRole role = QFormLayout::FieldRole;
    if (form)
        form->getWidgetPosition(key, &row, &role);
    if (row >= 0) {
        if (form->isRowVisible(row) != visible)
            form->setRowVisible(row, visible);
        return;
    }
    for (QWidget *widget : {label, control}) {
        if (widget && widget->isHidden() == visible)
            widget->setVisible(visible);
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
    UsageHoursEdit,
    ServingUsersEdit,
    ServingRateEdit,
    ServingRequestsEdit,
    ServingInputLenEdit,
    ServingOutputLenEdit,
    ServingPrefixCacheEdit,
    ServingTtftTargetEdit,
    ServingTpotTargetEdit,
    UtilisationEdit,
    RackKwEdit,
    PueEdit,
    HostingEdit,
    ResidualEdit,
    InterestEdit,
    SupportEdit,
    LicenceEdit,
    ServingSpecTokensEdit,
    ServingAcceptanceEdit,
};

} // namespace gpusizer::ui::controlutil
