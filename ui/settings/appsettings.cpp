#include "settings/appsettings.h"

#include "util/logging.h"

#include <QDir>
#include <QStandardPaths>

#include <spdlog/spdlog.h>

namespace gpusizer::ui {

void settingsdetail::logCorrupt(const QString &key, const QVariant &stored)
{
    core::logging::get("ui")->warn("ignoring unreadable setting {} (stored type {})", key.toStdString(),
                                   stored.typeName() ? stored.typeName() : "unknown");
}

QString appsettings::sessionFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    QDir().mkpath(dir);
    return dir + QStringLiteral("/session.gpusizer.json");
}

QStringList appsettings::withRecentFile(QStringList recent, const QString &path)
{
    const QString clean = QDir::cleanPath(path);
    recent.removeAll(clean);
    recent.prepend(clean);
    while (recent.size() > kMaxRecentFiles)
        recent.removeLast();
    return recent;
}

} // namespace gpusizer::ui
