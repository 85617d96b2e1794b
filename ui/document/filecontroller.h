#pragma once

#include <functional>

#include <QMessageBox>
#include <QObject>
#include <QString>

class QAction;
class QMenu;
class QWidget;

namespace gpusizer::ui {

class ScenarioDocument;

// File commands of the main window: New, Open, Open Recent, Examples, Save, Save As, Import
// config.json, and the unsaved-changes prompt. Errors are shown in a window-modal message box
// that does not block the caller.
class FileController final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FileController)
public:
    using Prompt = std::function<QMessageBox::StandardButton()>;

    FileController(ScenarioDocument *document, QWidget *window);
    ~FileController() override;

    QAction *newAction() const { return m_new; }
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *importAction() const { return m_import; }
    QMenu *recentMenu() const { return m_recent; }
    QMenu *examplesMenu() const { return m_examples; }

    // Asks to save unsaved changes; false when the user cancels (or saving fails).
    bool maybeSave();
    // Replaces the question dialog (tests).
    void setUnsavedPrompt(Prompt prompt) { m_prompt = std::move(prompt); }
    // False: files opened and saved are not added to the recent files (nor is their folder
    // remembered). --screenshot takes nothing from the last session and leaves nothing in it.
    void setRemembersFiles(bool remembers) { m_remembersFiles = remembers; }

    bool newScenario();
    bool openPath(const QString &path);     // asks about unsaved changes first
    bool openExample(const QString &path);  // an untitled copy of a bundled example
    bool savePath(const QString &path);
    bool save();                            // Save As when the scenario has no file yet
    bool saveAs();
    bool importConfig(const QString &path);
    // A file dropped on the window: *.gpusizer.json opens, any other JSON imports as config.json.
    bool openDropped(const QString &path);

    void retranslateUi();
    // Where the examples are looked for (bundled resources and the installed data folder).
    static QStringList examplePaths();

signals:
    void errorShown(const QString &message);

private:
    bool loadPath(const QString &path);
    void showError(const QString &title, const QString &message);
    void addRecent(const QString &path);
    void rebuildRecent();
    void rebuildExamples();
    QString dialogDirectory() const;

    ScenarioDocument *m_document;
    QWidget *m_window;
    QAction *m_new;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_import;
    QMenu *m_recent;
    QMenu *m_examples;
    Prompt m_prompt;
    bool m_remembersFiles = true;
};

} // namespace gpusizer::ui
