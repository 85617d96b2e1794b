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

// Llama 2 70B pre-training on two H100 nodes as TP 4 x PP 4, 12 micro-batches of 4,096 tokens:
// the layout the pipeline-bubble and tensor-parallel traffic tests work out by hand.
inline Scenario llama70bTp4Pp4()
{
    Scenario s = scenario("llama-2-70b", Method::Pretrain, "h100-sxm");
    s.parallel.gpus = 16;
    s.parallel.gpusPerNode = 8;
    s.parallel.tp = 4;
    s.parallel.pp = 4;
    s.gradAccum = 12;
    s.seqLen = 4096;
    return s;
}

} // namespace gpusizer::core::testing
