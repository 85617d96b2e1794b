#include "screenshot.h"

#include "document/scenariodocument.h"
#include "explore/exploreview.h"
#include "lengthsview.h"
#include "mainwindow.h"
#include "tradeoffs/paretoview.h"
#include "tradeoffs/sensitivityview.h"
#include "widgets/pagetabs.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>

namespace gpusizer::ui::screenshot {

bool capture(MainWindow &window, const Options &options)
{
    window.resize(options.size);
    window.show();
    if (options.presentation)
        window.presentationAction()->setChecked(true);
    window.document()->flush();
    if (options.lengths)
        if (auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs")))
            tabs->setCurrentWidget(window.findChild<LengthsView *>());
    if (options.map) {
        if (auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs")))
            tabs->setCurrentWidget(window.explore());
        QApplication::processEvents();
        window.explore()->finishMap();
    }
    if (options.pareto || options.tornado) {
        QWidget *page = options.pareto ? static_cast<QWidget *>(window.pareto()) : window.sensitivity();
        if (auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs")))
            tabs->setCurrentWidget(page);
        QApplication::processEvents();
        if (options.pareto)
            window.pareto()->finishSweep();
        else
            window.sensitivity()->finishSensitivity();
    }
    // Let layouts settle and every chart paint (a few event-loop turns).
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 400)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    return window.grab().save(options.path, "PNG");
}

} // namespace gpusizer::ui::screenshot
