#pragma once

#include "model/gpuspec.h"
#include "util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// The accelerators the app knows. Loaded from JSON (built-in resource or a user override).
class GpuCatalog {
public:
    GpuCatalog() = default;
    explicit GpuCatalog(std::vector<GpuSpec> gpus) : m_gpus(std::move(gpus)) {}

    const std::vector<GpuSpec> &gpus() const { return m_gpus; }
    const GpuSpec *find(std::string_view id) const;

    // Parses the gpus.json format; `fileName` only labels errors.
    static Result<GpuCatalog> fromJson(const std::string &json, const std::string &fileName);
    // The catalog compiled into the binary (resources/gpus.json).
    static const GpuCatalog &builtIn();
    // Entries of `overrides` replace or extend those of `base` by id.
    static GpuCatalog merged(const GpuCatalog &base, const GpuCatalog &overrides);

private:
    std::vector<GpuSpec> m_gpus;
};

} // namespace gpusizer::core
