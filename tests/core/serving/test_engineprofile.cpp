// The LMDeploy TurboMind and TGI profiles: their documented defaults (engineprofile.cpp cites the
// version and file of each), the KV pool each builds by hand on one H100, the formats and GPUs
// each refuses, and that both estimate and recommend a deployment.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingmodel.h"
#include "model/methodchange.h"
#include "model/units.h"
#include "recommend/recommender.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::units::kGiB;

namespace {

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

// Llama 3.1 8B bf16 on one H100 SXM, chat lengths 1000 in / 300 out, 32 users.
Scenario chatOn8B(ServingEngine engine)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::BF16;
    s.gpuId = "h100-sxm";
    s.serving.engine = engine;
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 32;
    s.serving.inputLen = 1000;
    s.serving.outputLen = 300;
    return s;
}

// 32 layers x K and V x 8 KV heads x 128 x 2 B.
constexpr double k8bKvBytesPerToken = 32.0 * 2 * 8 * 128 * 2;

} // namespace

TEST(EngineProfile, EngineNamesReadBack)
{
    EXPECT_EQ(parseServingEngine("lmdeploy"), ServingEngine::LMDeploy);
    EXPECT_EQ(parseServingEngine("tgi"), ServingEngine::TGI);
    EXPECT_EQ(toString(ServingEngine::LMDeploy), "lmdeploy");
    EXPECT_EQ(toString(ServingEngine::TGI), "tgi");
}

// TurboMind v0.9.2: 0.8 of the free memory, 8,192 prompt tokens a forward, no CUDA graphs; the
// batch limit by the device's name (get_max_batch_size): 512 on H100, 256 on A100, 128 on the
// rest, the H200 among them.
TEST(EngineProfile, LmdeployTurboMindDefaults)
{
    const serving::EngineProfile p = serving::engineProfile(ServingEngine::LMDeploy, gpu("h100-sxm"));
    EXPECT_DOUBLE_EQ(p.memoryFraction, 0.8);
    EXPECT_TRUE(p.fractionOfFree);
    EXPECT_EQ(p.maxBatch, 512);
    EXPECT_EQ(p.maxBatchedTokens, 8192);
    EXPECT_TRUE(p.mixedBatches);
    EXPECT_FALSE(p.cudaGraphs);
    EXPECT_DOUBLE_EQ(p.graphMemoryBytes, 0.0);
    EXPECT_FALSE(p.eagerHost);
    EXPECT_EQ(serving::engineProfile(ServingEngine::LMDeploy, gpu("h100-pcie")).maxBatch, 512);
    EXPECT_EQ(serving::engineProfile(ServingEngine::LMDeploy, gpu("a100-80gb-sxm")).maxBatch, 256);
    EXPECT_EQ(serving::engineProfile(ServingEngine::LMDeploy, gpu("h200-sxm")).maxBatch, 128);
    EXPECT_EQ(serving::engineProfile(ServingEngine::LMDeploy, gpu("l40s")).maxBatch, 128);
}

// TGI v3.3.6: 1.0 x TGI_WIGGLE_ROOM 0.9 of the memory, 128 concurrent requests, 4,096 prefill
// tokens, chunked prefill mixed into decode steps, CUDA graphs (vLLM's pool).
TEST(EngineProfile, TgiDefaults)
{
    const serving::EngineProfile p = serving::engineProfile(ServingEngine::TGI, gpu("h100-sxm"));
    EXPECT_DOUBLE_EQ(p.memoryFraction, 0.9);
    EXPECT_FALSE(p.fractionOfFree);
    EXPECT_EQ(p.maxBatch, 128);
    EXPECT_EQ(p.maxBatchedTokens, 4096);
    EXPECT_TRUE(p.mixedBatches);
    EXPECT_TRUE(p.cudaGraphs);
    EXPECT_DOUBLE_EQ(p.graphMemoryBytes, 0.5 * kGiB);
    EXPECT_EQ(serving::engineProfile(ServingEngine::TGI, gpu("mi300x")).maxBatch, 128);
}

// The pools by hand: usable less the 0.5 GiB context; TurboMind 0.8 x (usable - weights - the
// 8,192-token workspace), no graph pool; TGI 0.9 x usable - weights - the 4,096-token workspace
// - 0.5 GiB. TurboMind holds 8B's 1,300-token sequences up to H100's 512, TGI up to its 128.
TEST(EngineProfile, KvPoolsByHandOnOneH100)
{
    const double usable = gpu("h100-sxm").usableBytes - 0.5 * kGiB;
    const Scenario lmd = chatOn8B(ServingEngine::LMDeploy);
    const double weights = countParameters(lmd.model).total * 2.0;
    const ServingEstimate a = estimateServing(lmd, gpu("h100-sxm"));
    EXPECT_NEAR(a.kvPoolBytes, (usable - weights - 8192.0 * 4096 * 2 * 20) * 0.8, 1.0);
    EXPECT_NEAR(a.kvPoolBytes / 1e9, 53.6, 0.1);
    EXPECT_EQ(a.maxConcurrency, int(a.kvPoolBytes / (k8bKvBytesPerToken * 1300)));   // 314
    EXPECT_EQ(a.maxConcurrency, 314);

    const ServingEstimate t = estimateServing(chatOn8B(ServingEngine::TGI), gpu("h100-sxm"));
    EXPECT_NEAR(t.kvPoolBytes, usable * 0.9 - weights - 4096.0 * 4096 * 2 * 20 - 0.5 * kGiB, 1.0);
    EXPECT_EQ(int(t.kvPoolBytes / (k8bKvBytesPerToken * 1300)), 344);
    EXPECT_EQ(t.maxConcurrency, 128);   // max_concurrent_requests binds before the pool
}

// TurboMind: fp16/bf16, int4 (AWQ/GPTQ) and fp8 checkpoints, an 8-bit KV cache; not int8, NF4 or
// FP4 weights; CUDA only. TGI: NVIDIA, AMD and Gaudi; FP8 weights; no NVFP4; an FP8 KV cache on
// CUDA only.
TEST(EngineProfile, FormatsAndGpusEachEngineRuns)
{
    Scenario lmd = chatOn8B(ServingEngine::LMDeploy);
    for (const DType ok : {DType::BF16, DType::FP16, DType::INT4, DType::FP8}) {
        lmd.weightDtype = ok;
        EXPECT_FALSE(serving::checkEngineFormats(lmd, gpu("h100-sxm")).has_value()) << toString(ok);
    }
    for (const DType refused : {DType::INT8, DType::NF4}) {
        lmd.weightDtype = refused;
        const std::optional<Error> e = serving::checkEngineFormats(lmd, gpu("h100-sxm"));
        ASSERT_TRUE(e.has_value()) << toString(refused);
        EXPECT_EQ(e->rule, ErrorRule::EngineFormat);
        EXPECT_EQ(e->field, "weight_dtype");
    }
    lmd.weightDtype = DType::FP4;
    EXPECT_TRUE(serving::checkEngineFormats(lmd, gpu("b200")).has_value());
    lmd.weightDtype = DType::BF16;
    lmd.serving.kvDtype = DType::FP8;
    EXPECT_FALSE(serving::checkEngineFormats(lmd, gpu("h100-sxm")).has_value());
    for (const char *other : {"mi300x", "gaudi3"}) {
        const std::optional<Error> e = serving::checkEngineFormats(lmd, gpu(other));
        ASSERT_TRUE(e.has_value()) << other;
        EXPECT_EQ(e->rule, ErrorRule::EngineGpu);
        EXPECT_EQ(e->field, "gpu");
    }

    Scenario tgi = chatOn8B(ServingEngine::TGI);
    for (const char *any : {"h100-sxm", "mi300x", "gaudi3"})
        EXPECT_FALSE(serving::checkEngineFormats(tgi, gpu(any)).has_value()) << any;
    tgi.weightDtype = DType::FP8;
    EXPECT_FALSE(serving::checkEngineFormats(tgi, gpu("h100-sxm")).has_value());
    tgi.weightDtype = DType::FP4;
    const std::optional<Error> nvfp4 = serving::checkEngineFormats(tgi, gpu("b200"));
    ASSERT_TRUE(nvfp4.has_value());
    EXPECT_EQ(nvfp4->field, "weight_dtype");
    tgi.weightDtype = DType::BF16;
    tgi.serving.kvDtype = DType::FP8;
    EXPECT_FALSE(serving::checkEngineFormats(tgi, gpu("h100-sxm")).has_value());
    const std::optional<Error> rocm = serving::checkEngineFormats(tgi, gpu("mi300x"));
    ASSERT_TRUE(rocm.has_value());
    EXPECT_EQ(rocm->field, "serving.kv_dtype");
    EXPECT_EQ(rocm->rule, ErrorRule::EngineFormat);
}

// Both engines estimate Llama 3.1 8B on an H100 and the recommender answers with candidates;
// TurboMind's are NVIDIA GPUs only.
TEST(EngineProfile, LmdeployAndTgiEstimateAndRecommend)
{
    for (const ServingEngine engine : {ServingEngine::LMDeploy, ServingEngine::TGI}) {
        SCOPED_TRACE(std::string(toString(engine)));
        const Scenario s = chatOn8B(engine);
        const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
        EXPECT_TRUE(e.fits);
        EXPECT_GT(e.outputTokensPerSecond, 0.0);
        const Recommendation r = recommend(s, GpuCatalog::builtIn());
        ASSERT_FALSE(r.candidates.empty());
        if (engine != ServingEngine::LMDeploy)
            continue;
        for (const Candidate &c : r.candidates)
            EXPECT_EQ(GpuCatalog::builtIn().find(c.scenario.gpuId)->vendor, "NVIDIA") << c.scenario.gpuId;
    }
}
