#pragma once

#include "model/scenario.h"

#include <QString>

namespace gpusizer::ui {

// Controls whose meaning depends on the method or the cluster.
enum class ControlId {
    WeightFormat,
    Optimizer,
    LoraRank,
    LoraTargets,
    GradAccum,
    Checkpointing,
    ChunkedCrossEntropy,
    Sharding,
    TensorParallel,
    PipelineParallel,
    Offload,
    DatasetTokens,
    Epochs,
};

// Why `control` does not apply to `scenario` (translated, for the disabled control's tooltip),
// or an empty string when it applies.
QString notApplicableReason(ControlId control, const core::Scenario &scenario);

} // namespace gpusizer::ui
