#pragma once

// Architectures and scenarios shared by the memory tests (published Hugging Face configs).

#include "model/gpuspec.h"
#include "model/scenario.h"

namespace gpusizer::core::testing {

inline Architecture llama31_8b()
{
    Architecture a;
    a.id = "llama-3.1-8b";
    a.layers = 32;
    a.hidden = 4096;
    a.intermediate = 14336;
    a.heads = 32;
    a.kvHeads = 8;
    a.headDim = 128;
    a.vocab = 128256;
    return a;
}

inline Architecture llama31_70b()
{
    Architecture a = llama31_8b();
    a.id = "llama-3.1-70b";
    a.layers = 80;
    a.hidden = 8192;
    a.intermediate = 28672;
    a.heads = 64;
    return a;
}

inline GpuSpec h100()
{
    GpuSpec g;
    g.id = "h100-sxm";
    g.generation = GpuGeneration::Hopper;
    g.memoryBytes = 80e9;
    g.usableBytes = 79.2e9;
    return g;
}

inline Scenario fullFineTune(const Architecture &a)
{
    Scenario s;
    s.model = a;
    s.method = Method::Full;
    s.weightDtype = DType::BF16;
    s.computeDtype = DType::BF16;
    s.optimizer = Optimizer::AdamW;
    s.seqLen = 2048;
    s.microBatch = 1;
    s.gradAccum = 2; // gradients stay resident between micro-batches
    s.checkpointing = Checkpointing::Full;
    s.attention = AttentionKernel::Flash;
    return s;
}

} // namespace gpusizer::core::testing
