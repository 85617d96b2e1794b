// recommend --disaggregate (issue #30 point 2, its "Done when"): xPyD splits of Llama 3.1 70B at
// 5 requests/s, 8,000 tokens in and 300 out, TTFT 2 s and TPOT 50 ms at p99, whose prefill and
// decode GPUs are the candidate's GPUs, that meet both targets and are ranked among the colocated
// deployments by the same cost; without the flag the list is the colocated one as before.
#include "catalog/gpucatalog.h"
#include "estimate/estimator.h"
#include "model/methodchange.h"
#include "recommend/ranking.h"
#include "recommend/servingrecommender.h"

#include "analysisfixtures.h"

#include <gtest/gtest.h>

#include <cstdio>

using namespace gpusizer::core;

namespace {

Scenario seventyBAtFivePerSecond()
{
    Scenario s = withMethod(Scenario{}, Method::Inference);
    s.weightDtype = DType::BF16;
    s.serving.engine = ServingEngine::VLLM;
    return gpusizer::core::testing::splitQuestion70B(s, 50);
}

bool isSplit(const Candidate &c) { return c.scenario.serving.disaggregation.enabled(); }

Recommendation recommended(bool disaggregate)
{
    RecommendOptions options;
    options.disaggregate = disaggregate;
    return recommendServing(seventyBAtFivePerSecond(), GpuCatalog::builtIn(), options);
}

void print(const char *what, const Candidate &c)
{
    const ServingEstimate &v = *c.estimate.serving;
    const DisaggregationSettings &d = c.scenario.serving.disaggregation;
    char layout[64];
    if (d.enabled())
        std::snprintf(layout, sizeof layout, "%dP(TP%d)+%dD(TP%d)", d.prefillReplicas, d.prefillTp, d.decodeReplicas,
                      d.decodeTp);
    else
        std::snprintf(layout, sizeof layout, "%d x TP%d", v.replicas, c.scenario.parallel.tp);
    std::printf("%s: %s x%d %s, TTFT p99 %.0f ms, TPOT p99 %.1f ms, %.0f USD a month\n", what,
                c.scenario.gpuId.c_str(), c.scenario.parallel.gpus, layout, v.ttftMs.p99, v.tpotMs.p99, v.monthlyRent);
}

} // namespace

TEST(DisaggregatedRecommend, SplitsOfThe70BQuestionAreTheirPoolsMeetBothTargetsAndRankAmongColocatedOnes)
{
    const Recommendation r = recommended(true);
    const Candidate *firstSplit = nullptr;
    const Candidate *firstColocated = nullptr;
    bool colocatedAfterASplit = false;
    for (const Candidate &c : r.candidates) {
        if (!isSplit(c)) {
            firstColocated = firstColocated ? firstColocated : &c;
            colocatedAfterASplit = colocatedAfterASplit || firstSplit != nullptr;
            continue;
        }
        firstSplit = firstSplit ? firstSplit : &c;
        ASSERT_TRUE(c.estimate.serving.has_value());
        const ServingEstimate &v = *c.estimate.serving;
        ASSERT_TRUE(v.disaggregated.has_value());
        const DisaggregationSettings &split = c.scenario.serving.disaggregation;
        // Its GPUs are its pools': prefill workers x prefill TP + decode workers x decode TP.
        EXPECT_EQ(c.scenario.parallel.gpus, split.prefillReplicas * split.prefillTp + split.decodeReplicas * split.decodeTp);
        EXPECT_EQ(v.gpus, v.disaggregated->prefillGpus() + v.disaggregated->decodeGpus());
        EXPECT_EQ(v.gpus, c.scenario.parallel.gpus);
        EXPECT_GE(c.bom.installedGpus, c.scenario.parallel.gpus);
        EXPECT_LE(v.ttftMs.p99, 2000.0);
        EXPECT_LE(v.tpotMs.p99, 50.0);
        EXPECT_TRUE(v.holdsLoad);
        EXPECT_FALSE(validateScenario(c.scenario).has_value());
    }
    ASSERT_NE(firstSplit, nullptr);
    ASSERT_NE(firstColocated, nullptr);
    EXPECT_TRUE(colocatedAfterASplit);
    // One list, one order: among the recommendable candidates of calibrated families (ranked
    // before the others), the monthly rent never falls down the list.
    const Candidate *previous = nullptr;
    for (const Candidate &c : r.candidates) {
        if (!c.recommendable || !c.calibrated)
            continue;
        if (previous) {
            EXPECT_LE(ownershipCost(*previous, Ownership::Rent), ownershipCost(c, Ownership::Rent)) << c.scenario.gpuId;
        }
        previous = &c;
    }
    print("cheapest colocated", *firstColocated);
    print("cheapest split", *firstSplit);
}

TEST(DisaggregatedRecommend, WithoutTheFlagTheListIsTheColocatedOneUnchanged)
{
    const Recommendation off = recommended(false);
    const Recommendation on = recommended(true);
    std::vector<const Candidate *> colocated;
    for (const Candidate &c : on.candidates)
        if (!isSplit(c))
            colocated.push_back(&c);
    for (const Candidate &c : off.candidates)
        EXPECT_FALSE(isSplit(c));
    ASSERT_EQ(colocated.size(), off.candidates.size());
    for (std::size_t i = 0; i < colocated.size(); ++i) {
        const Candidate &a = *colocated[i];
        const Candidate &b = off.candidates[i];
        EXPECT_EQ(a.scenario, b.scenario) << i;
        EXPECT_EQ(a.estimate.serving->monthlyRent, b.estimate.serving->monthlyRent) << i;
        EXPECT_EQ(a.estimate.serving->tpotMs.p99, b.estimate.serving->tpotMs.p99) << i;
    }
    EXPECT_GT(on.candidates.size(), off.candidates.size());
}
