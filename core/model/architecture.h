#pragma once

#include "util/result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gpusizer::core {

enum class MlpKind { Gated, Plain };   // gated: 3 matrices (SwiGLU/GeGLU); plain: 2 matrices
enum class NormKind { RMSNorm, LayerNorm };

// Shape of a transformer model, in Hugging Face config terms. Plain value type.
struct Architecture {
    std::string id;            // preset id or free name
    std::string displayName;   // e.g. "Llama 3.1 8B"
    std::string source;        // where the shape comes from
    double publishedParamsB = 0; // published total parameter count in billions (0 = unknown)
    double publishedActiveParamsB = 0; // published per-token count for MoE models (0 = unknown/dense)
    std::string family;        // preset family for grouping, e.g. "Llama 3"
    std::string hfRepo;        // Hugging Face repository, empty when none

    int layers = 0;            // num_hidden_layers
    int hidden = 0;            // hidden_size
    int intermediate = 0;      // dense FFN width (intermediate_size)
    int heads = 0;             // num_attention_heads
    int kvHeads = 0;           // num_key_value_heads (GQA/MQA)
    int headDim = 0;           // head_dim (may differ from hidden/heads)
    std::int64_t vocab = 0;    // vocab_size
    int maxPositions = 0;      // max_position_embeddings (0 = unknown)
    bool tiedEmbeddings = false;
    MlpKind mlp = MlpKind::Gated;
    NormKind norm = NormKind::RMSNorm;
    int normsPerLayer = 2;     // Gemma 2/3 and OLMo 2 differ
    bool qkNorm = false;       // per-head q/k norms (Qwen3, OLMo 2)
    bool attentionBias = false;    // q/k/v(/o) biases
    bool mlpBias = false;
    bool learnedPositions = false; // absolute position table (GPT-2, MPT-style off by default)
    bool parallelBlock = false;    // attention and MLP in parallel (Falcon, GPT-J)
    bool encoderOnly = false;      // BERT-style bidirectional encoder

    // Mixture of experts (experts == 0: dense).
    int experts = 0;               // routed experts per MoE layer
    int expertsPerToken = 0;       // routed experts active per token
    int expertIntermediate = 0;    // FFN width of one expert
    int sharedExperts = 0;         // always-active experts of width expertIntermediate
    int denseLayers = 0;           // leading layers with a dense FFN of width `intermediate`

    // Multi-head latent attention (DeepSeek V2/V3); kvLoraRank == 0: standard attention.
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;

    // Sliding-window attention: `slidingWindowLayers` of the layers see at most `slidingWindow` tokens.
    int slidingWindow = 0;
    int slidingWindowLayers = 0;

    // Multi-token-prediction modules beside the layers (num_nextn_predict_layers: DeepSeek-V3's
    // one MTP module, its own layer, which speculative decoding drafts with).
    int mtpModules = 0;

    bool isMoE() const { return experts > 0; }
    bool isMLA() const { return kvLoraRank > 0; }
    int moeLayers() const { return isMoE() ? layers - denseLayers : 0; }
    int queryWidth() const { return heads * headDim; }
    int kvWidth() const { return kvHeads * headDim; }

    bool operator==(const Architecture &) const = default;
};

// Parameter counts derived from the shape (no I/O).
struct ParameterCounts {
    double embedding = 0;      // input embedding (+ learned positions)
    double lmHead = 0;         // 0 when tied
    double attentionPerLayer = 0;
    double mlpPerLayer = 0;    // dense FFN layer
    double moePerLayer = 0;    // all experts + router + shared experts of one MoE layer
    double moeActivePerLayer = 0;
    double normsPerLayer = 0;
    double finalNorm = 0;
    double total = 0;
    double active = 0;         // per token (MoE: routed experts in use)
    double largestLayer = 0;   // largest single transformer block (for gather buffers)
};

ParameterCounts countParameters(const Architecture &arch);

// Why an architecture cannot be estimated, or nullopt when it is valid: OutOfRange on the
// field's JSON key ("hidden", "kv_heads") with its bounds, or a broken rule (kv_heads divides heads).
std::optional<Error> validateArchitecture(const Architecture &arch);

std::string_view toString(MlpKind value);
std::optional<MlpKind> parseMlpKind(std::string_view text);

} // namespace gpusizer::core
