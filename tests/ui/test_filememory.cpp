// What the window remembers of the files it opens (issue #27 point 2): --screenshot, which
// takes nothing from the last session, adds nothing to the recent files either; and the
// window's config import refuses a device at once (reading /dev/zero "whole" aborted).
#include "catalog/defaultscenario.h"
#include "document/filecontroller.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "settings/appsettings.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

QString writtenScenario(const QTemporaryDir &dir, const char *name)
{
    const QString path = QDir(dir.path()).filePath(QLatin1String(name));
    EXPECT_FALSE(core::writeScenarioFile(core::defaultScenario(), path.toStdString()).has_value());
    return path;
}

} // namespace

TEST(FileMemory, AControllerThatRemembersNothingLeavesTheRecentFilesAlone)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    appsettings::recentFiles().remove();
    appsettings::lastDirectory().remove();
    MainWindow window;
    window.files()->setUnsavedPrompt([] { return QMessageBox::Discard; });
    window.files()->setRemembersFiles(false);  // as main.cpp sets it for --screenshot
    const QString opened = writtenScenario(dir, "shown.gpusizer.json");
    ASSERT_TRUE(window.files()->openPath(opened));
    ASSERT_TRUE(window.files()->savePath(QDir(dir.path()).filePath(QStringLiteral("saved.gpusizer.json"))));
    EXPECT_TRUE(appsettings::recentFiles().get().isEmpty());
    EXPECT_TRUE(appsettings::lastDirectory().get().isEmpty());

    // The window otherwise remembers what it opens.
    window.files()->setRemembersFiles(true);
    ASSERT_TRUE(window.files()->openPath(opened));
    EXPECT_EQ(appsettings::recentFiles().get(), QStringList{QFileInfo(opened).absoluteFilePath()});
    appsettings::recentFiles().remove();
    appsettings::lastDirectory().remove();
}

TEST(FileMemory, TheConfigImportRefusesADevice)
{
    ScenarioDocument document;
    const core::Scenario before = document.scenario();
    QString error;
    EXPECT_FALSE(document.importModelConfig(QStringLiteral("/dev/zero"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("/dev/zero"))) << error.toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("not a regular file"))) << error.toStdString();
    EXPECT_EQ(document.scenario(), before);
}
