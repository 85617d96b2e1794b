// GoogleTest main for widget tests: one QApplication, offscreen platform, 96 dpi, and a home of
// its own: settings, logs and recent files go to a temporary directory in QStandardPaths' test
// mode, never into the user's ~/.config or ~/.local/share.
#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    QTemporaryDir home;
    if (!home.isValid())
        return 1;
    for (const char *name : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        qputenv(name, home.path().toLocal8Bit());
    QStandardPaths::setTestModeEnabled(true);
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_FONT_DPI", "96");
    QApplication::setOrganizationName(QStringLiteral("GPU Sizer Tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-sizer-tests"));
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
