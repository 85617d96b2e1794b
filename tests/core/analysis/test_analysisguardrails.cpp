// The one analysis carries the guard rails of its estimate (issue #24 point 4), so the window,
// the report and the CLI warn of the same broken rails.
#include "analysis/analysis.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

Scenario onGpu(const std::string &model, Method method, const std::string &gpuId)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(model);
    s.method = method;
    s.optimizer = method == Method::Inference ? Optimizer::None : Optimizer::AdamW;
    s.gpuId = gpuId;
    s.seqLen = 4096;
    s.microBatch = 1;
    s.gradAccum = 8;
    s.workload.datasetTokens = 1e8;
    return s;
}

AnalysisOptions quick()
{
    AnalysisOptions o;
    o.withRecommendations = false;
    return o;
}

} // namespace

TEST(AnalysisGuardRails, AreThoseOfItsEstimate)
{
    for (const Scenario &s : {onGpu("llama-3.1-8b", Method::Full, "a100-80gb-sxm"),
                              onGpu("llama-3.1-8b", Method::LoRA, "h100-sxm"),
                              onGpu("llama-3.1-8b", Method::Inference, "h100-sxm")}) {
        const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
        ASSERT_TRUE(a.valid) << a.error.field;
        const GuardRails expected = checkGuardRails(a.scenario, a.gpu, a.estimate);
        ASSERT_FALSE(expected.steps.empty());
        // Training checks its step; inference the decode step and the serving step.
        EXPECT_EQ(a.guardRails.steps.size(), s.method == Method::Inference ? 2u : 1u);
        EXPECT_EQ(a.guardRails.broken, expected.broken);
        EXPECT_DOUBLE_EQ(a.guardRails.steps[0].seconds, a.estimate.time.stepSeconds);
    }
}

TEST(AnalysisGuardRails, AnInvalidScenarioHasNone)
{
    Scenario s = onGpu("llama-3.1-8b", Method::Full, "a100-80gb-sxm");
    s.gpuId = "no-such-gpu";
    const Analysis a = analyse(s, GpuCatalog::builtIn(), quick());
    ASSERT_FALSE(a.valid);
    EXPECT_TRUE(a.guardRails.steps.empty());
    EXPECT_FALSE(a.guardRails.any());
}
