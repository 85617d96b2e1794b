#include "charts/chartsave.h"

#include "settings/appsettings.h"
#include "text/errortext.h"
#include "util/logging.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

#include <spdlog/spdlog.h>

namespace gpusizer::ui::chartsave {

QString startDirectory(QStandardPaths::StandardLocation fallback)
{
    const QString last = appsettings::lastChartDirectory().get();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString standard = QStandardPaths::writableLocation(fallback);
    return standard.isEmpty() ? QDir::homePath() : standard;
}

QString withSuffix(const QString &path, const QString &suffix)
{
    const QString dotSuffix = QLatin1Char('.') + suffix;
    return path.endsWith(dotSuffix, Qt::CaseInsensitive) ? path : path + dotSuffix;
}

std::optional<QString> afterWrite(QWidget *parent, const QString &target, const std::optional<core::Error> &error,
    std::string_view what, const QString &boxTitle, const QString &boxName)
{
    if (!error) {
        appsettings::lastChartDirectory().set(QFileInfo(target).absolutePath());
        return std::nullopt;
    }
    core::logging::get("ui")->warn("cannot save {} as {}: {}", what, target.toStdString(), core::describe(*error));
    const QString message = errorText(*error);
    auto *box = new QMessageBox(QMessageBox::Critical, boxTitle, message, QMessageBox::Ok, parent);
    if (!boxName.isEmpty())
        box->setObjectName(boxName);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
    return message;
}

} // namespace gpusizer::ui::chartsave
