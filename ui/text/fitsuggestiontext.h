#pragma once

#include "recommend/recommendation.h"

#include <QString>

namespace gpusizer::ui {

// One "what makes it fit" suggestion as a sentence: what changes (from `base` to the
// suggestion's scenario) and the memory it then needs, e.g.
// "Sequence length 4,096 → 2,048: 38.4 GiB per GPU (49 % used)".
QString fitSuggestionText(const core::FitSuggestion &suggestion, const core::Scenario &base);

// The change alone, e.g. "Turn on gradient checkpointing".
QString fitChangeText(core::FitChange change, const core::Scenario &base, const core::Scenario &changed);

} // namespace gpusizer::ui
