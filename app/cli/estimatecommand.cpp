#include "estimatecommand.h"
#include "estimate/estimator.h"
#include "estimate/time/costmodel.h"
#include "model/units.h"

#include "disaggregationoutput.h"
#include "documentargs.h"
#include "estimatejson.h"
#include "exitcodes.h"
#include "guardrailoutput.h"
#include "launchcommandoutput.h"
#include "provenanceoutput.h"
#include "scenarioargs.h"
#include "sensitivityoutput.h"
#include "speculativeoutput.h"

#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"

#include <cmath>
#include <cstdio>

#include <QJsonDocument>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

using core::units::kGiB;

const char *componentLabel(MemoryComponent c)
{
    switch (c) {
    case MemoryComponent::Weights: return "weights";
    case MemoryComponent::Adapters: return "LoRA adapters";
    case MemoryComponent::MasterWeights: return "fp32 master weights";
    case MemoryComponent::Gradients: return "gradients";
    case MemoryComponent::OptimizerState: return "optimizer state";
    case MemoryComponent::Activations: return "activations";
    case MemoryComponent::Logits: return "logits and loss";
    case MemoryComponent::KvCache: return "KV cache";
    case MemoryComponent::Buffers: return "temporary buffers";
    case MemoryComponent::CudaContext: return "CUDA context";
    case MemoryComponent::AllocatorReserve: return "allocator reserve";
    case MemoryComponent::Count: break;
    }
    return "?";
}

void printServing(const Scenario &s, const GpuSpec &gpu, const ServingEstimate &v)
{
    const ServingSettings &load = s.serving;
    std::printf("\nServing   %s, %d in / %d out tokens, %s\n", std::string(toString(load.engine)).c_str(), load.inputLen,
                load.outputLen, std::string(toString(load.load)).c_str());
    if (!v.fits) {
        std::printf("          the weights do not fit %d GPU(s) of a replica: raise --tp\n", v.gpusPerReplica);
        return;
    }
    std::printf("  %-30s %10.2f GiB per GPU, %.0f tokens, %d sequences of %d tokens\n", "KV pool", v.kvPoolBytes / kGiB,
                v.kvTokens, v.maxConcurrency, load.inputLen + load.outputLen);
    if (v.disaggregated)
        printDisaggregation(s, v);
    else
        std::printf("  %-30s %10d x %d GPU(s) = %d GPUs\n", "replicas", v.replicas, v.gpusPerReplica, v.gpus);
    std::printf("  %-30s %10.0f output tokens/s, %.2f requests/s, %.1f in flight per replica\n", "throughput",
                v.outputTokensPerSecond, v.requestsPerSecond, v.concurrency);
    std::printf("  %-30s %10.1f ms mean, %.1f p50, %.1f p90, %.1f p99\n", "time to first token", v.ttftMs.mean,
                v.ttftMs.median, v.ttftMs.p90, v.ttftMs.p99);
    std::printf("  %-30s %10.1f ms mean, %.1f p50, %.1f p90, %.1f p99 (over requests)\n", "time per output token",
                v.tpotMs.mean, v.tpotMs.median, v.tpotMs.p90, v.tpotMs.p99);
    std::printf("  %-30s %10.1f ms mean, %.1f p50, %.1f p90, %.1f p99 (single gaps)\n", "inter-token latency",
                v.itlMs.mean, v.itlMs.median, v.itlMs.p90, v.itlMs.p99);
    printSpeculative(s, v);
    std::printf("  %-30s %10s\n", "binding limit", std::string(toString(v.bindingLimit)).c_str());
    if (v.disaggregated && (load.ttftTargetMs || load.tpotTargetMs))
        std::printf("  %-30s %10s at %s (TTFT %.1f ms, TPOT %.1f ms)\n", "targets", v.meetsTargets ? "met" : "NOT MET",
                    std::string(toString(load.targetStat)).c_str(), v.ttftMs.at(load.targetStat),
                    v.tpotMs.at(load.targetStat));
    else if (load.ttftTargetMs || load.tpotTargetMs)
        std::printf("  %-30s %10s at %s (TTFT %.1f ms, TPOT %.1f ms); %d replica(s) meet them\n", "targets",
                    v.meetsTargets ? "met" : "NOT MET", std::string(toString(load.targetStat)).c_str(),
                    v.ttftMs.at(load.targetStat), v.tpotMs.at(load.targetStat), v.replicasForTargets);
    std::printf("  %-30s %10.2f %s per 1M output tokens, %.2f per 1M input, %.0f per month\n", "cost",
                v.costPerMillionOutputTokens, s.prices.currency.c_str(), v.costPerMillionInputTokens, v.monthlyRent);
    printLaunchCommand(s, gpu, v, "  ");
}

// The total cost of owning the configuration over the scenario's years, term by term, against
// renting the same GPUs the same hours.
void printTco(const Scenario &s, const Estimate &e)
{
    const TcoEstimate &t = e.cost.tco;
    const char *cur = s.prices.currency.c_str();
    std::printf("\nOwning %d GPU(s) for %.1f years at %.0f h/year                %14s\n", t.gpus, t.years,
                t.usageHoursPerYear, cur);
    std::printf("  %-58s %14.0f\n", "purchase", t.purchase);
    std::printf("  %-58s %14.0f\n", "less residual value", -t.residual);
    std::printf("  %-58s %14.0f\n", "financing", t.financing);
    std::printf("  energy (%9.0f kWh/year)%-33s %14.0f\n", t.energyKwhPerYear, "", t.energy);
    std::printf("  %-58s %14.0f\n", "hosting", t.hosting);
    std::printf("  %-58s %14.0f\n", "support", t.support);
    std::printf("  %-58s %14.0f\n", "software licences", t.licences);
    std::printf("  %-58s %14.0f\n", "total cost of ownership", t.total);
    std::printf("  %-58s %14.0f\n", "per year", t.perYear);
    std::printf("  %-58s %14.2f\n", "per GPU-hour", t.perGpuHour);
    if (e.serving)
        std::printf("  %-58s %14.2f\n", "per million output tokens", ownCostPerMillionOutputTokens(e.cost, *e.serving));
    std::printf("  %-58s %14.0f\n", "renting the same hours", t.rentTotal);
    if (std::isfinite(t.paybackMonths))
        std::printf("  %-58s %14.1f\n", "months the purchase pays for itself in", t.paybackMonths);
    else
        std::printf("  renting costs no more than running owned systems: the purchase never pays for itself\n");
}

void printHuman(const Analysis &a)
{
    const Scenario &s = a.scenario;
    const GpuSpec &gpu = a.gpu;
    const Estimate &e = a.estimate;
    const std::string name = s.model.displayName.empty() ? s.model.id : s.model.displayName;
    std::printf("Model      %s: %.2f B parameters (%.2f B active, %.1f M trainable)\n", name.c_str(),
                e.totalParams / 1e9, e.activeParams / 1e9, e.trainableParams / 1e6);
    std::printf("Method     %s, weights %s, compute %s, optimizer %s\n", std::string(toString(s.method)).c_str(),
                std::string(toString(s.weightDtype)).c_str(), std::string(toString(s.computeDtype)).c_str(),
                std::string(toString(s.optimizer)).c_str());
    std::printf("Batch      seq %d x micro-batch %d x accumulation %d, checkpointing %s, attention %s\n", s.seqLen,
                s.microBatch, s.gradAccum, std::string(toString(s.checkpointing)).c_str(),
                std::string(toString(s.attention)).c_str());
    if (isTraining(s.method))
        std::printf("Framework  %s (defaults of %s), compiled %s, loss %s, activation offload %s\n",
                    std::string(toString(s.framework)).c_str(),
                    std::string(frameworkProfile(s.framework).version).c_str(), s.compiled ? "yes" : "no",
                    s.chunkedCrossEntropy ? "chunked" : "full logits", s.offloadActivations ? "yes" : "no");
    std::printf("Cluster    %d x %s, sharding %s, tp %d, pp %d, cp %d, offload %s\n\n", s.parallel.gpus,
                gpu.name.c_str(), std::string(toString(s.parallel.sharding)).c_str(), s.parallel.tp, s.parallel.pp,
                s.parallel.cp, std::string(toString(s.parallel.offload)).c_str());

    // Serving: what the engine holds, its KV pool reserved up front (as the window shows it).
    const MemoryBreakdown held = memoryHeld(e, gpu);
    std::printf("%-32s %10s\n", a.serving() ? "Memory per GPU (engine)" : "Memory per GPU", "GiB");
    for (std::size_t i = 0; i < kMemoryComponentCount; ++i) {
        const auto c = static_cast<MemoryComponent>(i);
        std::printf("  %-30s %10.2f\n", componentLabel(c), held[c] / kGiB);
    }
    std::printf("  %-30s %10.2f\n", "allocated (torch peak)", held.allocatedBytes() / kGiB);
    std::printf("  %-30s %10.2f\n", "reserved (torch)", held.reservedBytes() / kGiB);
    std::printf("  %-30s %10.2f\n", "device used (nvidia-smi)", held.deviceUsedBytes() / kGiB);
    std::printf("  %-30s %10.2f\n", "usable capacity", e.capacityBytes / kGiB);
    const char *verdict = e.verdict == FitVerdict::Fits    ? "fits"
                          : e.verdict == FitVerdict::Tight ? "TIGHT (inside the safety margin)"
                                                           : "DOES NOT FIT";
    std::printf("  %-30s %10.2f  %s\n", "headroom", headroomHeld(e, gpu) / kGiB, verdict);
    if (e.memory.hostBytes > 0)
        std::printf("  %-30s %10.2f\n", "host RAM for offload", e.memory.hostBytes / kGiB);
    std::printf("  %-30s %10d\n", "longest sequence that fits", a.maxFittingSeqLen);
    std::printf("\n%-32s %10s\n", "Other methods, memory per GPU", "GiB");
    for (const MethodVariant &v : a.methods)
        if (v.method != s.method)
            std::printf("  %-30s %10.2f  %s\n", std::string(toString(v.method)).c_str(), v.requiredBytes() / kGiB,
                        std::string(toString(v.estimate.verdict)).c_str());

    if (e.serving)
        printServing(s, gpu, *e.serving);
    const TimeEstimate &t = e.time;
    if (t.tokensPerSecondPerGpu > 0 && !e.serving) {
        std::printf("\nThroughput %.0f tokens/s per GPU, %.0f tokens/s in all (assumed MFU %.0f %%)\n",
                    t.tokensPerSecondPerGpu, t.tokensPerSecondCluster, t.mfu * 100.0);
        if (s.method == Method::Inference)
            std::printf("Decode     %.1f tokens/s per stream, %.0f tokens/s aggregate\n",
                        t.decodeTokensPerSecondPerStream, t.decodeTokensPerSecondAggregate);
        else
            std::printf("Time       %.1f h wall clock, %.1f GPU-hours, %.0f steps\n", t.wallSeconds / 3600.0,
                        t.gpuHours, t.totalSteps);
        const CostEstimate &c = e.cost;
        std::printf("Cost       %.0f %s rent (%.2f per GPU-hour), %.0f %s own (%.2f per GPU-hour at %.0f h/year)\n",
                    c.rentTotal, s.prices.currency.c_str(), c.rentPerGpuHour, c.ownTotal, s.prices.currency.c_str(),
                    c.ownPerGpuHour, c.usageHoursPerYear);
        std::printf("           owned on %s: %.0f %s and %.2f kW per GPU; ",
                    c.ownQuotedOn.empty() ? "the GPU alone (no system listed)" : c.ownQuotedOn.c_str(),
                    c.ownPurchasePerGpu, s.prices.currency.c_str(), c.ownPowerKwPerGpu);
        if (!std::isfinite(c.breakEvenHoursPerYear))  // a rent of 0, or below the energy: never
            std::printf("no break-even: renting costs no more than running owned GPUs, at any usage\n");
        else if (breaksEvenWithinAYear(c))
            std::printf("owning pays off above %.0f h/year\n", c.breakEvenHoursPerYear);
        else
            std::printf("owning does not pay off within the 8,760 hours of a year\n");
    }
    printProvenance(a.interval.provenance);
    printGuardRailWarnings(a.guardRails);
    printTco(s, e);
}

} // namespace

int runEstimateCommand(QStringList args)
{
    Scenario scenario = defaultScenario();
    GpuCatalog catalog = GpuCatalog::builtIn();
    std::string scenarioFile;
    if (auto error = parseScenarioArgs(args, scenario, catalog, &scenarioFile)) {
        std::fprintf(stderr, "gpu-sizer-cli estimate: %s\n", error->message.c_str());
        return error->exitCode;
    }
    const bool json = args.removeAll(QStringLiteral("--json")) > 0;
    const bool withSensitivity = args.removeAll(QStringLiteral("--sensitivity")) > 0;
    bool missingFigure = false;
    const std::optional<QString> figureName = takeFlagValue(args, QStringLiteral("--figure"), &missingFigure);
    const std::optional<SensitivityFigure> figure =
        figureName ? parseSensitivityFigure(figureName->toStdString()) : std::nullopt;
    if (missingFigure || (figureName && !figure)) {
        std::fprintf(stderr, "gpu-sizer-cli estimate: --figure: expected hours | cost | gpus | tpot\n");
        return kExitUsage;
    }
    if (!args.isEmpty()) {
        std::fprintf(stderr, "gpu-sizer-cli estimate: unknown argument '%s' (see --help)\n",
                     args.first().toLocal8Bit().constData());
        return 2;
    }
    AnalysisOptions options;
    options.withRecommendations = false;
    const Analysis analysis = analyse(scenario, catalog, options);
    if (!analysis.valid) {
        std::fprintf(stderr, "gpu-sizer-cli estimate: %s\n", describeScenarioError(analysis.error, scenarioFile).c_str());
        return 1;
    }
    // What moves the answer (--sensitivity): the figure of --figure, else the headline's.
    std::optional<Sensitivity> swings;
    if (withSensitivity || figure)
        swings = sensitivity(scenario, catalog, figure.value_or(defaultSensitivityFigure(scenario)));
    if (json) {
        QJsonObject out = analysisToJson(analysis);
        if (swings)
            out.insert(QStringLiteral("sensitivity"), sensitivityJson(*swings));
        const QByteArray text = QJsonDocument(out).toJson(QJsonDocument::Indented);
        std::fwrite(text.constData(), 1, static_cast<std::size_t>(text.size()), stdout);
    } else {
        printHuman(analysis);
        if (swings)
            printSensitivity(*swings);
    }
    return analysis.verdict() == FitVerdict::DoesNotFit ? kExitDoesNotFit : 0;
}

} // namespace gpusizer::cli
