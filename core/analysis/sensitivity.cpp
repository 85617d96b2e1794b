#include "analysis/sensitivity.h"

#include "analysis/analysis.h"
#include "analysis/gpusneeded.h"
#include "estimate/time/costmodel.h"
#include "model/units.h"
#include "util/result.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace gpusizer::core {

namespace {

constexpr std::array<std::pair<SensitivityFigure, std::string_view>, 4> kFigureNames{{
    {SensitivityFigure::Hours, "hours"},
    {SensitivityFigure::Cost, "cost"},
    {SensitivityFigure::Gpus, "gpus"},
    {SensitivityFigure::Tpot, "tpot"},
}};

bool owns(const Scenario &s) { return s.requirements.ownership == Ownership::Own; }

// The figure of an analysis; nullopt where it does not apply.
std::optional<double> figureOf(const Analysis &a, SensitivityFigure figure)
{
    if (!a.valid)
        return std::nullopt;
    const Estimate &e = a.estimate;
    if (!e.serving) {
        if (e.time.wallSeconds <= 0)
            return std::nullopt;
        switch (figure) {
        case SensitivityFigure::Hours: return e.time.wallSeconds / units::kSecondsPerHour;
        case SensitivityFigure::Cost: return owns(a.scenario) ? e.cost.ownTotal : e.cost.rentTotal;
        default: return std::nullopt;
        }
    }
    const ServingEstimate &v = *e.serving;
    if (!v.fits)
        return std::nullopt;
    switch (figure) {
    case SensitivityFigure::Cost:
        return owns(a.scenario) ? ownCostPerMillionOutputTokens(e.cost, v) : v.costPerMillionOutputTokens;
    case SensitivityFigure::Gpus:
        if (!a.scenario.serving.ttftTargetMs && !a.scenario.serving.tpotTargetMs)
            return double(v.gpus);
        if (const int gpus = gpusForTargets(v); gpus > 0)
            return double(gpus);
        return std::nullopt;
    case SensitivityFigure::Tpot: return v.tpotMs.at(a.scenario.serving.targetStat);
    case SensitivityFigure::Hours:
        return a.scenario.serving.load == LoadKind::Offline ? std::optional(v.offlineJobSeconds / units::kSecondsPerHour)
                                                            : std::nullopt;
    }
    return std::nullopt;
}

std::string times(double factor) { return formatNumber(factor) + " x"; }

// The assumptions that change the scenario: a name, and the low and the high scenario with how
// each is written; an empty name where one does not apply.
struct Perturbation {
    std::string name;
    std::function<void(Scenario &)> low;
    std::function<void(Scenario &)> high;
    std::string lowInput;
    std::string highInput;
};

std::vector<Perturbation> perturbations(const Analysis &a)
{
    const Scenario &s = a.scenario;
    const bool serving = a.estimate.serving.has_value();
    std::vector<Perturbation> out;
    const auto scale = [](auto member, double factor, int least) {
        return [member, factor, least](Scenario &x) {
            auto &field = member(x);
            using T = std::remove_reference_t<decltype(field)>;
            field = std::max(T(least), T(std::round(double(field) * factor)));
        };
    };
    if (serving) {
        out.push_back({"latency_statistic", [](Scenario &x) { x.serving.targetStat = LatencyStat::Median; },
                       [](Scenario &x) { x.serving.targetStat = LatencyStat::P99; }, "p50", "p99"});
        if (s.serving.load == LoadKind::Concurrency)
            out.push_back({"load", scale([](Scenario &x) -> int & { return x.serving.concurrency; }, 0.5, 1),
                           scale([](Scenario &x) -> int & { return x.serving.concurrency; }, 2.0, 1), times(0.5),
                           times(2)});
        else if (s.serving.load == LoadKind::RequestRate)
            out.push_back({"load", [](Scenario &x) { x.serving.requestsPerSecond *= 0.5; },
                           [](Scenario &x) { x.serving.requestsPerSecond *= 2.0; }, times(0.5), times(2)});
        out.push_back({"output_length", scale([](Scenario &x) -> int & { return x.serving.outputLen; }, 0.5, 1),
                       scale([](Scenario &x) -> int & { return x.serving.outputLen; }, 2.0, 1), times(0.5), times(2)});
        out.push_back({"input_length", scale([](Scenario &x) -> int & { return x.serving.inputLen; }, 0.5, 1),
                       scale([](Scenario &x) -> int & { return x.serving.inputLen; }, 2.0, 1), times(0.5), times(2)});
    } else {
        out.push_back({"sequence_length", scale([](Scenario &x) -> int & { return x.seqLen; }, 0.5, 1),
                       scale([](Scenario &x) -> int & { return x.seqLen; }, 2.0, 1), times(0.5), times(2)});
        out.push_back({"dataset", [](Scenario &x) { x.workload.datasetTokens *= 0.5; },
                       [](Scenario &x) { x.workload.datasetTokens *= 2.0; }, times(0.5), times(2)});
    }
    // The rent: ±20 % of what the GPU is priced at, pinned for it.
    const double rent = a.estimate.cost.rentPerGpuHour;
    const std::string gpu = s.gpuId;
    if (rent > 0)
        out.push_back({"rent", [=](Scenario &x) { x.prices.pinned[gpu].rentPerGpuHour = rent * 0.8; },
                       [=](Scenario &x) { x.prices.pinned[gpu].rentPerGpuHour = rent * 1.2; }, times(0.8), times(1.2)});
    const double usage = usageHoursPerYear(s);
    out.push_back({"usage_hours_per_year", [=](Scenario &x) { x.prices.usageHoursPerYear = std::max(1.0, usage * 0.5); },
                   [=](Scenario &x) { x.prices.usageHoursPerYear = std::min(8760.0, usage * 2.0); },
                   formatNumber(std::max(1.0, usage * 0.5)), formatNumber(std::min(8760.0, usage * 2.0))});
    out.push_back({"utilisation", [](Scenario &x) { x.prices.utilisation = 0.5; },
                   [](Scenario &x) { x.prices.utilisation = 1.0; }, "0.5", "1"});
    out.push_back({"pue", [](Scenario &x) { x.prices.pue = 1.1; }, [](Scenario &x) { x.prices.pue = 1.6; }, "1.1", "1.6"});
    out.push_back({"power_price", [](Scenario &x) { x.prices.powerPricePerKwh *= 0.5; },
                   [](Scenario &x) { x.prices.powerPricePerKwh *= 2.0; }, times(0.5), times(2)});
    out.push_back({"lifetime_years", [](Scenario &x) { x.prices.lifetimeYears = 3; },
                   [](Scenario &x) { x.prices.lifetimeYears = 6; }, "3", "6"});
    return out;
}

// The throughput band of measured runs: a time-driven figure at the band's slow and fast ends
// (the tokens/s band for training, the output tokens/s band for a serving cost, the TPOT band).
std::optional<SensitivityItem> efficiencyItem(const Analysis &a, SensitivityFigure figure, double base)
{
    // The low figure (fewer hours, less cost, a shorter TPOT) is the band's fast end.
    SensitivityItem item{"efficiency", base, base, base, "fast end", "slow end"};
    if (!a.estimate.serving) {
        const double tps = a.estimate.time.tokensPerSecondPerGpu;
        const auto &band = a.interval.tokensPerSecondPerGpu;
        if (tps <= 0 || band[0] <= 0 || band[1] <= 0 || (figure == SensitivityFigure::Cost && owns(a.scenario)))
            return std::nullopt;  // owning: the hours change the energy only; left out rather than guessed
        item.high = base * tps / band[0];
        item.low = base * tps / band[1];
        return item;
    }
    if (!a.interval.serving)
        return std::nullopt;
    const ServingEstimate &v = *a.estimate.serving;
    const ServingInterval &band = *a.interval.serving;
    if (figure == SensitivityFigure::Tpot) {
        const double tpot = v.tpotMs.at(a.scenario.serving.targetStat);
        if (tpot <= 0 || band.tpotMs[0] <= 0)
            return std::nullopt;
        item.low = base * band.tpotMs[0] / tpot;
        item.high = base * band.tpotMs[1] / tpot;
        return item;
    }
    if (figure == SensitivityFigure::Cost && !owns(a.scenario) && v.outputTokensPerSecond > 0
        && band.outputTokensPerSecond[0] > 0) {
        item.high = base * v.outputTokensPerSecond / band.outputTokensPerSecond[0];
        item.low = base * v.outputTokensPerSecond / band.outputTokensPerSecond[1];
        return item;
    }
    return std::nullopt;
}

} // namespace

std::string_view toString(SensitivityFigure figure)
{
    for (const auto &[f, name] : kFigureNames)
        if (f == figure)
            return name;
    return "cost";
}

std::optional<SensitivityFigure> parseSensitivityFigure(std::string_view text)
{
    for (const auto &[f, name] : kFigureNames)
        if (name == text)
            return f;
    return std::nullopt;
}

SensitivityFigure defaultSensitivityFigure(const Scenario &s)
{
    if (s.method == Method::Inference && (s.serving.ttftTargetMs || s.serving.tpotTargetMs))
        return SensitivityFigure::Gpus;
    return SensitivityFigure::Cost;
}

Sensitivity sensitivity(const Scenario &scenario, const GpuCatalog &catalog, SensitivityFigure figure,
                        const FitPolicy &policy)
{
    Sensitivity out;
    out.figure = figure;
    out.currency = scenario.prices.currency;
    AnalysisOptions options;
    options.fitPolicy = policy;
    options.withRecommendations = false;
    options.scenarioOnly = true;
    const Analysis a = analyse(scenario, catalog, options);
    const std::optional<double> base = figureOf(a, figure);
    if (!base)
        return out;
    out.valid = true;
    out.base = *base;
    if (std::optional<SensitivityItem> item = efficiencyItem(a, figure, *base))
        out.items.push_back(std::move(*item));
    for (const Perturbation &p : perturbations(a)) {
        Scenario low = a.scenario;
        Scenario high = a.scenario;
        p.low(low);
        p.high(high);
        const std::optional<double> l = figureOf(analyse(low, catalog, options), figure);
        const std::optional<double> h = figureOf(analyse(high, catalog, options), figure);
        if (!l || !h)
            continue;  // a setting the scenario cannot take (a length beyond the context, no fit)
        // Kept where it does not move the figure (the power price of a rented run): the tornado
        // says so with no bar, rather than leaving the reader to wonder.
        out.items.push_back({p.name, *l, *base, *h, p.lowInput, p.highInput});
    }
    std::stable_sort(out.items.begin(), out.items.end(),
                     [](const SensitivityItem &x, const SensitivityItem &y) { return x.swing() > y.swing(); });
    return out;
}

} // namespace gpusizer::core
