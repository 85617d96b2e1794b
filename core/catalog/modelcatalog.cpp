#include "catalog/modelcatalog.h"

#include "catalog/architecturejson.h"
#include "catalog/builtinresource.h"
#include "catalog/jsonfields.h"
#include "util/logging.h"

#include <set>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <spdlog/spdlog.h>

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
    Result<QJsonObject> root = jsonfields::parseObject(json, fileName);
    if (!root)
        return root.error();
    Result<int> version = jsonfields::requireInt(root.value(), "version", 1, 1000000, fileName);
    if (!version)
        return version.error();
    if (version.value() > 1)
        return Error{ErrorCode::UnsupportedVersion, "version", std::to_string(version.value()), fileName};
    const QJsonValue list = root.value().value(QLatin1String("models"));
    if (list.isUndefined() || list.isNull())
        return Error{ErrorCode::MissingField, "models", {}, fileName};
    if (!list.isArray())
        return Error{ErrorCode::WrongType, "models", {}, fileName};
    const QJsonArray array = list.toArray();
    if (array.size() > kMaxModels)
        return Error{ErrorCode::OutOfRange, "models", std::to_string(array.size()), fileName};

    std::vector<Architecture> models;
    std::set<std::string> ids;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const std::string prefix = "models[" + std::to_string(i) + "]";
        if (!array.at(i).isObject())
            return Error{ErrorCode::WrongType, prefix, {}, fileName};
        Result<Architecture> model = readModel(array.at(i).toObject(), fileName, prefix);
        if (!model)
            return model.error();
        if (!ids.insert(model.value().id).second)
            return Error{ErrorCode::OutOfRange, prefix + ".id", "duplicate id " + model.value().id, fileName};
        models.push_back(std::move(model).value());
    }
    return ModelCatalog(std::move(models));
}

const ModelCatalog &ModelCatalog::builtIn()
{
    static const ModelCatalog catalog = [] {
        const std::string path = ":/data/models.json";
        Result<std::string> text = readBuiltInResource(path);
        Result<ModelCatalog> parsed = text ? fromJson(text.value(), path) : Result<ModelCatalog>(text.error());
        if (!parsed) {
            logging::get("catalog")->error("built-in model catalog unusable: {}", describe(parsed.error()));
            return ModelCatalog();
        }
        return std::move(parsed).value();
    }();
    return catalog;
}

} // namespace gpusizer::core
