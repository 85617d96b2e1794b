// What a decode step costs beyond streaming weights and cache: the attention arithmetic over the
// cache (heavy under MLA's absorbed form), the expert-parallel exchange over the scale-out NIC at
// what DeepEP moves, one engine instance per data-parallel attention group, and the prompts
// queueing for the engine's token budget.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/serving/engineprofile.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/serving/servingstep.h"
#include "estimate/time/utilisationmodel.h"
#include "replicascenario.h"

#include <gtest/gtest.h>


using namespace gpusizer::core;

namespace {

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

// The M/D/1 wait of prompts that each take `service` of the budget, arriving at `rate`:
// W = s·ρ / (2(1 − ρ)), ρ = λ·s, worked out here apart from the model's md1WaitSeconds.
double promptWait(double service, double rate)
{
    const double rho = rate * service;
    return service * rho / (2.0 * (1.0 - rho));
}

Scenario served(const char *model, DType weights, int tp, int ep)
{
    return servingfixtures::replicaScenario(model, weights, tp, 1, ep, ServingEngine::SGLang);
}

} // namespace

// QKᵀ and PV of one query against one cached token and layer, 2 FLOPs a multiply-add. GQA
// (Llama 3.1 8B, 32 heads of 128): 2·32·128 + 2·32·128 = 16,384. MLA absorbed (DeepSeek-V3,
// 128 heads against the 512-wide latent and its 64 RoPE dims): 128·(2·576 + 2·512) = 278,528,
// so at 2,000 cached tokens a token's attention (61 layers: 34.0 GFLOP) is half its 2 x 37 B
// of matrix products.
TEST(DecodePhysics, AttentionArithmeticPerCachedTokenFollowsTheAttentionForm)
{
    const Scenario gqa = served("llama-3.1-8b", DType::BF16, 1, 1);
    const Scenario mla = served("deepseek-v3", DType::FP8, 8, 1);
    EXPECT_DOUBLE_EQ(serving::replicaShape(gqa, gpu("h100-sxm")).decodeFlopsPerKey, 16384.0);
    const serving::ReplicaShape r = serving::replicaShape(mla, gpu("h100-sxm"));
    EXPECT_DOUBLE_EQ(r.decodeFlopsPerKey, 278528.0);
    EXPECT_DOUBLE_EQ(r.attentionPeakTflops, gpu("h100-sxm").peakTflops(DType::BF16));
}

// The exchange by hand: DeepSeek-V3 FP8 expert-parallel over two nodes (EP 16, attention data
// parallel), 256 sequences a step. Each GPU sends its 16 tokens to their 8 routed experts (the
// shared expert is local); half of the GPUs are on the other node, so 16 x 8 x 7,168 x 0.5 =
// 458,752 values cross the NIC each way, FP8 out and BF16 back: 1,376,256 bytes a layer at 0.88
// of the NIC. Halving the NIC's 50 GB/s to 25 adds 61 x 1,376,256 / (25e9 x 0.88) − the same
// at 50e9 = 1.908 ms to the step; a BF16 model dispatches two bytes a value, 4/3 of that.
TEST(DecodePhysics, TheExpertExchangeMovesFp8OutAndBf16BackAtWhatDeepEpReaches)
{
    const auto added = [](DType weights) {
        Scenario fast = served("deepseek-v3", weights, 1, 16);
        Scenario slow = fast;
        slow.interNodeBandwidthGBs = 25.0;
        const serving::ReplicaShape a = serving::replicaShape(fast, gpu("h100-sxm"));
        const serving::ReplicaShape b = serving::replicaShape(slow, gpu("h100-sxm"));
        const serving::EngineProfile engine = serving::engineProfile(ServingEngine::SGLang, gpu("h100-sxm"));
        return serving::stepSeconds(b, gpu("h100-sxm"), engine, 256.0, 0.0, 0.0)
            - serving::stepSeconds(a, gpu("h100-sxm"), engine, 256.0, 0.0, 0.0);
    };
    const double bytes = 16.0 * 8 * 7168 * 0.5 * 3.0;
    const double expected = 61 * bytes / 0.88 * (1.0 / 25e9 - 1.0 / 50e9);
    EXPECT_NEAR(added(DType::FP8), expected, 1e-9);
    EXPECT_NEAR(added(DType::FP8) * 1e3, 1.908, 0.001);
    EXPECT_NEAR(added(DType::BF16), expected * 4.0 / 3.0, 1e-9);
}

// Under data-parallel attention each of the 72 attention groups (EP 72 over nine nodes) is an
// engine instance with SGLang's 4,096-request limit of its own: the replica holds what its KV
// pools hold (tens of thousands of sequences at 2,400 tokens, far above one instance's 4,096),
// while each GPU's workspace stays the one instance's token budget.
TEST(DecodePhysics, EachDataParallelAttentionGroupSchedulesItsOwnBatch)
{
    const Scenario dep = served("deepseek-v3", DType::FP8, 1, 72);
    const ServingEstimate e = estimateServing(dep, gpu("h100-sxm"));
    ASSERT_TRUE(e.fits);
    EXPECT_GT(e.maxConcurrency, 4096);
    EXPECT_LE(e.maxConcurrency, 72 * 4096);
    const double perSequence = 2400.0;   // input + output tokens
    EXPECT_NEAR(e.maxConcurrency, e.kvTokens / perSequence, 1.0 + 1e-6 * e.kvTokens / perSequence);

    const Scenario tp8 = served("deepseek-v3", DType::FP8, 8, 1);
    const ServingEstimate one = estimateServing(tp8, gpu("h100-sxm"));
    // 8,192 tokens x 7,168 x 2 bytes x 20 values, over the group's one GPU and over TP 8.
    EXPECT_DOUBLE_EQ(e.workspaceBytes, 8 * one.workspaceBytes);
}

// Long prompts queue for the token budget: 32 users of Llama 3.1 8B with 8,000-token prompts and
// 100-token answers on vLLM. A prompt takes p / room of the prompt-carrying steps (room: the
// 8,192-token budget less the 32 decode tokens), s = 8,000 / 8,160 x step(32, 8,000); the
// requests arrive at λ = the replica's request rate, so they wait W = s·ρ / (2(1 − ρ)), ρ = λ·s,
// M/D/1. One user waits W(1) for none but its own earlier prompts. The TTFT between the two
// rises by W(32) − W(1) plus half the longer step a request joins (at most half a TPOT).
TEST(DecodePhysics, LongPromptsQueueForTheTokenBudget)
{
    Scenario s = served("llama-3.1-8b", DType::BF16, 1, 1);
    s.serving.engine = ServingEngine::VLLM;
    s.serving.inputLen = 8000;
    s.serving.outputLen = 100;
    const GpuSpec &h100 = gpu("h100-sxm");
    const serving::ReplicaShape r = serving::replicaShape(s, h100);
    const serving::EngineProfile engine = serving::engineProfile(ServingEngine::VLLM, h100);
    const double context = serving::meanDecodeContext(s.serving);
    const auto wait = [&](const ServingEstimate &e) {
        const double room = engine.maxBatchedTokens - e.concurrency;
        const double service = 8000.0 / room * serving::stepSeconds(r, h100, engine, e.concurrency, context, 8000.0);
        return promptWait(service, e.requestsPerSecond);
    };
    const ServingEstimate one = estimateServing(s, h100);
    s.serving.concurrency = 32;
    const ServingEstimate many = estimateServing(s, h100);
    ASSERT_TRUE(one.fits && many.fits);
    ASSERT_DOUBLE_EQ(many.concurrency, 32.0);
    const double rise = (many.ttftMs.mean - one.ttftMs.mean) * 1e-3;
    const double queued = wait(many) - wait(one);
    EXPECT_GT(queued, 0.05);   // a real queue: tens of milliseconds and more
    EXPECT_GE(rise, queued - 1e-9);
    EXPECT_LE(rise, queued + 0.5 * many.tpotMs.mean * 1e-3);
}

// A prompt chunk in a step attends to its prompt's earlier tokens, as a prompt alone does: 8,192
// tokens of a 32,768-token prompt of Llama 3.1 8B (bf16, one H100) meet 16,384 keys on average
// in each of 32 layers at 4 x 4,096 FLOPs a key, 8.6 GFLOP a token beside its 16 GFLOP of
// matrix products; by hand the step is overlap(weights / (3,350 GB/s x 0.72),
// 8,192 x (2N + 4·4,096·32·16,384) / (989.5 TFLOP/s x 0.80)) + 1.4 ms. The chunk of a short
// prompt (2,000 tokens: 1,000 keys) pays a sixteenth of that attention.
TEST(DecodePhysics, APromptChunkAttendsToItsPromptsEarlierTokens)
{
    Scenario s = served("llama-3.1-8b", DType::BF16, 1, 1);
    s.serving.engine = ServingEngine::VLLM;
    s.serving.inputLen = 32768;
    const GpuSpec &h100 = gpu("h100-sxm");
    const serving::ReplicaShape r = serving::replicaShape(s, h100);
    const serving::EngineProfile engine = serving::engineProfile(ServingEngine::VLLM, h100);
    EXPECT_DOUBLE_EQ(r.promptMeanKeys, 16384.0);
    const double memory = serving::weightBytesReadPerGpu(r, 8192.0) / (h100.memoryBandwidthGBs * 1e9 * 0.72);
    const double flops = 8192.0 * (2.0 * r.activeParams + 4.0 * 4096 * 32 * 16384.0);
    const double compute = flops / (h100.peakTflops(DType::BF16) * 1e12 * 0.80);
    EXPECT_NEAR(serving::stepSeconds(r, h100, engine, 0.0, 0.0, 8192.0), timing::overlapped(memory, compute) + 1.4e-3,
                1e-9);

    Scenario chat = s;
    chat.serving.inputLen = 2000;
    const serving::ReplicaShape shortPrompt = serving::replicaShape(chat, h100);
    EXPECT_DOUBLE_EQ(shortPrompt.promptMeanKeys, 1000.0);
    // A prefix-cache hit of half leaves 1,000 of the 2,000 tokens to compute, each meeting the
    // 1,000 cached and on average half of the 1,000 new.
    chat.serving.prefixCacheHit = 0.5;
    EXPECT_DOUBLE_EQ(serving::replicaShape(chat, h100).promptMeanKeys, 1500.0);
}

// TensorRT-LLM does not split prompts (chunked context is opt-in): a step holds as many whole
// prompts as fit the room beside the decodes. 5,000-token prompts against the 8,192-token
// budget go one a step, so each takes a whole step(B, 5,000) of the queue's server, not the
// 5,000 / room of it a chunking engine charges; 200-token prompts go forty a step, a fortieth
// of step(B, 8,000) each.
TEST(DecodePhysics, WholePromptsQueueByTheStepWhereTheEngineDoesNotSplitThem)
{
    Scenario s = served("llama-3.1-8b", DType::BF16, 1, 1);
    s.serving.engine = ServingEngine::TensorRTLLM;
    s.serving.outputLen = 100;
    s.serving.concurrency = 32;
    const GpuSpec &h100 = gpu("h100-sxm");
    const serving::EngineProfile engine = serving::engineProfile(ServingEngine::TensorRTLLM, h100);
    ASSERT_FALSE(engine.chunkedPrefill);
    const auto riseOverOneUser = [&](int input, double together) {
        Scenario one = s;
        one.serving.inputLen = input;
        one.serving.concurrency = 1;
        Scenario many = one;
        many.serving.concurrency = 32;
        const serving::ReplicaShape r = serving::replicaShape(many, h100);
        const double context = serving::meanDecodeContext(many.serving);
        const auto wait = [&](const ServingEstimate &e) {
            const double service
                = serving::stepSeconds(r, h100, engine, e.concurrency, context, together * input) / together;
            return promptWait(service, e.requestsPerSecond);
        };
        const ServingEstimate a = estimateServing(one, h100);
        const ServingEstimate b = estimateServing(many, h100);
        const double rise = (b.ttftMs.mean - a.ttftMs.mean) * 1e-3;
        const double queued = wait(b) - wait(a);
        EXPECT_GE(rise, queued - 1e-9) << input;
        EXPECT_LE(rise, queued + 0.5 * b.tpotMs.mean * 1e-3) << input;
        return queued;
    };
    EXPECT_GT(riseOverOneUser(5000, 1.0), 0.05);
    riseOverOneUser(200, 40.0);
}

// bitsandbytes NF4 (vLLM's bitsandbytes path): one token runs the fused 4-bit GEMV over the packed
// weights; a step of more tokens dequantises them into a 16-bit copy, written and read back, so
// it streams (b + 4) / b = 8.75 times the packed bytes, b = 0.5 + 1/64 + 4/(64·256) bytes a
// double-quantised NF4 weight. GPTQ/AWQ int4 kernels do not.
TEST(DecodePhysics, BitsandbytesNf4StepsOfManyTokensStreamTheDequantisedCopy)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    const Scenario nf4 = servingfixtures::replicaScenario("llama-3.1-70b", DType::NF4, 1, 1, 1);
    const serving::ReplicaShape r = serving::replicaShape(nf4, h100);
    EXPECT_DOUBLE_EQ(serving::weightBytesReadPerGpu(r, 1.0), r.weightBytesPerGpu());
    const double packed = 0.5 + 1.0 / 64.0 + 4.0 / (64.0 * 256.0);
    EXPECT_DOUBLE_EQ(serving::weightBytesReadPerGpu(r, 16.0), r.weightBytesPerGpu() * (packed + 4.0) / packed);
    const serving::ReplicaShape int4 =
        serving::replicaShape(servingfixtures::replicaScenario("llama-3.1-70b", DType::INT4, 1, 1, 1), h100);
    EXPECT_DOUBLE_EQ(serving::weightBytesReadPerGpu(int4, 16.0), int4.weightBytesPerGpu());
}
