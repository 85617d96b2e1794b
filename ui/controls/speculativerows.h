#pragma once

#include "model/architecture.h"

#include <QObject>
#include <QString>

#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace gpusizer::core {
struct Scenario;
}

namespace gpusizer::ui {

class OverrideSpinBox;
class ScenarioDocument;

// The speculative-decoding rows of the Serving group (Scenario::serving.speculative): the
// method; the draft model, a preset that can draft for the model (only for a draft model); the
// tokens drafted a step, k; the mean acceptance length, whose lowest entry is the published
// default for the method, the model and k (acceptancedefaults.h) and whose highest is k + 1.
// Methods the engine or the model cannot run are greyed with the reason, and the rows that do
// not exist without speculation are hidden. The widgets are the group's, in its form; the group
// forwards language changes and scenario updates, so the rows follow it as its own rows do.
class SpeculativeRows final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SpeculativeRows)
public:
    SpeculativeRows(ScenarioDocument *document, QWidget *group);
    ~SpeculativeRows() override;

    void addTo(QFormLayout *form);
    void retranslateUi();
    void updateFromScenario();

private:
    void connectEdits();
    void applyDraftModel(int index);
    void rebuildMethods();
    void updateMethods(const core::Scenario &s);
    void updateDraftModels(const core::Scenario &s);
    void updateAcceptance(const core::Scenario &s);

    ScenarioDocument *m_document;
    QLabel *m_methodLabel;
    QComboBox *m_method;
    QLabel *m_draftLabel;
    QComboBox *m_draft;
    QLabel *m_tokensLabel;
    QSpinBox *m_tokens;
    QLabel *m_acceptanceLabel;
    OverrideSpinBox *m_acceptance;   // its minimum: the default

    // The presets that can draft for m_presetsFor, listed in m_draft in this order; the model
    // changes far less often than the controls follow the scenario.
    core::Architecture m_presetsFor;
    bool m_presetsKnown = false;
    std::vector<const core::Architecture *> m_draftPresets;
    QString m_otherDraft;            // the entry after the presets for a draft that is none of them
};

} // namespace gpusizer::ui
