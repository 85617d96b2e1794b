#pragma once

#include "analysis/exploreaxis.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <vector>

namespace gpusizer::core {
class GpuCatalog;
}

namespace gpusizer::ui {

// Where the map's axes and legend put their labels (issue #29).
namespace mapticks {

// A label to place: where along its axis (in cells from the axis' start: cell i spans i to
// i + 1; for the legend, 0 to 1 across the bar), its text, and its rank (lower is kept first
// when not all fit).
struct Tick {
    double position = 0;
    QString text;
    int rank = 0;
    bool operator==(const Tick &) const = default;
};

// Round values in [low, high], ranked: powers of two (`binary`) ranked by how round their
// exponent is (256, 65,536 before 4,096 before 1,024); else decades, then fives, then twos on a
// log scale, a 1-2-5 step and its half on a linear one.
struct RoundValue {
    double value = 0;
    int rank = 0;
};
std::vector<RoundValue> roundValues(double low, double high, bool logScale, bool binary);

// Where `value` lies on the axis, in cells: at cell i's centre (i + 0.5) for its value,
// between two centres as the value lies between theirs (on a log scale where `logScale`);
// negative when outside the axis' values.
double positionOf(const core::ExploreAxis &axis, double value, bool logScale);

// The tick labels of an axis: round numbers of its input at their positions (formatted by
// `label`), or every choice at its cell's centre.
std::vector<Tick> axisTicks(const core::ExploreAxis &axis, bool logScale, bool binary,
                            const std::function<QString(double)> &label,
                            const std::function<QString(std::size_t)> &choiceLabel);

// The ticks to show along an axis `length` pixels long with `cells` cells: by rank, each kept
// where its extent (`extentOf(tick)`, the text's width or height, plus `gap`) overlaps none
// kept before and stays inside [-before, length + after] (the room beside the axis); choices
// every n-th (the smallest n for which all fit). Sorted by position.
std::vector<Tick> keepApart(std::vector<Tick> ticks, double length, double cells, double gap, bool choices,
                            const std::function<double(const Tick &)> &extentOf, double before = 0,
                            double after = 0);

} // namespace mapticks

} // namespace gpusizer::ui
