#pragma once

#include "analysis/explore.h"
#include "model/fieldlimits.h"
#include "model/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gpusizer::ui::exploreinputs {

// Which of core::exploreInputNames() a map of this scenario offers, which metrics apply, where
// an axis starts, and the grid its numbers take (issue #29).

// Training and serving keep their own axes and metric (a serving map of users is no training
// map of sequence lengths).
enum class Family { Training, Serving };
Family familyOf(const core::Scenario &scenario);

// The inputs whose change moves one of the map's numbers, in core's order: training its
// lengths, batch, parallelism, data and choices; serving its load, lengths, targets,
// replicas and choices (prices only move the ownership cost, which no metric shows).
std::vector<std::string> inputsFor(const core::Scenario &scenario);
// The metrics that apply to the scenario and the axes: a method axis mixes training and
// serving, so only fit and memory then.
std::vector<core::ExploreMetric> metricsFor(const core::Scenario &scenario, const std::string &x,
                                            const std::string &y);

struct Choice {
    std::string x;
    std::string y;
    core::ExploreMetric metric = core::ExploreMetric::Memory;
    bool operator==(const Choice &) const = default;
};
// Training: sequence length across, micro-batch up, memory per GPU; serving: the load across
// (users, requests per second or offline requests, as the scenario sets it), input length up,
// time per output token.
Choice defaultChoice(const core::Scenario &scenario);

// The field of a number input ("seq-len" -> SeqLen); nullopt for a choice.
std::optional<core::Limited> fieldOf(const std::string &name);
// Counts and lengths that multiply take log-spaced values; shares, prices and epochs even ones.
bool multiplies(const std::string &name);
// Of those, the ones whose round values are powers of two (lengths, batches, parallel degrees,
// users): their ticks read 256, 1K, 4K; the others' 1, 2, 5, 10.
bool binarySteps(const std::string &name);
// The scenario's value of a number input; a target it does not set as nullopt.
std::optional<double> currentValue(const core::Scenario &scenario, const std::string &name);

struct Range {
    double from = 0;
    double to = 0;
    bool operator==(const Range &) const = default;
};
// Around the scenario's value: a sixteenth to sixteen times it for what multiplies (at least
// 32 whole values where the limit allows: micro-batch 2 gives 1 to 32), a quarter to four
// times it else; within the field's limits. A target the scenario does not set starts around a
// typical one (TPOT 50 ms, TTFT 1 s).
Range defaultRange(const std::string &name, const core::Scenario &scenario);

} // namespace gpusizer::ui::exploreinputs
