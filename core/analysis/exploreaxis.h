#pragma once

#include "model/fieldlimits.h"
#include "model/scenario.h"
#include "util/result.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

class GpuCatalog;

// One axis of a map of the scenario (issue #29): an input and the values it takes. A number is
// a field of the table of limits, named as gpu-sizer-cli spells its flag ("seq-len", "tp",
// "concurrency", "tpot-ms"); a choice is one of method, weight-dtype, compute-dtype, engine,
// kv-dtype, grad-ckpt, sharding and gpu, its values the CLI's spellings (the GPU's catalog id).
struct ExploreAxis {
    std::string name;
    std::optional<Limited> field;     // a number; nullopt: a choice
    std::vector<double> values;       // numbers: the values, ascending; choices: 0, 1, ...
    std::vector<std::string> labels;  // the value as written: "4096", "0.5", "qlora", "h100-sxm"

    std::size_t size() const { return values.size(); }
    bool operator==(const ExploreAxis &) const = default;
};

inline constexpr std::size_t kMaxExploreSteps = 64;

// The inputs an axis can take, in the order help lists them.
std::vector<std::string> exploreInputNames();

// An axis from its spelling:
// - "NAME:FROM..TO" a number from FROM to TO: doubling steps for a count or length that
//   multiplies (sequence and batch lengths, GPUs, parallel degrees, LoRA rank, load), TO the
//   last; else 8 even steps;
// - "NAME:FROM..TO:STEPS" STEPS values (2 to 64) from FROM to TO, spaced evenly on a log scale
//   for the counts above and linearly else; whole numbers rounded, repeats dropped;
// - "NAME:A,B,C" the values listed (numbers or choices);
// - "NAME" alone, for a choice: every choice (every catalog GPU for gpu).
// Every value within the field's limit (OutOfRange naming the flag), every choice known
// (UnknownValue); the field is "--x" or "--y" as `flag` says, the detail the part refused.
Result<ExploreAxis> parseExploreAxis(std::string_view spec, const GpuCatalog &catalog, const std::string &flag);

// `scenario` with the axis' value at `index`, set as gpu-sizer-cli's flag sets it (a method as
// the method buttons switch it, withMethod; a compute type with withComputeDtype).
void applyExploreValue(Scenario &scenario, const ExploreAxis &axis, std::size_t index);

} // namespace gpusizer::core
