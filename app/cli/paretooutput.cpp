#include "paretooutput.h"
#include "util/qstringfromutf8.h"

#include "paretoargs.h"

#include <cstdio>
#include <string>

#include <QJsonObject>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

QJsonArray argsToJson(const QStringList &args)
{
    QJsonArray out;
    for (const QString &arg : args)
        out.append(arg);
    return out;
}

} // namespace

QJsonArray servingParetoToJson(const ServingPareto &pareto, const Scenario &base, const QStringList &scenarioArgs)
{
    QJsonArray out;
    for (const ServingParetoPoint &p : pareto.points) {
        const Scenario &s = p.scenario;
        out.append(QJsonObject{
            {QStringLiteral("tokens_per_s_per_gpu"), p.tokensPerSecondPerGpu},
            {QStringLiteral("tokens_per_s_per_user"), p.tokensPerSecondPerUser},
            {QStringLiteral("cost_per_million_tokens"), p.costPerMillionOutputTokens},
            {QStringLiteral("ttft_ms"), p.ttftMs},
            {QStringLiteral("tpot_ms"), p.tpotMs},
            {QStringLiteral("gpu"), toQString(s.gpuId)},
            {QStringLiteral("gpus"), s.parallel.gpus},
            {QStringLiteral("tp"), s.parallel.tp},
            {QStringLiteral("pp"), s.parallel.pp},
            {QStringLiteral("ep"), s.parallel.ep},
            {QStringLiteral("replicas"), s.serving.replicas},
            {QStringLiteral("concurrency_per_replica"), p.concurrencyPerReplica},
            {QStringLiteral("weight_dtype"), toQString(toString(s.weightDtype))},
            {QStringLiteral("engine"), toQString(toString(s.serving.engine))},
            {QStringLiteral("meets_targets"), p.meetsTargets},
            {QStringLiteral("dominated"), p.dominated},
            {QStringLiteral("cost_dominated"), p.costDominated},
            {QStringLiteral("estimate_args"), argsToJson(reproducingArgs(scenarioArgs, base, s))},
        });
    }
    return out;
}

QJsonArray trainingParetoToJson(const TrainingPareto &pareto, const Scenario &base, const QStringList &scenarioArgs)
{
    QJsonArray out;
    for (const TrainingParetoPoint &p : pareto.points) {
        const Scenario &s = p.scenario;
        out.append(QJsonObject{
            {QStringLiteral("cost"), p.cost},
            {QStringLiteral("currency"), toQString(s.prices.currency)},
            {QStringLiteral("hours"), p.hours},
            {QStringLiteral("gpu"), toQString(s.gpuId)},
            {QStringLiteral("gpus"), s.parallel.gpus},
            {QStringLiteral("strategy"), toQString(toString(p.strategy))},
            {QStringLiteral("recommendable"), p.recommendable},
            {QStringLiteral("calibrated"), p.calibrated},
            {QStringLiteral("dominated"), p.dominated},
            {QStringLiteral("estimate_args"), argsToJson(reproducingArgs(scenarioArgs, base, s))},
        });
    }
    return out;
}

void printServingPareto(const ServingPareto &pareto, const Scenario &base)
{
    const std::string stat(toString(servingParetoStatistic(base)));
    std::printf("\nPareto front: output tokens/s per GPU against tokens/s per user (1000 / TPOT %s)\n", stat.c_str());
    std::printf("%-15s %5s %3s %3s %3s %8s %9s %-6s %-12s %10s %11s %10s %9s %9s  %s\n", "gpu", "count", "tp", "pp", "ep",
                "replicas", "conc/repl", "weight", "engine", "tok/s/gpu", "tok/s/user", "per 1M out", "TTFT ms", "TPOT ms",
                "targets");
    for (const ServingParetoPoint &p : pareto.points) {
        if (p.dominated)
            continue;
        const Scenario &s = p.scenario;
        std::printf("%-15s %5d %3d %3d %3d %8d %9.1f %-6s %-12s %10.1f %11.1f %10.2f %9.1f %9.1f  %s\n", s.gpuId.c_str(),
                    s.parallel.gpus, s.parallel.tp, s.parallel.pp, s.parallel.ep, s.serving.replicas,
                    p.concurrencyPerReplica, std::string(toString(s.weightDtype)).c_str(),
                    std::string(toString(s.serving.engine)).c_str(), p.tokensPerSecondPerGpu, p.tokensPerSecondPerUser,
                    p.costPerMillionOutputTokens, p.ttftMs, p.tpotMs, p.meetsTargets ? "met" : "missed");
    }
    std::printf("%zu of %zu configurations on the front, %zu dominated (not shown); costs in %s.\n",
                pareto.points.size() - pareto.dominatedCount(), pareto.points.size(), pareto.dominatedCount(),
                base.prices.currency.c_str());
}

void printTrainingPareto(const TrainingPareto &pareto, const Scenario &base)
{
    std::printf("\nPareto front: rent total against wall-clock hours\n");
    std::printf("%-15s %5s %-18s %10s %12s\n", "gpu", "count", "strategy", "hours", "rent");
    for (const TrainingParetoPoint &p : pareto.points) {
        if (p.dominated)
            continue;
        const std::string gpu = p.scenario.gpuId + (p.calibrated ? "" : "*");
        std::printf("%-15s %5d %-18s %10.2f %12.0f\n", gpu.c_str(), p.scenario.parallel.gpus,
                    std::string(toString(p.strategy)).c_str(), p.hours, p.cost);
    }
    std::printf("%zu of %zu configurations on the front, %zu dominated (not shown); costs in %s.\n",
                pareto.points.size() - pareto.dominatedCount(), pareto.points.size(), pareto.dominatedCount(),
                base.prices.currency.c_str());
}

} // namespace gpusizer::cli
