#pragma once

#include "catalog/gpucatalog.h"

#include <string_view>

namespace gpusizer::core {

// The catalog GPU a mistyped or outdated id most likely means ("h100-sxm5" → h100-sxm): the
// smallest edit distance to a GPU's id, its name ("H100 SXM5 80GB") or the start of its id
// ("a100-80gb" → a100-80gb-pcie), case and separators ignored, ties in catalog order. nullptr
// when nothing is close (more than a third of the typed characters would have to change).
const GpuSpec *closestGpu(const GpuCatalog &catalog, std::string_view unknown);

// Levenshtein distance (insertions, deletions, substitutions) of two byte strings.
int editDistance(std::string_view a, std::string_view b);

} // namespace gpusizer::core
