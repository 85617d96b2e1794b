#pragma once

#include "model/framework.h"
#include "recommend/recommendation.h"

namespace gpusizer::core {

// Whether a training framework runs a layout of the recommender, as its documentation at the
// profile's version describes it (docs/estimation.md "Which framework runs which layout").
bool runsStrategy(Framework framework, Strategy strategy);

// `preferred` when it runs `strategy`; else the framework that is the layout's usual home
// (DeepSpeed for ZeRO stages and offload, Megatron-LM for tensor and pipeline parallelism, ...).
Framework frameworkFor(Strategy strategy, Framework preferred);

} // namespace gpusizer::core
