#include "explore/exploreinputs.h"

#include "model/limitedfield.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string_view>

namespace gpusizer::ui::exploreinputs {

namespace {

constexpr std::array<std::string_view, 19> kTrainingInputs{
    "seq-len", "micro-batch", "grad-accum", "lora-rank", "gpus", "gpus-per-node", "tp", "pp", "cp", "ep",
    "inter-node-gbs", "dataset-tokens", "epochs", "method", "weight-dtype", "compute-dtype", "grad-ckpt", "sharding",
    "gpu"};
constexpr std::array<std::string_view, 21> kServingInputs{
    "concurrency", "requests-per-s", "offline-requests", "input-len", "output-len", "prefix-cache-hit", "replicas",
    "ttft-ms", "tpot-ms", "spec-tokens", "acceptance-length", "gpus", "gpus-per-node", "tp", "pp", "ep",
    "method", "weight-dtype", "engine", "kv-dtype", "gpu"};

constexpr std::array<std::string_view, 24> kMultiplying{
    "seq-len", "micro-batch", "grad-accum", "lora-rank", "gpus", "gpus-per-node", "tp", "pp", "cp", "ep",
    "inter-node-gbs", "dataset-tokens", "prompt-len", "input-len", "output-len", "concurrency", "requests-per-s",
    "offline-requests", "replicas", "ttft-ms", "tpot-ms", "deadline-h", "budget", "rack-kw"};

constexpr std::array<std::string_view, 15> kBinary{
    "seq-len", "micro-batch", "grad-accum", "lora-rank", "gpus", "gpus-per-node", "tp", "pp", "cp", "ep", "prompt-len",
    "input-len", "output-len", "concurrency", "replicas"};

template <std::size_t N>
bool listed(const std::array<std::string_view, N> &names, const std::string &name)
{
    return std::find(names.begin(), names.end(), name) != names.end();
}

// Where a map starts for a number the scenario leaves unset (a latency target) or at zero
// (replicas: as many as the GPUs hold).
double typicalValue(const std::string &name)
{
    if (name == "tpot-ms")
        return 50;
    if (name == "ttft-ms")
        return 1000;
    return 1;
}

} // namespace

Family familyOf(const core::Scenario &scenario)
{
    return scenario.method == core::Method::Inference ? Family::Serving : Family::Training;
}

std::vector<std::string> inputsFor(const core::Scenario &scenario)
{
    const bool serving = familyOf(scenario) == Family::Serving;
    const bool adapters = scenario.method == core::Method::LoRA || scenario.method == core::Method::QLoRA;
    std::vector<std::string> inputs;
    for (const std::string &name : core::exploreInputNames()) {
        if (serving ? !listed(kServingInputs, name) : !listed(kTrainingInputs, name))
            continue;
        if (name == "lora-rank" && !adapters)
            continue;
        inputs.push_back(name);
    }
    return inputs;
}

std::vector<core::ExploreMetric> metricsFor(const core::Scenario &scenario, const std::string &x, const std::string &y)
{
    using core::ExploreMetric;
    if (x == "method" || y == "method")
        return {ExploreMetric::Fit, ExploreMetric::Memory};
    if (familyOf(scenario) == Family::Training)
        return {ExploreMetric::Fit, ExploreMetric::Memory, ExploreMetric::Time, ExploreMetric::Cost,
                ExploreMetric::TokensPerSecond};
    std::vector<ExploreMetric> metrics{ExploreMetric::Fit,  ExploreMetric::Memory, ExploreMetric::TokensPerSecond,
                                       ExploreMetric::Tpot, ExploreMetric::Ttft,   ExploreMetric::Cost,
                                       ExploreMetric::GpusNeeded};
    // Only an offline job has a time.
    if (scenario.serving.load == core::LoadKind::Offline || x == "offline-requests" || y == "offline-requests")
        metrics.insert(metrics.begin() + 2, ExploreMetric::Time);
    return metrics;
}

Choice defaultChoice(const core::Scenario &scenario)
{
    if (familyOf(scenario) == Family::Training)
        return {"seq-len", "micro-batch", core::ExploreMetric::Memory};
    const core::LoadKind load = scenario.serving.load;
    const std::string x = load == core::LoadKind::RequestRate ? "requests-per-s"
                          : load == core::LoadKind::Offline   ? "offline-requests"
                                                              : "concurrency";
    return {x, "input-len", core::ExploreMetric::Tpot};
}

std::optional<core::Limited> fieldOf(const std::string &name)
{
    for (const core::FieldLimit &limit : core::fieldLimits())
        if (limit.flag.size() == name.size() + 2 && limit.flag.substr(2) == name)
            return limit.field;
    return std::nullopt;
}

bool multiplies(const std::string &name)
{
    return listed(kMultiplying, name);
}

bool binarySteps(const std::string &name)
{
    return listed(kBinary, name);
}

std::optional<double> currentValue(const core::Scenario &scenario, const std::string &name)
{
    const std::optional<core::Limited> field = fieldOf(name);
    if (!field)
        return std::nullopt;
    return core::limitedFieldValue(scenario, *field);
}

Range defaultRange(const std::string &name, const core::Scenario &scenario)
{
    const std::optional<core::Limited> field = fieldOf(name);
    if (!field)
        return {};
    const core::FieldLimit &limit = core::fieldLimit(*field);
    const std::optional<double> current = currentValue(scenario, name);
    const double value = current && *current > 0 ? *current : typicalValue(name);
    Range range;
    if (multiplies(name)) {
        range.from = std::max(limit.low, value / 16);
        range.to = std::min(limit.high, value * 16);
        if (limit.whole) {
            range.from = std::max(limit.low, std::floor(range.from));
            range.to = std::min(limit.high, std::max(std::ceil(range.to), range.from + 31));
        }
    } else if (current && *current > 0) {
        range.from = std::max(limit.low, value / 4);
        range.to = std::min(limit.high, value * 4);
    } else {
        // A share or percentage at zero: its whole span (a prefix cache from 0 to 1).
        range.from = limit.low;
        range.to = std::min(limit.high, std::max(limit.low + 1, 100.0));
    }
    if (range.to <= range.from)
        range.from = std::max(limit.low, multiplies(name) ? range.to / 256 : range.to - 1);
    return range;
}

} // namespace gpusizer::ui::exploreinputs
