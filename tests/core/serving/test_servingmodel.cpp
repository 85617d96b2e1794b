// The serving model: KV pool and concurrency from the engine's memory policy, the step
// physics at a hand-computed point, how the load moves the figures, replicas for targets.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingmodel.h"
#include "recommend/recommender.h"
#include "model/units.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::units::kGiB;

namespace {

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

// Llama 3.1 8B bf16 on one H100 SXM, vLLM, chat lengths 1000 in / 300 out.
Scenario chatOn8B(ServingEngine engine = ServingEngine::VLLM)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s.method = Method::Inference;
    s.weightDtype = DType::BF16;
    s.optimizer = Optimizer::None;
    s.gpuId = "h100-sxm";
    s.serving.engine = engine;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 1;
    s.serving.inputLen = 1000;
    s.serving.outputLen = 300;
    return s;
}

} // namespace

TEST(ServingModel, KvPoolFollowsVllmsMemoryUtilisation)
{
    const Scenario s = chatOn8B();
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    // usable 84.93e9 B less a 0.5 GiB CUDA context, x 0.9 (gpu_memory_utilization), less the
    // weights (8.03e9 params x 2 B), the workspace (8192 tokens x 4096 x 2 B x 20) and the
    // 0.5 GiB graph pool.
    const double usable = gpu("h100-sxm").usableBytes - 0.5 * kGiB;
    const double weights = countParameters(s.model).total * 2.0;
    const double pool = usable * 0.9 - weights - 8192.0 * 4096 * 2 * 20 - 0.5 * kGiB;
    EXPECT_NEAR(e.kvPoolBytes, pool, 1.0);
    EXPECT_NEAR(e.kvPoolBytes / 1e9, 58.0, 0.5);
    // 32 layers x K and V x 8 heads x 128 x 2 B = 131,072 B per token; 1,300 tokens a sequence.
    EXPECT_EQ(e.maxConcurrency, int(pool / (131072.0 * 1300)));
    EXPECT_NEAR(e.kvTokens, pool / 131072.0, 1.0);
    EXPECT_TRUE(e.fits);
}

TEST(ServingModel, TensorRtLlmTakesItsFractionOfTheFreeMemoryAndFp8KvHoldsTwice)
{
    Scenario s = chatOn8B(ServingEngine::TensorRTLLM);
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    const double usable = gpu("h100-sxm").usableBytes - 0.5 * kGiB;
    const double taken = countParameters(s.model).total * 2.0 + 8192.0 * 4096 * 2 * 20 + 0.25 * kGiB;
    EXPECT_NEAR(e.kvPoolBytes, (usable - taken) * 0.9, 1.0);
    s.serving.kvDtype = DType::FP8;
    const ServingEstimate fp8 = estimateServing(s, gpu("h100-sxm"));
    EXPECT_NEAR(double(fp8.maxConcurrency) / e.maxConcurrency, 2.0, 0.01);
}

TEST(ServingModel, OneStreamIsBandwidthBoundAtTheHandComputedTpot)
{
    const ServingEstimate e = estimateServing(chatOn8B(), gpu("h100-sxm"));
    // Weights 16.06 GB at 3.35 TB/s x 0.72 = 6.66 ms, the stream's KV (1,150 tokens x 131 KB)
    // at x 0.90 = 0.05 ms, prefill of 1000/300 tokens per step mixed in (0.09 ms of compute,
    // overlapped), 1.4 ms host: about 8.1 ms.
    EXPECT_NEAR(e.tpotMs.mean, 8.1, 0.2);
    EXPECT_NEAR(e.outputTokensPerSecond, 1000.0 / e.tpotMs.mean, 1.0);
    EXPECT_EQ(e.bindingLimit, ServingLimit::Bandwidth);
    EXPECT_GT(e.ttftMs.mean, 0.0);
    EXPECT_LE(e.ttftMs.median, e.ttftMs.p99);
    EXPECT_LE(e.tpotMs.median, e.tpotMs.p99);
}

TEST(ServingModel, MoreConcurrencyMoreThroughputAndSlowerTokensUntilThePoolIsFull)
{
    Scenario s = chatOn8B();
    double lastTokens = 0;
    double lastTpot = 0;
    for (int users : {1, 8, 64, 256}) {
        s.serving.concurrency = users;
        const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
        EXPECT_GT(e.outputTokensPerSecond, lastTokens) << users;
        EXPECT_GT(e.tpotMs.mean, lastTpot) << users;
        lastTokens = e.outputTokensPerSecond;
        lastTpot = e.tpotMs.mean;
    }
    s.serving.concurrency = 100000;
    const ServingEstimate over = estimateServing(s, gpu("h100-sxm"));
    EXPECT_EQ(over.concurrency, over.maxConcurrency);
    EXPECT_FALSE(over.holdsLoad);
    EXPECT_EQ(over.bindingLimit, ServingLimit::Capacity);
    // The clients beyond the batch wait: their first token comes much later.
    EXPECT_GT(over.ttftMs.mean, 10.0 * estimateServing(chatOn8B(), gpu("h100-sxm")).ttftMs.mean);
    // Exactly as many clients as the KV pool holds: the pool binds.
    s.serving.concurrency = over.maxConcurrency;
    const ServingEstimate full = estimateServing(s, gpu("h100-sxm"));
    EXPECT_TRUE(full.holdsLoad);
    EXPECT_TRUE(full.bindingLimit == ServingLimit::KvMemory || full.bindingLimit == ServingLimit::EngineBatch);
}

TEST(ServingModel, ReplicasForTargetsMeetThemAndOneFewerDoesNot)
{
    Scenario s = chatOn8B();
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = 40.0;
    s.serving.tpotTargetMs = 20.0;
    s.serving.targetStat = LatencyStat::P99;
    const ServingEstimate one = estimateServing(s, gpu("h100-sxm"));
    const int needed = one.replicasForTargets;
    ASSERT_GT(needed, 1);
    s.serving.replicas = needed;
    s.parallel.gpus = needed;
    const ServingEstimate enough = estimateServing(s, gpu("h100-sxm"));
    EXPECT_TRUE(enough.meetsTargets);
    EXPECT_LE(enough.tpotMs.p99, 20.0);
    EXPECT_EQ(enough.gpus, needed);
    s.serving.replicas = needed - 1;
    s.parallel.gpus = needed - 1;
    EXPECT_FALSE(estimateServing(s, gpu("h100-sxm")).meetsTargets);
}

TEST(ServingModel, WeightsThatDoNotFitSayWhy)
{
    Scenario s = chatOn8B();
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    EXPECT_FALSE(e.fits);
    EXPECT_EQ(e.bindingLimit, ServingLimit::WeightsDoNotFit);
    // Split over four GPUs it fits.
    s.parallel.gpus = 4;
    s.parallel.tp = 4;
    const ServingEstimate tp4 = estimateServing(s, gpu("h100-sxm"));
    EXPECT_TRUE(tp4.fits);
    EXPECT_EQ(tp4.gpusPerReplica, 4);
    EXPECT_EQ(tp4.replicas, 1);
}

TEST(ServingModel, OfflineJobTimeAndCostPerMillionTokens)
{
    Scenario s = chatOn8B();
    s.serving.load = LoadKind::Offline;
    s.serving.offlineRequests = 10000;
    s.prices.pinned["h100-sxm"].rentPerGpuHour = 2.0;
    s.serving.averageLoadShare = 1.0;
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    EXPECT_NEAR(e.offlineJobSeconds, 10000.0 * 300 / e.outputTokensPerSecond, 0.01 * e.offlineJobSeconds);
    EXPECT_NEAR(e.monthlyRent, 2.0 * 730, 1e-9);
    // An hour at full load: $2 over output and input tokens by the time each takes.
    const double perHour = (e.costPerMillionOutputTokens * e.outputTokensPerSecond
                            + e.costPerMillionInputTokens * e.inputTokensPerSecond) * 3600 / 1e6;
    EXPECT_NEAR(perHour, 2.0, 1e-6);
}

// An offline job's requests see the prompts prefilled while they decode: B other ones each in
// steady state, but the last wave only the rest of its own, B/2 on average; B·(1 − B/2N) a
// request over the job. So a job of one wave (N = B) carries half the steady state's prompt time
// in its TPOT and one of two waves (N = 2B) three quarters: (T(∞) − T(B)) = 2·(T(2B) − T(B)).
TEST(ServingModel, AnOfflineJobsLastWaveDecodesBesideHalfItsPrompts)
{
    Scenario s = chatOn8B(ServingEngine::VLLMV0);
    s.serving.load = LoadKind::Offline;
    const GpuSpec &h100 = gpu("h100-sxm");
    const int batch = estimateServing(s, h100).maxConcurrency;
    ASSERT_GT(batch, 1);
    const auto tpotAt = [&](int requests) {
        s.serving.offlineRequests = requests;
        return estimateServing(s, h100).tpotMs.mean;
    };
    const double oneWave = tpotAt(batch);
    const double twoWaves = tpotAt(2 * batch);
    const double steady = tpotAt(1000000);
    EXPECT_GT(twoWaves, oneWave);
    EXPECT_NEAR(steady - oneWave, 2.0 * (twoWaves - oneWave), 1e-3 * (steady - oneWave));
}

TEST(ServingModel, EnginesRefuseFormatsTheyCannotRun)
{
    Scenario s = chatOn8B(ServingEngine::TensorRTLLM);
    s.weightDtype = DType::NF4;
    ASSERT_TRUE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    EXPECT_EQ(serving::checkEngineFormats(s, gpu("h100-sxm"))->field, "weight_dtype");
    s.serving.engine = ServingEngine::VLLM;
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    s.weightDtype = DType::FP4;
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("b200")).has_value());
}

// FP4 weights need FP4 products (Blackwell) or an engine's weight-only kernel: vLLM's Marlin
// FP4 from compute capability 8.0 and on MI300X, TensorRT-LLM's Triton MXFP4 experts on Hopper.
// gpt-oss-120b (MXFP4 experts) is served from one H100 by either; a dense FP4 model is not by
// TensorRT-LLM on Hopper, and neither engine has the kernel on a V100.
TEST(ServingModel, Fp4WeightsRunWeightOnlyWhereTheEngineHasTheKernel)
{
    Scenario s = chatOn8B(ServingEngine::VLLM);
    s.weightDtype = DType::FP4;
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("a100-80gb-sxm")).has_value());
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("mi300x")).has_value());
    EXPECT_TRUE(serving::checkEngineFormats(s, gpu("v100-sxm2-32gb")).has_value());
    s.serving.engine = ServingEngine::VLLMV0;
    EXPECT_TRUE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    s.serving.engine = ServingEngine::TensorRTLLM;
    EXPECT_TRUE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    s.model = *ModelCatalog::builtIn().find("gpt-oss-120b");
    ASSERT_TRUE(s.model.isMoE());
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    EXPECT_TRUE(serving::checkEngineFormats(s, gpu("a100-80gb-sxm")).has_value());
    // Its 4-bit weights (about 61 GiB) leave one H100 a KV pool.
    s.serving.engine = ServingEngine::VLLM;
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    EXPECT_TRUE(e.fits);
    EXPECT_GT(e.maxConcurrency, 16);
}

// TensorRT-LLM builds CUDA engines: an AMD or Intel GPU is refused with the vendor, and the
// recommender offers it none (it ranked MI300X first before).
TEST(ServingModel, TensorRtLlmRunsOnNvidiaGpusOnly)
{
    const Scenario s = chatOn8B(ServingEngine::TensorRTLLM);
    const std::optional<Error> amd = serving::checkEngineFormats(s, gpu("mi300x"));
    ASSERT_TRUE(amd.has_value());
    EXPECT_EQ(amd->rule, ErrorRule::EngineGpu);
    EXPECT_EQ(amd->field, "gpu");
    EXPECT_EQ(amd->detail, "AMD");
    EXPECT_TRUE(serving::checkEngineFormats(s, gpu("gaudi3")).has_value());
    EXPECT_FALSE(serving::checkEngineFormats(s, gpu("h100-sxm")).has_value());
    for (const Candidate &c : recommend(s, GpuCatalog::builtIn()).candidates)
        EXPECT_EQ(GpuCatalog::builtIn().find(c.scenario.gpuId)->vendor, "NVIDIA") << c.scenario.gpuId;
}

TEST(ServingModel, TheEstimatorCarriesTheServingAnswerForInferenceOnly)
{
    Scenario s = chatOn8B();
    EXPECT_TRUE(estimate(s, gpu("h100-sxm")).serving.has_value());
    s.method = Method::LoRA;
    s.optimizer = Optimizer::AdamW;
    EXPECT_FALSE(estimate(s, gpu("h100-sxm")).serving.has_value());
}

TEST(ServingModel, ExpertParallelSplitsTheExpertsAndKeepsMlaCachePerRank)
{
    Scenario s = chatOn8B(ServingEngine::SGLang);
    s.model = *ModelCatalog::builtIn().find("deepseek-v3");
    s.weightDtype = DType::FP8;
    s.gpuId = "h200-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    // Attention data parallel + expert parallel over the eight GPUs ("DEP"): tp 1, ep 8.
    s.parallel.tp = 1;
    s.parallel.ep = 8;
    const ServingEstimate dep = estimateServing(s, gpu("h200-sxm"));
    ASSERT_TRUE(dep.fits);
    EXPECT_EQ(dep.gpusPerReplica, 8);
    EXPECT_EQ(dep.replicas, 1);
    // 671 B parameters at 1 B: the dense part (attention, shared experts, embeddings) on every
    // GPU, the routed experts split eight ways: between a ninth and a quarter of the model.
    EXPECT_GT(dep.weightBytes, 671e9 / 9);
    EXPECT_LT(dep.weightBytes, 671e9 / 4);
    // Tensor parallel 8 instead: the MLA latent is cached on every rank, so the same pool
    // holds fewer sequences than with data-parallel attention.
    s.parallel.tp = 8;
    s.parallel.ep = 1;
    const ServingEstimate tp8 = estimateServing(s, gpu("h200-sxm"));
    ASSERT_TRUE(tp8.fits);
    EXPECT_LT(tp8.maxConcurrency * 4, dep.maxConcurrency);
}
