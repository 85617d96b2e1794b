// vLLM V0's multi-step scheduling (--num-scheduler-steps N): the engine runs N decode steps per
// scheduler pass, so prompts that arrive during a pass wait for its end and are prefilled
// together in one step (one pass over the weights for all of them) instead of a prefill step
// each; the validation reader takes N from the row's engine_version.
#include "catalog/gpucatalog.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/serving/servingreplica.h"
#include "replicascenario.h"
#include "validation/servingscenario.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

const GpuSpec &h100() { return *GpuCatalog::builtIn().find("h100-sxm"); }

// The vLLM blog's 70B operating point: Llama 3 70B on 4 x H100, ShareGPT's 202 in / 179 out.
Scenario v0(int schedulerSteps, double requestsPerSecond)
{
    Scenario s = servingfixtures::replicaScenario("llama-3-70b", DType::BF16, 4, 1, 1, ServingEngine::VLLMV0);
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = requestsPerSecond;
    s.serving.inputLen = 202;
    s.serving.outputLen = 179;
    s.serving.schedulerSteps = schedulerSteps;
    return s;
}

serving::Replica replicaOf(const Scenario &s)
{
    ServingEstimate e;
    return serving::makeReplica(s, h100(), e);
}

ServingCase vllmRow(const char *version)
{
    ServingCase row;
    row.engine = "vllm";
    row.engineVersion = version;
    return row;
}

} // namespace

// 256 sequences each taking 179 decode steps: 256 / 179 = 1.43 arrive a step in steady state,
// 14.3 over a pass of 10 steps, prefilled in one step; a pass of one step prefills the 1.43,
// and below one arrival a pass a prefill step holds one prompt.
TEST(MultiStepScheduling, APassPrefillsThePromptsThatArrivedDuringIt)
{
    EXPECT_NEAR(replicaOf(v0(10, 16)).promptsPerPrefill(256), 10.0 * 256 / 179, 1e-9);
    EXPECT_NEAR(replicaOf(v0(1, 16)).promptsPerPrefill(256), 256.0 / 179, 1e-9);
    EXPECT_DOUBLE_EQ(replicaOf(v0(10, 16)).promptsPerPrefill(5), 1.0);
    // Only vLLM V0 has the setting: V1 and the others ignore it.
    Scenario v1 = v0(10, 16);
    v1.serving.engine = ServingEngine::VLLM;
    EXPECT_EQ(replicaOf(v1).engine.schedulerSteps, 1);
}

// The prompts' wait for the end of the pass is half of its other nine steps: at 2 requests a
// second (a few sequences in flight, nothing else queues) the TTFT grows by 4.5 plain decode
// steps (the single-gap median), and sharing the prefill steps shortens the TPOT at 16
// requests a second (the blog measured 40 ms there with 10 steps a pass).
TEST(MultiStepScheduling, PromptsWaitForThePassAndShareItsPrefillStep)
{
    const ServingEstimate one = estimateServing(v0(1, 2), h100());
    const ServingEstimate ten = estimateServing(v0(10, 2), h100());
    const double plainStep = ten.itlMs.median;
    EXPECT_NEAR(ten.ttftMs.mean - one.ttftMs.mean, 4.5 * plainStep, 0.15 * 4.5 * plainStep);
    const ServingEstimate busyOne = estimateServing(v0(1, 16), h100());
    const ServingEstimate busyTen = estimateServing(v0(10, 16), h100());
    EXPECT_LT(busyTen.tpotMs.mean, 0.7 * busyOne.tpotMs.mean);
    EXPECT_GT(busyTen.tpotMs.mean, busyTen.itlMs.median);
}

TEST(MultiStepScheduling, TheReaderTakesTheStepsFromTheEngineVersion)
{
    EXPECT_EQ(schedulerStepsOf(vllmRow("vLLM 0.6.0 (--num-scheduler-steps 10)")), 10);
    EXPECT_EQ(schedulerStepsOf(vllmRow("0.6.3 --num-scheduler-steps=8")), 8);
    EXPECT_EQ(schedulerStepsOf(vllmRow("vLLM 0.6.0")), 1);
    EXPECT_EQ(schedulerStepsOf(vllmRow("--num-scheduler-steps x")), 1);
    EXPECT_EQ(schedulerStepsOf(vllmRow("--num-scheduler-steps 100000")), 64);
    ServingCase sglang = vllmRow("--num-scheduler-steps 10");
    sglang.engine = "sglang";
    EXPECT_EQ(schedulerStepsOf(sglang), 1);
}
