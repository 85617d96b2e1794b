#pragma once

#include "analysis/explore.h"
#include "estimate/fitpolicy.h"

#include <QString>

#include <cstddef>
#include <string>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui::exploretext {

// Words and numbers of the map tab (issue #29), in the interface's language and locale.

// The input an axis is, by its CLI name (core::exploreInputNames): "seq-len" -> "Sequence
// length"; an input this version has no words for keeps its CLI name.
QString inputName(const std::string &name);
// The input's unit where it has one: "tokens", "ms", "GB/s", "h"; empty for counts and choices.
QString inputUnit(const std::string &name, const std::string &currency);
// The axis title: "Sequence length (tokens)", "Micro-batch".
QString axisTitle(const std::string &name, const std::string &currency);

// A number of an input as a tick label: "4K" tokens, "16", "0.5", "2,000".
QString tickNumber(const std::string &name, double value);
// The axis' value at `index` as a tick label: a number (tickNumber), a choice in short
// ("NF4", "DDP", "Off"), a GPU by its short name.
QString tickLabel(const core::ExploreAxis &axis, std::size_t index, const core::GpuCatalog &catalog);
// The same in full, with its unit, for the tooltip: "4,096 tokens", "NF4 (4-bit)", "H100 SXM 80GB".
QString valueText(const core::ExploreAxis &axis, std::size_t index, const core::GpuCatalog &catalog,
                  const std::string &currency);

// The metric's name: "Memory per GPU", "Time per output token (TPOT)"; `serving` picks the
// serving meaning where it differs (cost per million output tokens, tokens/s of the deployment).
QString metricName(core::ExploreMetric metric, bool serving);
// Its unit: "GiB", "h", "ms", "tokens/s per GPU", "$ per 1M output tokens", "GPUs"; empty for fit.
QString metricUnit(core::ExploreMetric metric, bool serving, const std::string &currency);
// The legend's title: the name with the unit, "Memory per GPU (GiB)".
QString metricTitle(core::ExploreMetric metric, bool serving, const std::string &currency);
// A value of the metric with its unit: "46.1 GiB", "38 ms", "$2,400", "Fits"; a count of GPUs
// as the number alone (it follows the metric's name).
QString metricValue(core::ExploreMetric metric, double value, bool serving, const std::string &currency);
// The same without the unit: "46.1", "2,400".
QString metricNumber(core::ExploreMetric metric, double value, const std::string &currency);
// A round value of the metric for the legend's ticks, without needless decimals: "20", "0.5",
// "1,000", "$200".
QString metricTick(core::ExploreMetric metric, double value, const std::string &currency);

// "Fits", "Tight (inside the safety margin)", "Does not fit".
QString verdictText(core::FitVerdict verdict);

} // namespace gpusizer::ui::exploretext
