// core::analyse as the window runs it: the full analysis after a pause (estimate, method
// variants, sequence-length curve and bisection, catalog sweep, what makes it fit) and one
// sequence-length tick while dragging (the curve reused, the sweep waiting). Goals: the full
// sweep <= 2 ms; a tick a small part of the 8 ms frame budget.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"

#include <benchmark/benchmark.h>

using namespace gpusizer::core;

namespace {

Scenario fullFineTune70BOn8H100()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s.method = Method::Full;
    s.masterWeights = true;
    s.seqLen = 4096;
    s.microBatch = 1;
    s.gradAccum = 16;
    s.checkpointing = Checkpointing::Full;
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.parallel.sharding = Sharding::FSDP;
    s.workload.datasetTokens = 100e6;
    return s;
}

void BM_AnalyseFull70BOn8H100(benchmark::State &state)
{
    const Scenario s = fullFineTune70BOn8H100();
    int estimates = 0;
    for (auto _ : state) {
        Analysis a = analyse(s, GpuCatalog::builtIn());
        estimates = a.stats.estimates;
        benchmark::DoNotOptimize(a);
    }
    state.counters["estimates"] = estimates;
}

// One tick of a drag: the analysis of `edit`ed scenario given the analysis before it.
template <typename Edit>
void analyseTick(benchmark::State &state, Edit edit)
{
    Scenario s = fullFineTune70BOn8H100();
    AnalysisOptions options;
    options.withRecommendations = false;
    const Analysis before = analyse(s, GpuCatalog::builtIn(), options);
    options.previous = &before;
    edit(s);
    int estimates = 0;
    for (auto _ : state) {
        Analysis a = analyse(s, GpuCatalog::builtIn(), options);
        estimates = a.stats.estimates;
        benchmark::DoNotOptimize(a);
    }
    state.counters["estimates"] = estimates;
}

void BM_AnalyseSeqLenTick70BOn8H100(benchmark::State &state)
{
    analyseTick(state, [](Scenario &s) { s.seqLen = 4608; });
}

// A change that moves memory: the curve and the bisection are computed again.
void BM_AnalyseMicroBatchTick70BOn8H100(benchmark::State &state)
{
    analyseTick(state, [](Scenario &s) { s.microBatch = 2; });
}

} // namespace

BENCHMARK(BM_AnalyseFull70BOn8H100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_AnalyseSeqLenTick70BOn8H100)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_AnalyseMicroBatchTick70BOn8H100)->Unit(benchmark::kMicrosecond);
