#pragma once

// The invariants the oracles share (fuzzoracles*.cpp): recording a broken one, finite and
// non-negative figures, a refusal that names its file, an estimate that is finite or refused
// with a field.

#include "fuzzoracles.h"

#include "catalog/gpucatalog.h"
#include "estimate/estimate.h"
#include "model/scenario.h"

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

namespace gpusizer::fuzz {

// Catalog entries, systems or GPUs estimated per input: enough to reach the estimator with odd
// entries, few enough to keep a file of thousands of them cheap.
inline constexpr std::size_t kEntriesEstimated = 4;

bool finiteNonNegative(double v);

// Concatenation by += (GCC 12 warns falsely about operator+ on strings at -O3, -Wrestrict).
std::string join(std::initializer_list<std::string_view> parts);

// A number as the messages show it: every digit that tells two doubles apart.
std::string exact(double v);

// Records the first broken invariant: keeps the earliest, so the message names the cause.
void violate(Outcome &out, std::string what);

// `value` is finite and not negative, else a violation naming `name`.
void checkFigure(Outcome &out, std::string_view name, double value);
// The same, with a name in parts, joined only for the message.
void checkFigure(Outcome &out, std::initializer_list<std::string_view> name, double value);

// Every figure of an estimate is finite and not negative; headroom may be negative and the
// break-even usage is +infinity when owning never pays off.
void checkEstimate(Outcome &out, const core::Estimate &e);

// A refused file: the error names the file it was given and says what is wrong.
void refuse(Outcome &out, const core::Error &error, const char *fileName);

// The estimate of a loaded document: finite figures, or a validation error naming the field.
void estimateAndCheck(Outcome &out, const core::Scenario &scenario, const core::GpuCatalog &gpus);

std::string text(std::string_view bytes);

} // namespace gpusizer::fuzz
