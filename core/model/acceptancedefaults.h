#pragma once

#include "model/architecture.h"
#include "model/speculative.h"

#include <string_view>

namespace gpusizer::core {

// How often a method's drafts are accepted, as published: the first drafted token is accepted
// with probability `first`; each later one, given the one before it was, with `later`. A step
// of k drafts then accepts on average
//     A(k) = 1 + first·(1 + later + later² + … + later^(k−1))   tokens, the bonus token included
// (Leviathan et al., "Fast Inference from Transformers via Speculative Decoding", arXiv
// 2211.17192, eq. 1, where first = later = α; two rates because the published per-position
// acceptance of EAGLE heads and MTP modules falls faster after the first token).
struct AcceptanceProfile {
    SpeculativeMethod method = SpeculativeMethod::None;
    std::string_view family;   // Architecture::family it is published for; empty: any model
    double first = 0;
    double later = 0;
    std::string_view source;   // where the rates come from (JSON acceptance_source)
};

// A(k) of the profile.
double acceptanceLength(const AcceptanceProfile &profile, int draftTokens);

// The published profile of `method` for the target's family, else the method's general one.
// None: a profile that accepts nothing (A = 1).
const AcceptanceProfile &defaultAcceptance(SpeculativeMethod method, const Architecture &target);

// The acceptance length a scenario runs at: its own, or the default for its k and target.
double acceptanceLengthOf(const SpeculativeSettings &settings, const Architecture &target);

} // namespace gpusizer::core
