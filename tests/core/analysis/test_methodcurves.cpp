// Memory, time and cost against the sequence length per training method (issue #29 point 2):
// each curve's limit is where the memory model stops fitting, its time the time model's at
// every length, its cost those GPU-hours at the scenario's prices, and a tick reuses them.
#include "analysis/analysis.h"
#include "analysis/methodcurves.h"
#include "analysisfixtures.h"
#include "catalog/gpucatalog.h"
#include "estimate/memorymodel.h"
#include "estimate/time/timemodel.h"
#include "model/methodchange.h"
#include "model/seqlenrange.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

using namespace gpusizer::core;
using gpusizer::core::testing::loraOnH100;

namespace {

Analysis analysed(const Scenario &s, const Analysis *previous = nullptr)
{
    AnalysisOptions options;
    options.withRecommendations = false;
    options.previous = previous;
    return analyse(s, GpuCatalog::builtIn(), options);
}

const MethodCurve *curveOf(const Analysis &a, Method method)
{
    for (const MethodCurve &c : a.methodCurves)
        if (c.method == method)
            return &c;
    return nullptr;
}

// Whether `s` run under `method` at `seqLen` fits the H100 by the default policy: the memory
// model itself, not the curve.
bool fitsAt(const Scenario &s, Method method, int seqLen)
{
    Scenario probe = method == s.method ? s : withMethod(s, method);
    probe.seqLen = seqLen;
    const GpuSpec &h100 = *GpuCatalog::builtIn().find("h100-sxm");
    return FitPolicy{}.fits(estimateMemory(probe, h100).deviceUsedBytes(), h100.usableBytes);
}

} // namespace

TEST(MethodCurves, ATrainingScenarioComparesFullLoraAndQloraWithItsOwnHighlighted)
{
    const Analysis a = analysed(loraOnH100());
    ASSERT_TRUE(a.valid);
    ASSERT_EQ(a.methodCurves.size(), 3u);
    EXPECT_EQ(a.methodCurves[0].method, Method::Full);
    EXPECT_EQ(a.methodCurves[1].method, Method::LoRA);
    EXPECT_EQ(a.methodCurves[2].method, Method::QLoRA);
    EXPECT_FALSE(a.methodCurves[0].current);
    EXPECT_TRUE(a.methodCurves[1].current);
    ASSERT_EQ(a.currentCurve(), &a.methodCurves[1]);
    // The current one is the memory-versus-length curve the window always drew.
    EXPECT_EQ(a.currentCurve()->maxFittingSeqLen, a.maxFittingSeqLen);
    ASSERT_EQ(a.currentCurve()->points.size(), a.seqLenCurve.size());
    EXPECT_EQ(a.currentCurve()->points.size(), SeqLenRange::curveLengths().size());
    EXPECT_DOUBLE_EQ(a.currentCurve()->points[30].requiredBytes, a.seqLenCurve[30].requiredBytes);
}

TEST(MethodCurves, EachLimitIsTheLongestLengthItsMethodFitsAt)
{
    const Scenario s = loraOnH100();
    const Analysis a = analysed(s);
    // Full fine-tuning of 8B parameters holds 2 bytes of bf16 weights, 2 of gradients and 8 of
    // AdamW moments per parameter (96 GB) before any activation: it fits the 80 GB H100 at no
    // length, not even at one token.
    const MethodCurve *full = curveOf(a, Method::Full);
    ASSERT_NE(full, nullptr);
    EXPECT_EQ(full->maxFittingSeqLen, 0);
    EXPECT_FALSE(fitsAt(s, Method::Full, 1));
    for (Method method : {Method::LoRA, Method::QLoRA}) {
        const MethodCurve *curve = curveOf(a, method);
        ASSERT_NE(curve, nullptr);
        const int limit = curve->maxFittingSeqLen;
        ASSERT_GT(limit, 0) << toString(method);
        EXPECT_TRUE(fitsAt(s, method, limit)) << toString(method);
        EXPECT_FALSE(fitsAt(s, method, limit + 1)) << toString(method);
    }
    // QLoRA holds its frozen base in 4 bits where LoRA holds it in 16: it fits longer sequences.
    EXPECT_LT(curveOf(a, Method::LoRA)->maxFittingSeqLen, curveOf(a, Method::QLoRA)->maxFittingSeqLen);
}

TEST(MethodCurves, TheTimeIsTheTimeModelsAndTheCostItsGpuHoursAtTheScenariosPrice)
{
    Scenario s = loraOnH100();
    s.prices.pinned[s.gpuId].rentPerGpuHour = 2.0;
    const Analysis a = analysed(s);
    const MethodCurve *lora = a.currentCurve();
    ASSERT_NE(lora, nullptr);
    // 2,048 tokens is a point of the curve (16 x 2^7): there it is the estimate itself.
    const auto &lengths = SeqLenRange::curveLengths();
    const std::size_t at2048 = static_cast<std::size_t>(std::find(lengths.begin(), lengths.end(), 2048) - lengths.begin());
    ASSERT_LT(at2048, lengths.size());
    const LengthPoint &p = lora->points[at2048];
    EXPECT_DOUBLE_EQ(p.wallSeconds, a.estimate.time.wallSeconds);
    EXPECT_DOUBLE_EQ(p.rentTotal, a.estimate.cost.rentTotal);
    // One GPU at 2 dollars an hour: the rent is twice the wall hours.
    EXPECT_DOUBLE_EQ(p.rentTotal, 2.0 * p.wallSeconds / 3600.0);
    EXPECT_DOUBLE_EQ(p.ownTotal, p.gpuHours * a.estimate.cost.ownPerGpuHour);
    // Full fine-tuning at 16,384 tokens: the time model of the full run at that length.
    const MethodCurve *full = curveOf(a, Method::Full);
    ASSERT_NE(full, nullptr);
    const std::size_t at16k = at2048 + 9;   // three doublings, three points each
    ASSERT_EQ(lengths[at16k], 16384);
    Scenario fullRun = withMethod(s, Method::Full);
    fullRun.seqLen = 16384;
    EXPECT_DOUBLE_EQ(full->points[at16k].wallSeconds,
                     estimateTime(fullRun, *GpuCatalog::builtIn().find("h100-sxm")).wallSeconds);
    // Attention's work per token grows with the length: the same tokens take longer.
    EXPECT_GT(lora->points[at2048 + 12].wallSeconds, p.wallSeconds);
}

TEST(MethodCurves, ALengthTickOrAPriceReusesThemAndPricesThemAgain)
{
    Scenario s = loraOnH100();
    s.prices.pinned[s.gpuId].rentPerGpuHour = 2.0;
    const Analysis first = analysed(s);
    EXPECT_FALSE(first.stats.methodCurvesReused);
    s.seqLen = 2304;
    s.prices.pinned[s.gpuId].rentPerGpuHour = 4.0;
    const Analysis tick = analysed(s, &first);
    EXPECT_TRUE(tick.stats.methodCurvesReused);
    ASSERT_EQ(tick.methodCurves.size(), first.methodCurves.size());
    const LengthPoint &before = first.methodCurves[0].points[20];
    const LengthPoint &after = tick.methodCurves[0].points[20];
    EXPECT_DOUBLE_EQ(after.wallSeconds, before.wallSeconds);
    EXPECT_DOUBLE_EQ(after.rentTotal, 2.0 * before.rentTotal);   // twice the price
    // A micro-batch moves memory and time: computed again.
    s.microBatch = 8;
    const Analysis wider = analysed(s, &tick);
    EXPECT_FALSE(wider.stats.methodCurvesReused);
    EXPECT_GT(wider.methodCurves[0].points[30].requiredBytes, tick.methodCurves[0].points[30].requiredBytes);
}

TEST(MethodCurves, PretrainingTakesFullFineTuningsPlaceAndInferenceHasNone)
{
    Scenario s = loraOnH100();
    const Scenario pretrain = withMethod(s, Method::Pretrain);
    EXPECT_EQ(curveMethods(pretrain), (std::vector<Method>{Method::Pretrain, Method::LoRA, Method::QLoRA}));
    EXPECT_EQ(curveMethods(s), (std::vector<Method>{Method::Full, Method::LoRA, Method::QLoRA}));
    EXPECT_TRUE(curveMethods(withMethod(s, Method::Inference)).empty());
    EXPECT_TRUE(analysed(gpusizer::core::testing::llama70bFp8OnTwoH100()).methodCurves.empty());
}

TEST(MethodCurves, TheHoursBandIsTheThroughputBandInverted)
{
    MethodCurve curve;
    curve.points = {{1024, 0, 3600.0}, {2048, 0, 7200.0}};
    Interval interval;
    // 1,000 tokens/s estimated, 800 to 1,250 in the band: the run takes 1/1.25 to 1/0.8 of its time.
    interval.tokensPerSecondPerGpu = {800.0, 1250.0};
    const std::vector<lengthcurve::HoursBandPoint> band = lengthcurve::hoursBand(curve, interval, 1000.0);
    ASSERT_EQ(band.size(), 2u);
    EXPECT_DOUBLE_EQ(band[1].lowSeconds, 7200.0 * 0.8);
    EXPECT_DOUBLE_EQ(band[1].highSeconds, 7200.0 * 1.25);
    interval.tokensPerSecondPerGpu = {0.0, 0.0};
    EXPECT_TRUE(lengthcurve::hoursBand(curve, interval, 1000.0).empty());
}

TEST(MethodCurves, APointBetweenTwoIsInterpolatedInLogLength)
{
    MethodCurve curve;
    curve.points = {{1024, 10.0, 100.0, 1.0, 2.0, 3.0}, {4096, 30.0, 300.0, 3.0, 6.0, 9.0}};
    // 2,048 is halfway between 1,024 and 4,096 on a log axis: every figure halfway.
    const LengthPoint mid = lengthcurve::at(curve, 2048);
    EXPECT_EQ(mid.seqLen, 2048);
    EXPECT_DOUBLE_EQ(mid.requiredBytes, 20.0);
    EXPECT_DOUBLE_EQ(mid.wallSeconds, 200.0);
    EXPECT_DOUBLE_EQ(mid.rentTotal, 4.0);
    EXPECT_DOUBLE_EQ(lengthcurve::at(curve, 100).requiredBytes, 10.0);   // before the first: the first
    EXPECT_DOUBLE_EQ(lengthcurve::at(curve, 1e6).ownTotal, 9.0);         // after the last: the last
}
