#pragma once

#include "catalog/gpucatalog.h"
#include "document/snapshot.h"
#include "model/scenario.h"

#include <vector>

namespace gpusizer::ui {

// Sequence lengths of the memory-versus-sequence-length curve: 128 .. 1,048,576 in 40
// logarithmic steps (three per doubling), each an integer, strictly increasing.
const std::vector<int> &seqLenCurveLengths();

inline constexpr int kMinCurveSeqLen = 128;
inline constexpr int kMaxCurveSeqLen = 1 << 20;

// Largest sequence length in [1, kMaxCurveSeqLen] at which `scenario` fits on `gpu`
// (bisection; memory grows with sequence length). 0 when not even one token fits.
int maxFittingSeqLen(const core::Scenario &scenario, const core::GpuSpec &gpu);

// Everything the views show for `scenario`: validated, looked up in `catalog`, estimated,
// with the method variants and the sequence-length curve. On an invalid scenario the result
// has valid == false and `error` says why; the other numbers are left empty.
Snapshot buildSnapshot(const core::Scenario &scenario, const core::GpuCatalog &catalog);
// The same without the catalog sweep and the fit suggestions (recommendationPending set): the
// per-tick part while a slider is dragged.
Snapshot buildSnapshotWithoutRecommendations(const core::Scenario &scenario, const core::GpuCatalog &catalog);

} // namespace gpusizer::ui
