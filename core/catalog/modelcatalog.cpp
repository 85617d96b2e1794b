#include "catalog/modelcatalog.h"

#include "catalog/architecturejson.h"
#include "catalog/catalogfile.h"
#include "util/jsonfields.h"

namespace gpusizer::core {

namespace {

constexpr int kMaxModels = 10000;

Result<Architecture> readModel(const QJsonObject &obj, const std::string &file, const std::string &prefix)
{
    jsonfields::FieldReader r(obj, file, prefix);
    Architecture a = architectureFromJson(r);
    if (!r.ok())
        return r.error();
    return a;
}

} // namespace

const Architecture *ModelCatalog::find(std::string_view id) const
{
    for (const Architecture &model : m_models)
        if (model.id == id)
            return &model;
    return nullptr;
}

Result<ModelCatalog> ModelCatalog::fromJson(const std::string &json, const std::string &fileName)
{
    auto models = catalogfile::readList<Architecture>(json, fileName, "models", kMaxModels, readModel);
    if (!models)
        return models.error();
    return ModelCatalog(std::move(models).value());
}

const ModelCatalog &ModelCatalog::builtIn()
{
    static const ModelCatalog catalog = catalogfile::loadBuiltIn<ModelCatalog>(":/data/models.json", "model");
    return catalog;
}

} // namespace gpusizer::core
