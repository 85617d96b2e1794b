// gpu-sizer: the desktop application.
#include "appinfo.h"
#include "mainwindow.h"
#include "report/reportexport.h"
#include "report/reportlanguage.h"
#include "document/filecontroller.h"
#include "i18n/languagemanager.h"
#include "screenshot.h"
#include "settings/appsettings.h"
#include "util/logging.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <QApplication>
#include <QIcon>
#include <QElapsedTimer>
#include <QEvent>
#include <QLocale>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTimer>

#include <spdlog/spdlog.h>

namespace {

const char *kUsage =
    "Usage: gpu-sizer [options] [scenario.gpusizer.json]\n"
    "\n"
    "GPU Sizer: how much GPU an AI workload needs, how long it takes and what it costs.\n"
    "\n"
    "Options:\n"
    "  -h, --help               Show this help and exit.\n"
    "  -v, --version            Show the version and exit.\n"
    "  --log-level LEVEL        trace, debug, info, warn, error, critical or off\n"
    "                           (default: warn; also GPU_SIZER_LOG).\n"
    "  --screenshot FILE        Save a PNG of the main window (default scenario) and exit.\n"
    "  --dark                   With --screenshot: use the dark palette.\n"
    "  --presentation           With --screenshot: presentation mode.\n"
    "  --lang CODE              With --screenshot: en, nb or de (default en).\n"
    "  --measure-startup        Print the milliseconds from start to the first painted\n"
    "                           window and exit.\n"
    "\n"
    "Scripts and headless machines: use gpu-sizer-cli (see gpu-sizer-cli --help).\n";

bool hasDisplay()
{
    const auto set = [](const char *name) {
        const char *v = std::getenv(name);
        return v != nullptr && *v != '\0';
    };
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM");
#else
    (void)set;
    return true;
#endif
}

// Prints the time to the first paint of the window and quits.
class FirstPaintProbe final : public QObject
{
public:
    explicit FirstPaintProbe(const QElapsedTimer &clock) : m_clock(clock) {}

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Report after the paint has finished.
            QTimer::singleShot(0, [this] {
                std::printf("first paint after %.1f ms\n", static_cast<double>(m_clock.nsecsElapsed()) / 1e6);
                QApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer &m_clock;
    bool m_done = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    std::string logLevel;
    gpusizer::ui::screenshot::Options shot;
    bool measureStartup = false;
    QString scenarioPath;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
            std::fputs(kUsage, stdout);
            return 0;
        }
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("gpu-sizer %s (Qt %s, %s build)\n", GPUSIZER_VERSION, qVersion(), GPUSIZER_BUILD_TYPE);
            return 0;
        }
        if (std::strcmp(argv[i], "--log-level") == 0 && i + 1 < argc)
            logLevel = argv[++i];
        else if (std::strcmp(argv[i], "--screenshot") == 0 && i + 1 < argc)
            shot.path = QString::fromLocal8Bit(argv[++i]);
        else if (std::strcmp(argv[i], "--dark") == 0)
            shot.dark = true;
        else if (std::strcmp(argv[i], "--presentation") == 0)
            shot.presentation = true;
        else if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
            shot.language = QString::fromLocal8Bit(argv[++i]);
        else if (std::strcmp(argv[i], "--measure-startup") == 0)
            measureStartup = true;
        else if (argv[i][0] != '-')
            scenarioPath = QString::fromLocal8Bit(argv[i]);
    }
    if (!hasDisplay()) {
        std::fputs("gpu-sizer: no display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
                   "Start it from a desktop session, under Xvfb (xvfb-run gpu-sizer), or use the\n"
                   "command-line twin: gpu-sizer-cli estimate --model llama-3.1-8b --method qlora\n",
                   stderr);
        return 2;
    }

    QApplication::setOrganizationName(gpusizer::ui::appinfo::organisationName());
    QApplication::setApplicationName(gpusizer::ui::appinfo::applicationName());
    QApplication::setApplicationVersion(gpusizer::ui::appinfo::version());
    QApplication::setDesktopFileName(gpusizer::ui::appinfo::desktopId());
    QApplication app(argc, argv);
    QApplication::setWindowIcon(QIcon::fromTheme(gpusizer::ui::appinfo::desktopId()));

    const QString logDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    gpusizer::core::logging::initialise(logLevel, QString(logDir + QStringLiteral("/logs")).toStdString());
    gpusizer::core::logging::get("app")->info("GPU Sizer {} starting (Qt {})", GPUSIZER_VERSION, qVersion());

    if (shot.dark) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(gpusizer::ui::screenshot::darkPalette());
    }
    gpusizer::ui::LanguageManager languages;
    const QString savedLanguage = gpusizer::ui::appsettings::language().get();
    if (!shot.path.isEmpty()) // screenshots in the language asked for, not the user's
        languages.setLanguage(shot.language);
    else
        languages.setLanguage(savedLanguage.isEmpty()
                                  ? gpusizer::ui::LanguageManager::languageForLocale(QLocale::system())
                                  : savedLanguage);
    gpusizer::ui::MainWindow window;
    gpusizer::ui::installReportExport(window);
    // A report in the customer's language while the window stays in the consultant's.
    gpusizer::ui::setReportLanguageHook({[&languages](const QString &code) { languages.setLanguage(code); },
                                         [&languages] { return languages.currentLanguage(); }});
    QObject::connect(&window, &gpusizer::ui::MainWindow::languageRequested, &languages,
                     &gpusizer::ui::LanguageManager::setLanguage);
    if (!shot.path.isEmpty()) // the default scenario, nothing from the last session
        return gpusizer::ui::screenshot::capture(window, shot) ? 0 : 1;
    FirstPaintProbe probe(clock);
    if (measureStartup) {
        window.installEventFilter(&probe);
    } else if (scenarioPath.isEmpty()) {
        window.restoreSession();
    } else {
        window.restoreWindowState();
        window.files()->openPath(scenarioPath);
    }
    window.show();
    return QApplication::exec();
}
