#pragma once

#include "model/architecture.h"
#include "util/result.h"

#include <optional>
#include <string_view>

namespace gpusizer::core {

// How a serving engine drafts the tokens its target model verifies in one step (speculative
// decoding; docs/estimation.md "Speculative decoding").
enum class SpeculativeMethod {
    None,        // one token a step
    DraftModel,  // a smaller model of the same vocabulary drafts autoregressively
    Eagle,       // EAGLE: a one-layer head on the target's last hidden state, the target's LM head
    Eagle3,      // EAGLE-3: a one-layer head on three of the target's hidden states, its own draft vocabulary
    Mtp,         // the model's own multi-token-prediction module (DeepSeek-V3's MTP, SGLang's NEXTN)
    Ngram,       // prompt lookup: the continuation of the last n-gram's earlier occurrence, on the host
};

// Speculative decoding of a serving scenario (ServingSettings::speculative). None by default, so
// a scenario without it serves one token a step as before.
struct SpeculativeSettings {
    SpeculativeMethod method = SpeculativeMethod::None;
    int draftTokens = 3;                       // k: tokens drafted, and verified with one more, per step
    // Mean tokens a verification step accepts, the bonus token included (1 to k + 1); nullopt:
    // the published default of the method (acceptancedefaults.h).
    std::optional<double> acceptanceLength;
    // DraftModel: the draft's architecture (a preset, carried whole so the estimate needs no
    // catalog); kept, unused, for the other methods.
    std::optional<Architecture> draftModel;

    bool enabled() const { return method != SpeculativeMethod::None; }
    bool operator==(const SpeculativeSettings &) const = default;
};

// Whether the method runs a forward of a draft network on the GPUs (all but n-gram).
bool draftsOnGpu(SpeculativeMethod method);

// Why speculating with `settings` on `target` cannot be estimated, or nullopt (always nullopt
// when off): the draft tokens and acceptance length outside their limits (fieldlimits.h), an
// acceptance length above k + 1 (OutOfRange with the bounds 1 and k + 1), a draft model that is
// missing (Required), invalid (its field under "serving.speculative.draft_model") or of another
// vocabulary (SameVocabulary, detail the target's), MTP on a model without an MTP module
// (NoMtpModule). Which engine speculates how is the engine's check (checkEngineSpeculation).
std::optional<Error> validateSpeculative(const SpeculativeSettings &settings, const Architecture &target);

// "none", "draft", "eagle", "eagle3", "mtp", "ngram": the file's and the CLI's spelling.
std::string_view toString(SpeculativeMethod value);
std::optional<SpeculativeMethod> parseSpeculativeMethod(std::string_view text);

} // namespace gpusizer::core
