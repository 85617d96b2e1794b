#include "sessionstore.h"

#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "settings/appsettings.h"
#include "util/logging.h"

#include <QFile>
#include <QFileInfo>
#include <QMainWindow>
#include <QSplitter>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

SessionStore::SessionStore(QMainWindow *window, QSplitter *splitter, ScenarioDocument *document)
    : m_window(window)
    , m_splitter(splitter)
    , m_document(document)
{
}

SessionStore::~SessionStore() = default;

bool SessionStore::restoreWindow() const
{
    // Nothing saved (or unreadable) keeps the size the window fitted to the screen; Qt keeps a
    // restored geometry on the available screen area.
    m_window->restoreGeometry(appsettings::windowGeometry().get());
    // The column widths only with a window state of this version (an older layout's widths
    // would squeeze the charts).
    if (m_window->restoreState(appsettings::windowState().get(), appsettings::kWindowStateVersion))
        m_splitter->restoreState(appsettings::splitterState().get());
    return appsettings::presentationMode().get();
}

void SessionStore::restoreScenario() const
{
    m_document->options()->load(PinnedOptions::sessionFile());
    const QString session = appsettings::sessionFile();
    if (!QFileInfo::exists(session))
        return;
    core::Result<core::Scenario> read = core::readScenarioFile(session.toStdString());
    if (!read) {
        core::logging::get("ui")->warn("ignoring the saved session: {}", core::describe(read.error()));
        return;
    }
    QString path = appsettings::lastScenarioPath().get();
    if (!path.isEmpty() && !QFileInfo::exists(path))
        path.clear();
    m_document->restore(read.value(), path, appsettings::lastScenarioModified().get());
}

void SessionStore::save(const QByteArray &splitterState, bool presentationMode) const
{
    appsettings::windowGeometry().set(m_window->saveGeometry());
    appsettings::windowState().set(m_window->saveState(appsettings::kWindowStateVersion));
    appsettings::splitterState().set(splitterState);
    appsettings::presentationMode().set(presentationMode);
    if (auto error = core::writeScenarioFile(m_document->scenario(), appsettings::sessionFile().toStdString()))
        core::logging::get("ui")->warn("cannot keep the session: {}", core::describe(*error));
    appsettings::lastScenarioPath().set(m_document->filePath());
    appsettings::savePrices(m_document->scenario().prices);
    appsettings::lastScenarioModified().set(m_document->isModified());
    m_document->options()->save(PinnedOptions::sessionFile());
}

void SessionStore::forgetDiscarded() const
{
    const QString path = m_document->filePath();
    if (!path.isEmpty()) {
        if (auto saved = core::readScenarioFile(path.toStdString())) {
            if (auto error = core::writeScenarioFile(saved.value(), appsettings::sessionFile().toStdString()))
                core::logging::get("ui")->warn("cannot keep the session: {}", core::describe(*error));
            appsettings::lastScenarioModified().set(false);
            return;
        }
    }
    QFile::remove(appsettings::sessionFile());
    appsettings::lastScenarioPath().set(QString());
    appsettings::lastScenarioModified().set(false);
}

} // namespace gpusizer::ui
