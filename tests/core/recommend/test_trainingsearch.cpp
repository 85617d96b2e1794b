// The training search covers the space from any starting scenario: the seed guide's questions
// (70B full fine-tuning; 70B pre-training on 2 T tokens in 90 days) get configurations a
// consultant can defend, within physical bounds, and the same question asked from ten starting
// clusters gets the same candidates.
#include "recommend/recommender.h"

#include "catalog/modelcatalog.h"
#include "catalog/pricelist.h"
#include "catalog/exchangeratesfile.h"
#include "estimate/memorymodel.h"
#include "model/methodchange.h"
#include "model/units.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

// The scenario the CLI starts from (one GPU, micro-batch 1, no accumulation: a global batch of
// one sequence) with a model and a method.
Scenario question(const std::string &modelId, Method method)
{
    Scenario s;
    s.model = *ModelCatalog::builtIn().find(modelId);
    return withMethod(s, method);
}

Recommendation run(const Scenario &s)
{
    return recommend(s, GpuCatalog::builtIn(), RecommendOptions{});
}

std::vector<const Candidate *> ofGpu(const Recommendation &r, const std::string &gpuId)
{
    std::vector<const Candidate *> out;
    for (const Candidate &c : r.candidates)
        if (c.scenario.gpuId == gpuId)
            out.push_back(&c);
    return out;
}

bool hasFullShard(const std::vector<const Candidate *> &list)
{
    return std::any_of(list.begin(), list.end(), [](const Candidate *c) { return c->strategy == Strategy::FullShard; });
}

// Hand-computed figures of Llama 3.1 70B from its architecture (grouped-query attention,
// untied embeddings): 70.55 G parameters.
double params70B()
{
    const Architecture &a = *ModelCatalog::builtIn().find("llama-3.1-70b");
    const double h = a.hidden, kv = double(a.kvHeads) * a.headDim;
    const double perLayer = h * h * 2 + 2 * h * kv + 3 * h * a.intermediate + 2 * h;
    return a.layers * perLayer + 2.0 * a.vocab * h + h;
}

} // namespace

TEST(TrainingSearch, SeventyBillionFullFineTuningOffersShardedHopperAndAmpereNodes)
{
    const Recommendation r = run(question("llama-3.1-70b", Method::Full));
    for (const char *gpu : {"h100-sxm", "a100-80gb-sxm", "h200-sxm"}) {
        const std::vector<const Candidate *> list = ofGpu(r, gpu);
        ASSERT_FALSE(list.empty()) << gpu;
        EXPECT_TRUE(hasFullShard(list)) << gpu;
        for (const Candidate *c : list) {
            print(*c);
            // 70.6 G x 16 bytes of states (bf16 weights and gradients, fp32 master and two
            // moments) do not fit under 1.13 TB / 80 GB = 14 GPUs; one global batch of one
            // sequence was raised so every replica gets a sequence.
            EXPECT_GE(c->scenario.parallel.gpus, 14) << gpu;
            EXPECT_LE(c->estimate.requiredBytes, 0.95 * c->estimate.capacityBytes) << gpu;
        }
    }
    const Candidate *sharded = nullptr;
    for (const Candidate *c : ofGpu(r, "h100-sxm"))
        if (c->strategy == Strategy::FullShard && (!sharded || c->scenario.parallel.gpus < sharded->scenario.parallel.gpus))
            sharded = c;
    ASSERT_NE(sharded, nullptr);
    const auto &reasons = sharded->reasons;
    EXPECT_NE(std::find(reasons.begin(), reasons.end(), Reason::GlobalBatchRaised), reasons.end());
    EXPECT_EQ(sharded->scenario.microBatch * sharded->scenario.gradAccum * sharded->scenario.parallel.dataParallel(),
              sharded->scenario.parallel.gpus);  // one sequence per replica, no more
}

TEST(TrainingSearch, SeventyBillionPretrainingOnTwoTrillionTokensMeetsNinetyDaysOnSeveralNodes)
{
    Scenario s = question("llama-3.1-70b", Method::Pretrain);
    s.workload.datasetTokens = 2e12;
    const double deadlineHours = 2160;
    s.requirements.deadlineHours = deadlineHours;
    const Recommendation r = run(s);
    const double flops = 6 * params70B() * 2e12;  // 8.5e23 FLOP
    EXPECT_NEAR(params70B(), 70.55e9, 0.05e9);
    for (const char *gpuId : {"h100-sxm", "b200"}) {
        const GpuSpec &gpu = *GpuCatalog::builtIn().find(gpuId);
        // Physical lower bound: every FLOP at the dense bf16 peak within the deadline (H100:
        // 8.5e23 / (989e12 x 7.78e6 s) = 110 GPUs); the bf16 weights over 0.9 of the memory.
        const double byCompute = flops / (gpu.peakTflops(DType::BF16) * 1e12 * deadlineHours * 3600);
        const double byWeights = 2 * params70B() / (0.9 * gpu.usableBytes);
        const double lower = std::max(byCompute, byWeights);
        const double states = 16 * params70B() / gpu.usableBytes;
        const double upper = 10 * std::max(lower, states);
        const Candidate *fewest = nullptr;
        for (const Candidate *c : ofGpu(r, gpuId)) {
            print(*c);
            if (c->estimate.time.wallSeconds > deadlineHours * 3600) {
                EXPECT_FALSE(c->recommendable) << gpuId;  // offered as too slow, not as an answer
                continue;
            }
            EXPECT_GE(c->scenario.parallel.gpus, std::ceil(lower)) << gpuId;  // no candidate beats physics
            if (!fewest || c->scenario.parallel.gpus < fewest->scenario.parallel.gpus)
                fewest = c;
        }
        ASSERT_NE(fewest, nullptr) << gpuId << ": nothing meets 90 days";
        EXPECT_GT(fewest->scenario.parallel.nodes(), 1) << gpuId;
        EXPECT_LE(fewest->scenario.parallel.gpus, upper) << gpuId << " lower " << lower;
        EXPECT_TRUE(fewest->recommendable) << gpuId;
        // Timed with the network of the servers it is quoted on (8 x 400 Gb/s for 8 GPUs).
        EXPECT_DOUBLE_EQ(fewest->scenario.interNodeBandwidthGBs, 50.0) << gpuId;
    }
}

TEST(TrainingSearch, ClustersOfPcieServersAreTimedWithTheirOwnNetwork)
{
    Scenario s = question("llama-3.1-70b", Method::Pretrain);
    s.workload.datasetTokens = 2e12;
    s.requirements.deadlineHours = 2160;
    s.interNodeBandwidthGBs = 50;  // the scenario's own InfiniBand does not travel to other systems
    const Recommendation r = run(s);
    const std::vector<const Candidate *> rtx = ofGpu(r, "rtx-6000-ada");
    ASSERT_FALSE(rtx.empty());
    for (const Candidate *c : rtx) {
        if (c->scenario.parallel.nodes() < 2)
            continue;
        // rtx6000ada-4: 2 x 25 GbE for 4 GPUs = 12.5 Gb/s per GPU = 1.5625 GB/s.
        EXPECT_DOUBLE_EQ(c->scenario.interNodeBandwidthGBs, 1.5625);
        EXPECT_EQ(c->bom.systemId, "rtx6000ada-4");
    }
    // The cheapest configuration for the deadline is not a cluster of PCIe workstations.
    ASSERT_FALSE(r.candidates.empty());
    EXPECT_NE(r.candidates.front().scenario.gpuId, "rtx-6000-ada");
    // A GPU that no listed system quotes across nodes is offered within one node only.
    for (const Candidate &c : r.candidates)
        if (c.scenario.gpuId == "rtx-3090" || c.scenario.gpuId == "v100-sxm2-32gb") {
            EXPECT_EQ(c.scenario.parallel.nodes(), 1) << c.scenario.gpuId;
        }
}

TEST(TrainingSearch, TheSameQuestionFromTenStartingClustersGetsTheSameCandidates)
{
    // The question: 8B full fine-tuning on 2 B tokens, a global batch of 64 sequences, a
    // two-day deadline. The starting cluster differs in everything a cluster has.
    Scenario q = trainingScenario("llama-3.1-8b", Method::Full, 64);
    q.microBatch = 1;
    q.workload.datasetTokens = 2e9;
    q.requirements.deadlineHours = 48;
    struct Start {
        const char *gpu;
        int gpus, perNode, tp, pp;
        Sharding sharding;
        Offload offload;
        Checkpointing checkpointing;
        double network;
    };
    const Start starts[] = {
        {"a100-80gb-sxm", 1, 1, 1, 1, Sharding::None, Offload::None, Checkpointing::None, 50},
        {"h100-sxm", 8, 8, 1, 1, Sharding::FSDP, Offload::None, Checkpointing::Full, 50},
        {"h100-sxm", 64, 8, 8, 1, Sharding::ZeRO1, Offload::None, Checkpointing::Selective, 25},
        {"rtx-4090", 2, 2, 1, 1, Sharding::ZeRO3, Offload::Optimizer, Checkpointing::Full, 1.25},
        {"l40s", 4, 4, 2, 2, Sharding::None, Offload::None, Checkpointing::None, 3},
        {"mi300x", 16, 8, 1, 1, Sharding::ZeRO2, Offload::None, Checkpointing::None, 50},
        {"b200", 32, 8, 4, 2, Sharding::FSDPHybrid, Offload::None, Checkpointing::Selective, 100},
        {"a100-40gb-sxm", 16, 4, 1, 4, Sharding::DDP, Offload::None, Checkpointing::Full, 12.5},
        {"gaudi3", 8, 8, 8, 1, Sharding::None, Offload::Params, Checkpointing::None, 75},
        {"h200-sxm", 64, 8, 1, 1, Sharding::FSDP, Offload::None, Checkpointing::None, 50},
    };
    using Key = std::tuple<std::string, int, int, int, int, int, int, int, int, int, long long>;
    std::vector<std::set<Key>> answers;
    for (const Start &st : starts) {
        Scenario s = q;
        s.gpuId = st.gpu;
        s.parallel.gpus = st.gpus;
        s.parallel.gpusPerNode = st.perNode;
        s.parallel.tp = st.tp;
        s.parallel.pp = st.pp;
        s.parallel.sharding = st.sharding;
        s.parallel.offload = st.offload;
        s.checkpointing = st.checkpointing;
        s.interNodeBandwidthGBs = st.network;
        // The global batch of the question, whatever the data-parallel degree of the start.
        s.gradAccum = 64 / std::max(1, s.parallel.dataParallel());
        ASSERT_EQ(s.microBatch * s.gradAccum * s.parallel.dataParallel(), 64) << st.gpu;
        std::set<Key> keys;
        for (const Candidate &c : run(s).candidates) {
            const Parallelism &p = c.scenario.parallel;
            keys.insert({c.scenario.gpuId, p.gpus, int(c.strategy), p.tp, p.pp, int(p.sharding),
                         c.scenario.microBatch, c.scenario.gradAccum, int(c.scenario.checkpointing),
                         int(c.scenario.framework), std::llround(c.estimate.time.wallSeconds)});
        }
        answers.push_back(std::move(keys));
    }
    ASSERT_GT(answers.front().size(), 20u);
    for (std::size_t i = 1; i < answers.size(); ++i)
        EXPECT_EQ(answers[i], answers.front()) << "start " << i << " (" << starts[i].gpu << " x" << starts[i].gpus << ")";
}

TEST(TrainingSearch, ALayoutTheFrameworkCannotRunNamesOneThatCan)
{
    // torchtune runs FSDP, not ZeRO stages nor tensor/pipeline parallelism: such candidates
    // carry the framework that runs them and say so.
    Scenario s = question("llama-3.1-70b", Method::Full);
    s.framework = Framework::Torchtune;
    const Recommendation r = run(s);
    bool sawOther = false;
    for (const Candidate &c : r.candidates) {
        const bool other = c.scenario.framework != Framework::Torchtune;
        const bool said = std::find(c.reasons.begin(), c.reasons.end(), Reason::RunsOnAnotherFramework) != c.reasons.end();
        EXPECT_EQ(other, said) << c.scenario.gpuId;
        if (c.strategy == Strategy::FullShard || c.strategy == Strategy::Single) {
            EXPECT_FALSE(other);
        }
        if (c.strategy == Strategy::ModelParallel) {
            EXPECT_EQ(c.scenario.framework, Framework::Megatron);
        }
        if (c.strategy == Strategy::ZeRO2 || c.strategy == Strategy::OptimizerOffload) {
            EXPECT_EQ(c.scenario.framework, Framework::DeepSpeed);
        }
        sawOther = sawOther || other;
    }
    EXPECT_TRUE(sawOther);
}

TEST(TrainingSearch, TheResellersOwnServerTimesTheClusterItIsQuotedOn)
{
    // A reseller's 8 x H100 server, cheaper than the catalog's HGX, with 2 x 100 GbE for its
    // 8 GPUs (25 Gb/s per GPU): multi-node H100 candidates are bought as it and timed with it.
    SystemSpec own;
    own.id = "reseller-h100-8";
    own.name = "Reseller 8 x H100 server";
    own.gpuId = "h100-sxm";
    own.gpus = 8;
    own.network = "2 x 100 GbE";
    own.scaleOutGbpsPerGpu = 25;
    own.purchasePrice = 200000;
    PriceList list;
    list.entries.push_back({PriceEntry::Type::System, own.id, std::nullopt, own.purchasePrice, "USD", "2026-12-01",
                            "our quote", true, own});
    const GpuCatalog mine = withPriceList(GpuCatalog::builtIn(), list, builtInExchangeRates());
    Scenario s = question("llama-3.1-70b", Method::Pretrain);
    s.workload.datasetTokens = 2e12;
    RecommendOptions options;
    options.gpuIds = {"h100-sxm"};
    const Recommendation r = recommend(s, mine, options);
    const Recommendation catalogOnly = recommend(s, GpuCatalog::builtIn(), options);
    bool sawCluster = false;
    for (const Candidate &c : r.candidates) {
        if (c.scenario.parallel.nodes() < 2)
            continue;
        sawCluster = true;
        EXPECT_EQ(c.bom.systemId, "reseller-h100-8");
        EXPECT_DOUBLE_EQ(c.scenario.interNodeBandwidthGBs, 25.0 / 8);
        // The same layout on the catalog's HGX (400 Gb/s per GPU) is never slower.
        for (const Candidate &hgx : catalogOnly.candidates)
            if (hgx.scenario.parallel == c.scenario.parallel && hgx.scenario.microBatch == c.scenario.microBatch
                && hgx.scenario.checkpointing == c.scenario.checkpointing) {
                EXPECT_LE(hgx.estimate.time.wallSeconds, c.estimate.time.wallSeconds);
            }
    }
    EXPECT_TRUE(sawCluster);
}
