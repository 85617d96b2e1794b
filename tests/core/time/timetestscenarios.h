#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/scenario.h"

#include <stdexcept>
#include <string>

namespace gpusizer::core::testing {

inline const GpuSpec &gpu(const std::string &id)
{
    const GpuSpec *g = GpuCatalog::builtIn().find(id);
    if (g == nullptr)
        throw std::runtime_error("gpu not in catalog: " + id);
    return *g;
}

inline Architecture preset(const std::string &id)
{
    const Architecture *a = ModelCatalog::builtIn().find(id);
    if (a == nullptr)
        throw std::runtime_error("model not in catalog: " + id);
    return *a;
}

// A single-GPU bf16 run of `modelId` with `method` (LoRA r16 on q,k,v,o by default).
inline Scenario scenario(const std::string &modelId, Method method, const std::string &gpuId = "a100-80gb-sxm")
{
    Scenario s;
    s.model = preset(modelId);
    s.method = method;
    s.weightDtype = method == Method::QLoRA ? DType::NF4 : DType::BF16;
    s.computeDtype = DType::BF16;
    s.lora.rank = 16;
    s.lora.targets = kLoraAttentionTargets;
    s.seqLen = 2048;
    s.microBatch = 1;
    s.gradAccum = 1;
    s.gpuId = gpuId;
    s.parallel.gpus = 1;
    s.parallel.gpusPerNode = 1;
    return s;
}

} // namespace gpusizer::core::testing
