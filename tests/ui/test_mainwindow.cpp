#include "aboutdialog.h"
#include "document/filecontroller.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "settings/appsettings.h"
#include "widgets/contrast.h"

#include "catalog/modelcatalog.h"
#include "model/methodchange.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>
#include <QtGlobal>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

TEST(MainWindow, MenuBarHasFileEditViewLanguageHelp)
{
    MainWindow window;
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles << action->text().remove(QLatin1Char('&'));
    EXPECT_EQ(titles, (QStringList{QStringLiteral("File"), QStringLiteral("Edit"), QStringLiteral("View"),
                                   QStringLiteral("Language"), QStringLiteral("Help")}));
}

TEST(AboutDialog, ShowsVersionQtVersionAndBuildType)
{
    AboutDialog dialog;
    const QString text = dialog.detailsText();
    EXPECT_TRUE(text.contains(QStringLiteral(GPUSIZER_VERSION))) << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromLatin1(qVersion()))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral(GPUSIZER_BUILD_TYPE))) << text.toStdString();
}

TEST(MainWindow, ExportReportActionHasCtrlE)
{
    MainWindow window;
    ASSERT_NE(window.exportReportAction(), nullptr);
    EXPECT_EQ(window.exportReportAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
}

TEST(MainWindow, LanguageActionsCarryLocaleCodesAndEmitRequest)
{
    MainWindow window;
    QStringList codes;
    QAction *german = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (!action->isCheckable() || action->data().toString().isEmpty())
            continue;
        codes << action->data().toString();
        if (action->data().toString() == QStringLiteral("de"))
            german = action;
    }
    codes.sort();
    EXPECT_EQ(codes, (QStringList{QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("nb")}));
    ASSERT_NE(german, nullptr);
    QString requested;
    QObject::connect(&window, &MainWindow::languageRequested, [&requested](const QString &code) { requested = code; });
    german->trigger();
    EXPECT_EQ(requested, QStringLiteral("de"));
}

TEST(MainWindow, PresentationModeEnlargesFontsAndF5TogglesIt)
{
    MainWindow window;
    window.show();
    const qreal normal = window.font().pointSizeF();
    window.presentationAction()->trigger();
    EXPECT_TRUE(window.isPresentationMode());
    EXPECT_NEAR(window.font().pointSizeF(), normal * 1.5, 0.01);
    EXPECT_EQ(window.presentationAction()->shortcut(), QKeySequence(Qt::Key_F5));
    window.presentationAction()->trigger();
    EXPECT_NEAR(window.font().pointSizeF(), normal, 0.01);
}

TEST(MainWindow, TitleShowsFileNameAndModifiedMarker)
{
    MainWindow window;
    EXPECT_TRUE(window.windowTitle().startsWith(QStringLiteral("Untitled"))) << window.windowTitle().toStdString();
    EXPECT_FALSE(window.isWindowModified());
    window.document()->applyEdit(QStringLiteral("x"), [](gpusizer::core::Scenario &s) { s.seqLen = 999; });
    EXPECT_TRUE(window.isWindowModified());
}

// Column widths come back with the window state of this version; a state saved by an older
// layout is dropped with its column widths.
TEST(MainWindow, ColumnWidthsComeBackOnlyWithTheCurrentStateVersion)
{
    // A window as the app opens it: the saved state restored, then shown.
    const auto open = [](MainWindow &window) {
        window.resize(1600, 960);
        window.restoreWindowState();
        window.show();
        QApplication::processEvents();
        return window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
    };
    QList<int> saved;
    {
        MainWindow window;
        QSplitter *splitter = open(window);
        splitter->setSizes({300, 900, 380});
        QApplication::processEvents();
        saved = splitter->sizes();
        window.saveSession();
    }
    {
        MainWindow window;
        EXPECT_EQ(open(window)->sizes(), saved);
    }
    // The same widths under a window state of version 1: not applied.
    {
        MainWindow old;
        appsettings::windowState().set(old.saveState(1));
    }
    MainWindow window;
    EXPECT_NE(open(window)->sizes(), saved);
    appsettings::windowGeometry().remove();
    appsettings::windowState().remove();
    appsettings::splitterState().remove();
}

TEST(MainWindow, ViewMenuSwitchesToDarkColoursAndBack)
{
    MainWindow window;
    auto *dark = window.findChild<QAction *>(QStringLiteral("darkPalette"));
    ASSERT_NE(dark, nullptr);
    ASSERT_TRUE(dark->isCheckable());
    const QColor system = QApplication::palette().color(QPalette::Window);
    dark->setChecked(true);
    EXPECT_LT(QApplication::palette().color(QPalette::Window).lightness(), 80);
    EXPECT_TRUE(appsettings::darkPalette().get());
    dark->setChecked(false);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), system);
    EXPECT_FALSE(appsettings::darkPalette().get());
}

TEST(MainWindow, QuitWithDiscardDoesNotBringTheEditsBackAtTheNextStart)
{
    {
        MainWindow window;
        window.document()->applyEdit(QStringLiteral("edit"), [](gpusizer::core::Scenario &s) { s.microBatch = 7; });
        window.files()->setUnsavedPrompt([] { return QMessageBox::Discard; });
        window.show();
        ASSERT_TRUE(window.close());
    }
    MainWindow next;
    next.restoreSession();
    EXPECT_NE(next.document()->scenario().microBatch, 7);
    EXPECT_FALSE(next.document()->isModified());
}

// The verdict banner reads in both palettes (issue #28 point 1): its text against its tinted
// background meets WCAG AA (4.5:1) for a fit, a tight fit and no fit, before and after a switch
// to the dark palette and back, and so does the recommendation table's text.
TEST(MainWindow, TheHeadlineAndTableMeetContrastInLightAndDark)
{
    MainWindow window;
    window.show();
    ScenarioDocument *doc = window.document();
    auto *dark = window.findChild<QAction *>(QStringLiteral("darkPalette"));
    ASSERT_NE(dark, nullptr);
    auto *headline = window.findChild<QWidget *>(QStringLiteral("headlineText"));
    ASSERT_NE(headline, nullptr);
    auto *strip = headline->parentWidget();
    const auto check = [&](const char *state) {
        QCoreApplication::processEvents();
        const QColor text = headline->palette().color(QPalette::Active, headline->foregroundRole());
        const QColor back = strip->palette().color(QPalette::Window);
        EXPECT_GE(contrastRatio(text, back), 4.5)
            << state << (dark->isChecked() ? " dark: " : " light: ") << text.name().toStdString() << " on "
            << back.name().toStdString();
        auto *table = window.findChild<QTableView *>();
        ASSERT_NE(table, nullptr);
        EXPECT_GE(contrastRatio(table->palette().color(QPalette::Text), table->palette().color(QPalette::Base)), 4.5);
    };
    for (const bool darkColours : {false, true, false}) {
        dark->setChecked(darkColours);
        doc->flush();
        check("fits");
        core::Scenario big = doc->scenario();
        big.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
        big = core::withMethod(big, core::Method::Full);
        doc->replaceScenario(QStringLiteral("too big"), big);
        doc->flush();
        check("does not fit");
        doc->undoStack()->undo();
        doc->flush();
    }
    dark->setChecked(false);
}
