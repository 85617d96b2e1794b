// Latency as the benchmarks define it: the time per output token of a request (its own mean
// gap, with statistics over requests) against the single gaps between tokens (ITL), and the
// headline serving question answered with a few servers, not a thousand GPUs.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/servingmodel.h"
#include "model/methodchange.h"
#include "recommend/recommender.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;

namespace {

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

// Llama 3.1 70B on vLLM, 300 users, 2,000 tokens in and 400 out, TTFT < 2 s, TPOT < 50 ms.
Scenario seventyBFor300Users(LatencyStat stat = LatencyStat::P99)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Inference);
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 4;
    s.parallel.tp = 4;
    s.serving.engine = ServingEngine::VLLM;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 300;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.ttftTargetMs = 2000;
    s.serving.tpotTargetMs = 50;
    s.serving.targetStat = stat;
    return s;
}

} // namespace

// The mean gap is the same figure either way; a request averages its ~400 gaps, so its p99
// stays within a few per cent of the mean while the p99 of single gaps is the slow step that
// carries a prompt chunk.
TEST(ServingLatency, RequestTpotAveragesThePromptChunksThatSingleGapsShow)
{
    const ServingEstimate e = estimateServing(seventyBFor300Users(), gpu("h100-sxm"));
    ASSERT_TRUE(e.fits);
    EXPECT_DOUBLE_EQ(e.tpotMs.mean, e.itlMs.mean);
    EXPECT_LE(e.tpotMs.mean, e.tpotMs.p90);
    EXPECT_LE(e.tpotMs.p90, e.tpotMs.p99);
    EXPECT_LT(e.tpotMs.p99, 2.0 * e.tpotMs.mean);
    EXPECT_GT(e.itlMs.p99, e.tpotMs.p99);
    EXPECT_LE(e.itlMs.median, e.itlMs.mean);
}

// Of n gaps, k ~ Binomial(n, share) are slow: the spread of a request's TPOT shrinks as
// 1/sqrt(n). A 4,000-token answer's p99 lies closer to its mean than a 40-token one's.
TEST(ServingLatency, ALongerOutputNarrowsTheSpreadOverRequests)
{
    Scenario shortAnswers = seventyBFor300Users();
    shortAnswers.serving.concurrency = 32;
    Scenario longAnswers = shortAnswers;
    shortAnswers.serving.outputLen = 40;
    longAnswers.serving.outputLen = 4000;
    const auto relative = [](const ServingEstimate &e) { return e.tpotMs.p99 / e.tpotMs.mean - 1.0; };
    const ServingEstimate few = estimateServing(shortAnswers, gpu("h100-sxm"));
    const ServingEstimate many = estimateServing(longAnswers, gpu("h100-sxm"));
    EXPECT_GT(relative(few), 0.0);
    EXPECT_GT(relative(few), 2.0 * relative(many));
}

// The targets judge the per-request TPOT: the headline question's cheapest H100 answer is a
// few HGX servers (5 to 50 GPUs) at every statistic, where judging single gaps gave 1,116.
TEST(ServingLatency, TheHeadlineQuestionNeedsAFewServersAtEveryStatistic)
{
    for (LatencyStat stat : {LatencyStat::Mean, LatencyStat::Median, LatencyStat::P90, LatencyStat::P99}) {
        RecommendOptions options;
        options.gpuIds = {"h100-sxm"};
        options.rankBy = RankBy::Rent;
        const Recommendation r = recommend(seventyBFor300Users(stat), GpuCatalog::builtIn(), options);
        ASSERT_FALSE(r.candidates.empty()) << toString(stat);
        int fewest = 0;
        for (const Candidate &c : r.candidates)
            if (c.estimate.serving && c.estimate.serving->meetsTargets)
                fewest = fewest == 0 ? c.scenario.parallel.gpus : std::min(fewest, c.scenario.parallel.gpus);
        EXPECT_GE(fewest, 5) << toString(stat);
        EXPECT_LE(fewest, 50) << toString(stat);
    }
}
