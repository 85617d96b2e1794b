#pragma once

#include "model/dtype.h"
#include "model/method.h"
#include "model/scenario.h"

#include <array>

namespace gpusizer::ui {

// The methods the comparison chart shows, in display order.
inline constexpr std::array<core::Method, 4> kComparedMethods{core::Method::Full, core::Method::LoRA,
                                                              core::Method::QLoRA, core::Method::Inference};

// `scenario` switched to `method` with the settings that only make sense together adjusted:
// QLoRA stores the base weights quantised (NF4 unless already quantised), full fine-tuning,
// LoRA and pre-training store them in the compute type, and training needs an optimizer.
core::Scenario withMethod(core::Scenario scenario, core::Method method);

// Storage type of trained weights for a compute type (fp8 training keeps bf16 weights).
core::DType trainedWeightDtype(core::DType compute);

// `scenario` with a new compute type; unquantised weights follow it.
core::Scenario withComputeDtype(core::Scenario scenario, core::DType compute);

} // namespace gpusizer::ui
