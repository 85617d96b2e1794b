// The serving model as the window and the CLI run it. Goals (issue 14): one serving estimate
// <= 5 us; a serving recommendation sweep over the catalog <= 5 ms.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/servingmodel.h"
#include "recommend/recommender.h"
#include "recommend/servingpareto.h"

#include "analysisfixtures.h"

#include <benchmark/benchmark.h>

using namespace gpusizer::core;

namespace {

// Llama 3.1 70B fp8 on 2 x H100 (TP 2), vLLM, 200 users, chat lengths, a p99 TPOT target.
Scenario chat70B()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s.method = Method::Inference;
    s.weightDtype = DType::FP8;
    s.optimizer = Optimizer::None;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 2;
    s.parallel.tp = 2;
    s.serving.concurrency = 200;
    s.serving.tpotTargetMs = 50.0;
    return s;
}

void BM_ServingEstimate70BOn2H100(benchmark::State &state)
{
    Scenario s = chat70B();
    s.serving.tpotTargetMs.reset();   // the estimate alone, no search for replicas
    const GpuSpec &gpu = *GpuCatalog::builtIn().find("h100-sxm");
    for (auto _ : state) {
        ServingEstimate e = estimateServing(s, gpu);
        benchmark::DoNotOptimize(e);
    }
}

void BM_ServingEstimateWithTargets70BOn2H100(benchmark::State &state)
{
    const Scenario s = chat70B();   // also finds the replicas that meet the target
    const GpuSpec &gpu = *GpuCatalog::builtIn().find("h100-sxm");
    for (auto _ : state) {
        ServingEstimate e = estimateServing(s, gpu);
        benchmark::DoNotOptimize(e);
    }
}

void BM_ServingRecommend70B(benchmark::State &state)
{
    const Scenario s = chat70B();
    std::size_t candidates = 0;
    for (auto _ : state) {
        Recommendation r = recommend(s, GpuCatalog::builtIn());
        candidates = r.candidates.size();
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}

// The same question with split prefill/decode deployments (issue #30 point 2): Llama 3.1 70B
// at 5 requests/s, 8,000 tokens in and 300 out, p99 TTFT 2 s and TPOT 50 ms, every GPU type's
// colocated and xPyD candidates ranked together (`recommend --disaggregate`).
void BM_ServingRecommendDisaggregated70B(benchmark::State &state)
{
    Scenario s = testing::splitQuestion70B(chat70B(), 50);
    s.weightDtype = DType::BF16;
    RecommendOptions options;
    options.disaggregate = true;
    std::size_t candidates = 0;
    std::size_t splits = 0;
    for (auto _ : state) {
        Recommendation r = recommend(s, GpuCatalog::builtIn(), options);
        candidates = r.candidates.size();
        splits = 0;
        for (const auto &c : r.candidates)
            splits += c.scenario.serving.disaggregation.enabled() ? 1 : 0;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
    state.counters["splits"] = double(splits);
}

// The Pareto sweep a trade-off chart plots (issue #29): every GPU type, layout, weight format
// (fp8 and the smaller int4) and batch cap of the 70B chat scenario.
void BM_ServingPareto70B(benchmark::State &state)
{
    const Scenario s = chat70B();
    std::size_t points = 0;
    std::size_t evaluated = 0;
    for (auto _ : state) {
        ServingPareto p = servingPareto(s, GpuCatalog::builtIn());
        points = p.points.size();
        evaluated = p.evaluated;
        benchmark::DoNotOptimize(p);
    }
    state.counters["points"] = double(points);
    state.counters["serving_estimates"] = double(evaluated);
}

} // namespace

BENCHMARK(BM_ServingEstimate70BOn2H100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ServingEstimateWithTargets70BOn2H100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ServingRecommend70B)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ServingRecommendDisaggregated70B)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ServingPareto70B)->Unit(benchmark::kMillisecond);
