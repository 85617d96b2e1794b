#include "catalog/architecturejson.h"
#include "util/qstringfromutf8.h"

#include <algorithm>
#include <cctype>

#include <QJsonValue>
#include <QString>

namespace gpusizer::core {

namespace {

constexpr int kMaxDim = 1 << 22;
constexpr int kMaxLayers = 10000;
constexpr std::size_t kMaxIdLength = 256;

std::string_view normName(NormKind norm) { return norm == NormKind::RMSNorm ? "rmsnorm" : "layernorm"; }

std::optional<NormKind> parseNorm(std::string_view text)
{
    if (text == "rmsnorm")
        return NormKind::RMSNorm;
    if (text == "layernorm")
        return NormKind::LayerNorm;
    return std::nullopt;
}

} // namespace

QJsonObject architectureToJson(const Architecture &a)
{
    QJsonObject o{
        {QStringLiteral("id"), toQString(a.id)},
        {QStringLiteral("name"), toQString(a.displayName)},
        {QStringLiteral("family"), toQString(a.family)},
        {QStringLiteral("hf_repo"), toQString(a.hfRepo)},
        {QStringLiteral("source"), toQString(a.source)},
        {QStringLiteral("params_b"), a.publishedParamsB},
        {QStringLiteral("active_params_b"), a.publishedActiveParamsB},
        {QStringLiteral("layers"), a.layers},
        {QStringLiteral("hidden"), a.hidden},
        {QStringLiteral("intermediate"), a.intermediate},
        {QStringLiteral("heads"), a.heads},
        {QStringLiteral("kv_heads"), a.kvHeads},
        {QStringLiteral("head_dim"), a.headDim},
        {QStringLiteral("vocab"), QJsonValue(qint64(a.vocab))},
        {QStringLiteral("max_positions"), a.maxPositions},
        {QStringLiteral("tied_embeddings"), a.tiedEmbeddings},
        {QStringLiteral("mlp"), toQString(toString(a.mlp))},
        {QStringLiteral("norm"), toQString(normName(a.norm))},
        {QStringLiteral("norms_per_layer"), a.normsPerLayer},
        {QStringLiteral("qk_norm"), a.qkNorm},
        {QStringLiteral("attention_bias"), a.attentionBias},
        {QStringLiteral("mlp_bias"), a.mlpBias},
        {QStringLiteral("learned_positions"), a.learnedPositions},
        {QStringLiteral("parallel_block"), a.parallelBlock},
        {QStringLiteral("encoder_only"), a.encoderOnly},
        {QStringLiteral("experts"), a.experts},
        {QStringLiteral("experts_per_token"), a.expertsPerToken},
        {QStringLiteral("expert_intermediate"), a.expertIntermediate},
        {QStringLiteral("shared_experts"), a.sharedExperts},
        {QStringLiteral("dense_layers"), a.denseLayers},
        {QStringLiteral("q_lora_rank"), a.qLoraRank},
        {QStringLiteral("kv_lora_rank"), a.kvLoraRank},
        {QStringLiteral("qk_nope_head_dim"), a.qkNopeHeadDim},
        {QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim},
        {QStringLiteral("v_head_dim"), a.vHeadDim},
        {QStringLiteral("sliding_window"), a.slidingWindow},
        {QStringLiteral("sliding_window_layers"), a.slidingWindowLayers},
    };
    // Written where a model has one, so that the files of every other model stay as they were.
    if (a.mtpModules > 0)
        o.insert(QStringLiteral("mtp_modules"), a.mtpModules);
    return o;
}

Architecture architectureFromJson(jsonfields::FieldReader &r, ArchitectureIdentity identity)
{
    Architecture a;
    if (identity == ArchitectureIdentity::Required) {
        a.id = r.string("id", std::nullopt, kMaxIdLength);
        a.displayName = r.string("name", std::nullopt, kMaxIdLength);
        a.source = r.string("source");
        a.publishedParamsB = r.number("params_b", 0.0, 100000.0);
    } else {
        a.id = r.string("id", std::string(), kMaxIdLength);
        a.displayName = r.string("name", a.id, kMaxIdLength);
        a.source = r.string("source", std::string());
        a.publishedParamsB = r.number("params_b", 0.0, 100000.0, 0.0);
    }
    a.family = r.string("family", std::string(), kMaxIdLength);
    a.hfRepo = r.string("hf_repo", std::string(), kMaxIdLength);
    a.publishedActiveParamsB = r.number("active_params_b", 0.0, 100000.0, 0.0);
    a.layers = r.integer("layers", 1, kMaxLayers);
    a.hidden = r.integer("hidden", 1, kMaxDim);
    a.intermediate = r.integer("intermediate", 0, kMaxDim);
    a.heads = r.integer("heads", 1, 65536);
    a.kvHeads = r.integer("kv_heads", 1, 65536, a.heads);
    a.headDim = r.integer("head_dim", 1, 65536, a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1);
    a.vocab = r.integer64("vocab", 1, std::int64_t(1) << 24);
    a.maxPositions = r.integer("max_positions", 0, 1 << 26, 0);
    a.tiedEmbeddings = r.boolean("tied_embeddings", false);
    a.mlp = r.enumeration<MlpKind>("mlp", parseMlpKind, MlpKind::Gated);
    a.norm = r.enumeration<NormKind>("norm", parseNorm, NormKind::RMSNorm);
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
    a.denseLayers = r.integer("dense_layers", 0, kMaxLayers, 0);
    a.qLoraRank = r.integer("q_lora_rank", 0, kMaxDim, 0);
    a.kvLoraRank = r.integer("kv_lora_rank", 0, kMaxDim, 0);
    a.qkNopeHeadDim = r.integer("qk_nope_head_dim", 0, 65536, 0);
    a.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 65536, 0);
    a.vHeadDim = r.integer("v_head_dim", 0, 65536, 0);
    a.slidingWindow = r.integer("sliding_window", 0, 1 << 26, 0);
    a.slidingWindowLayers = r.integer("sliding_window_layers", 0, kMaxLayers, 0);
    a.mtpModules = r.integer("mtp_modules", 0, 64, 0);
    if (r.ok()) {
        if (auto problem = validateArchitecture(a)) {
            problem->field = jsonfields::fieldPath(r.prefix(), problem->field);
            problem->file = r.file();
            r.fail(*problem);
        }
    }
    return a;
}

} // namespace gpusizer::core
