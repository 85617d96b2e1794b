#include "recommendcommand.h"
#include "model/units.h"

#include "disaggregationoutput.h"
#include "emptiedbytext.h"
#include "estimatejson.h"
#include "exitcodes.h"
#include "launchcommandoutput.h"
#include "paretooutput.h"
#include "provenanceoutput.h"
#include "scenarioargs.h"
#include "servingblockoutput.h"

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <optional>
#include <string>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

using core::units::kGiB;

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

std::string join(const std::vector<Reason> &items)
{
    std::string out;
    for (Reason item : items) {
        if (!out.empty())
            out += ',';
        out += toString(item);
    }
    return out;
}

std::string limitsText(const std::vector<Limiter> &limits)
{
    std::string out;
    for (Limiter l : limits) {
        if (!out.empty())
            out += ',';
        out += toString(l);
    }
    return out;
}

// "hgx-h100-8 x2", or "h100-sxm x16" for GPUs priced one by one.
std::string unitsText(const Candidate &c)
{
    const std::string &id = c.bom.systemId.empty() ? c.scenario.gpuId : c.bom.systemId;
    return id + " x" + std::to_string(c.bom.units);
}

// The GPU id, with "*" when its family's efficiency is assumed, not measured.
std::string gpuText(const Candidate &c) { return c.scenario.gpuId + (c.calibrated ? "" : "*"); }

// `disaggregate`: the list also holds split deployments, and each serving candidate says whether it is one.
QJsonObject candidateToJson(const Candidate &c, const GpuSpec &gpu, bool disaggregate)
{
    QJsonObject o = estimateToJson(c.scenario, gpu, c.estimate);
    const Scenario &s = c.scenario;
    if (disaggregate && c.estimate.serving)
        o.insert(QStringLiteral("disaggregated"), c.scenario.serving.disaggregation.enabled());
    o.insert(QStringLiteral("strategy"), q(toString(c.strategy)));
    o.insert(QStringLiteral("gpus_per_node"), s.parallel.gpusPerNode);
    o.insert(QStringLiteral("nodes"), s.parallel.nodes());
    o.insert(QStringLiteral("sharding"), q(toString(s.parallel.sharding)));
    o.insert(QStringLiteral("tp"), s.parallel.tp);
    o.insert(QStringLiteral("pp"), s.parallel.pp);
    o.insert(QStringLiteral("ep"), s.parallel.ep);
    o.insert(QStringLiteral("offload"), q(toString(s.parallel.offload)));
    if (c.estimate.serving) {
        // Serving: one replica's launch command (docs/launchcommands.md) and how many to start.
        o.insert(QStringLiteral("launch_command"), launchCommandToJson(s, gpu, *c.estimate.serving));
        o.insert(QStringLiteral("replicas"), c.estimate.serving->replicas);
    }
    o.insert(QStringLiteral("checkpointing"), q(toString(s.checkpointing)));
    o.insert(QStringLiteral("micro_batch"), s.microBatch);
    o.insert(QStringLiteral("grad_accum"), s.gradAccum);
    o.insert(QStringLiteral("global_batch"), s.microBatch * s.gradAccum * s.parallel.dataParallel());
    // The scale-out network it was timed with: that of the systems it is quoted on.
    o.insert(QStringLiteral("inter_node_gbs"), s.interNodeBandwidthGBs);
    QJsonArray limits;
    for (Limiter l : c.limits)
        limits.append(q(toString(l)));
    QJsonArray reasons;
    for (Reason r : c.reasons)
        reasons.append(q(toString(r)));
    o.insert(QStringLiteral("limits"), limits);
    o.insert(QStringLiteral("reasons"), reasons);
    // Whether measured runs on this GPU family fitted the time model; false means the time and
    // cost rest on the datasheet and a borrowed efficiency (also listed among the reasons).
    o.insert(QStringLiteral("calibrated"), c.calibrated);
    o.insert(QStringLiteral("calibration"), calibrationToJson(gpu));
    // "fits", "tight" (the estimate fits, the high end of its ~80 % memory interval does not:
    // about 1 in 10 comparable measured runs needed more than the usable memory) or "no".
    o.insert(QStringLiteral("fit"), q(toString(c.fit)));
    o.insert(QStringLiteral("interval"),
             QJsonObject{{QStringLiteral("coverage"), c.interval.coverage},
                         {QStringLiteral("required_bytes"),
                          QJsonArray{c.interval.requiredBytes[0], c.interval.requiredBytes[1]}},
                         {QStringLiteral("tokens_per_s_per_gpu"),
                          QJsonArray{c.interval.tokensPerSecondPerGpu[0], c.interval.tokensPerSecondPerGpu[1]}}});
    // The measured runs of its GPU's family and its regime; none: its interval is the widened one.
    o.insert(QStringLiteral("provenance"), provenanceToJson(c.interval.provenance));
    // False: it misses the deadline or budget, runs over a year or fills less than one step
    // (the reasons say which); such configurations come after the others.
    o.insert(QStringLiteral("recommendable"), c.recommendable);
    o.insert(QStringLiteral("bill_of_materials"), billOfMaterialsToJson(c.bom, s.prices.currency));
    o.insert(QStringLiteral("facility"),
             facilityToJson(facilitySheet(c.bom, s, c.estimate.cost.usageHoursPerYear)));
    return o;
}

QJsonObject suggestionToJson(const FitSuggestion &f, const GpuSpec &gpu)
{
    QJsonObject o = estimateToJson(f.scenario, gpu, f.estimate);
    QJsonArray changes;
    for (FitChange c : f.changes)
        changes.append(q(toString(c)));
    o.insert(QStringLiteral("changes"), changes);
    o.insert(QStringLiteral("checkpointing"), q(toString(f.scenario.checkpointing)));
    o.insert(QStringLiteral("seq_len"), f.scenario.seqLen);
    o.insert(QStringLiteral("micro_batch"), f.scenario.microBatch);
    o.insert(QStringLiteral("grad_accum"), f.scenario.gradAccum);
    o.insert(QStringLiteral("optimizer"), q(toString(f.scenario.optimizer)));
    o.insert(QStringLiteral("sharding"), q(toString(f.scenario.parallel.sharding)));
    o.insert(QStringLiteral("offload"), q(toString(f.scenario.parallel.offload)));
    return o;
}

// Under a list with split deployments: what their columns hold, and that no launch command is
// written for them.
void printSplitFootnote(const Recommendation &r)
{
    for (const Candidate &c : r.candidates)
        if (c.scenario.serving.disaggregation.enabled()) {
            std::printf("xPyD: x prefill and y decode workers of one GPU type, each prompt's KV cache handed from the "
                        "one to the other;\n  its tp, replicas and max conc are the decode workers'; no launch command "
                        "is written for it (each pool needs the engine's KV-transfer connector).\n");
            return;
        }
}

// What the marks mean, and the exchange rate the costs were converted at.
void printFootnotes(const Recommendation &r, const Scenario &s)
{
    for (const Candidate &c : r.candidates)
        if (!c.calibrated) {
            std::printf("* no measured run calibrates this GPU family: its speed, time and cost are datasheet-based.\n");
            break;
        }
    for (const Candidate &c : r.candidates)
        if (c.fit == IntervalFit::Tight) {
            std::printf("tight: fits by the estimate, but the high end of its %.0f %% memory interval exceeds the usable "
                        "memory (about 1 in 10 comparable measured runs needed more).\n",
                        c.interval.coverage * 100.0);
            break;
        }
    if (s.prices.currency != "USD")
        if (const std::optional<double> rate = s.prices.rates.rate(s.prices.currency))
            std::printf("1 USD = %.4g %s (exchange rate of %s).\n", *rate, s.prices.currency.c_str(),
                        s.prices.rates.date.empty() ? "unknown date" : s.prices.rates.date.c_str());
}

// The deployment column of `recommend --disaggregate`: "2P(TP2)+3D(TP4)" for a split one,
// "colocated" for replicas that prefill and decode.
std::string deploymentText(const Candidate &c)
{
    const std::string split = splitText(*c.estimate.serving);
    return split.empty() ? std::string("colocated") : split;
}

// Serving configurations: GPUs, tensor, pipeline and expert parallel and replicas, what one replica holds, and the
// figures at the load; under the table each one's launch command. `disaggregate`: a column names
// each deployment (a split one's tp, replicas and max conc are its decode workers').
void printServingCandidates(const Recommendation &r, const Scenario &s, const GpuCatalog &catalog, bool disaggregate)
{
    const LatencyStat stat = s.serving.targetStat;
    const std::string statName(toString(stat));
    const std::string ttft = "TTFT " + statName, tpot = "TPOT " + statName;
    std::printf("%-3s %-15s %5s %3s %3s %3s %8s %8s %-5s %12s %9s %9s %10s %12s %-22s %12s  %s\n", "#", "gpu", "count",
                "tp", "pp", "ep", "replicas", "max conc", "fit", "out tok/s", ttft.c_str(), tpot.c_str(), "per 1M out", "month rent",
                "buy", "purchase", disaggregate ? "deployment       reasons" : "reasons");
    int rank = 1;
    for (const Candidate &c : r.candidates) {
        const ServingEstimate &v = *c.estimate.serving;
        std::printf("%-3d %-15s %5d %3d %3d %3d %8d %8d %-5s %12.0f %9.1f %9.1f %10.2f %12.0f %-22s %12.0f  ", rank++,
                    gpuText(c).c_str(), c.scenario.parallel.gpus, c.scenario.parallel.tp, c.scenario.parallel.pp,
                    c.scenario.parallel.ep, v.replicas,
                    v.maxConcurrency, std::string(toString(c.fit)).c_str(), v.outputTokensPerSecond, v.ttftMs.at(stat),
                    v.tpotMs.at(stat), v.costPerMillionOutputTokens, v.monthlyRent, unitsText(c).c_str(),
                    c.bom.purchaseTotal);
        if (disaggregate)
            std::printf("%-16s ", deploymentText(c).c_str());
        std::printf("%s\n", join(c.reasons).c_str());
    }
    std::printf("\n%zu configurations shown; latencies in ms at %s (TPOT per request, over requests); costs in %s.\n",
                r.candidates.size(), statName.c_str(), s.prices.currency.c_str());
    rank = 1;
    for (const Candidate &c : r.candidates) {
        char indent[16];   // (not "#" + std::to_string(): GCC 12's -Wrestrict false positive)
        std::snprintf(indent, sizeof indent, "#%d ", rank++);
        printLaunchCommand(c.scenario, *catalog.find(c.scenario.gpuId), *c.estimate.serving, indent);
    }
    if (disaggregate)
        printSplitFootnote(r);
    printServingDeclines(r, s);
    printFootnotes(r, s);
}

void printCandidates(const Recommendation &r, const Scenario &s, const GpuCatalog &catalog, bool disaggregate)
{
    if (s.method == Method::Inference) {
        printServingCandidates(r, s, catalog, disaggregate);
        return;
    }
    std::printf("%-3s %-15s %5s %-18s %-9s %8s %15s %-5s %9s %9s %6s %10s %10s %-22s %12s  %-28s %s\n", "#", "gpu",
                "count", "strategy", "ckpt", "mb x ga", "memory GiB", "fit", "hours", "tok/s/gpu", "mfu", "rent", "own", "buy",
                "purchase", "limits", "reasons");
    int rank = 1;
    for (const Candidate &c : r.candidates) {
        const Estimate &e = c.estimate;
        char batch[32];
        std::snprintf(batch, sizeof batch, "%dx%d", c.scenario.microBatch, c.scenario.gradAccum);
        char memory[32];
        std::snprintf(memory, sizeof memory, "%.1f/%.1f", e.requiredBytes / kGiB, e.capacityBytes / kGiB);
        std::printf("%-3d %-15s %5d %-18s %-9s %8s %15s %-5s %9.2f %9.0f %5.0f%% %10.0f %10.0f %-22s %12.0f  %-28s %s\n",
                    rank++, gpuText(c).c_str(), c.scenario.parallel.gpus, std::string(toString(c.strategy)).c_str(),
                    std::string(toString(c.scenario.checkpointing)).c_str(), batch, memory,
                    std::string(toString(c.fit)).c_str(),
                    e.time.wallSeconds / 3600.0, e.time.tokensPerSecondPerGpu, e.time.mfu * 100.0, e.cost.rentTotal,
                    e.cost.ownTotal, unitsText(c).c_str(), c.bom.purchaseTotal, limitsText(c.limits).c_str(),
                    join(c.reasons).c_str());
    }
    std::printf("\n%zu configurations shown (%zu memory estimates); costs in %s.\n", r.candidates.size(), r.evaluated,
                s.prices.currency.c_str());
    printFootnotes(r, s);
}

// Serving suggestions: the deployment each change gives and its figures at the targets' statistic.
void printServingSuggestions(const std::vector<FitSuggestion> &list, const Scenario &s)
{
    const LatencyStat stat = s.serving.targetStat;
    std::printf("\nThe deployment on %d x %s does not serve the load within its targets. What makes it serve "
                "(latencies at %s):\n", s.parallel.gpus, s.gpuId.c_str(), std::string(toString(stat)).c_str());
    for (const FitSuggestion &f : list) {
        const ServingEstimate &v = *f.estimate.serving;
        std::printf("  %-24s %4d x %-15s tp %-3d weights %-5s kv %-5s in %-7d TTFT %8.1f ms  TPOT %7.1f ms\n",
                    std::string(toString(f.changes.front())).c_str(), f.scenario.parallel.gpus,
                    f.scenario.gpuId.c_str(), f.scenario.parallel.tp,
                    std::string(toString(f.scenario.weightDtype)).c_str(),
                    std::string(toString(f.scenario.serving.kvDtype)).c_str(), f.scenario.serving.inputLen,
                    v.ttftMs.at(stat), v.tpotMs.at(stat));
    }
    if (list.empty())
        std::printf("  no single serving change in the catalog makes it serve\n");
}

void printSuggestions(const std::vector<FitSuggestion> &list, const Scenario &s)
{
    if (s.method == Method::Inference) {
        printServingSuggestions(list, s);
        return;
    }
    std::printf("\nThe scenario does not fit %d x %s. What makes it fit:\n", s.parallel.gpus, s.gpuId.c_str());
    for (const FitSuggestion &f : list) {
        std::string changes;
        for (FitChange c : f.changes)
            changes += (changes.empty() ? "" : " + ") + std::string(toString(c));
        std::printf("  %-40s %3d x %-15s seq %-6d mb %-3d ga %-4d ckpt %-9s %7.1f GiB of %6.1f  %8.2f h\n",
                    changes.c_str(), f.scenario.parallel.gpus, f.scenario.gpuId.c_str(), f.scenario.seqLen,
                    f.scenario.microBatch, f.scenario.gradAccum,
                    std::string(toString(f.scenario.checkpointing)).c_str(), f.estimate.requiredBytes / kGiB,
                    f.estimate.capacityBytes / kGiB, f.estimate.time.wallSeconds / 3600.0);
    }
    if (list.empty())
        std::printf("  nothing in the catalog makes it fit\n");
}

} // namespace

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
        {QStringLiteral("rank"), q(toString(a.recommendation.rankBy))},
        {QStringLiteral("currency"), q(a.scenario.prices.currency)},
        {QStringLiteral("safety_margin"), a.fitPolicy.safetyMargin},
        {QStringLiteral("verdict"), q(toString(a.verdict()))},
        {QStringLiteral("memory_estimates"), double(a.recommendation.evaluated)},
        {QStringLiteral("candidates"), candidates},
        {QStringLiteral("what_makes_it_fit"), fixes},
        // A serving question nothing serves: why not on the scenario's GPU (null otherwise).
        {QStringLiteral("serving_block"), a.recommendation.candidates.empty()
                                              ? servingBlockToJson(a.scenario, a.gpu, catalog) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("declined"), servingDeclinesToJson(a.recommendation)},
        // No candidates because a filter left no GPU type to try: which one (null otherwise).
        {QStringLiteral("emptied_by"), a.recommendation.emptiedBy ? QJsonValue(q(toString(*a.recommendation.emptiedBy)))
                                                                  : QJsonValue(QJsonValue::Null)},
    };
    if (pareto && a.scenario.method == Method::Inference) {
        // Latencies at the targets' statistic (the mean without targets), as `estimate` prints
        // them by statistic.
        root.insert(QStringLiteral("pareto"), servingParetoToJson(pareto->serving, a.scenario, scenarioArgs));
        root.insert(QStringLiteral("pareto_statistic"), q(toString(servingParetoStatistic(a.scenario))));
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
