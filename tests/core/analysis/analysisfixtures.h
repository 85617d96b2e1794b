#pragma once

#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
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

// Llama 3.1 70B served in FP8 on 2 x H100 (TP 2), a p99 TPOT target of 50 ms.
inline Scenario llama70bFp8OnTwoH100()
{
    Scenario s = withMethod(loraOnH100(), Method::Inference);
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s.weightDtype = DType::FP8;
    s.parallel.gpus = 2;
    s.parallel.gpusPerNode = 2;
    s.parallel.tp = 2;
    s.serving.tpotTargetMs = 50;
    s.serving.targetStat = LatencyStat::P99;
    return s;
}

} // namespace gpusizer::core::testing
