#pragma once

#include "catalog/modelcatalog.h"
#include "model/scenario.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace gpusizer::ui {

// The model presets that can draft for `target` (speculative decoding with a draft model): those
// core accepts as its draft (validateSpeculative: the target's vocabulary) that are smaller than
// it, smallest first.
std::vector<const core::Architecture *> draftPresets(const core::ModelCatalog &catalog, const core::Architecture &target);

// Why `method` cannot speculate for `scenario` (translated, for the disabled entry's tooltip),
// or an empty string when it can: the engine does not run the method, or runs it only without
// pipeline parallelism (serving::checkEngineSpeculation, as the CLI and the recommender refuse);
// MTP on a model without an MTP module (validateSpeculative); a draft model where the scenario
// has none and no preset can draft for the model (`draftPresetCount`: draftPresets' size, which
// the caller keeps while the model stays). The same words for the method combo's entries and
// its tooltip.
QString speculativeMethodReason(core::SpeculativeMethod method, const core::Scenario &scenario,
                                std::size_t draftPresetCount);

} // namespace gpusizer::ui
