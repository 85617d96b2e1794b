// "GPUs needed" of the map and of "what moves it" (issue #30 point 2): a disaggregated
// deployment needs both of its pools, not only the decode workers that ServingEstimate's
// replicasForTargets counts.
#include "analysis/analysis.h"
#include "analysis/explore.h"
#include "analysis/gpusneeded.h"
#include "analysis/sensitivity.h"
#include "catalog/gpucatalog.h"

#include "analysisfixtures.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::testing::splitOnB200Servers;
using gpusizer::core::testing::splitQuestion70BInWindow;

namespace {

// Llama 3.1 70B at 5 requests/s, 8,000 tokens in and 300 out, TTFT 2 s and TPOT 30 ms at p99,
// on 14 B200 as 3 prefill workers of TP 4 and 1 decode worker of TP 2 over a 50 GB/s network.
Scenario splitScenario()
{
    Scenario s;
    s.method = Method::Inference;
    s.weightDtype = DType::BF16;
    s.computeDtype = DType::BF16;
    s.optimizer = Optimizer::None;
    return splitOnB200Servers(splitQuestion70BInWindow(s, 30));
}

} // namespace

TEST(GpusNeeded, ColocatedIsReplicasTimesTheirGpus)
{
    ServingEstimate v;
    v.replicasForTargets = 3;
    v.gpusPerReplica = 4;
    EXPECT_EQ(gpusForTargets(v), 12); // 3 replicas of TP 4
    v.replicasForTargets = 0; // no number of replicas meets the targets
    EXPECT_EQ(gpusForTargets(v), 0);
}

TEST(GpusNeeded, SplitCountsBothPools)
{
    ServingEstimate v;
    v.replicasForTargets = 2; // the decode workers, as the disaggregated model sets it
    v.gpusPerReplica = 2;
    DisaggregatedEstimate d;
    d.prefillTp = 4;
    d.decodeTp = 2;
    d.prefillReplicasForTargets = 3;
    d.decodeReplicasForTargets = 2;
    v.disaggregated = d;
    EXPECT_EQ(gpusForTargets(v), 16); // 3 x 4 prefill + 2 x 2 decode, not the decode pool's 4
    v.disaggregated->prefillReplicasForTargets = 0; // no prefill pool up to 4096 meets them
    EXPECT_EQ(gpusForTargets(v), 0);
}

TEST(GpusNeeded, MapAndSwingOfASplitScenarioAreBothPools)
{
    AnalysisOptions scenarioOnly;
    scenarioOnly.withRecommendations = false;
    const Analysis a = analyse(splitScenario(), GpuCatalog::builtIn(), scenarioOnly);
    ASSERT_TRUE(a.valid) << a.error.field;
    ASSERT_TRUE(a.estimate.serving && a.estimate.serving->disaggregated);
    const DisaggregatedEstimate &d = *a.estimate.serving->disaggregated;
    ASSERT_GT(d.prefillReplicasForTargets, 0);
    ASSERT_GT(d.decodeReplicasForTargets, 0);
    const int both = d.prefillReplicasForTargets * d.prefillTp + d.decodeReplicasForTargets * d.decodeTp;
    // The decode pool alone is fewer: the count the map showed before.
    ASSERT_LT(a.estimate.serving->replicasForTargets * a.estimate.serving->gpusPerReplica, both);

    const Result<ExploreAxis> x = parseExploreAxis("kv-dtype:bf16,fp8", GpuCatalog::builtIn(), "--x");
    const Result<ExploreAxis> y = parseExploreAxis("engine:vllm,sglang", GpuCatalog::builtIn(), "--y");
    ASSERT_TRUE(x.ok() && y.ok());
    const ExploreMap map
        = explore(splitScenario(), GpuCatalog::builtIn(), x.value(), y.value(), ExploreMetric::GpusNeeded);
    const ExploreCell &here = map.at(0, 0); // bf16 on vLLM: the scenario itself
    ASSERT_TRUE(here.valid);
    ASSERT_TRUE(here.value.has_value());
    EXPECT_EQ(*here.value, double(both));

    const Sensitivity swing = sensitivity(splitScenario(), GpuCatalog::builtIn(), SensitivityFigure::Gpus);
    ASSERT_TRUE(swing.valid);
    EXPECT_EQ(swing.base, double(both));
}
