#pragma once

#include "model/gpuspec.h"
#include "model/systemspec.h"
#include "util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// The accelerators the app knows and the systems (servers, racks, cards) one buys them in.
// Loaded from JSON (built-in resources or a user override); a price list replaces prices.
class GpuCatalog {
public:
    GpuCatalog() = default;
    explicit GpuCatalog(std::vector<GpuSpec> gpus, std::vector<SystemSpec> systems = {})
        : m_gpus(std::move(gpus)), m_systems(std::move(systems)) {}

    const std::vector<GpuSpec> &gpus() const { return m_gpus; }
    const GpuSpec *find(std::string_view id) const;
    const std::vector<SystemSpec> &systems() const { return m_systems; }
    const SystemSpec *findSystem(std::string_view id) const;
    // GPUs the user sells (their price list marks them); empty when it marks none.
    bool isOffered(std::string_view id) const;
    void setOffered(std::vector<std::string> ids) { m_offered = std::move(ids); }
    const std::vector<std::string> &offered() const { return m_offered; }
    // Systems the user sells (offered entries of type system); "only what I sell" quotes only
    // these where any holds the configuration's GPU.
    bool isOfferedSystem(std::string_view id) const;
    void setOfferedSystems(std::vector<std::string> ids) { m_offeredSystems = std::move(ids); }
    const std::vector<std::string> &offeredSystems() const { return m_offeredSystems; }
    // Mutable access for applying a price list.
    std::vector<GpuSpec> &gpus() { return m_gpus; }
    std::vector<SystemSpec> &systems() { return m_systems; }

    // Parses the gpus.json format; `fileName` only labels errors.
    static Result<GpuCatalog> fromJson(const std::string &json, const std::string &fileName);
    // Parses the systems.json format; every system's GPU must be in this catalog.
    Result<std::vector<SystemSpec>> systemsFromJson(const std::string &json, const std::string &fileName) const;
    // The catalog compiled into the binary (resources/gpus.json and resources/systems.json).
    static const GpuCatalog &builtIn();
    // Entries of `overrides` replace or extend those of `base` by id.
    static GpuCatalog merged(const GpuCatalog &base, const GpuCatalog &overrides);

private:
    std::vector<GpuSpec> m_gpus;
    std::vector<SystemSpec> m_systems;
    std::vector<std::string> m_offered;
    std::vector<std::string> m_offeredSystems;
};

} // namespace gpusizer::core
