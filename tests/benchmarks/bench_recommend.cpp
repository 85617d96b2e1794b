// A full recommendation sweep over the whole GPU catalog (every GPU type, counts up to 512
// nodes, every strategy, checkpointing and micro-batch choice), as the panel reruns it on
// every slider tick. Target: <= 2 ms.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "recommend/recommender.h"
#include "recommend/trainingpareto.h"

#include <benchmark/benchmark.h>

using namespace gpusizer::core;

namespace {

Scenario training(const char *modelId, Method method)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(modelId);
    s.method = method;
    s.weightDtype = method == Method::QLoRA ? DType::NF4 : DType::BF16;
    s.computeDtype = DType::BF16;
    s.lora.targets = kLoraAllLinearTargets;
    s.seqLen = 2048;
    s.microBatch = 4;
    s.gradAccum = 8;
    s.gpuId = "h100-sxm";
    s.workload.datasetTokens = 100e6;
    return s;
}

// The whole catalog's sweep for `s`, with the memory estimates it made.
void sweep(benchmark::State &state, const Scenario &s)
{
    std::size_t evaluated = 0;
    for (auto _ : state) {
        Recommendation r = recommend(s, GpuCatalog::builtIn());
        evaluated = r.evaluated;
        benchmark::DoNotOptimize(r);
    }
    state.counters["memory_estimates"] = double(evaluated);
}

void BM_RecommendFullFineTune70B(benchmark::State &state)
{
    sweep(state, training("llama-3.1-70b", Method::Full));
}
BENCHMARK(BM_RecommendFullFineTune70B)->Unit(benchmark::kMillisecond);

void BM_RecommendLora8B(benchmark::State &state)
{
    sweep(state, training("llama-3.1-8b", Method::LoRA));
}
BENCHMARK(BM_RecommendLora8B)->Unit(benchmark::kMillisecond);

// The seed guide's pre-training question: 70B on 2 T tokens within 90 days, from a one-GPU
// scenario (global batch raised per layout, counts up to 4,096 GPUs, the deadline bisected).
void BM_RecommendPretrain70BWithDeadline(benchmark::State &state)
{
    Scenario s = training("llama-3.1-70b", Method::Pretrain);
    s.microBatch = 1;
    s.gradAccum = 1;
    s.workload.datasetTokens = 2e12;
    s.requirements.deadlineHours = 2160;
    sweep(state, s);
}
BENCHMARK(BM_RecommendPretrain70BWithDeadline)->Unit(benchmark::kMillisecond);

void BM_WhatMakesItFit8BFullOn4090(benchmark::State &state)
{
    Scenario s = training("llama-3.1-8b", Method::Full);
    s.gpuId = "rtx-4090";
    for (auto _ : state)
        benchmark::DoNotOptimize(whatMakesItFit(s, GpuCatalog::builtIn()));
}
BENCHMARK(BM_WhatMakesItFit8BFullOn4090)->Unit(benchmark::kMillisecond);

// Cost against time over every candidate of the 8B LoRA sweep (issue #29): the sweep and the front.
void BM_TrainingParetoLora8B(benchmark::State &state)
{
    const Scenario s = training("llama-3.1-8b", Method::LoRA);
    std::size_t points = 0;
    for (auto _ : state) {
        TrainingPareto p = trainingPareto(s, GpuCatalog::builtIn());
        points = p.points.size();
        benchmark::DoNotOptimize(p);
    }
    state.counters["points"] = double(points);
}
BENCHMARK(BM_TrainingParetoLora8B)->Unit(benchmark::kMillisecond);

} // namespace
