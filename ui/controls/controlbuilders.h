#pragma once

#include "controls/controlutil.h"
#include "document/scenariodocument.h"
#include "model/fieldlimits.h"
#include "model/scenario.h"

#include <initializer_list>
#include <type_traits>

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QString>

class QFormLayout;
class QLabel;
class QLayout;
class QWidget;

// Small free functions that build the control groups: a spin box set up from core's table of
// limits, a form row with its buddy label, a control connected to a document edit (in the manner
// of hotspot's resultsutil.h). Texts stay with the groups: every tr() is the group's own.
namespace gpusizer::ui::controlutil {

// How a spin box shows and steps its field of core's table of limits.
struct SpinSpec {
    int decimals = -1;          // a QDoubleSpinBox's decimals, set before its range; -1: Qt's
    double scale = 1.0;         // the field shown in another unit (a share in per cent)
    bool noneAtZero = false;    // 0 is the box's "none" (its special value text)
    double singleStep = 0.0;    // 0: Qt's
    bool groupSeparator = false;
    bool wheelNeedsFocus = false; // the wheel edits only once the box has focus (Qt::StrongFocus)
};

// Names `box` and ranges it from `field`; typed values apply once, on Enter or leaving the field
// (keyboard tracking off), not on every digit.
template <typename SpinBox>
SpinBox *setUpSpinBox(SpinBox *box, const QString &objectName, core::Limited field, const SpinSpec &spec = {})
{
    box->setObjectName(objectName);
    if constexpr (std::is_base_of_v<QDoubleSpinBox, SpinBox>) {
        // Before the range: QDoubleSpinBox rounds its bounds to its decimals.
        if (spec.decimals >= 0)
            box->setDecimals(spec.decimals);
    }
    setLimitRange(box, field, spec.scale, spec.noneAtZero);
    if (spec.singleStep > 0.0)
        box->setSingleStep(static_cast<decltype(box->singleStep())>(spec.singleStep));
    box->setKeyboardTracking(false);
    if (spec.groupSeparator)
        box->setGroupSeparatorShown(true);
    if (spec.wheelNeedsFocus)
        box->setFocusPolicy(Qt::StrongFocus);
    return box;
}

// Adds the row `label: field` to `form`; the label's mnemonic focuses `field`.
void addBuddyRow(QFormLayout *form, QLabel *label, QWidget *field);
// Adds the row `label: fields` to `form`; the label's mnemonic focuses `buddy`.
void addBuddyRow(QFormLayout *form, QLabel *label, QLayout *fields, QWidget *buddy);
// Adds a full-width row for `note` (a warning shown only when there is one), hidden at first.
void addHiddenRow(QFormLayout *form, QWidget *note);
// A row of `widgets` side by side, for one field of a form (no margins of its own);
// `stretched` (one of them, or none) takes the spare width.
QLayout *rowOf(std::initializer_list<QWidget *> widgets, QWidget *stretched = nullptr);
// Puts `widgets` one after the other in the tab chain.
void setTabChain(const QList<QWidget *> &widgets);

// Connects the controls of a group to its document: each change is one edit (or merges into the
// last with the same merge id). `describe` names the undo step (a tr() text of the group, built
// at the time of the edit, in the language then chosen), `edit` applies the value to a scenario.
class DocumentEdits
{
public:
    DocumentEdits(QObject *context, ScenarioDocument *document) : m_context(context), m_document(document) {}

    // A spin box's value: `describe(value)`, `edit(scenario, value)`.
    template <typename SpinBox, typename Describe, typename Edit>
    void onValue(SpinBox *box, Describe describe, Edit edit, int mergeId = -1) const
    {
        using Value = decltype(box->value());
        ScenarioDocument *document = m_document;
        QObject::connect(box, &SpinBox::valueChanged, m_context, [document, describe, edit, mergeId](Value value) {
            document->applyEdit(describe(value), [edit, value](core::Scenario &s) { edit(s, value); }, mergeId);
        });
    }

    // An enum chosen in a combo box (the value in its itemData): `describe(text of the entry)`,
    // `edit(scenario, value)`.
    template <typename Enum, typename Describe, typename Edit>
    void onChoice(QComboBox *combo, Describe describe, Edit edit) const
    {
        ScenarioDocument *document = m_document;
        QObject::connect(combo, &QComboBox::activated, m_context, [document, combo, describe, edit] {
            const auto value = currentEnum<Enum>(combo);
            document->applyEdit(describe(combo->currentText()), [edit, value](core::Scenario &s) { edit(s, value); });
        });
    }

    // A check box or other toggle: `describe(on)`, `edit(scenario, on)`.
    template <typename Describe, typename Edit>
    void onToggle(QAbstractButton *button, Describe describe, Edit edit) const
    {
        ScenarioDocument *document = m_document;
        QObject::connect(button, &QAbstractButton::toggled, m_context, [document, describe, edit](bool on) {
            document->applyEdit(describe(on), [edit, on](core::Scenario &s) { edit(s, on); });
        });
    }

private:
    QObject *m_context;
    ScenarioDocument *m_document;
};

} // namespace gpusizer::ui::controlutil
