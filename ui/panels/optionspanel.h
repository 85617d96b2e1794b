#pragma once

#include "document/pinnedoptions.h"

#include <QWidget>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QPushButton;
class QTableView;
class QToolButton;

namespace gpusizer::ui {

class OptionsTableModel;
class ScenarioDocument;
class WarningLabel;

// The options compared: "Pin as Option" keeps the window's scenario (two to four), the table
// shows them side by side, one column each (model, method, GPUs, time, cost, fit, memory per
// GPU), and the selected one can be shown in the window again, renamed (or its name
// double-clicked) and unpinned. A fifth pin is refused with the reason beside the buttons.
class OptionsPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OptionsPanel)
public:
    // Asks for a new name (the current one given); nullopt: cancelled.
    using NamePrompt = std::function<std::optional<QString>(const QString &current)>;

    explicit OptionsPanel(ScenarioDocument *document, QWidget *parent = nullptr);
    ~OptionsPanel() override;

    // "Pin as Option" (Edit menu and the panel's button).
    QAction *pinAction() const { return m_pinAction; }
    // Pins the window's scenario; a refusal is said beside the buttons.
    PinnedOptions::PinResult pinCurrent();
    // The selected option (-1: none) and what the buttons do with it.
    int selectedOption() const;
    void selectOption(int option);
    void unpinSelected();
    void renameSelected(); // asks for the name (a dialog, or the prompt set for tests)
    void showSelected(); // makes it the window's scenario (one undo step)
    void setNamePrompt(NamePrompt prompt) { m_prompt = std::move(prompt); }

    // For tests.
    OptionsTableModel *model() const { return m_model; }
    QTableView *view() const { return m_table; }
    QString noteText() const; // the refusal shown, else empty
    QString hintText() const; // what pinning is for, while fewer than two are pinned
    QPushButton *showButton() const { return m_showButton; }
    QPushButton *renameButton() const { return m_renameButton; }
    QPushButton *unpinButton() const { return m_unpinButton; }

signals:
    // A pin was refused: the reason is beside the buttons (the window shows the panel).
    void pinRefused();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void updateCurrent();
    void updateButtons();
    void retranslateUi();
    void setNote(const QString &text);
    void rename(int option);

    ScenarioDocument *m_document;
    PinnedOptions *m_options;
    OptionsTableModel *m_model;
    QTableView *m_table;
    QAction *m_pinAction;
    QToolButton *m_pinButton;
    QPushButton *m_showButton;
    QPushButton *m_renameButton;
    QPushButton *m_unpinButton;
    WarningLabel *m_note;
    QLabel *m_hint;
    NamePrompt m_prompt;
};

} // namespace gpusizer::ui
