#pragma once

#include "model/scenario.h"

#include <QUndoCommand>

namespace gpusizer::ui {

class ScenarioDocument;

// One undoable change of the scenario, stored as the whole value before and after. Commands
// with the same merge id (one per continuous control, e.g. a slider) merge until sealed.
class ScenarioEditCommand final : public QUndoCommand
{
public:
    static constexpr int kNoMerge = -1;

    ScenarioEditCommand(ScenarioDocument *document, core::Scenario before, core::Scenario after,
                        const QString &text, int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return m_sealed ? kNoMerge : m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

    // Ends merging: the next edit of the same control becomes its own undo step.
    void seal() { m_sealed = true; }
    const core::Scenario &after() const { return m_after; }

private:
    ScenarioDocument *m_document;
    core::Scenario m_before;
    core::Scenario m_after;
    int m_mergeId;
    bool m_sealed = false;
};

} // namespace gpusizer::ui
