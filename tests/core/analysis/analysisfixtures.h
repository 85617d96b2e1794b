#pragma once

#include "catalog/modelcatalog.h"
#include "model/scenario.h"

namespace gpusizer::core::testing {

// Llama 3.1 8B LoRA on one H100, 2,048 tokens, micro-batch 4, accumulation 4.
inline Scenario loraOnH100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::LoRA;
    s.gpuId = "h100-sxm";
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 4;
    return s;
}

} // namespace gpusizer::core::testing
