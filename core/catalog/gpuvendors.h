#pragma once

#include "catalog/gpucatalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// The vendors of the catalog's GPUs ("NVIDIA", "AMD", "Intel"), each once, in catalog order:
// the values a vendor requirement can take.
std::vector<std::string> gpuVendors(const GpuCatalog &catalog);

// The catalog's spelling of the vendor `text` names, compared without case ("nvidia" ->
// "NVIDIA"); nullopt when no GPU of the catalog is of that vendor.
std::optional<std::string> findGpuVendor(const GpuCatalog &catalog, std::string_view text);

} // namespace gpusizer::core
