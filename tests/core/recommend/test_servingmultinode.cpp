// Serving replicas larger than one server: the recommender builds them as pipelines of servers
// (a mixture of experts also as expert parallelism over servers) where the GPU's listed server
// has a scale-out network, times them with that network, and keeps cards to one server.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"
#include "recommend/servingrecommender.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;

namespace {

Scenario serving405B()
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-405b");
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::BF16;
    s.serving.engine = ServingEngine::VLLM;
    s.serving.concurrency = 50;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.ttftTargetMs = 5000;
    s.serving.tpotTargetMs = 100;
    return s;
}

bool has(const Candidate &c, Reason reason)
{
    return std::find(c.reasons.begin(), c.reasons.end(), reason) != c.reasons.end();
}

} // namespace

// 810 GB of bf16 weights do not fit one HGX H100 (8 x 80 GB); two servers as a pipeline of two
// stages of TP 8 do, timed with the server's 400 Gb/s a GPU (50 GB/s) between them.
TEST(ServingMultiNode, Llama405BInBf16ServesOnTwoH100ServersAsAPipeline)
{
    RecommendOptions options;
    options.gpuIds = {"h100-sxm"};
    const Recommendation r = recommend(serving405B(), GpuCatalog::builtIn(), options);
    ASSERT_FALSE(r.candidates.empty());
    for (const Candidate &c : r.candidates) {
        const Parallelism &p = c.scenario.parallel;
        EXPECT_EQ(p.tp, 8);
        EXPECT_GE(p.pp, 2);
        EXPECT_EQ(p.gpusPerNode, 8);
        EXPECT_DOUBLE_EQ(c.scenario.interNodeBandwidthGBs, 50.0);
        EXPECT_TRUE(has(c, Reason::LayersSplitTensorPipeline));
        EXPECT_TRUE(has(c, Reason::SpansNodes));
        EXPECT_TRUE(c.estimate.serving->serves());
        EXPECT_EQ(p.gpus, c.estimate.serving->replicas * 8 * p.pp);
    }
}

// A PCIe card has no listed server with a scale-out network: its replicas stay in one server
// (L40 x 8 cannot hold 405B in bf16, so no L40 answer at all), unless the user lends the
// scenario's network.
TEST(ServingMultiNode, CardsStayInOneServerUnlessTheScenarioLendsItsNetwork)
{
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    const GpuSpec &l40 = *catalog.find("l40");
    EXPECT_FALSE(replicaNetwork(serving405B(), l40, catalog).scaleOutGBs.has_value());
    RecommendOptions options;
    options.gpuIds = {"l40"};
    Scenario s = serving405B();
    s.serving.tpotTargetMs = 400;
    EXPECT_TRUE(recommend(s, catalog, options).candidates.empty());
    options.scenarioNetworkForUnlistedGpus = true;
    const Recommendation lent = recommend(s, catalog, options);
    ASSERT_FALSE(lent.candidates.empty());
    for (const Candidate &c : lent.candidates) {
        EXPECT_GT(c.scenario.parallel.pp * std::max(c.scenario.parallel.tp, c.scenario.parallel.ep), 8);
        EXPECT_DOUBLE_EQ(c.scenario.interNodeBandwidthGBs, s.interNodeBandwidthGBs);
    }
}

// An NVL72 rack is one NVLink domain: tensor parallelism of eight and expert parallelism over
// sixteen GB200 stay on NVLink (no scale-out network in the step).
TEST(ServingMultiNode, AnNvl72RackIsOneFastLinkDomain)
{
    const GpuCatalog &catalog = GpuCatalog::builtIn();
    const GpuSpec &gb200 = *catalog.find("gb200-per-gpu");
    EXPECT_EQ(fastLinkDomain(gb200, catalog), 72);
    EXPECT_EQ(largestTensorParallel(gb200, catalog), 8);
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("deepseek-v3");
    s = withMethod(s, Method::Inference);
    const Scenario replica = oneServingReplica(s, gb200, {1, 16, 1}, replicaNetwork(s, gb200, catalog));
    EXPECT_EQ(replica.parallel.gpusPerNode, 16);
    EXPECT_EQ(replica.parallel.gpus, 16);
}
