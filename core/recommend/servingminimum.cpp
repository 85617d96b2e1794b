#include "recommend/servingminimum.h"

#include "model/architecture.h"
#include "model/dtype.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

namespace {

// The fastest dense peak the weights' products could run at: 16-bit, 8-bit products for weights
// an engine may multiply in 8 bits (FP8, W8A8), NVFP4 on Blackwell's FP4 tensor cores at twice
// FP8's rate. Weight-only 4-bit formats are dequantised to 16 bits for the product.
double densePeakFlops(const GpuSpec &gpu, DType weights)
{
    double tflops = std::max(gpu.bf16Tflops, gpu.fp16Tflops);
    if (weights == DType::FP8 || weights == DType::INT8)
        tflops = std::max(tflops, gpu.fp8Tflops);
    if (weights == DType::FP4)
        tflops = std::max(tflops, (gpu.generation == GpuGeneration::Blackwell ? 2.0 : 1.0) * gpu.fp8Tflops);
    return tflops * 1e12;
}

// Requests a second the load completes at the least, or 0 when it sets no rate.
double slowestCompletions(const ServingSettings &load)
{
    switch (load.load) {
    case LoadKind::RequestRate: return std::max(0.0, load.requestsPerSecond);
    case LoadKind::Concurrency: {
        if (!load.tpotTargetMs)
            return 0.0;
        const double seconds = (load.ttftTargetMs.value_or(0.0) + std::max(1, load.outputLen) * *load.tpotTargetMs) / 1e3;
        return seconds > 0 ? std::max(0, load.concurrency) / seconds : 0.0;
    }
    case LoadKind::Batch:
    case LoadKind::Offline: return 0.0;
    }
    return 0.0;
}

} // namespace

int servingPhysicalMinimum(const Scenario &s, const GpuSpec &gpu)
{
    const double memory = 0.9 * gpu.usableBytes;
    const double peak = densePeakFlops(gpu, s.weightDtype);
    const double completions = slowestCompletions(s.serving);
    if (memory <= 0 || peak <= 0 || completions <= 0)
        return 0;
    const ParameterCounts counts = countParameters(s.model);
    const double head = double(s.model.vocab) * s.model.hidden;
    const double body = std::max(0.0, counts.active - counts.embedding - counts.lmHead);
    const double in = std::max(0, s.serving.inputLen);
    const double out = std::max(1, s.serving.outputLen);
    const double flopsPerRequest = 2.0 * body * (in + out - 1.0) + 2.0 * head * out;
    const double weights = counts.total * bytesPerElement(s.weightDtype) / memory;
    const double arithmetic = completions * flopsPerRequest / peak;
    return std::max(1, int(std::ceil(std::max(weights, arithmetic) - 1e-9)));
}

} // namespace gpusizer::core
