// gpu-sizer: the desktop application.
#include "text/appinfo.h"
#include "mainwindow.h"
#include "reportexport.h"
#include "report/reportlanguage.h"
#include "document/filecontroller.h"
#include "i18n/languagemanager.h"
#include "screenshot.h"
#include "widgets/apppalette.h"
#include "settings/appsettings.h"
#include "util/logging.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QIcon>
#include <QElapsedTimer>
#include <QEvent>
#include <QLocale>
#include <QStandardPaths>
#include <QTimer>

#include <spdlog/spdlog.h>

namespace {

// What the command line asked for.
struct Launch {
    std::string logLevel;
    gpusizer::ui::screenshot::Options shot;
    bool measureStartup = false;
    QString scenarioPath;
};

// Parses argv with QCommandLineParser (before any QApplication exists: no display is needed
// for --help, --version or the "no display" message). Returns an exit status when the program
// is done (help, version, bad option), or nullopt to start the window.
std::optional<int> parseCommandLine(int argc, char *argv[], Launch &launch)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "GPU Sizer: how much GPU an AI workload needs, how long it takes and what it costs.\n"
        "Scripts and headless machines: use gpu-sizer-cli (see gpu-sizer-cli --help)."));
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help and exit."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version and exit."));
    const QCommandLineOption logLevel(QStringLiteral("log-level"),
                                      QStringLiteral("trace, debug, info, warn, error, critical or off (default: warn; "
                                                     "also GPU_SIZER_LOG)."),
                                      QStringLiteral("level"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save a PNG of the main window (the default scenario, or the scenario file given) and exit."),
                                        QStringLiteral("file"));
    const QCommandLineOption dark(QStringLiteral("dark"), QStringLiteral("With --screenshot: use the dark palette."));
    const QCommandLineOption presentation(QStringLiteral("presentation"),
                                          QStringLiteral("With --screenshot: presentation mode."));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("With --screenshot: en, nb or de (default en)."),
                                  QStringLiteral("code"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QStringLiteral("With --screenshot: the window size, e.g. 1366x768 (default 1600x960)."),
                                  QStringLiteral("WxH"));
    const QCommandLineOption tab(QStringLiteral("tab"), QStringLiteral("With --screenshot: charts (default), lengths, map, pareto or tornado."),
                                 QStringLiteral("name"));
    const QCommandLineOption measureStartup(
        QStringLiteral("measure-startup"),
        QStringLiteral("Print the milliseconds from start to the first painted window and exit."));
    parser.addOptions({help, version, logLevel, screenshot, dark, presentation, lang, size, tab, measureStartup});
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("A *.gpusizer.json scenario to open."),
                                 QStringLiteral("[scenario.gpusizer.json]"));
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "gpu-sizer: %s (see gpu-sizer --help)\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(help)) {
        // Without an application object Qt cannot know the program's name.
        std::fputs(qPrintable(parser.helpText().replace(QStringLiteral("<executable_name>"), QStringLiteral("gpu-sizer"))),
                   stdout);
        return 0;
    }
    if (parser.isSet(version)) {
        std::printf("gpu-sizer %s (Qt %s, %s build)\n", GPUSIZER_VERSION, qVersion(), GPUSIZER_BUILD_TYPE);
        return 0;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "gpu-sizer: one scenario file at most, not %lld (see gpu-sizer --help)\n",
                     static_cast<long long>(positional.size()));
        return 2;
    }
    launch.logLevel = parser.value(logLevel).toStdString();
    launch.shot.path = parser.value(screenshot);
    launch.shot.dark = parser.isSet(dark);
    launch.shot.presentation = parser.isSet(presentation);
    if (parser.isSet(lang))
        launch.shot.language = parser.value(lang);
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        bool okW = false;
        bool okH = false;
        const int w = wh.value(0).toInt(&okW);
        const int h = wh.value(1).toInt(&okH);
        if (wh.size() != 2 || !okW || !okH || w < 320 || h < 240 || w > 8192 || h > 8192) {
            std::fprintf(stderr, "gpu-sizer: --size needs WxH between 320x240 and 8192x8192, not '%s'\n",
                         qPrintable(parser.value(size)));
            return 2;
        }
        launch.shot.size = QSize(w, h);
    }
    if (parser.isSet(tab)) {
        const QString name = parser.value(tab);
        if (!QStringList{QStringLiteral("charts"), QStringLiteral("lengths"), QStringLiteral("map"), QStringLiteral("pareto"),
                         QStringLiteral("tornado")}
                 .contains(name)) {
            std::fprintf(stderr, "gpu-sizer: --tab is charts, lengths, map, pareto or tornado, not '%s'\n", qPrintable(name));
            return 2;
        }
        launch.shot.lengths = name == QLatin1String("lengths");
        launch.shot.map = name == QLatin1String("map");
        launch.shot.pareto = name == QLatin1String("pareto");
        launch.shot.tornado = name == QLatin1String("tornado");
    }
    launch.measureStartup = parser.isSet(measureStartup);
    launch.scenarioPath = positional.value(0);
    return std::nullopt;
}

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
    Launch launch;
    if (const std::optional<int> status = parseCommandLine(argc, argv, launch))
        return *status;
    const std::string &logLevel = launch.logLevel;
    gpusizer::ui::screenshot::Options &shot = launch.shot;
    const bool measureStartup = launch.measureStartup;
    const QString &scenarioPath = launch.scenarioPath;
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

    // Screenshots ask for it; otherwise the user's choice (View menu), the system's by default.
    if (shot.path.isEmpty() ? gpusizer::ui::appsettings::darkPalette().get() : shot.dark)
        gpusizer::ui::setDarkPalette(true);
    gpusizer::ui::LanguageManager languages;
    const QString savedLanguage = gpusizer::ui::appsettings::language().get();
    if (!shot.path.isEmpty()) // screenshots in the language asked for, not the user's
        languages.setLanguage(shot.language);
    else
        languages.setLanguage(savedLanguage.isEmpty()
                                  ? gpusizer::ui::LanguageManager::systemLanguage()
                                  : savedLanguage);
    gpusizer::ui::MainWindow window;
    gpusizer::ui::installReportExport(window);
    // A report in the customer's language while the window stays in the consultant's.
    gpusizer::ui::setReportLanguageHook({[&languages](const QString &code) { languages.setLanguage(code); },
                                         [&languages] { return languages.currentLanguage(); }});
    QObject::connect(&window, &gpusizer::ui::MainWindow::languageRequested, &languages,
                     &gpusizer::ui::LanguageManager::setLanguage);
    if (!shot.path.isEmpty()) { // the default scenario or the one named, nothing from the last session
        window.files()->setRemembersFiles(false);  // and nothing left in it: no recent file
        if (!scenarioPath.isEmpty())
            window.files()->openPath(scenarioPath);
        return gpusizer::ui::screenshot::capture(window, shot) ? 0 : 1;
    }
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
