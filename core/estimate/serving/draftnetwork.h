#pragma once

#include "model/architecture.h"
#include "model/dtype.h"
#include "model/scenario.h"

#include <optional>

namespace gpusizer::core::serving {

// The network a speculative method drafts with, as a shape the step model can time.
//
// - Draft model: the preset itself, in the target's weight format (a checkpoint of the same
//   format), its own embedding, LM head and KV cache.
// - EAGLE head (arXiv 2401.15077): one decoder layer of the target's width on the target's last
//   hidden state fused with the token's embedding (fc: 2h × h); it shares the target's embedding
//   and LM head, which each of its passes reads for its logits.
// - EAGLE-3 head (arXiv 2503.01840): one decoder layer whose q/k/v read [embedding; fused hidden
//   state] (2h wide), fc 3h × h fusing three of the target's layers, and its own LM head over a
//   draft vocabulary of 32,000 tokens (draft_vocab_size of yuhuili/EAGLE3-LLaMA3.1-Instruct-8B);
//   the embedding is the target's. 16-bit, as the published heads are. The fc runs once a step,
//   on the target's states before the first pass (vLLM EagleProposer.propose:
//   combine_hidden_states; later passes feed the head's own h-wide state back).
// - MTP module (DeepSeek-V3 report, arXiv 2412.19437, section 2.2): one more layer like the
//   model's (DeepSeek-V3: an MoE layer), its projection of [hidden; embedding] (2h × h) and two
//   RMSNorms, with the embedding and output head the checkpoint carries for it (vLLM's
//   DeepSeekMTP loads them: the 14 B of the 685 B checkpoint the report names); in the target's
//   format.
// Each head has one layer's KV cache (one layer of the target's attention).
struct DraftNetwork {
    Architecture architecture;    // what replicaShape reads: layers, width, experts, KV
    DType weightDtype = DType::BF16;
    double storedParams = 0;      // the parameters the GPUs hold for it
    double readParams = 0;        // the parameters one pass streams (its matrix products)
    double firstPassParams = 0;   // what the step's first pass streams besides (EAGLE-3's fc)
    double carriedHidden = 0;     // hidden-sized values each token hands it
};

// The draft network of the scenario's method; nullopt for n-gram and none.
std::optional<DraftNetwork> draftNetwork(const Scenario &scenario);

// The draft vocabulary of the published EAGLE-3 heads.
inline constexpr int kEagle3DraftVocab = 32000;

} // namespace gpusizer::core::serving
