#include "io/architecturejson.h"

#include <QString>

namespace gpusizer::core {

namespace {
constexpr int kMaxDim = 1 << 20;           // hidden, intermediate, ...
constexpr long long kMaxVocab = 1LL << 24;
constexpr int kMaxLayers = 4096;

QString q(const std::string &s) { return QString::fromStdString(s); }
} // namespace

QJsonObject architectureToJson(const Architecture &a)
{
    QJsonObject o{
        {QStringLiteral("id"), q(a.id)},
        {QStringLiteral("display_name"), q(a.displayName)},
        {QStringLiteral("source"), q(a.source)},
        {QStringLiteral("num_hidden_layers"), a.layers},
        {QStringLiteral("hidden_size"), a.hidden},
        {QStringLiteral("intermediate_size"), a.intermediate},
        {QStringLiteral("num_attention_heads"), a.heads},
        {QStringLiteral("num_key_value_heads"), a.kvHeads},
        {QStringLiteral("head_dim"), a.headDim},
        {QStringLiteral("vocab_size"), static_cast<double>(a.vocab)},
        {QStringLiteral("max_position_embeddings"), a.maxPositions},
        {QStringLiteral("tie_word_embeddings"), a.tiedEmbeddings},
        {QStringLiteral("mlp"), q(std::string(toString(a.mlp)))},
        {QStringLiteral("norm"), a.norm == NormKind::RMSNorm ? QStringLiteral("rmsnorm") : QStringLiteral("layernorm")},
        {QStringLiteral("norms_per_layer"), a.normsPerLayer},
        {QStringLiteral("qk_norm"), a.qkNorm},
        {QStringLiteral("attention_bias"), a.attentionBias},
        {QStringLiteral("mlp_bias"), a.mlpBias},
        {QStringLiteral("learned_positions"), a.learnedPositions},
        {QStringLiteral("parallel_block"), a.parallelBlock},
        {QStringLiteral("encoder_only"), a.encoderOnly},
    };
    if (a.publishedParamsB > 0)
        o.insert(QStringLiteral("published_params_b"), a.publishedParamsB);
    if (a.isMoE()) {
        o.insert(QStringLiteral("num_experts"), a.experts);
        o.insert(QStringLiteral("num_experts_per_tok"), a.expertsPerToken);
        o.insert(QStringLiteral("moe_intermediate_size"), a.expertIntermediate);
        o.insert(QStringLiteral("n_shared_experts"), a.sharedExperts);
        o.insert(QStringLiteral("first_k_dense_replace"), a.denseLayers);
    }
    if (a.isMLA()) {
        o.insert(QStringLiteral("q_lora_rank"), a.qLoraRank);
        o.insert(QStringLiteral("kv_lora_rank"), a.kvLoraRank);
        o.insert(QStringLiteral("qk_nope_head_dim"), a.qkNopeHeadDim);
        o.insert(QStringLiteral("qk_rope_head_dim"), a.qkRopeHeadDim);
        o.insert(QStringLiteral("v_head_dim"), a.vHeadDim);
    }
    if (a.slidingWindow > 0) {
        o.insert(QStringLiteral("sliding_window"), a.slidingWindow);
        o.insert(QStringLiteral("sliding_window_layers"), a.slidingWindowLayers);
    }
    return o;
}

Architecture architectureFromJson(JsonReader &r)
{
    Architecture a;
    a.id = r.string("id", std::string(), 256);
    a.displayName = r.string("display_name", a.id, 256);
    a.source = r.string("source", std::string());
    a.publishedParamsB = r.number("published_params_b", 0, 1e5, 0.0);
    a.layers = r.integer("num_hidden_layers", 1, kMaxLayers);
    a.hidden = r.integer("hidden_size", 1, kMaxDim);
    a.intermediate = r.integer("intermediate_size", 0, kMaxDim);
    a.heads = r.integer("num_attention_heads", 1, 65536);
    a.kvHeads = r.integer("num_key_value_heads", 1, 65536, a.heads);
    a.headDim = r.integer("head_dim", 1, 65536, a.heads > 0 ? a.hidden / a.heads : 1);
    a.vocab = static_cast<std::int64_t>(r.number("vocab_size", 1, static_cast<double>(kMaxVocab)));
    a.maxPositions = r.integer("max_position_embeddings", 0, 1 << 28, 0);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    a.mlp = r.enumeration<MlpKind>("mlp", parseMlpKind, MlpKind::Gated);
    const std::string norm = r.string("norm", std::string("rmsnorm"), 32);
    if (norm == "rmsnorm")
        a.norm = NormKind::RMSNorm;
    else if (norm == "layernorm")
        a.norm = NormKind::LayerNorm;
    else
        r.fail(ErrorCode::UnknownValue, "norm", "'" + norm + "'");
    a.normsPerLayer = r.integer("norms_per_layer", 0, 16, 2);
    a.qkNorm = r.boolean("qk_norm", false);
    a.attentionBias = r.boolean("attention_bias", false);
    a.mlpBias = r.boolean("mlp_bias", false);
    a.learnedPositions = r.boolean("learned_positions", false);
    a.parallelBlock = r.boolean("parallel_block", false);
    a.encoderOnly = r.boolean("encoder_only", false);
    a.experts = r.integer("num_experts", 0, 4096, 0);
    a.expertsPerToken = r.integer("num_experts_per_tok", 0, 4096, 0);
    a.expertIntermediate = r.integer("moe_intermediate_size", 0, kMaxDim, 0);
    a.sharedExperts = r.integer("n_shared_experts", 0, 64, 0);
    a.denseLayers = r.integer("first_k_dense_replace", 0, kMaxLayers, 0);
    a.qLoraRank = r.integer("q_lora_rank", 0, kMaxDim, 0);
    a.kvLoraRank = r.integer("kv_lora_rank", 0, kMaxDim, 0);
    a.qkNopeHeadDim = r.integer("qk_nope_head_dim", 0, 65536, 0);
    a.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 65536, 0);
    a.vHeadDim = r.integer("v_head_dim", 0, 65536, 0);
    a.slidingWindow = r.integer("sliding_window", 0, 1 << 28, 0);
    a.slidingWindowLayers = r.integer("sliding_window_layers", 0, kMaxLayers, 0);
    if (a.experts > 0 && (a.expertsPerToken < 1 || a.expertsPerToken > a.experts))
        r.fail(ErrorCode::OutOfRange, "num_experts_per_tok", "must be between 1 and num_experts");
    if (a.denseLayers > a.layers)
        r.fail(ErrorCode::OutOfRange, "first_k_dense_replace", "more dense layers than layers");
    if (a.kvHeads > a.heads)
        r.fail(ErrorCode::OutOfRange, "num_key_value_heads", "more key/value heads than attention heads");
    return a;
}

} // namespace gpusizer::core
