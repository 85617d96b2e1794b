#include "screenshot.h"

#include "document/scenariodocument.h"
#include "mainwindow.h"

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
    // Let layouts settle and every chart paint (a few event-loop turns).
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 400)
        QApplication::processEvents(QEventLoop::AllEvents, 50);
    return window.grab().save(options.path, "PNG");
}

} // namespace gpusizer::ui::screenshot
