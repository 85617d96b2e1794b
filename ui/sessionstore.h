#pragma once

#include <QByteArray>

class QMainWindow;
class QSplitter;

namespace gpusizer::ui {

class ScenarioDocument;

// The previous run, kept between sessions in the settings and the user's data directory: the
// window's geometry, state and column widths, presentation mode, the last scenario (with its
// file and whether it was modified) and the options pinned beside it.
class SessionStore final
{
    Q_DISABLE_COPY_MOVE(SessionStore)
public:
    // The three must outlive the store.
    SessionStore(QMainWindow *window, QSplitter *splitter, ScenarioDocument *document);
    ~SessionStore();

    // Geometry and state of the window, the column widths only with a state of this version;
    // whether presentation mode was on. Nothing saved keeps the window as it is.
    bool restoreWindow() const;
    // The last scenario as it was (an unreadable one is ignored) and the pinned options.
    void restoreScenario() const;
    // What restoreWindow() and restoreScenario() read. `splitterState`: the column widths of the
    // normal view (not those presentation mode set).
    void save(const QByteArray &splitterState, bool presentationMode) const;
    // After the user discarded their edits on quitting, so that the next start does not bring
    // them back: a saved file reopens as it is on disk, an untitled scenario starts anew.
    void forgetDiscarded() const;

private:
    QMainWindow *m_window;
    QSplitter *m_splitter;
    ScenarioDocument *m_document;
};

} // namespace gpusizer::ui
