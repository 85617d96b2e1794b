#pragma once

#include "model/dtype.h"
#include "model/method.h"
#include "model/scenario.h"

#include <array>

namespace gpusizer::core {

// The methods the comparison chart, the report and the CLI's method_variants show, in order.
inline constexpr std::array<Method, 4> kComparedMethods{Method::Full, Method::LoRA, Method::QLoRA,
                                                        Method::Inference};

// `scenario` switched to `method` with the settings that only make sense together adjusted; the
// one rule for the method buttons, the method comparison and "what makes it fit":
// - QLoRA stores the frozen base weights quantised (NF4 unless already quantised);
// - LoRA keeps the frozen base in the compute type (as PEFT recipes load it): quantised and
//   fp32 weights of a 16-bit run become 16-bit;
// - full fine-tuning and pre-training train the weights in the compute type (fp8 training
//   keeps bf16 weights);
// - adapter methods have no master copy of the frozen base (an explicit choice is reset);
// - training needs an optimizer (AdamW when none was set).
Scenario withMethod(Scenario scenario, Method method);

// Storage type of trained weights for a compute type (fp8 training keeps bf16 weights).
DType trainedWeightDtype(DType compute);

// `scenario` with a new compute type; unquantised weights follow it.
Scenario withComputeDtype(Scenario scenario, DType compute);

} // namespace gpusizer::core
