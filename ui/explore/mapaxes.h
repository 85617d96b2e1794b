#pragma once

#include "analysis/exploreaxis.h"
#include "explore/exploreinputs.h"
#include "util/result.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// The axes of the map tab: the grid a number input takes between its range's ends, and the
// coarse grid shown while a control is dragged (issue #29).
namespace mapaxes {

// The fine grid's steps: 32 × 32 cells.
inline constexpr std::size_t kSteps = 32;
// The coarse grid's at most: 8 × 8 cells, each standing for a block of 4 × 4.
inline constexpr std::size_t kCoarseSteps = 8;

// `count` values from `from` to `to`, both included: spaced evenly on a log scale for what
// multiplies (from > 0), linearly else. Whole numbers are rounded (to two significant digits
// above 100, so 4,096 tokens' neighbours read 3,400 and 4,900, not 3,444 and 4,871), strictly
// ascending; every whole number where the range holds fewer than `count`.
std::vector<double> gridValues(double from, double to, std::size_t count, bool whole, bool logScale);

// The axis of an input: a number's grid over `range` (kSteps values), or every value of a
// choice (every catalog GPU for "gpu"). `keep`, a value inside the range (the scenario's own),
// takes the place of the grid value nearest to it, so that the scenario is a cell of the map.
// Errors as parseExploreAxis has them.
core::Result<core::ExploreAxis> makeAxis(const std::string &name, const exploreinputs::Range &range,
                                         const core::GpuCatalog &catalog, std::optional<double> keep = std::nullopt);

// How many fine cells one coarse cell stands for along an axis of `size` values.
std::size_t blockSize(std::size_t size);
// The fine index a coarse index stands for: the middle of its block (so the coarse cell is a
// fine cell, and refining does not change it).
std::size_t representative(std::size_t coarseIndex, std::size_t size);
// The coarse index whose block holds a fine index.
std::size_t blockOf(std::size_t fineIndex, std::size_t size);
// The axis of the representatives (the fine axis itself when it has kCoarseSteps values or fewer).
core::ExploreAxis coarseAxis(const core::ExploreAxis &fine);
// The index of the scenario's own value on the axis: the choice it has, or the grid value
// nearest to its number (on a log scale where the input multiplies); nullopt where its value
// lies outside the axis (or it has none, an unset target).
std::optional<std::size_t> indexOf(const core::ExploreAxis &axis, const core::Scenario &scenario);

// The axis of one value, for computing one row.
core::ExploreAxis singleValue(const core::ExploreAxis &axis, std::size_t index);

} // namespace mapaxes

} // namespace gpusizer::ui
