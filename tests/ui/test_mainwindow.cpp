#include "aboutdialog.h"
#include "mainwindow.h"

#include <QMenuBar>
#include <QtGlobal>

#include <gtest/gtest.h>

using namespace gpusizer::ui;

TEST(MainWindow, MenuBarHasFileViewLanguageHelp)
{
    MainWindow window;
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text().remove(QLatin1Char('&'));
    EXPECT_EQ(titles, (QStringList{QStringLiteral("File"), QStringLiteral("View"), QStringLiteral("Language"),
                                   QStringLiteral("Help")}));
}

TEST(AboutDialog, ShowsVersionQtVersionAndBuildType)
{
    AboutDialog dialog;
    const QString text = dialog.detailsText();
    EXPECT_TRUE(text.contains(QStringLiteral(GPUSIZER_VERSION))) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromLatin1(qVersion()))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral(GPUSIZER_BUILD_TYPE))) << text.toStdString();
}
