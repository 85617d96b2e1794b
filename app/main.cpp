// gpu-sizer: the desktop application.
#include "appinfo.h"
#include "mainwindow.h"
#include "util/logging.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include <QApplication>
#include <QStandardPaths>

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

} // namespace

int main(int argc, char *argv[])
{
    std::string logLevel;
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

    const QString logDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    gpusizer::core::logging::initialise(logLevel, QString(logDir + QStringLiteral("/logs")).toStdString());
    gpusizer::core::logging::get("app")->info("GPU Sizer {} starting (Qt {})", GPUSIZER_VERSION, qVersion());

    gpusizer::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
