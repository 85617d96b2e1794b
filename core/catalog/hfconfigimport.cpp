// Hugging Face config.json -> Architecture. Each family names the same quantities differently;
// defaults follow the transformers config classes (e.g. LlamaConfig ties no embeddings,
// GemmaConfig does; Gemma 3 multimodal configs omit text_config keys equal to the
// Gemma3TextConfig defaults).
#include "catalog/hfconfigimport.h"

#include "util/cappedfile.h"
#include "util/jsonfields.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <initializer_list>
#include <optional>
#include <set>
#include <vector>

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace gpusizer::core {

namespace {
constexpr std::string_view kImportedSource = "Hugging Face config.json: ";
} // namespace

bool isImportedArchitecture(const Architecture &model)
{
    return model.source.starts_with(kImportedSource);
}

namespace {

constexpr int kMaxDim = 1 << 22;

const std::set<std::string> &llamaLike()
{
    static const std::set<std::string> types = {
        "llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "gemma",
        "gemma2", "gemma3_text", "phi3", "olmo2", "deepseek_v3"};
    return types;
}

using jsonfields::FieldReader;

QJsonObject gemma3TextDefaults()
{
    QJsonObject d;
    d.insert(QLatin1String("vocab_size"), 262208);
    d.insert(QLatin1String("hidden_size"), 2304);
    d.insert(QLatin1String("intermediate_size"), 9216);
    d.insert(QLatin1String("num_hidden_layers"), 26);
    d.insert(QLatin1String("num_attention_heads"), 8);
    d.insert(QLatin1String("num_key_value_heads"), 4);
    d.insert(QLatin1String("head_dim"), 256);
    d.insert(QLatin1String("max_position_embeddings"), 131072);
    d.insert(QLatin1String("sliding_window"), 4096);
    d.insert(QLatin1String("sliding_window_pattern"), 6);
    return d;
}

// Layers whose "layer_types" entry is "sliding_attention", or -1 when the key is absent.
int slidingLayersFromTypes(FieldReader &r)
{
    const QJsonValue types = r.value("layer_types");
    if (!types.isArray())
        return -1;
    int count = 0;
    for (const QJsonValue &t : types.toArray())
        if (t.toString() == QLatin1String("sliding_attention"))
            ++count;
    return count;
}

void readSlidingWindow(const std::string &type, FieldReader &r, Architecture &a)
{
    const int window = r.integer("sliding_window", 0, 1 << 26, 0);
    if (window <= 0)
        return;
    int layers = 0;
    if (const int typed = slidingLayersFromTypes(r); typed >= 0) {
        layers = typed;
    } else if (type == "gemma2") {
        layers = (a.layers + 1) / 2; // even-numbered layers are local
    } else if (type == "gemma3_text") {
        const int pattern = r.integer("sliding_window_pattern", 1, 10000, 6);
        layers = a.layers - a.layers / pattern; // every pattern-th layer is global
    } else if (type == "qwen2" || type == "qwen2_moe" || type == "qwen3" || type == "qwen3_moe") {
        if (r.boolean("use_sliding_window", false))
            layers = std::max(0, a.layers - r.integer("max_window_layers", 0, 10000, a.layers));
    } else if (type == "mistral" || type == "mixtral" || type == "phi3") {
        layers = a.layers;
    }
    if (layers > 0) {
        a.slidingWindow = window;
        a.slidingWindowLayers = std::min(layers, a.layers);
    }
}

// Layers of a Qwen MoE model that keep a dense MLP (decoder_sparse_step, mlp_only_layers).
int qwenDenseLayers(FieldReader &r, int layers)
{
    const int step = r.integer("decoder_sparse_step", 1, 10000, 1);
    std::set<int> mlpOnly;
    const QJsonValue list = r.value("mlp_only_layers");
    if (list.isArray())
        for (const QJsonValue &v : list.toArray())
            mlpOnly.insert(v.toInt(-1));
    int dense = 0;
    for (int i = 0; i < layers; ++i)
        if (mlpOnly.count(i) || (i + 1) % step != 0)
            ++dense;
    return dense;
}

void readLlamaLike(const std::string &type, FieldReader &r, Architecture &a)
{
    a.layers = r.integer("num_hidden_layers", 1, 10000);
    a.hidden = r.integer("hidden_size", 1, kMaxDim);
    a.heads = r.integer("num_attention_heads", 1, 65536);
    a.kvHeads = r.integer("num_key_value_heads", 1, 65536, a.heads);
    a.headDim = r.integer("head_dim", 1, 65536, a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1);
    a.vocab = r.integer("vocab_size", 1, 1 << 24);
    a.maxPositions = r.integer("max_position_embeddings", 0, 1 << 26, 0);
    const bool isGemma = type.rfind("gemma", 0) == 0;
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", isGemma);
    const bool qwen2 = type == "qwen2" || type == "qwen2_moe";
    a.attentionBias = r.boolean("attention_bias", qwen2);
    a.mlpBias = r.boolean("mlp_bias", false);
    a.normsPerLayer = (type == "gemma2" || type == "gemma3_text") ? 4 : 2;
    a.qkNorm = type == "qwen3" || type == "qwen3_moe" || type == "gemma3_text" || type == "olmo2";

    const bool moeOnly = type == "mixtral" || type == "qwen3_moe" || type == "qwen2_moe";
    a.intermediate = moeOnly ? r.integer("intermediate_size", 0, kMaxDim, 0)
                             : r.integer("intermediate_size", 1, kMaxDim);
    if (type == "mixtral") {
        a.experts = r.integer("num_local_experts", 1, 65536);
        a.expertsPerToken = r.integer("num_experts_per_tok", 1, 65536);
        a.expertIntermediate = a.intermediate;
    } else if (type == "qwen2_moe" || type == "qwen3_moe") {
        a.experts = r.integer("num_experts", 1, 65536);
        a.expertsPerToken = r.integer("num_experts_per_tok", 1, 65536);
        a.expertIntermediate = r.integer("moe_intermediate_size", 1, kMaxDim);
        const int shared = r.integer("shared_expert_intermediate_size", 0, kMaxDim, 0);
        if (a.expertIntermediate > 0)
            a.sharedExperts = int(std::lround(double(shared) / a.expertIntermediate));
        a.denseLayers = qwenDenseLayers(r, a.layers);
    } else if (type == "deepseek_v3") {
        a.experts = r.integer("n_routed_experts", 1, 65536);
        a.expertsPerToken = r.integer("num_experts_per_tok", 1, 65536);
        a.expertIntermediate = r.integer("moe_intermediate_size", 1, kMaxDim);
        a.sharedExperts = r.integer("n_shared_experts", 0, 1024, 0);
        a.denseLayers = r.integer("first_k_dense_replace", 0, 10000, 0);
        a.qLoraRank = r.integer("q_lora_rank", 0, kMaxDim, 0);
        a.kvLoraRank = r.integer("kv_lora_rank", 1, kMaxDim);
        a.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 65536);
        a.qkNopeHeadDim = r.integer("qk_nope_head_dim", 1, 65536);
        a.vHeadDim = r.integer("v_head_dim", 1, 65536);
        a.headDim = a.qkNopeHeadDim + a.qkRopeHeadDim;
        // The MTP module(s) the checkpoint carries beside its layers (DeepSeek-V3: 1).
        a.mtpModules = r.integer("num_nextn_predict_layers", 0, 64, 0);
    }
    readSlidingWindow(type, r, a);
}

void readGpt2(FieldReader &r, Architecture &a)
{
    a.layers = r.integer("n_layer", 1, 10000);
    a.hidden = r.integer("n_embd", 1, kMaxDim);
    a.heads = r.integer("n_head", 1, 65536);
    a.intermediate = r.integer("n_inner", 1, kMaxDim, 4 * a.hidden);
    a.vocab = r.integer("vocab_size", 1, 1 << 24);
    a.maxPositions = r.integer("n_positions", 1, 1 << 26);
    a.kvHeads = a.heads;
    a.headDim = a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1;
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.attentionBias = a.mlpBias = a.learnedPositions = true;
}

void readGptNeox(FieldReader &r, Architecture &a)
{
    a.layers = r.integer("num_hidden_layers", 1, 10000);
    a.hidden = r.integer("hidden_size", 1, kMaxDim);
    a.heads = r.integer("num_attention_heads", 1, 65536);
    a.intermediate = r.integer("intermediate_size", 1, kMaxDim);
    a.vocab = r.integer("vocab_size", 1, 1 << 24);
    a.maxPositions = r.integer("max_position_embeddings", 0, 1 << 26, 0);
    a.kvHeads = a.heads;
    a.headDim = a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1;
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", false);
    a.parallelBlock = r.boolean("use_parallel_residual", true);
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
    a.attentionBias = r.boolean("attention_bias", true);
    a.mlpBias = true;
}

void readFalcon(FieldReader &r, Architecture &a)
{
    a.hidden = r.integer("hidden_size", 1, kMaxDim);
    a.layers = r.has("num_hidden_layers") ? r.integer("num_hidden_layers", 1, 10000)
                                          : r.integer("n_layer", 1, 10000);
    a.heads = r.has("num_attention_heads") ? r.integer("num_attention_heads", 1, 65536)
                                           : r.integer("n_head", 1, 65536);
    a.vocab = r.integer("vocab_size", 1, 1 << 24);
    a.intermediate = r.integer("ffn_hidden_size", 1, kMaxDim, 4 * a.hidden);
    a.maxPositions = r.integer("max_position_embeddings", 0, 1 << 26, 2048);
    a.headDim = a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1;
    const bool newArch = r.boolean("new_decoder_architecture", false);
    if (newArch)
        a.kvHeads = r.integer("num_kv_heads", 1, 65536, a.heads);
    else
        a.kvHeads = r.boolean("multi_query", true) ? 1 : a.heads;
    a.parallelBlock = newArch || r.boolean("parallel_attn", true);
    a.normsPerLayer = newArch ? r.integer("num_ln_in_parallel_attn", 1, 2, 2) : (a.parallelBlock ? 1 : 2);
    a.attentionBias = a.mlpBias = r.boolean("bias", false);
    a.tiedEmbeddings = r.boolean("tie_word_embeddings", true);
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
}

void readMpt(FieldReader &r, Architecture &a)
{
    a.hidden = r.integer("d_model", 1, kMaxDim);
    a.layers = r.integer("n_layers", 1, 10000);
    a.heads = r.integer("n_heads", 1, 65536);
    const double ratio = r.number("expansion_ratio", 0.01, 64.0, 4.0);
    a.intermediate = int(std::lround(ratio * a.hidden));
    a.vocab = r.integer("vocab_size", 1, 1 << 24);
    a.maxPositions = r.integer("max_seq_len", 1, 1 << 26, 2048);
    a.headDim = a.heads > 0 ? std::max(1, a.hidden / a.heads) : 1;
    a.kvHeads = a.heads;
    bool alibi = false;
    FieldReader attn = r.child("attn_config", false);
    alibi = attn.boolean("alibi", false);
    a.kvHeads = attn.integer("kv_n_heads", 1, 65536, a.heads);
    a.learnedPositions = r.boolean("learned_pos_emb", true) && !alibi;
    a.attentionBias = a.mlpBias = !r.boolean("no_bias", true);
    a.tiedEmbeddings = true;
    a.mlp = MlpKind::Plain;
    a.norm = NormKind::LayerNorm;
}

// The parts of a path between '/' or '\\' separators; empty parts and "." are dropped.
std::vector<std::string> pathParts(const std::string &path)
{
    std::vector<std::string> parts;
    std::string part;
    for (const char c : path + '/') {
        if (c != '/' && c != '\\') {
            part += c;
            continue;
        }
        if (!part.empty() && part != ".")
            parts.push_back(part);
        part.clear();
    }
    return parts;
}

// Whether a path part can name a model: not "..", not a drive ("C:"), not blank.
bool namesSomething(const std::string &part)
{
    return part.find_first_not_of(" \t") != std::string::npos && part != ".." && part.back() != ':';
}

std::string lowered(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// "Qwen2.5-7B-Instruct/config.json": the folder and the file, without the rest of a local path.
std::string shortPath(const std::string &path)
{
    const std::vector<std::string> parts = pathParts(path);
    if (parts.empty())
        return path;
    return parts.size() > 1 ? parts[parts.size() - 2] + "/" + parts.back() : parts.back();
}

} // namespace

std::string hfConfigModelName(const std::string &nameOrPath, const std::string &path, const std::string &modelType)
{
    const std::vector<std::string> named = pathParts(nameOrPath);
    if (!named.empty() && namesSomething(named.back()))
        return named.back();
    const std::vector<std::string> parts = pathParts(path);
    const std::size_t n = parts.size();
    if (n >= 1) {
        const std::string &file = parts.back();
        const std::size_t dot = file.rfind('.');
        const std::string stem = dot == std::string::npos || dot == 0 ? file : file.substr(0, dot);
        const std::string lower = lowered(stem);
        // "config", or "config (1)" as a browser saves a second download.
        const bool generic = lower == "config" || lower.rfind("config (", 0) == 0;
        if (!generic && namesSomething(stem))
            return stem;
    }
    // The Hugging Face cache: models--<owner>--<name>/snapshots/<commit>/config.json.
    const std::string cachePrefix = "models--";
    if (n >= 4 && parts[n - 3] == "snapshots" && parts[n - 4].rfind(cachePrefix, 0) == 0) {
        const std::string &repo = parts[n - 4];
        const std::string name = repo.substr(std::max(cachePrefix.size(), repo.rfind("--") + 2));
        if (!name.empty() && namesSomething(name))
            return name;
    }
    if (n >= 2 && namesSomething(parts[n - 2]))
        return parts[n - 2];
    return "Imported " + modelType + " model";
}

Result<Architecture> importHfConfig(const std::string &json, const std::string &path)
{
    Result<QJsonObject> root = jsonfields::parseObject(json, path);
    if (!root)
        return root.error();
    Result<std::string> typeResult = jsonfields::requireString(root.value(), "model_type", path);
    if (!typeResult)
        return typeResult.error();
    std::string type = typeResult.value();

    QJsonObject cfg = root.value();
    QJsonObject defaults;
    std::string prefix;
    if (type == "gemma3" || type == "gemma3_text") {
        if (type == "gemma3") {
            Result<QJsonObject> text = jsonfields::requireObject(cfg, "text_config", path);
            if (!text)
                return text.error();
            cfg = text.value();
            prefix = "text_config";
            if (!cfg.contains(QLatin1String("tie_word_embeddings"))
                && root.value().contains(QLatin1String("tie_word_embeddings")))
                cfg.insert(QLatin1String("tie_word_embeddings"),
                           root.value().value(QLatin1String("tie_word_embeddings")));
        }
        type = "gemma3_text";
        defaults = gemma3TextDefaults();
    }

    Architecture a;
    FieldReader r(cfg, path, prefix, defaults);
    if (llamaLike().count(type))
        readLlamaLike(type, r, a);
    else if (type == "gpt2")
        readGpt2(r, a);
    else if (type == "gpt_neox")
        readGptNeox(r, a);
    else if (type == "falcon")
        readFalcon(r, a);
    else if (type == "mpt")
        readMpt(r, a);
    else
        return Error{ErrorCode::UnsupportedModelType, "model_type", type, path};
    if (!r.ok())
        return r.error();

    const QJsonValue nameValue = root.value().value(QLatin1String("_name_or_path"));
    const std::string nameOrPath = nameValue.isString() ? nameValue.toString().trimmed().toStdString() : std::string();
    a.displayName = hfConfigModelName(nameOrPath, path, typeResult.value());
    a.id = nameOrPath.empty() ? a.displayName : nameOrPath;
    a.family = type;
    a.hfRepo = nameOrPath;
    a.source = std::string(kImportedSource) + shortPath(path);
    if (auto problem = validateArchitecture(a)) {
        problem->field = jsonfields::fieldPath(prefix, problem->field);
        problem->file = path;
        return *problem;
    }
    return a;
}

Result<Architecture> importHfConfigFile(const std::string &path)
{
    Result<std::string> text = readCappedFile(path, jsonfields::kMaxJsonBytes);
    if (!text)
        return text.error();
    return importHfConfig(text.value(), path);
}

} // namespace gpusizer::core
