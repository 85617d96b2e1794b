// Disaggregated prefill and decode in the serving model (issue #30 point 2): TTFT and TPOT of a
// small split by hand, the KV hand-over over the fast link or the scale-out network, the decode
// steps without prompt chunks, what each pool's KV pool holds, validation and the scenario file.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "estimate/serving/disaggregatedmodel.h"
#include "estimate/serving/servingmodel.h"
#include "estimate/time/costmodel.h"
#include "io/scenariofile.h"
#include "model/methodchange.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer::core;

namespace {

const GpuSpec &gpu(const char *id) { return *GpuCatalog::builtIn().find(id); }

// Llama 3.1 8B in bf16 on H100 SXM with vLLM, an open loop of `rate` requests/s of 2,000 tokens
// in and 100 out, as `prefill` workers of `prefillTp` GPUs and `decode` workers of `decodeTp`.
Scenario split8b(double rate, int prefill, int prefillTp, int decode, int decodeTp)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-8b");
    s = withMethod(s, Method::Inference);
    s.weightDtype = DType::BF16;
    s.gpuId = "h100-sxm";
    s.serving.engine = ServingEngine::VLLM;
    s.serving.load = LoadKind::RequestRate;
    s.serving.requestsPerSecond = rate;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 100;
    s.serving.kvDtype = DType::BF16;
    s.serving.disaggregation = {prefill, prefillTp, decode, decodeTp};
    s.parallel.gpus = s.serving.disaggregation.gpus();
    s.parallel.tp = decodeTp;
    s.parallel.gpusPerNode = 8;   // one HGX server: the pools share its NVSwitch
    return s;
}

// The time model's overlap of memory traffic and arithmetic, (a^k + b^k)^(1/k), k = 1.154.
double overlapped(double a, double b) { return std::pow(std::pow(a, 1.154) + std::pow(b, 1.154), 1.0 / 1.154); }

// Bytes of Llama 3.1 8B's KV cache per token in bf16: K and V of 8 heads of 128 in 32 layers.
constexpr double kKvBytesPerToken = 2.0 * 8 * 128 * 2 * 32;   // 131,072

} // namespace

// 1P(TP1)+1D(TP1) at 0.5 requests/s, every term by hand from the H100's datasheet (3,350 GB/s,
// 989.5 bf16 TFLOP/s, NVLink 450 GB/s) and the serving constants (e_w 0.72, e_kv 0.90, e_mix
// 0.80, e_pre 0.60, host 1.4 ms a step, e_link 0.70), N the model's parameters:
//   prefill  s = overlap(2N B / (3350e9·0.72), 2000·(2N + 4·32·4096·1000) / (989.5e12·0.60·g))
//            + 1.4 ms (a prompt's 2,000 tokens, causal attention over 1,000 keys each on average;
//            g = 1 / (1 + 54/2000), the GEMM-size factor of 2,000-token products)
//   decode   t = overlap(2N B / (3350e9·0.72) + KV(2,050) / (3350e9·0.90),
//                        (2N + 4·32·128 · 32·2,050) / (989.5e12·0.80)) + 1.4 ms
//            (one sequence, the mean context 2,000 + 100/2, its query against the 2,050 keys of
//            each of 32 layers; no prompt tokens in the step)
//   hand-over x = 6.7 ms + 2000·131,072 B / (450e9·0.70)
//   queue    ρ = 0.5·s, W = s·ρ / (2(1 − ρ))                        (M/D/1)
//   TTFT     mean s + x + t + t/2 + W, p99 s + x + 2t + W·ln 100;  TPOT t at every statistic
//   in flight B = 0.5·(x + 100·t) on the decode worker (under one: its steps are one sequence's)
TEST(DisaggregatedServing, TtftAndTpotOfASmallSplitFromTheirTerms)
{
    const Scenario s = split8b(0.5, 1, 1, 1, 1);
    const GpuSpec &h100 = gpu("h100-sxm");
    const double n = countParameters(s.model).total;
    const double gemmSize = 1.0 / (1.0 + 54.0 / 2000.0);
    const double prefill =
        overlapped(2.0 * n / (3350e9 * 0.72), 2000.0 * (2.0 * n + 4.0 * 32 * 4096 * 1000.0) / (989.5e12 * 0.60 * gemmSize))
        + 1.4e-3;
    const double decode = overlapped(2.0 * n / (3350e9 * 0.72) + kKvBytesPerToken * 2050.0 / (3350e9 * 0.90),
                                     (2.0 * n + 4.0 * 32 * 128 * 32 * 2050.0) / (989.5e12 * 0.80))
        + 1.4e-3;
    const double handOver = 6.7e-3 + 2000.0 * kKvBytesPerToken / (450e9 * 0.70);
    const double rho = 0.5 * prefill;
    const double wait = prefill * rho / (2.0 * (1.0 - rho));

    const ServingEstimate e = estimateServing(s, h100);
    ASSERT_TRUE(e.fits);
    ASSERT_TRUE(e.disaggregated.has_value());
    const DisaggregatedEstimate &d = *e.disaggregated;
    EXPECT_NEAR(d.prefillSeconds, prefill, 1e-9);
    EXPECT_NEAR(d.kvTransferSeconds, handOver, 1e-9);
    EXPECT_TRUE(d.kvOverFastLink);
    EXPECT_NEAR(d.prefillUtilisation, rho, 1e-12);
    EXPECT_NEAR(d.prefillWaitSeconds, wait, 1e-9);
    EXPECT_NEAR(e.ttftMs.mean, (prefill + handOver + 1.5 * decode + wait) * 1e3, 1e-6);
    EXPECT_NEAR(e.ttftMs.median, (prefill + handOver + 1.5 * decode + wait * std::log(2.0)) * 1e3, 1e-6);
    EXPECT_NEAR(e.ttftMs.p99, (prefill + handOver + 2.0 * decode + wait * std::log(100.0)) * 1e3, 1e-6);
    for (LatencyStat stat : {LatencyStat::Mean, LatencyStat::Median, LatencyStat::P90, LatencyStat::P99})
        EXPECT_NEAR(e.tpotMs.at(stat), decode * 1e3, 1e-6);
    const double inFlight = 0.5 * (handOver + 100.0 * decode);
    ASSERT_LT(inFlight, 1.0);
    EXPECT_NEAR(e.concurrency, inFlight, 1e-3);
    // Two GPUs, each pool's rent on its own tokens: 50 output and 1,000 input tokens a second at
    // the default average load of half the peak.
    const double rent = rentPricePerGpuHour(s, h100);
    EXPECT_EQ(e.gpus, 2);
    EXPECT_DOUBLE_EQ(e.monthlyRent, rent * 2 * 730.0);
    EXPECT_NEAR(e.costPerMillionOutputTokens, rent / (50.0 * 0.5 * 3600.0) * 1e6, 1e-9);
    EXPECT_NEAR(e.costPerMillionInputTokens, rent / (1000.0 * 0.5 * 3600.0) * 1e6, 1e-9);
    EXPECT_DOUBLE_EQ(e.outputTokensPerSecond, 50.0);
}

// The hand-over crosses the busiest link once: each decode GPU receives its shard of the
// prompt's cache (GQA heads split over tensor-parallel ranks), the prefill GPUs send what all
// decode GPUs receive. TP2 to TP2 halves the bytes a link carries; TP2 to TP1 does not (the one
// decode GPU takes it all). Pools on separate servers use the scale-out network instead, 50 GB/s a
// GPU (400 Gb/s).
TEST(DisaggregatedServing, TheHandOverCrossesTheBusiestLinkOfTheNetworkThePoolsShare)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    const double bytes = 2000.0 * kKvBytesPerToken;
    const auto handOver = [&](const Scenario &s) { return estimateServing(s, h100).disaggregated->kvTransferSeconds; };
    const double latency = serving::kKvTransferLatencySeconds;
    EXPECT_NEAR(handOver(split8b(0.5, 1, 1, 1, 1)) - latency, bytes / (450e9 * 0.7), 1e-12);
    EXPECT_NEAR(handOver(split8b(0.5, 1, 2, 1, 2)) - latency, bytes / 2.0 / (450e9 * 0.7), 1e-12);
    EXPECT_NEAR(handOver(split8b(0.5, 1, 2, 1, 1)) - latency, bytes / (450e9 * 0.7), 1e-12);
    EXPECT_NEAR(handOver(split8b(0.5, 1, 1, 1, 2)) - latency, bytes / (450e9 * 0.7), 1e-12);
    Scenario apart = split8b(0.5, 1, 1, 1, 1);
    apart.parallel.gpusPerNode = 1;
    apart.interNodeBandwidthGBs = 50.0;
    const ServingEstimate e = estimateServing(apart, h100);
    EXPECT_FALSE(e.disaggregated->kvOverFastLink);
    EXPECT_NEAR(e.disaggregated->kvTransferSeconds - latency, bytes / (50e9 * 0.7), 1e-12);
    EXPECT_GT(e.ttftMs.mean, estimateServing(split8b(0.5, 1, 1, 1, 1), h100).ttftMs.mean);
}

// What the split removes: a colocated replica's decode steps carry the prompt chunks of the
// requests that replace finished ones, so its TPOT exceeds a decode-only step and its p99 its
// mean; the decode worker of a split at the same sequences steps decode tokens only. At about 20
// sequences of 2,000 + 100 tokens a fifth of the colocated steps carry a 2,000-token chunk
// (share B·p / (out·chunk) = 20·2000 / (100·2000)), each several times a decode step's arithmetic
// (2,000 tokens against 20): its mean gap is well over 1.2 times the decode-only one.
TEST(DisaggregatedServing, DecodeStepsCarryNoPromptChunks)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    const Scenario split = split8b(20.0, 4, 1, 1, 1);
    const ServingEstimate e = estimateServing(split, h100);
    ASSERT_TRUE(e.holdsLoad);
    ASSERT_GT(e.concurrency, 10.0);
    Scenario colocated = split;
    colocated.serving.disaggregation = {};
    colocated.parallel.gpus = 1;
    colocated.parallel.tp = 1;
    colocated.serving.load = LoadKind::Concurrency;
    colocated.serving.concurrency = int(std::lround(e.concurrency));
    const ServingEstimate c = estimateServing(colocated, h100);
    EXPECT_DOUBLE_EQ(e.tpotMs.p99, e.tpotMs.mean);
    EXPECT_GT(c.tpotMs.p99, c.tpotMs.mean);
    EXPECT_GT(c.tpotMs.mean, 1.2 * e.tpotMs.mean);
}

// A prefill worker holds only the prompts in flight (their 1,000 tokens), a decode worker every
// sequence's 1,000 + 4,000: its pool holds a fifth as many. Both pools' per-GPU figures by hand:
// floor(pool / KV(tokens)), 131,072 B a token.
TEST(DisaggregatedServing, PrefillWorkersHoldPromptsDecodeWorkersWholeSequences)
{
    Scenario s = split8b(0.5, 1, 1, 1, 1);
    s.serving.inputLen = 1000;
    s.serving.outputLen = 4000;
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    ASSERT_TRUE(e.fits);
    const DisaggregatedEstimate &d = *e.disaggregated;
    EXPECT_EQ(d.prefillMaxPrompts, int(std::floor(d.prefillKvPoolBytes / (1000.0 * kKvBytesPerToken))));
    EXPECT_EQ(e.maxConcurrency, int(std::floor(e.kvPoolBytes / (5000.0 * kKvBytesPerToken))));
    EXPECT_GT(d.prefillMaxPrompts, 4 * e.maxConcurrency);
}

// The fewest workers each pool needs: one decode worker of the 8B holds 20 requests/s within a
// 50 ms TPOT; the prefill pool's TTFT target of 300 ms at p99 needs some; one fewer misses it.
TEST(DisaggregatedServing, TheFewestWorkersOfEachPoolMeetTheTargetsAndOneFewerDoesNot)
{
    const GpuSpec &h100 = gpu("h100-sxm");
    Scenario s = split8b(20.0, 1, 1, 1, 1);
    s.serving.ttftTargetMs = 300;
    s.serving.tpotTargetMs = 50;
    const PoolReplicas pools = poolReplicasForLoad(s, h100);
    ASSERT_TRUE(pools.found());
    EXPECT_GT(pools.prefill, 1);
    const auto at = [&](int prefill, int decode) {
        Scenario v = s;
        v.serving.disaggregation.prefillReplicas = prefill;
        v.serving.disaggregation.decodeReplicas = decode;
        v.parallel.gpus = v.serving.disaggregation.gpus();
        return estimateServing(v, h100);
    };
    EXPECT_TRUE(at(pools.prefill, pools.decode).serves());
    EXPECT_FALSE(at(pools.prefill - 1, pools.decode).serves());
    if (pools.decode > 1) {
        EXPECT_FALSE(at(pools.prefill, pools.decode - 1).serves());
    }
    const ServingEstimate e = at(pools.prefill, pools.decode);
    EXPECT_EQ(e.disaggregated->prefillReplicasForTargets, pools.prefill);
    EXPECT_EQ(e.disaggregated->decodeReplicasForTargets, pools.decode);
}

// A closed loop of clients: the rate at which clients = rate × a request's latency (Little's
// law), the latency read at that rate. 64 clients of the 8B keep four prefill workers (about 60
// ms a prompt) below their knee.
TEST(DisaggregatedServing, AClosedLoopRunsAtTheRateLittlesLawGives)
{
    Scenario s = split8b(1.0, 4, 1, 1, 1);
    s.serving.load = LoadKind::Concurrency;
    s.serving.concurrency = 64;
    const ServingEstimate e = estimateServing(s, gpu("h100-sxm"));
    ASSERT_TRUE(e.holdsLoad);
    const double latency = e.ttftMs.mean / 1e3 + (100 - 1) * e.tpotMs.mean / 1e3;
    EXPECT_NEAR(e.requestsPerSecond * latency, 64.0, 64.0 * 1e-4);
}

TEST(DisaggregatedServing, ValidationWantsBothPoolsAStreamOfRequestsAndThePoolsGpus)
{
    Scenario s = split8b(2.0, 1, 2, 1, 4);
    EXPECT_FALSE(validateScenario(s).has_value());   // 6 GPUs, not a multiple of the decode TP 4: fine
    Scenario one = s;
    one.serving.disaggregation.decodeReplicas = 0;
    one.parallel.gpus = 2;
    auto e = validateScenario(one);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "serving.disaggregation.decode_replicas");
    EXPECT_EQ(e->rule, ErrorRule::Required);
    Scenario offline = s;
    offline.serving.load = LoadKind::Offline;
    e = validateScenario(offline);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "serving.load");
    Scenario wrong = s;
    wrong.parallel.gpus = 8;
    e = validateScenario(wrong);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "cluster.gpus");
    ASSERT_TRUE(e->bounds.has_value());
    EXPECT_EQ(e->bounds->low, 6);
    EXPECT_EQ(e->bounds->high, 6);
    Scenario wide = s;
    wide.serving.disaggregation.prefillTp = 2048;
    wide.parallel.gpus = wide.serving.disaggregation.gpus();
    e = validateScenario(wide);
    ASSERT_TRUE(e.has_value());
    EXPECT_EQ(e->field, "serving.disaggregation.prefill_tp");
}

// A split scenario is a version 8 file with the block and reads back the same; one without a
// split is written as version 7 was, no block, and a version 7 file reads as no split.
TEST(DisaggregatedServing, TheScenarioFileCarriesTheSplitAndLeavesOthersAsTheyWere)
{
    const Scenario s = split8b(2.0, 3, 2, 2, 4);
    const QByteArray json = scenarioToJson(s);
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    EXPECT_EQ(root.value(QStringLiteral("version")).toInt(), 8);
    const QJsonObject block = root.value(QStringLiteral("serving")).toObject().value(QStringLiteral("disaggregation")).toObject();
    EXPECT_EQ(block.value(QStringLiteral("prefill_replicas")).toInt(), 3);
    EXPECT_EQ(block.value(QStringLiteral("decode_tp")).toInt(), 4);
    Result<Scenario> back = scenarioFromJson(json, "s.gpusizer.json");
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value().serving.disaggregation, s.serving.disaggregation);
    EXPECT_EQ(back.value(), s);

    Scenario colocated = s;
    colocated.serving.disaggregation = {};
    const QJsonObject plain = QJsonDocument::fromJson(scenarioToJson(colocated)).object();
    EXPECT_EQ(plain.value(QStringLiteral("version")).toInt(), 7);
    EXPECT_FALSE(plain.value(QStringLiteral("serving")).toObject().contains(QStringLiteral("disaggregation")));
    back = scenarioFromJson(QJsonDocument(plain).toJson(), "old.gpusizer.json");
    ASSERT_TRUE(back.ok());
    EXPECT_FALSE(back.value().serving.disaggregation.enabled());
}

// estimate() carries the split's serving answer; the launch command is not written for it.
TEST(DisaggregatedServing, TheEstimateCarriesTheSplit)
{
    const Scenario s = split8b(2.0, 1, 1, 1, 1);
    const Estimate e = estimate(s, gpu("h100-sxm"));
    ASSERT_TRUE(e.serving.has_value());
    ASSERT_TRUE(e.serving->disaggregated.has_value());
    EXPECT_EQ(e.serving->disaggregated->prefillGpus() + e.serving->disaggregated->decodeGpus(), e.serving->gpus);
}
