// One full estimate (memory, time, cost) of a 70B QLoRA fine-tune on one H100, and its parts.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "estimate/memorymodel.h"
#include "estimate/time/costmodel.h"
#include "estimate/time/timemodel.h"

#include <benchmark/benchmark.h>

using namespace gpusizer::core;

namespace {

Scenario qlora70b()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s.method = Method::QLoRA;
    s.weightDtype = DType::NF4;
    s.computeDtype = DType::BF16;
    s.optimizer = Optimizer::PagedAdamW8bit;
    s.lora.rank = 16;
    s.lora.targets = kLoraAllLinearTargets;
    s.seqLen = 2048;
    s.microBatch = 1;
    s.gradAccum = 16;
    s.checkpointing = Checkpointing::Full;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 1;
    s.parallel.gpusPerNode = 1;
    s.workload.datasetTokens = 10e6;
    return s;
}

void BM_FullEstimate70BQlora(benchmark::State &state)
{
    const Scenario s = qlora70b();
    const GpuSpec &gpu = *GpuCatalog::builtIn().find(s.gpuId);
    for (auto _ : state) {
        Estimate e = estimate(s, gpu);
        if (e.time.tokensPerSecondPerGpu <= 0) {  // estimators that do not call the time model yet
            e.time = estimateTime(s, gpu);
            e.cost = estimateCost(s, gpu, e.time);
        }
        benchmark::DoNotOptimize(e);
    }
}
BENCHMARK(BM_FullEstimate70BQlora);

void BM_MemoryOnly70BQlora(benchmark::State &state)
{
    const Scenario s = qlora70b();
    const GpuSpec &gpu = *GpuCatalog::builtIn().find(s.gpuId);
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateMemory(s, gpu));
}
BENCHMARK(BM_MemoryOnly70BQlora);

void BM_TimeAndCost70BQlora(benchmark::State &state)
{
    const Scenario s = qlora70b();
    const GpuSpec &gpu = *GpuCatalog::builtIn().find(s.gpuId);
    for (auto _ : state) {
        const TimeEstimate t = estimateTime(s, gpu);
        benchmark::DoNotOptimize(estimateCost(s, gpu, t));
    }
}
BENCHMARK(BM_TimeAndCost70BQlora);

} // namespace
