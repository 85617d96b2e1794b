// gpu-sizer-cli: the command-line twin of the desktop app. Same core, same numbers.
#include "estimatecommand.h"
#include "explorecommand.h"
#include "exportcommand.h"
#include "listcommands.h"
#include "recommendcommand.h"
#include "reportcommand.h"
#include "scenarioargs.h"
#include "validatecommand.h"

#include "util/logging.h"

#include <cstdio>
#include <cstring>
#include <functional>
#include <map>

#include <QStringList>

namespace {

const char *kUsage =
    "Usage: gpu-sizer-cli COMMAND [options]\n"
    "\n"
    "How much GPU an AI workload needs, how long it takes and what it costs.\n"
    "\n"
    "Commands:\n"
    "  estimate [scenario flags] [--json] [--sensitivity [--figure hours|cost|gpus|tpot]]\n"
    "                                          memory breakdown, time and cost of one scenario;\n"
    "                                          --sensitivity: what moves the answer, by swing\n"
    "  recommend [scenario flags] [--rank best|time|gpus|rent|own] [--top N] [--pareto] [--json]\n"
    "                                          ranked GPU configurations and what makes it fit;\n"
    "                                          --pareto: the trade-off front over every configuration\n"
    "  validate --cases FILE.csv [--json] [--min-quality A|B|C]\n"
    "                                          accuracy against measured runs\n"
    "  report --scenario FILE --out FILE.pdf|- [--lang en|nb|de] [--paper a4|letter]\n"
    "                                          write the PDF sizing report\n"
    "  export --scenario FILE --format xlsx|csv|pdf --out FILE|- [--lang en|nb|de]\n"
    "                                          write the workbook, the ranked table or the report\n"
    "  explore [scenario flags] --x AXIS --y AXIS [--metric NAME] [--json|--csv]\n"
    "                                          a map of the scenario over two inputs\n"
    "  models [--json]                         list the model presets\n"
    "  gpus [--price-list FILE] [--json]       list the GPU catalog with the measured runs of each\n"
    "                                          family (* speed not calibrated)\n"
    "  systems [--price-list FILE] [--json]    list the systems one can buy, with list prices\n"
    "  rates [--json]                          the shipped exchange rates and their date\n"
    "\n"
    "Global options:\n"
    "  -h, --help            show this help (COMMAND --help for a command's flags)\n"
    "  -v, --version         show the version\n"
    "  --log-level LEVEL     trace, debug, info, warn, error, critical, off (also GPU_SIZER_LOG)\n"
    "\n"
    "Exit status:\n"
    "  0  done (estimate: the scenario fits, or fits tightly inside the safety margin)\n"
    "  1  the scenario cannot be estimated, or a file cannot be read or written\n"
    "  2  unknown command, flag or value\n"
    "  3  estimate: the scenario does not fit its GPUs (the figures are still printed)\n"
    "\n";

using Command = std::function<int(QStringList)>;

const std::map<std::string, Command> &commands()
{
    static const std::map<std::string, Command> table{
        {"estimate", gpusizer::cli::runEstimateCommand},
        {"models", gpusizer::cli::runModelsCommand},
        {"gpus", gpusizer::cli::runGpusCommand},
        {"systems", gpusizer::cli::runSystemsCommand},
        {"rates", gpusizer::cli::runRatesCommand},
        {"recommend", [](QStringList a) { return gpusizer::cli::runRecommendCommand(a); }},
        {"validate", gpusizer::cli::runValidateCommand},
        {"report", gpusizer::cli::runReportCommand},
        {"export", gpusizer::cli::runExportCommand},
        {"explore", gpusizer::cli::runExploreCommand},
    };
    return table;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList args;
    std::string logLevel;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--log-level") == 0 && i + 1 < argc) {
            logLevel = argv[++i];
            continue;
        }
        args << QString::fromLocal8Bit(argv[i]);
    }
    gpusizer::core::logging::initialise(logLevel, std::string());

    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("-h") ||
        args.first() == QLatin1String("help")) {
        std::fputs(kUsage, stdout);
        std::fputs(gpusizer::cli::scenarioArgsHelp(), stdout);
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("--version") || args.first() == QLatin1String("-v")) {
        std::printf("gpu-sizer-cli %s\n", GPUSIZER_VERSION);
        return 0;
    }
    const std::string name = args.takeFirst().toStdString();
    const auto it = commands().find(name);
    if (it == commands().end()) {
        std::fprintf(stderr, "gpu-sizer-cli: unknown command '%s' (see gpu-sizer-cli --help)\n", name.c_str());
        return 2;
    }
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        std::fputs(kUsage, stdout);
        if (name == "recommend")
            std::fputs(gpusizer::cli::recommendArgsHelp(), stdout);
        if (name == "report")
            std::fputs(gpusizer::cli::reportArgsHelp(), stdout);
        if (name == "export")
            std::fputs(gpusizer::cli::exportArgsHelp(), stdout);
        std::fputs(gpusizer::cli::scenarioArgsHelp(), stdout);
        return 0;
    }
    return it->second(args);
}
