// Every preset model x method x GPU family gives finite, positive, self-consistent numbers.
#include "estimate/time/costmodel.h"
#include "estimate/estimator.h"
#include "estimate/time/timemodel.h"
#include "timetestscenarios.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

TEST(TimeRobustness, EveryPresetMethodAndGpuGivesFiniteNumbers)
{
    int checked = 0;
    for (const Architecture &model : ModelCatalog::builtIn().models()) {
        for (Method method : {Method::Inference, Method::Full, Method::LoRA, Method::QLoRA, Method::Pretrain}) {
            for (const GpuSpec &g : GpuCatalog::builtIn().gpus()) {
                Scenario s = scenario("llama-2-7b", method, g.id);
                s.model = model;
                s.parallel.gpus = 8;
                s.parallel.gpusPerNode = 4;
                s.parallel.sharding = isTraining(method) ? Sharding::FSDP : Sharding::None;
                s.parallel.tp = isTraining(method) ? 1 : 2;
                s.parallel.ep = model.isMoE() ? 2 : 1;
                s.checkpointing = Checkpointing::Selective;
                s.workload.promptLen = method == Method::Inference ? 1000 : 0;
                const TimeEstimate t = estimateTime(s, g);
                const CostEstimate c = estimateCost(s, g, t);
                const std::string what = model.id + " " + std::string(toString(method)) + " " + g.id;
                ASSERT_TRUE(std::isfinite(t.tokensPerSecondPerGpu) && t.tokensPerSecondPerGpu > 0) << what;
                ASSERT_TRUE(std::isfinite(t.wallSeconds) && t.wallSeconds > 0) << what;
                ASSERT_TRUE(std::isfinite(t.mfu) && t.mfu > 0 && t.mfu < 1) << what;
                ASSERT_NEAR(t.gpuHours, t.wallSeconds * 8 / 3600, 1e-6 * t.gpuHours) << what;
                ASSERT_TRUE(std::isfinite(c.rentTotal) && c.rentTotal >= 0) << what;
                ASSERT_TRUE(std::isfinite(c.ownTotal) && c.ownTotal > 0) << what;
                ASSERT_GE(t.scalingEfficiency, 0.0) << what;
                ASSERT_LE(t.scalingEfficiency, 1.0) << what;
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 10000);
}

TEST(TimeRobustness, DegenerateShapesGiveZeroNotNaN)
{
    Scenario s = scenario("llama-2-7b", Method::LoRA);
    s.seqLen = 0;
    const TimeEstimate t = estimateTime(s, gpu("a100-80gb-sxm"));
    EXPECT_EQ(t.tokensPerSecondPerGpu, 0.0);
    EXPECT_EQ(t.wallSeconds, 0.0);
    // The one table of limits refuses the length before any time is estimated.
    EXPECT_TRUE(validateScenario(s).has_value());
}
