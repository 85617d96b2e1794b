#pragma once

#include "model/method.h"
#include "model/provenance.h"

#include <QString>

namespace gpusizer::ui {

// The measured runs behind a figure in words (issue #24 point 5; core::Provenance): the status
// bar's assumptions, the headline's tooltip and the report's accuracy section. Translated in the
// context "gpusizer::ui::ProvenanceText".

// The kind of runs of a regime: "pre-training", "QLoRA fine-tuning", "inference and serving".
QString regimeDescription(core::Method regime);

// The status bar's forms, longest first: "measured on 37 runs from 4 sources (Ampere, QLoRA
// fine-tuning)" or "modelled, not measured on this family (Hopper, QLoRA fine-tuning)"; without
// the brackets; "37 runs measured" or "modelled only".
QString provenanceText(const core::Provenance &provenance);
QString provenanceShortText(const core::Provenance &provenance);
QString provenanceShortestText(const core::Provenance &provenance);

// One sentence: "Measured: 37 runs of quality A or B of QLoRA fine-tuning on the Ampere family,
// from 4 sources." or "Modelled, not measured on this family: no run of QLoRA fine-tuning on the
// Hopper family was measured, so the interval is the wider one."
QString provenanceSentence(const core::Provenance &provenance);

} // namespace gpusizer::ui
