#pragma once

#include "model/architecture.h"
#include "util/result.h"

#include <string>
#include <string_view>
#include <vector>

namespace gpusizer::core {

// Model presets: real architectures with their sources (resources/models.json).
class ModelCatalog {
public:
    ModelCatalog() = default;
    explicit ModelCatalog(std::vector<Architecture> models) : m_models(std::move(models)) {}

    const std::vector<Architecture> &models() const { return m_models; }
    const Architecture *find(std::string_view id) const;

    static Result<ModelCatalog> fromJson(const std::string &json, const std::string &fileName);
    static const ModelCatalog &builtIn();

private:
    std::vector<Architecture> m_models;
};

} // namespace gpusizer::core
