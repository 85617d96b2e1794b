// core::explore (issue #29): a map of the scenario over two inputs. Axes are read as the CLI
// spells them; each cell holds what analyse gives for the same settings; memory grows with the
// sequence length and the micro-batch.
#include "analysis/analysis.h"
#include "analysisfixtures.h"
#include "analysis/explore.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "model/methodchange.h"
#include "model/units.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::testing::llama70bFp8OnTwoH100;
using gpusizer::core::testing::loraOnH100;

namespace {


ExploreAxis axis(const char *spec)
{
    const Result<ExploreAxis> a = parseExploreAxis(spec, GpuCatalog::builtIn(), "--x");
    EXPECT_TRUE(a.ok()) << spec;
    return a.ok() ? a.value() : ExploreAxis{};
}

Error axisError(const char *spec)
{
    const Result<ExploreAxis> a = parseExploreAxis(spec, GpuCatalog::builtIn(), "--y");
    EXPECT_FALSE(a.ok()) << spec;
    return a.ok() ? Error{} : a.error();
}

} // namespace

TEST(ExploreAxis, CountsDoubleAndOtherNumbersStepEvenly)
{
    EXPECT_EQ(axis("seq-len:512..4096").values, (std::vector<double>{512, 1024, 2048, 4096}));
    // The last value is TO even where it is no doubling.
    EXPECT_EQ(axis("seq-len:1000..5000").values, (std::vector<double>{1000, 2000, 4000, 5000}));
    // Steps on a log scale for a count, rounded and without repeats: 1, 8^(1/3) = 2, 4, 8.
    EXPECT_EQ(axis("tp:1..8:4").values, (std::vector<double>{1, 2, 4, 8}));
    EXPECT_EQ(axis("micro-batch:1..4:8").values, (std::vector<double>{1, 2, 3, 4}));
    // Linear for a ratio: 8 steps by default, or as many as asked.
    EXPECT_EQ(axis("pue:1..2:3").values, (std::vector<double>{1, 1.5, 2}));
    EXPECT_EQ(axis("pue:1..1.7").size(), 8u);
    EXPECT_EQ(axis("lora-rank:64,8,16,8").values, (std::vector<double>{8, 16, 64}));
    EXPECT_EQ(axis("lora-rank:64,8,16,8").labels, (std::vector<std::string>{"8", "16", "64"}));
    EXPECT_EQ(axis("tp:1..8").field, Limited::Tp);
}

TEST(ExploreAxis, ChoicesAreTheCliSpellingsOrEveryOne)
{
    EXPECT_EQ(axis("method").labels, (std::vector<std::string>{"inference", "full", "lora", "qlora", "pretrain"}));
    EXPECT_EQ(axis("method:qlora,full").labels, (std::vector<std::string>{"qlora", "full"}));
    EXPECT_EQ(axis("gpu").size(), std::min(GpuCatalog::builtIn().gpus().size(), kMaxExploreSteps));
    EXPECT_FALSE(axis("gpu:l40s").field.has_value());
}

TEST(ExploreAxis, BadAxesNameTheFlagAndWhatWasRefused)
{
    Error e = axisError("batch:1..8");
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.field, "--y");
    EXPECT_EQ(e.detail, "batch");
    e = axisError("gpu:h100-sxm,h900");
    EXPECT_EQ(e.code, ErrorCode::UnknownValue);
    EXPECT_EQ(e.detail, "h900");
    e = axisError("tp:0..8");
    EXPECT_EQ(e.code, ErrorCode::OutOfRange);
    ASSERT_TRUE(e.bounds.has_value());
    EXPECT_EQ(e.bounds->low, 1);
    EXPECT_EQ(axisError("seq-len:512..4096:65").code, ErrorCode::OutOfRange);
    EXPECT_EQ(axisError("seq-len:512..4096:1").code, ErrorCode::OutOfRange);
    EXPECT_EQ(axisError("seq-len").code, ErrorCode::MissingField);
    EXPECT_EQ(axisError("seq-len:a..b").code, ErrorCode::OutOfRange);
    // Rent and purchase are pinned per GPU, no axis.
    EXPECT_EQ(axisError("rent:1..4").code, ErrorCode::UnknownValue);
}

TEST(Explore, MemoryGrowsWithTheSequenceLengthAndTheMicroBatch)
{
    const ExploreMap map = explore(loraOnH100(), GpuCatalog::builtIn(), axis("seq-len:256..65536"),
                                   axis("micro-batch:1..32"), ExploreMetric::Memory);
    ASSERT_EQ(map.cells.size(), 9u * 6u);
    for (std::size_t j = 0; j < map.y.size(); ++j)
        for (std::size_t i = 0; i < map.x.size(); ++i) {
            const ExploreCell &c = map.at(i, j);
            ASSERT_TRUE(c.valid && c.value) << i << ", " << j;
            EXPECT_LE(c.low, *c.value);
            EXPECT_GE(c.high, *c.value);
            if (i > 0) {
                EXPECT_GT(*c.value, *map.at(i - 1, j).value) << "seq " << map.x.labels[i];
            }
            if (j > 0) {
                EXPECT_GT(*c.value, *map.at(i, j - 1).value) << "micro-batch " << map.y.labels[j];
            }
        }
    // The fit boundary: short and small fits one H100, 65,536 tokens of 32 sequences does not.
    EXPECT_EQ(map.at(0, 0).verdict, FitVerdict::Fits);
    EXPECT_EQ(map.at(map.x.size() - 1, map.y.size() - 1).verdict, FitVerdict::DoesNotFit);
}

TEST(Explore, ACellIsTheAnalysisOfTheSameSettings)
{
    const Scenario base = loraOnH100();
    for (const ExploreMetric metric : {ExploreMetric::Memory, ExploreMetric::Time, ExploreMetric::Cost,
                                       ExploreMetric::TokensPerSecond, ExploreMetric::Fit}) {
        const ExploreMap map =
            explore(base, GpuCatalog::builtIn(), axis("seq-len:1024,4096"), axis("micro-batch:1,8"), metric);
        Scenario s = base;
        s.seqLen = 4096;
        s.microBatch = 8;
        const Analysis a = analyse(s, GpuCatalog::builtIn());
        const ExploreCell &c = map.at(1, 1);
        ASSERT_TRUE(a.valid);
        ASSERT_TRUE(c.valid) << toString(metric);
        ASSERT_TRUE(c.value.has_value()) << toString(metric);
        EXPECT_EQ(c.verdict, a.verdict());
        switch (metric) {
        case ExploreMetric::Memory:
            EXPECT_DOUBLE_EQ(*c.value, memoryHeld(a.estimate, a.gpu).deviceUsedBytes() / units::kGiB);
            EXPECT_DOUBLE_EQ(c.low, a.interval.requiredBytes[0] / units::kGiB);
            break;
        case ExploreMetric::Time:
            EXPECT_DOUBLE_EQ(*c.value, a.estimate.time.wallSeconds / 3600.0);
            // The slower end of the throughput band is the longer time.
            EXPECT_DOUBLE_EQ(c.high, *c.value * a.estimate.time.tokensPerSecondPerGpu
                                         / a.interval.tokensPerSecondPerGpu[0]);
            break;
        case ExploreMetric::Cost: EXPECT_DOUBLE_EQ(*c.value, a.estimate.cost.rentTotal); break;
        case ExploreMetric::TokensPerSecond:
            EXPECT_DOUBLE_EQ(*c.value, a.estimate.time.tokensPerSecondPerGpu);
            EXPECT_DOUBLE_EQ(c.high, a.interval.tokensPerSecondPerGpu[1]);
            break;
        default: EXPECT_EQ(*c.value, a.verdict() == FitVerdict::Fits ? 2.0 : a.verdict() == FitVerdict::Tight ? 1.0 : 0.0);
        }
    }
}

// The quote of the systems is a fifth of a cell's work and only a cost needs it: without it the
// estimate's memory, time and rent are the same, the bill of materials empty.
TEST(Explore, ACellWithoutItsQuoteKeepsItsNumbers)
{
    const Scenario s = loraOnH100();
    AnalysisOptions cell;
    cell.scenarioOnly = true;
    cell.withRecommendations = false;
    const Analysis quoted = analyse(s, GpuCatalog::builtIn(), cell);
    cell.withBillOfMaterials = false;
    const Analysis bare = analyse(s, GpuCatalog::builtIn(), cell);
    ASSERT_TRUE(quoted.valid && bare.valid);
    EXPECT_GT(quoted.bom.installedGpus, 0);
    EXPECT_EQ(bare.bom.installedGpus, 0);
    EXPECT_DOUBLE_EQ(bare.estimate.requiredBytes, quoted.estimate.requiredBytes);
    EXPECT_DOUBLE_EQ(bare.estimate.time.wallSeconds, quoted.estimate.time.wallSeconds);
    EXPECT_DOUBLE_EQ(bare.estimate.cost.rentTotal, quoted.estimate.cost.rentTotal);
    EXPECT_EQ(bare.verdict(), quoted.verdict());
}

TEST(Explore, ServingCellsHaveLatenciesAndTrainingCellsDoNot)
{
    Scenario s = llama70bFp8OnTwoH100();
    const ExploreMap tpot = explore(s, GpuCatalog::builtIn(), axis("concurrency:1,16,256"), axis("method:inference,lora"),
                                    ExploreMetric::Tpot);
    // More users in flight, a longer time per output token; a LoRA run has none.
    ASSERT_TRUE(tpot.at(0, 0).value && tpot.at(2, 0).value);
    EXPECT_LT(*tpot.at(0, 0).value, *tpot.at(1, 0).value);
    EXPECT_LT(*tpot.at(1, 0).value, *tpot.at(2, 0).value);
    EXPECT_FALSE(tpot.at(0, 1).value.has_value());
    Scenario at16 = s;
    at16.serving.load = LoadKind::Concurrency;
    at16.serving.concurrency = 16;
    const Analysis a = analyse(at16, GpuCatalog::builtIn());
    ASSERT_TRUE(a.estimate.serving);
    EXPECT_DOUBLE_EQ(*tpot.at(1, 0).value, a.estimate.serving->tpotMs.at(s.serving.targetStat));
    // GPUs that meet 50 ms never fall as the users grow.
    const ExploreMap gpus = explore(s, GpuCatalog::builtIn(), axis("concurrency:1..1024"), axis("engine:vllm,sglang"),
                                    ExploreMetric::GpusNeeded);
    for (std::size_t j = 0; j < gpus.y.size(); ++j)
        for (std::size_t i = 1; i < gpus.x.size(); ++i)
            if (gpus.at(i, j).value && gpus.at(i - 1, j).value) {
                EXPECT_GE(*gpus.at(i, j).value, *gpus.at(i - 1, j).value) << gpus.y.labels[j] << " " << gpus.x.labels[i];
            }
}

TEST(Explore, AnInvalidCellSaysWhyAndTheOthersStand)
{
    // TP 3 does not divide the heads of Llama 3.1 8B: that cell is refused, naming the field.
    const ExploreMap map = explore(loraOnH100(), GpuCatalog::builtIn(), axis("tp:1,3"), axis("seq-len:2048"),
                                   ExploreMetric::Memory);
    EXPECT_TRUE(map.at(0, 0).valid);
    EXPECT_FALSE(map.at(1, 0).valid);
    EXPECT_FALSE(map.at(1, 0).error.field.empty());
    EXPECT_FALSE(map.at(1, 0).value.has_value());
}
