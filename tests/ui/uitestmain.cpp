// GoogleTest main for widget tests: one QApplication, offscreen platform, 96 dpi.
#include <QApplication>

#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_FONT_DPI", "96");
    QApplication::setOrganizationName(QStringLiteral("GPU Sizer Tests"));
    QApplication::setApplicationName(QStringLiteral("gpu-sizer-tests"));
    QApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
