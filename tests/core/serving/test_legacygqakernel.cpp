// TensorRT-LLM before 0.8 decoded grouped-query attention with its masked multi-head attention
// kernel, a block per query head, so each cached K/V head was streamed once for every query head
// of its group; the XQA kernel of 0.8 reads it once for the group (TensorRT-LLM,
// docs/source/blogs/XQA-kernel.md: Llama-70B on one H200, 128 in / 2,048 out, 1,227 tok/s/GPU
// without XQA, 2,941 with it).
#include "catalog/gpucatalog.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingstep.h"
#include "replicascenario.h"
#include "validation/servingscenario.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;

namespace {

const GpuSpec &h200() { return *GpuCatalog::builtIn().find("h200-sxm"); }

Scenario llama2(const char *model, bool perQueryHead)
{
    Scenario s = servingfixtures::replicaScenario(model, DType::FP8, 2, 1, 1, ServingEngine::TensorRTLLM);
    s.gpuId = "h200-sxm";
    s.serving.kvDtype = DType::FP8;
    s.serving.kvReadPerQueryHead = perQueryHead;
    return s;
}

ServingCase trtllmRow(const char *engine, const char *version)
{
    ServingCase row;
    row.engine = engine;
    row.engineVersion = version;
    return row;
}

} // namespace

// Llama 2 70B has 64 query heads over 8 K/V heads: read per query head, each cached value is
// streamed 8 times. Llama 2 13B is multi-head (40 over 40) and reads once either way, as does
// MLA's shared latent.
TEST(LegacyGqaKernel, StreamsEachCachedValueOncePerQueryHeadOfItsGroup)
{
    EXPECT_DOUBLE_EQ(serving::replicaShape(llama2("llama-2-70b", true), h200()).kvReadsPerValue, 8.0);
    EXPECT_DOUBLE_EQ(serving::replicaShape(llama2("llama-2-70b", false), h200()).kvReadsPerValue, 1.0);
    EXPECT_DOUBLE_EQ(serving::replicaShape(llama2("llama-2-13b", true), h200()).kvReadsPerValue, 1.0);
    Scenario mla = servingfixtures::replicaScenario("deepseek-v3", DType::FP8, 8, 1, 1, ServingEngine::TensorRTLLM);
    mla.serving.kvReadPerQueryHead = true;
    EXPECT_DOUBLE_EQ(serving::replicaShape(mla, h200()).kvReadsPerValue, 1.0);
}

// The step by hand: 512 sequences at 1,152 cached tokens (128 in, half of 2,048 out), FP8 cache,
// TP 2 on H200. A token's cache is 80 layers x 2 x 8 heads x 128 values x 1 byte = 163,840 bytes,
// so each GPU holds 512 x 1,152 x 163,840 / 2 = 48.3 GB. Read 8 times at 0.90 of 4.8 TB/s that
// alone is 89.5 ms, which bounds the step from below; the seven extra reads add at most their
// 78.3 ms to the step that reads once (the rest of the step overlaps them or not).
TEST(LegacyGqaKernel, TheCacheReadsBoundTheLargeBatchStep)
{
    const double cacheBytes = 512.0 * 1152.0 * 163840.0 / 2.0;
    const double eightReads = 8.0 * cacheBytes / (4800e9 * serving::servingCalibration().kvBandwidthEfficiency);
    EXPECT_NEAR(eightReads, 0.0895, 0.0005);
    const auto step = [](bool perQueryHead) {
        const Scenario s = llama2("llama-2-70b", perQueryHead);
        return serving::stepSeconds(serving::replicaShape(s, h200()), h200(), serving::engineProfile(s.serving.engine, h200()),
                                    512.0, 1152.0, 0.0);
    };
    EXPECT_GE(step(true), eightReads);
    EXPECT_GE(step(false), eightReads / 8.0);
    EXPECT_LE(step(true), step(false) + 7.0 * eightReads / 8.0 + 1e-9);
    EXPECT_GT(step(true), step(false) + 0.5 * eightReads);
}

// The validation reader: TensorRT-LLM rows before 0.8 read per query head; 0.8 and later, and
// other engines of any version, do not.
TEST(LegacyGqaKernel, TheReaderTakesItFromTheEngineVersion)
{
    EXPECT_TRUE(readsKvPerQueryHead(trtllmRow("trtllm", "0.5.0 (TensorRT-LLM)")));
    EXPECT_TRUE(readsKvPerQueryHead(trtllmRow("trtllm", "v0.7.1")));
    EXPECT_FALSE(readsKvPerQueryHead(trtllmRow("trtllm", "0.8.0")));
    EXPECT_FALSE(readsKvPerQueryHead(trtllmRow("trtllm", "0.14.0 (Triton tensorrtllm_backend)")));
    EXPECT_FALSE(readsKvPerQueryHead(trtllmRow("trtllm", "1.0.0rc2")));
    EXPECT_FALSE(readsKvPerQueryHead(trtllmRow("trtllm", "")));
    EXPECT_FALSE(readsKvPerQueryHead(trtllmRow("vllm", "0.5.0")));
}
