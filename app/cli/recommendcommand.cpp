#include "recommendcommand.h"
#include "util/qstringfromutf8.h"
#include "recommendjson.h"
#include "recommendtable.h"

#include "emptiedbytext.h"
#include "exitcodes.h"
#include "paretooutput.h"
#include "scenarioargs.h"
#include "servingblockoutput.h"

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

const char *recommendArgsHelp()
{
    return "Recommend options:\n"
           "  --rank best|time|gpus|rent|own  order: best value (default: the cheapest for --ownership\n"
           "                              that meets --deadline-h and --budget, ties by time), fastest,\n"
           "                              fewest GPUs, cheapest to rent, cheapest to own (whole systems);\n"
           "                              of two equal, a clean fit before a tight one (column fit)\n"
           "  --top N                     show the first N configurations (default 15; 0 = all)\n"
           "  --pareto                    also the trade-off over every configuration: serving, output\n"
           "                              tokens/s per GPU against tokens/s per user (and cost per 1M\n"
           "                              tokens) over GPU types, layouts, replicas, batch caps and\n"
           "                              weight formats; training, rent against hours; the front in\n"
           "                              the table, every point with `dominated` and `estimate_args`\n"
           "                              (the estimate flags that reproduce it) in --json\n"
           "  --pareto-engines all|LIST   serving: the engines the trade-off tries (comma-separated;\n"
           "                              default the scenario's)\n"
           "  --disaggregate              serving: also prefill and decode on pools of their own\n"
           "                              (xPyD: x prefill workers, y decode workers, each its own\n"
           "                              tensor parallelism), ranked with the colocated replicas\n"
           "  --json                      machine-readable output\n";
}

namespace {

struct RecommendRequest {
    Scenario scenario = defaultScenario();
    GpuCatalog catalog = GpuCatalog::builtIn();
    AnalysisOptions options;
    bool json = false;
    bool pareto = false;
    std::vector<ServingEngine> paretoEngines;   // empty: the scenario's
};

// --pareto-engines: "all" or engine names joined by commas; an error message, or nullopt.
std::optional<std::string> parseParetoEngines(const QString &value, std::vector<ServingEngine> &engines)
{
    engines.clear();
    if (value.toLower() == QLatin1String("all")) {
        engines.assign(std::begin(kServingEngines), std::end(kServingEngines));
        return std::nullopt;
    }
    for (const QString &name : value.split(QLatin1Char(','))) {
        const auto engine = parseServingEngine(name.trimmed().toLower().toStdString());
        if (!engine)
            return "--pareto-engines must be all or engines joined by commas "
                   "(vllm,vllm-v0,sglang,trtllm,lmdeploy,tgi,transformers,llama.cpp), not '"
                + value.toStdString() + "'";
        if (std::find(engines.begin(), engines.end(), *engine) == engines.end())
            engines.push_back(*engine);
    }
    return std::nullopt;
}

// The recommend-only flags (--rank, --top, --pareto-engines); an error message, or nullopt.
std::optional<std::string> parseRecommendFlags(QStringList &args, RecommendRequest &request)
{
    AnalysisOptions &options = request.options;
    for (int i = 0; i < args.size();) {
        const QString flag = args.at(i);
        const bool known = flag == QLatin1String("--rank") || flag == QLatin1String("--top")
            || flag == QLatin1String("--pareto-engines");
        if (!known || i + 1 >= args.size())
            return "unknown argument '" + flag.toStdString() + "' (see --help)";
        const QString value = args.at(i + 1);
        if (flag == QLatin1String("--pareto-engines")) {
            if (auto error = parseParetoEngines(value, request.paretoEngines))
                return error;
        } else if (flag == QLatin1String("--rank")) {
            const auto rank = parseRankBy(value.toStdString());
            if (!rank)
                return "--rank must be best, time, gpus, rent or own, not '" + value.toStdString() + "'";
            options.recommend.rankBy = *rank;
        } else {
            bool ok = false;
            const int top = value.toInt(&ok);
            if (!ok || top < 0)
                return "--top must be a whole number >= 0, not '" + value.toStdString() + "'";
            options.maxRecommendations = std::size_t(top);
        }
        args.removeAt(i);
        args.removeAt(i);
    }
    return std::nullopt;
}

// The command line's scenario flags: its own flags taken out (what `estimate` reads too).
QStringList scenarioFlagsOf(const QStringList &arguments)
{
    QStringList out;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--json") || arg == QLatin1String("--pareto") || arg == QLatin1String("--disaggregate"))
            continue;
        if (arg == QLatin1String("--rank") || arg == QLatin1String("--top") || arg == QLatin1String("--pareto-engines")) {
            ++i;
            continue;
        }
        out << arg;
    }
    return out;
}

// --pareto: the trade-off of the analysed scenario, over the sweep's own GPU filters and nodes.
struct ParetoAnswer {
    ServingPareto serving;
    TrainingPareto training;
};

ParetoAnswer paretoOf(const Analysis &a, const GpuCatalog &catalog, const RecommendRequest &request)
{
    RecommendOptions recommend = request.options.recommend;
    recommend.fitPolicy = a.fitPolicy;
    ParetoAnswer answer;
    if (a.scenario.method == Method::Inference) {
        ServingParetoOptions options;
        options.recommend = recommend;
        options.engines = request.paretoEngines;
        answer.serving = servingPareto(a.scenario, catalog, options);
    } else {
        answer.training = trainingPareto(a.scenario, catalog, recommend);
    }
    return answer;
}

void printJson(const Analysis &a, const GpuCatalog &catalog, const std::optional<ParetoAnswer> &pareto,
               const QStringList &scenarioArgs, bool disaggregate)
{
    QJsonArray candidates;
    for (const Candidate &c : a.recommendation.candidates)
        candidates.append(candidateToJson(c, *catalog.find(c.scenario.gpuId), disaggregate));
    QJsonArray fixes;
    for (const FitSuggestion &f : a.fitSuggestions)
        fixes.append(suggestionToJson(f, *catalog.find(f.scenario.gpuId)));
    QJsonObject root{
        {QStringLiteral("rank"), toQString(toString(a.recommendation.rankBy))},
        {QStringLiteral("currency"), toQString(a.scenario.prices.currency)},
        {QStringLiteral("safety_margin"), a.fitPolicy.safetyMargin},
        {QStringLiteral("verdict"), toQString(toString(a.verdict()))},
        {QStringLiteral("memory_estimates"), double(a.recommendation.evaluated)},
        {QStringLiteral("candidates"), candidates},
        {QStringLiteral("what_makes_it_fit"), fixes},
        // A serving question nothing serves: why not on the scenario's GPU (null otherwise).
        {QStringLiteral("serving_block"), a.recommendation.candidates.empty()
                                              ? servingBlockToJson(a.scenario, a.gpu, catalog) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("declined"), servingDeclinesToJson(a.recommendation)},
        // No candidates because a filter left no GPU type to try: which one (null otherwise).
        {QStringLiteral("emptied_by"),
         a.recommendation.emptiedBy ? QJsonValue(toQString(toString(*a.recommendation.emptiedBy)))
                                    : QJsonValue(QJsonValue::Null)},
    };
    if (pareto && a.scenario.method == Method::Inference) {
        // Latencies at the targets' statistic (the mean without targets), as `estimate` prints
        // them by statistic.
        root.insert(QStringLiteral("pareto"), servingParetoToJson(pareto->serving, a.scenario, scenarioArgs));
        root.insert(QStringLiteral("pareto_statistic"), toQString(toString(servingParetoStatistic(a.scenario))));
    } else if (pareto) {
        root.insert(QStringLiteral("pareto"), trainingParetoToJson(pareto->training, a.scenario, scenarioArgs));
    }
    const QByteArray text = QJsonDocument(root).toJson(QJsonDocument::Indented);
    std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
}

void printText(const Analysis &a, const GpuCatalog &catalog, const std::optional<ParetoAnswer> &pareto,
               bool disaggregate)
{
    const bool serving = a.scenario.method == Method::Inference;
    if (a.recommendation.emptiedBy)  // a filter left no GPU type to try: say which
        std::printf("%s\n", emptiedByText(*a.recommendation.emptiedBy, a.scenario).c_str());
    else if (a.recommendation.candidates.empty() && serving) {
        std::printf("No catalog GPU and count up to %d nodes serves this load within the targets at %s.\n",
                    RecommendOptions{}.maxNodes, std::string(toString(a.scenario.serving.targetStat)).c_str());
        printServingBlock(a.scenario, a.gpu, catalog);
        printServingDeclines(a.recommendation, a.scenario);
    } else if (a.recommendation.candidates.empty())
        std::printf("No catalog GPU and count up to %d nodes fits this scenario with a %.0f %% margin.\n",
                    RecommendOptions{}.maxNodes, a.fitPolicy.safetyMargin * 100.0);
    else
        printCandidates(a.recommendation, a.scenario, catalog, disaggregate);
    if (!a.fitSuggestions.empty())
        printSuggestions(a.fitSuggestions, a.scenario);
    if (pareto && a.scenario.method == Method::Inference)
        printServingPareto(pareto->serving, a.scenario);
    else if (pareto)
        printTrainingPareto(pareto->training, a.scenario);
}

} // namespace

int runRecommendCommand(const QStringList &arguments)
{
    QStringList args = arguments;
    RecommendRequest request;
    request.options.maxRecommendations = 15;
    std::string scenarioFile;
    std::optional<ArgError> error = parseScenarioArgs(args, request.scenario, request.catalog, &scenarioFile);
    request.json = args.removeAll(QStringLiteral("--json")) > 0;
    request.pareto = args.removeAll(QStringLiteral("--pareto")) > 0;
    request.options.recommend.disaggregate = args.removeAll(QStringLiteral("--disaggregate")) > 0;
    if (!error)
        if (auto flagError = parseRecommendFlags(args, request))
            error = usageError(*flagError);
    if (error) {
        std::fprintf(stderr, "gpu-sizer-cli recommend: %s\n", error->message.c_str());
        return error->exitCode;
    }
    const GpuCatalog &catalog = request.catalog;
    const Analysis analysis = analyse(request.scenario, catalog, request.options);
    if (!analysis.valid) {
        std::fprintf(stderr, "gpu-sizer-cli recommend: %s\n", describeScenarioError(analysis.error, scenarioFile).c_str());
        return kExitFailed;
    }
    std::optional<ParetoAnswer> pareto;
    if (request.pareto)
        pareto = paretoOf(analysis, catalog, request);
    const bool disaggregate = request.options.recommend.disaggregate;
    if (request.json)
        printJson(analysis, catalog, pareto, scenarioFlagsOf(arguments), disaggregate);
    else
        printText(analysis, catalog, pareto, disaggregate);
    return analysis.recommendation.candidates.empty() ? kExitDoesNotFit : kExitOk;
}

} // namespace gpusizer::cli
