#include "document/scenarioeditcommand.h"

#include "document/scenariodocument.h"

namespace gpusizer::ui {

ScenarioEditCommand::ScenarioEditCommand(ScenarioDocument *document, core::Scenario before,
                                         core::Scenario after, const QString &text, int mergeId)
    : QUndoCommand(text)
    , m_document(document)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeId(mergeId)
{
}

void ScenarioEditCommand::undo()
{
    m_document->setCurrentScenario(m_before);
}

void ScenarioEditCommand::redo()
{
    m_document->setCurrentScenario(m_after);
}

bool ScenarioEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ScenarioEditCommand *>(other);
    if (m_sealed || next->id() != id())
        return false;
    m_after = next->m_after;
    // The step is named after where the merged edits ended ("Micro-batch 1" for 4 → 3 → 2 → 1).
    setText(next->text());
    setObsolete(m_after == m_before); // dragged back to where it started: drop the step
    return true;
}

} // namespace gpusizer::ui
