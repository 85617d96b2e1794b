#pragma once

#include "estimate/guardrails.h"

#include <QString>

namespace gpusizer::ui {

// "The estimate implies 65 % MFU in training, above the 60 % that measured runs reach: the
// training time is probably too short.": one sentence for a broken guard rail, its figure and
// limit in the interface's language.
QString guardRailSentence(const core::GuardRailBreak &broken);

// The sentences of every broken rail, joined by spaces; empty when none is broken.
QString guardRailsText(const core::GuardRails &rails);

} // namespace gpusizer::ui
