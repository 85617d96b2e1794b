#include "catalog/modelcatalog.h"

#include "catalog/builtinresource.h"
#include "catalog/jsonfields.h"
#include "util/logging.h"

#include <cctype>
#include <set>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <spdlog/spdlog.h>

namespace gpusizer::core {

namespace {

constexpr int kMaxModels = 10000;
constexpr int kMaxDim = 1 << 22;

// "kvHeads must be ..." -> "kv_heads" (the JSON key of the field a validation message names).
std::string jsonKeyOfMessage(const std::string &message)
{
    const std::string word = message.substr(0, message.find(' '));
    if (word == "publishedParamsB")
        return "params_b";
    std::string key;
    for (const char c : word) {
        if (std::isupper(static_cast<unsigned char>(c))) {
            key += '_';
            key += char(std::tolower(static_cast<unsigned char>(c)));
        } else {
            key += c;
        }
    }
    return key;
}

Result<Architecture> readModel(const QJsonObject &obj, const std::string &file, const std::string &prefix)
{
    jsonfields::FieldReader r(obj, file, prefix);
    Architecture a;
    a.id = r.string("id");
    a.displayName = r.string("name");
    a.source = r.string("source");
    a.family = r.string("family", std::string());
    a.hfRepo = r.string("hf_repo", std::string());
    a.publishedParamsB = r.number("params_b", 0.0, 100000.0);
    a.publishedActiveParamsB = r.number("active_params_b", 0.0, 100000.0, 0.0);
    a.layers = r.integer("layers", 1, 10000);
    a.hidden = r.integer("hidden", 1, kMaxDim);
    a.intermediate = r.integer("intermediate", 0, kMaxDim);
    a.heads = r.integer("heads", 1, 65536);
    a.kvHeads = r.integer("kv_heads", 1, 65536, a.heads);
    a.headDim = r.integer("head_dim", 1, 65536, a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1);
    a.vocab = r.integer64("vocab", 1, std::int64_t(1) << 24);
    a.maxPositions = r.integer("max_positions", 0, 1 << 26, 0);
    a.tiedEmbeddings = r.boolean("tied_embeddings", false);
    a.mlp = r.enumeration<MlpKind>("mlp", parseMlpKind, MlpKind::Gated);
    a.norm = r.enumeration<NormKind>(
        "norm",
        [](std::string_view t) -> std::optional<NormKind> {
            if (t == "rmsnorm")
                return NormKind::RMSNorm;
            if (t == "layernorm")
                return NormKind::LayerNorm;
            return std::nullopt;
        },
        NormKind::RMSNorm);
    a.normsPerLayer = r.integer("norms_per_layer", 0, 8, 2);
    a.qkNorm = r.boolean("qk_norm", false);
    a.attentionBias = r.boolean("attention_bias", false);
    a.mlpBias = r.boolean("mlp_bias", false);
    a.learnedPositions = r.boolean("learned_positions", false);
    a.parallelBlock = r.boolean("parallel_block", false);
    a.encoderOnly = r.boolean("encoder_only", false);
    a.experts = r.integer("experts", 0, 65536, 0);
    a.expertsPerToken = r.integer("experts_per_token", 0, 65536, 0);
    a.expertIntermediate = r.integer("expert_intermediate", 0, kMaxDim, 0);
    a.sharedExperts = r.integer("shared_experts", 0, 1024, 0);
    a.denseLayers = r.integer("dense_layers", 0, 10000, 0);
    a.qLoraRank = r.integer("q_lora_rank", 0, kMaxDim, 0);
    a.kvLoraRank = r.integer("kv_lora_rank", 0, kMaxDim, 0);
    a.qkNopeHeadDim = r.integer("qk_nope_head_dim", 0, 65536, 0);
    a.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 65536, 0);
    a.vHeadDim = r.integer("v_head_dim", 0, 65536, 0);
    a.slidingWindow = r.integer("sliding_window", 0, 1 << 26, 0);
    a.slidingWindowLayers = r.integer("sliding_window_layers", 0, 10000, 0);
    if (!r.ok())
        return r.error();
    if (const auto problem = validateArchitecture(a))
        return Error{ErrorCode::OutOfRange, jsonfields::fieldPath(prefix, jsonKeyOfMessage(*problem)),
                     *problem, file};
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
