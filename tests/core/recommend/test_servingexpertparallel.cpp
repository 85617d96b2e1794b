// Serving a mixture of experts: expert parallelism with data-parallel attention is a candidate
// beside tensor parallelism, and for an MLA model it needs fewer GPUs (each GPU keeps its own
// sequences' latent cache instead of a copy on every tensor-parallel rank).
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;

namespace {

int fewest(const Recommendation &r, bool expertParallel)
{
    int best = 0;
    for (const Candidate &c : r.candidates) {
        const bool ep = c.scenario.parallel.ep > c.scenario.parallel.tp;
        if (ep == expertParallel && (best == 0 || c.scenario.parallel.gpus < best))
            best = c.scenario.parallel.gpus;
    }
    return best;
}

} // namespace

TEST(ServingExpertParallel, DeepSeekV3OnH200NeedsFewerGpusWithExpertParallelism)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("deepseek-v3");
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::FP8;
    s.serving.concurrency = 300;
    s.serving.inputLen = 8000;
    s.serving.outputLen = 200;
    s.serving.ttftTargetMs = 10000;
    s.serving.tpotTargetMs = 150;
    RecommendOptions options;
    options.gpuIds = {"h200-sxm"};
    const Recommendation r = recommend(s, GpuCatalog::builtIn(), options);
    const int ep = fewest(r, true);
    const int tp = fewest(r, false);
    ASSERT_GT(ep, 0);
    for (const Candidate &c : r.candidates) {
        if (c.scenario.parallel.ep > c.scenario.parallel.tp) {
            EXPECT_EQ(c.scenario.parallel.gpus % c.scenario.parallel.ep, 0);
            EXPECT_NE(std::find(c.reasons.begin(), c.reasons.end(), Reason::ExpertsSplitExpertParallel), c.reasons.end());
            EXPECT_TRUE(c.estimate.serving->serves());
        }
    }
    // 671 GB of fp8 weights need one 8-GPU node of H200 either way; the latent cache of 300
    // sequences of 8,200 tokens (70,272 bytes a token) replicated 8 times under TP 8 does not.
    EXPECT_GE(ep, 8);
    if (tp > 0) {
        EXPECT_LT(ep, tp);
    }
}
