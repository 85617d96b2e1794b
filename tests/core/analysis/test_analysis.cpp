// core::analyse: the one analysis the window, the report and the CLI print. Its parts are the
// estimator's numbers, its verdicts come from one FitPolicy, and a change reuses what it cannot
// affect (counted estimates).
#include "analysis/analysis.h"
#include "analysisfixtures.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "estimate/estimator.h"
#include "estimate/memorymodel.h"
#include "model/methodchange.h"
#include "model/seqlenrange.h"

#include <gtest/gtest.h>

using namespace gpusizer::core;
using gpusizer::core::testing::loraOnH100;

namespace {


const GpuSpec &gpu(const std::string &id) { return *GpuCatalog::builtIn().find(id); }

} // namespace

TEST(SeqLenRange, CurveHasThreeLogStepsPerDoublingFrom16To1M)
{
    const std::vector<int> &lengths = SeqLenRange::curveLengths();
    ASSERT_EQ(lengths.size(), 49u);   // 16 doublings x 3 + 1
    EXPECT_EQ(lengths.front(), 16);
    EXPECT_EQ(lengths.back(), 1048576);
    EXPECT_EQ(lengths[3], 32);
    EXPECT_EQ(lengths[1], 20);        // 16 x 2^(1/3) = 20.16
    EXPECT_EQ(lengths[9], 128);
    for (std::size_t i = 1; i < lengths.size(); ++i)
        EXPECT_GT(lengths[i], lengths[i - 1]);
    EXPECT_EQ(SeqLenRange::clamp(8), 16);
    EXPECT_EQ(SeqLenRange::clamp(64), 64);
    EXPECT_EQ(SeqLenRange::clamp(1 << 22), 1 << 20);
    EXPECT_EQ(SeqLenRange::kSliderPositions, 128);
}

TEST(FitPolicy, FitsTightAndDoesNotFitAroundTheMargin)
{
    const FitPolicy policy;   // 5 % kept free
    EXPECT_EQ(policy.verdict(95.0, 100.0), FitVerdict::Fits);
    EXPECT_EQ(policy.verdict(95.5, 100.0), FitVerdict::Tight);
    EXPECT_EQ(policy.verdict(100.0, 100.0), FitVerdict::Tight);
    EXPECT_EQ(policy.verdict(100.1, 100.0), FitVerdict::DoesNotFit);
    EXPECT_EQ(FitPolicy{0.2}.verdict(85.0, 100.0), FitVerdict::Tight);
    EXPECT_EQ(parseFitVerdict(toString(FitVerdict::DoesNotFit)), FitVerdict::DoesNotFit);
    EXPECT_EQ(toString(FitVerdict::Tight), "tight");
}

TEST(Analysis, EstimateAndCurveAreTheEstimatorsNumbers)
{
    const Scenario s = loraOnH100();
    const Analysis a = analyse(s, GpuCatalog::builtIn());
    ASSERT_TRUE(a.valid);
    EXPECT_DOUBLE_EQ(a.estimate.requiredBytes, estimate(s, gpu("h100-sxm")).requiredBytes);
    ASSERT_EQ(a.seqLenCurve.size(), SeqLenRange::curveLengths().size());
    Scenario probe = s;
    probe.seqLen = a.seqLenCurve[20].seqLen;
    EXPECT_DOUBLE_EQ(a.seqLenCurve[20].requiredBytes, estimateMemory(probe, gpu("h100-sxm")).deviceUsedBytes());
}

TEST(Analysis, MaxFittingSeqLenIsTheBoundaryOfTheFitPolicy)
{
    Scenario s = loraOnH100();
    s.gpuId = "rtx-4090";   // 24 GB: the boundary lies inside the range
    const Analysis a = analyse(s, GpuCatalog::builtIn());
    ASSERT_TRUE(a.valid);
    const int maxLen = a.maxFittingSeqLen;
    ASSERT_GT(maxLen, 0);
    ASSERT_LT(maxLen, SeqLenRange::kMax);
    Scenario probe = s;
    probe.seqLen = maxLen;
    EXPECT_EQ(estimate(probe, gpu("rtx-4090")).verdict, FitVerdict::Fits);
    probe.seqLen = maxLen + 1;
    EXPECT_NE(estimate(probe, gpu("rtx-4090")).verdict, FitVerdict::Fits);
}

TEST(Analysis, MethodVariantsFollowWithMethod)
{
    const Scenario s = loraOnH100();
    const Analysis a = analyse(s, GpuCatalog::builtIn());
    ASSERT_EQ(a.methods.size(), 4u);
    EXPECT_EQ(a.methods[0].method, Method::Full);
    ASSERT_NE(a.variant(Method::QLoRA), nullptr);
    const Scenario qlora = withMethod(s, Method::QLoRA);
    EXPECT_EQ(qlora.weightDtype, DType::NF4);
    EXPECT_DOUBLE_EQ(a.variant(Method::QLoRA)->estimate.requiredBytes,
                     estimate(qlora, gpu("h100-sxm")).requiredBytes);
    // The scenario's own method is the analysis's estimate, not a second one.
    EXPECT_DOUBLE_EQ(a.variant(Method::LoRA)->estimate.requiredBytes, a.estimate.requiredBytes);
    EXPECT_GT(a.variant(Method::Full)->estimate.requiredBytes, a.estimate.requiredBytes);
    EXPECT_LT(a.variant(Method::QLoRA)->estimate.requiredBytes, a.estimate.requiredBytes);
}

TEST(Analysis, WithMethodToLoraDropsTheFp32BaseAndItsMasterCopy)
{
    Scenario full = loraOnH100();
    full.method = Method::Full;
    full.weightDtype = DType::FP32;
    full.masterWeights = true;
    const Scenario lora = withMethod(full, Method::LoRA);
    EXPECT_EQ(lora.weightDtype, DType::BF16);
    EXPECT_FALSE(lora.masterWeights.has_value());
    // An fp32 run keeps fp32 weights.
    full.computeDtype = DType::FP32;
    EXPECT_EQ(withMethod(full, Method::LoRA).weightDtype, DType::FP32);
}

TEST(Analysis, ASequenceLengthTickReusesTheCurveAndCountsFourEstimates)
{
    Scenario s = loraOnH100();
    AnalysisOptions dragging;
    dragging.withRecommendations = false;
    const Analysis first = analyse(s, GpuCatalog::builtIn(), dragging);
    // The estimate, three variants, the curve and the bisection.
    EXPECT_GT(first.stats.estimates, 4 + int(SeqLenRange::curveLengths().size()));
    EXPECT_FALSE(first.stats.curveReused);

    s.seqLen = 2304;
    dragging.previous = &first;
    const Analysis tick = analyse(s, GpuCatalog::builtIn(), dragging);
    EXPECT_TRUE(tick.stats.curveReused);
    EXPECT_EQ(tick.stats.estimates, 4);   // the point and the three other methods
    EXPECT_EQ(tick.maxFittingSeqLen, first.maxFittingSeqLen);
    // And it is the same answer as a fresh analysis.
    dragging.previous = nullptr;
    const Analysis fresh = analyse(s, GpuCatalog::builtIn(), dragging);
    EXPECT_DOUBLE_EQ(tick.estimate.requiredBytes, fresh.estimate.requiredBytes);
    EXPECT_EQ(tick.maxFittingSeqLen, fresh.maxFittingSeqLen);
    ASSERT_EQ(tick.seqLenCurve.size(), fresh.seqLenCurve.size());
    EXPECT_DOUBLE_EQ(tick.seqLenCurve[30].requiredBytes, fresh.seqLenCurve[30].requiredBytes);
}

TEST(Analysis, AChangeThatMovesMemoryRecomputesTheCurve)
{
    Scenario s = loraOnH100();
    AnalysisOptions options;
    options.withRecommendations = false;
    const Analysis first = analyse(s, GpuCatalog::builtIn(), options);
    s.microBatch = 8;
    options.previous = &first;
    const Analysis next = analyse(s, GpuCatalog::builtIn(), options);
    EXPECT_FALSE(next.stats.curveReused);
    EXPECT_GT(next.seqLenCurve[30].requiredBytes, first.seqLenCurve[30].requiredBytes);
    // Prices do not move memory: the curve is reused.
    s.prices.pinned[s.gpuId].rentPerGpuHour = 9.0;
    options.previous = &next;
    const Analysis priced = analyse(s, GpuCatalog::builtIn(), options);
    EXPECT_TRUE(priced.stats.curveReused);
    EXPECT_NE(priced.estimate.cost.rentTotal, next.estimate.cost.rentTotal);
}

TEST(Analysis, RecommendationsAndSuggestionsUseTheSameFitPolicy)
{
    Scenario s = loraOnH100();
    s.method = Method::Full;
    s.model = *ModelCatalog::builtIn().find("llama-3.1-70b");
    s = withMethod(s, Method::Full);
    AnalysisOptions options;
    options.fitPolicy.safetyMargin = 0.10;
    const Analysis a = analyse(s, GpuCatalog::builtIn(), options);
    ASSERT_TRUE(a.valid);
    EXPECT_EQ(a.verdict(), FitVerdict::DoesNotFit);
    ASSERT_FALSE(a.recommendation.candidates.empty());
    for (const Candidate &c : a.recommendation.candidates) {
        EXPECT_LE(c.estimate.requiredBytes, 0.90 * c.estimate.capacityBytes) << c.scenario.gpuId;
        EXPECT_EQ(c.estimate.verdict, FitVerdict::Fits);
    }
    ASSERT_FALSE(a.fitSuggestions.empty());
    for (const FitSuggestion &f : a.fitSuggestions)
        EXPECT_EQ(f.estimate.verdict, FitVerdict::Fits);
}

TEST(Analysis, InvalidScenarioAndUnknownGpuSayWhy)
{
    Scenario s = loraOnH100();
    s.gpuId = "h900";
    const Analysis unknown = analyse(s, GpuCatalog::builtIn());
    EXPECT_FALSE(unknown.valid);
    EXPECT_EQ(unknown.error.code, ErrorCode::UnknownGpu);
    s = loraOnH100();
    s.microBatch = 0;
    const Analysis invalid = analyse(s, GpuCatalog::builtIn());
    EXPECT_FALSE(invalid.valid);
    EXPECT_EQ(invalid.error.field, "micro_batch");
    EXPECT_TRUE(invalid.methods.empty());
}

TEST(Analysis, WarnsWhenTheSequencePassesTheContextWindow)
{
    AnalysisOptions quick;
    quick.withRecommendations = false;
    Scenario s = loraOnH100();   // Llama 3.1 8B: 131,072 positions
    ASSERT_EQ(s.model.maxPositions, 131072);
    s.seqLen = 131072;
    Analysis a = analyse(s, GpuCatalog::builtIn(), quick);
    EXPECT_EQ(a.sequenceTokens, 131072);
    EXPECT_FALSE(a.beyondContextWindow);   // the window itself is allowed
    s.seqLen = 1048576;
    a = analyse(s, GpuCatalog::builtIn(), quick);
    EXPECT_EQ(a.sequenceTokens, 1048576);
    EXPECT_TRUE(a.beyondContextWindow);

    // Mistral 7B's 32K: 61,440 tokens pass it; an unknown window (0) never warns.
    s.model = *ModelCatalog::builtIn().find("mistral-7b-v0.1");
    ASSERT_EQ(s.model.maxPositions, 32768);
    s.seqLen = 61440;
    EXPECT_TRUE(analyse(s, GpuCatalog::builtIn(), quick).beyondContextWindow);
    s.model.maxPositions = 0;
    EXPECT_FALSE(analyse(s, GpuCatalog::builtIn(), quick).beyondContextWindow);

    // Inference: the prompt and the generated tokens together.
    s = withMethod(loraOnH100(), Method::Inference);
    s.serving.inputLen = 120000;
    s.serving.outputLen = 8000;
    s.workload.promptLen = 120000;
    s.seqLen = 8000;
    a = analyse(s, GpuCatalog::builtIn(), quick);
    EXPECT_EQ(a.sequenceTokens, 128000);
    EXPECT_FALSE(a.beyondContextWindow);
    s.serving.outputLen = s.seqLen = 12000;   // 132,000 > 131,072
    a = analyse(s, GpuCatalog::builtIn(), quick);
    EXPECT_EQ(a.sequenceTokens, 132000);
    EXPECT_TRUE(a.beyondContextWindow);
    // Said on a scenario that cannot be estimated too.
    s.microBatch = 0;
    a = analyse(s, GpuCatalog::builtIn(), quick);
    EXPECT_FALSE(a.valid);
    EXPECT_TRUE(a.beyondContextWindow);
}
