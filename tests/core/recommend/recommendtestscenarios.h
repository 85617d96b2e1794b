#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/scenario.h"

#include <cstdio>
#include <string>

#include "recommend/recommendation.h"

namespace gpusizer::core::testing {

// bf16 training of a catalog model with a global batch of `globalBatch` sequences of 2048.
inline Scenario trainingScenario(const std::string &modelId, Method method, int globalBatch)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(modelId);
    s.method = method;
    s.weightDtype = method == Method::QLoRA ? DType::NF4 : DType::BF16;
    s.computeDtype = DType::BF16;
    s.masterWeights = trainsAllWeights(method) ? std::optional<bool>(true) : std::nullopt;
    s.lora.targets = kLoraAllLinearTargets;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = globalBatch / 4;
    s.gpuId = "a100-80gb-sxm";
    s.parallel.gpus = 1;
    s.parallel.gpusPerNode = 1;
    s.workload.datasetTokens = 50e6;
    return s;
}

inline void print(const Candidate &c)
{
    std::printf("  %-16s x%-4d %-18s ckpt %-9s mb %d ga %-4d %7.1f GiB  %8.2f h  rent %9.0f  own %9.0f  tok/s/gpu %7.0f mfu %.2f\n",
                c.scenario.gpuId.c_str(), c.scenario.parallel.gpus, std::string(toString(c.strategy)).c_str(),
                c.scenario.checkpointing == Checkpointing::None ? "none"
                    : c.scenario.checkpointing == Checkpointing::Full ? "full" : "selective",
                c.scenario.microBatch, c.scenario.gradAccum, c.estimate.requiredBytes / 1073741824.0,
                c.estimate.time.wallSeconds / 3600.0, c.estimate.cost.rentTotal, c.estimate.cost.ownTotal,
                c.estimate.time.tokensPerSecondPerGpu, c.estimate.time.mfu);
}

} // namespace gpusizer::core::testing
