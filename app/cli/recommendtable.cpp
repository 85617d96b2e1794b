#include "recommendtable.h"

#include "disaggregationoutput.h"
#include "launchcommandoutput.h"
#include "servingblockoutput.h"

#include "model/units.h"

#include <cstdio>
#include <optional>
#include <string>

namespace gpusizer::cli {

using namespace gpusizer::core;

namespace {

using core::units::kGiB;

// Comma-separated names of reasons or limiters, as the table's last columns print them.
template <typename Name>
std::string joinNames(const std::vector<Name> &items)
{
    std::string out;
    for (Name item : items) {
        if (!out.empty())
            out += ',';
        out += toString(item);
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
        std::printf("%s\n", joinNames(c.reasons).c_str());
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

} // namespace

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
                    e.cost.ownTotal, unitsText(c).c_str(), c.bom.purchaseTotal, joinNames(c.limits).c_str(),
                    joinNames(c.reasons).c_str());
    }
    std::printf("\n%zu configurations shown (%zu memory estimates); costs in %s.\n", r.candidates.size(), r.evaluated,
                s.prices.currency.c_str());
    printFootnotes(r, s);
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

} // namespace gpusizer::cli
