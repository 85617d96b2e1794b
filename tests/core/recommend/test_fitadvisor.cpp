// "What makes it fit": the smallest changes that make a scenario fit, each with its estimate.
#include "recommend/recommender.h"
#include "recommendtestscenarios.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer::core;
using namespace gpusizer::core::testing;

namespace {

bool has(const std::vector<FitSuggestion> &list, FitChange change)
{
    return std::any_of(list.begin(), list.end(), [&](const FitSuggestion &s) {
        return s.changes.size() == 1 && s.changes.front() == change;
    });
}

const FitSuggestion &get(const std::vector<FitSuggestion> &list, FitChange change)
{
    return *std::find_if(list.begin(), list.end(), [&](const FitSuggestion &s) {
        return s.changes.size() == 1 && s.changes.front() == change;
    });
}

} // namespace

TEST(FitAdvisor, FullFineTuneOf8BOnA4090)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::Full, 16);
    s.gpuId = "rtx-4090";
    auto r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_TRUE(r.ok());
    const auto &list = r.value();
    for (const FitSuggestion &f : list) {
        std::printf("  %-22s %-22s %-14s x%d  %6.1f GiB of %6.1f  %7.2f h\n", std::string(toString(f.changes.front())).c_str(),
                    f.changes.size() > 1 ? std::string(toString(f.changes[1])).c_str() : "", f.scenario.gpuId.c_str(),
                    f.scenario.parallel.gpus, f.estimate.requiredBytes / 1073741824.0,
                    f.estimate.capacityBytes / 1073741824.0, f.estimate.time.wallSeconds / 3600.0);
        EXPECT_LE(f.estimate.requiredBytes, 0.95 * f.estimate.capacityBytes);
        EXPECT_GT(f.estimate.time.wallSeconds, 0.0);
    }
    // 8B x 16 bytes of states alone exceed 24 GB: no single setting is enough, so the advice
    // pairs a setting with an adapter method (or offload), then adds hardware.
    EXPECT_FALSE(has(list, FitChange::EnableCheckpointing));
    EXPECT_FALSE(has(list, FitChange::ShorterSequence));
    EXPECT_FALSE(has(list, FitChange::UseQlora));
    const bool adapterPair = std::any_of(list.begin(), list.end(), [](const FitSuggestion &f) {
        return f.changes.size() == 2 && (f.changes[1] == FitChange::UseQlora || f.changes[1] == FitChange::UseLora)
            && isAdapterMethod(f.scenario.method);
    });
    EXPECT_TRUE(adapterPair);
    ASSERT_TRUE(has(list, FitChange::MoreGpus));
    const FitSuggestion &more = get(list, FitChange::MoreGpus);
    EXPECT_EQ(more.scenario.gpuId, "rtx-4090");
    EXPECT_GT(more.scenario.parallel.gpus, 1);
    ASSERT_TRUE(has(list, FitChange::BiggerGpu));
    const FitSuggestion &bigger = get(list, FitChange::BiggerGpu);
    EXPECT_EQ(bigger.scenario.parallel.gpus, 1);
    EXPECT_GT(bigger.estimate.capacityBytes, 100e9);  // 8B full fine-tuning wants an H200/B200/MI300-class card
}

TEST(FitAdvisor, LongSequenceLoraIsFixedBySettings)
{
    Scenario s = trainingScenario("llama-3.1-8b", Method::LoRA, 16);
    s.gpuId = "a100-80gb-sxm";
    s.seqLen = 8192;
    s.microBatch = 2;
    s.gradAccum = 8;
    auto r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_TRUE(r.ok());
    const auto &list = r.value();
    ASSERT_FALSE(list.empty());
    for (const FitSuggestion &f : list)
        std::printf("  %-22s %-14s x%d  %6.1f GiB  %7.2f h\n", std::string(toString(f.changes.front())).c_str(),
                    f.scenario.gpuId.c_str(), f.scenario.parallel.gpus, f.estimate.requiredBytes / 1073741824.0,
                    f.estimate.time.wallSeconds / 3600.0);
    ASSERT_TRUE(has(list, FitChange::EnableCheckpointing));
    EXPECT_NE(get(list, FitChange::EnableCheckpointing).scenario.checkpointing, Checkpointing::None);
    EXPECT_FALSE(has(list, FitChange::SmallerMicroBatch));  // one 8k sequence alone is too much
    ASSERT_TRUE(has(list, FitChange::ShorterSequence));
    EXPECT_LT(get(list, FitChange::ShorterSequence).scenario.seqLen, 8192);
    // Settings come before hardware.
    EXPECT_EQ(list.front().changes.front(), FitChange::EnableCheckpointing);
    ASSERT_TRUE(has(list, FitChange::MoreGpus));
    const Scenario &more = get(list, FitChange::MoreGpus).scenario;
    EXPECT_EQ(more.gpuId, "a100-80gb-sxm");
    EXPECT_EQ(more.checkpointing, Checkpointing::None);  // settings kept
    EXPECT_EQ(more.microBatch * more.gradAccum * more.parallel.dataParallel(), 16);
}

TEST(FitAdvisor, SmallerMicroBatchKeepsTheGlobalBatch)
{
    Scenario s = trainingScenario("llama-2-7b", Method::LoRA, 32);
    s.microBatch = 16;
    s.gradAccum = 2;
    auto r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_TRUE(r.ok());
    ASSERT_TRUE(has(r.value(), FitChange::SmallerMicroBatch));
    const Scenario &smaller = get(r.value(), FitChange::SmallerMicroBatch).scenario;
    EXPECT_LT(smaller.microBatch, 16);
    EXPECT_EQ(smaller.microBatch * smaller.gradAccum, 32);
}

TEST(FitAdvisor, FittingScenarioNeedsNothingAndUnknownGpuIsAnError)
{
    Scenario s = trainingScenario("llama-2-7b", Method::QLoRA, 16);
    s.gpuId = "h100-sxm";
    s.microBatch = 1;
    s.gradAccum = 16;
    s.checkpointing = Checkpointing::Full;  // about 10 GB of an 80 GB card
    auto r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value().empty());
    s.gpuId = "voodoo-5";
    r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::UnknownGpu);
}

TEST(FitAdvisor, ABiggerGpuForTrainingHasTensorCoresForItsPrecision)
{
    // bf16 full fine-tuning that outgrows a 16 GB T4: the next larger card by memory is a
    // 32 GB V100, which has no bf16 tensor cores; the advice skips it as the sweep does.
    Scenario s = trainingScenario("llama-3.2-1b", Method::Full, 16);
    s.gpuId = "t4";
    s.microBatch = 1;
    s.gradAccum = 16;
    auto r = whatMakesItFit(s, GpuCatalog::builtIn());
    ASSERT_TRUE(r.ok());
    ASSERT_TRUE(has(r.value(), FitChange::BiggerGpu));
    const FitSuggestion &bigger = get(r.value(), FitChange::BiggerGpu);
    const GpuSpec *gpu = GpuCatalog::builtIn().find(bigger.scenario.gpuId);
    ASSERT_NE(gpu, nullptr);
    EXPECT_TRUE(gpu->hasTensorPath(DType::BF16)) << gpu->id;
    EXPECT_NE(gpu->generation, GpuGeneration::Volta);
}
