#pragma once

#include "model/dtype.h"
#include "model/method.h"
#include "model/optimizer.h"
#include "model/parallelism.h"
#include "model/serving.h"
#include "model/training.h"

#include <QString>

namespace gpusizer::ui::enumtext {

// Translated display names of the scenario's choices (combo boxes and buttons).
QString method(core::Method value);
QString dtype(core::DType value);
QString optimizer(core::Optimizer value);
QString checkpointing(core::Checkpointing value);
QString attention(core::AttentionKernel value);
QString sharding(core::Sharding value);
QString offload(core::Offload value);
QString servingEngine(core::ServingEngine value);
QString loadKind(core::LoadKind value);
QString latencyStat(core::LatencyStat value);

} // namespace gpusizer::ui::enumtext
