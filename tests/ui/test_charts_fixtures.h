#pragma once

#include "analysis/analysis.h"
#include "model/units.h"

#include <QApplication>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QStringList>

#include <initializer_list>
#include <utility>

// Hand-built analysiss for the chart and panel tests (numbers chosen so results are easy to
// compute by hand: 1 GiB = 2^30 bytes).
namespace gpusizer::ui::testing {

using core::units::kGiB;

inline core::MemoryBreakdown breakdownGiB(std::initializer_list<std::pair<core::MemoryComponent, double>> parts)
{
    core::MemoryBreakdown memory;
    for (const auto &[component, gib] : parts)
        memory[component] = gib * kGiB;
    return memory;
}

inline core::Estimate makeEstimate(const core::MemoryBreakdown &memory, double capacityGiB, double wallHours = 0,
                                   double rentTotal = 0, double ownTotal = 0)
{
    core::Estimate e;
    e.memory = memory;
    e.capacityBytes = capacityGiB * kGiB;
    e.requiredBytes = memory.deviceUsedBytes();
    e.headroomBytes = e.capacityBytes - e.requiredBytes;
    e.verdict = core::FitPolicy{}.verdict(e.requiredBytes, e.capacityBytes);
    e.time.mfu = 0.4;
    e.time.wallSeconds = wallHours * 3600.0;
    e.time.gpuHours = wallHours;
    e.cost.rentTotal = rentTotal;
    e.cost.ownTotal = ownTotal;
    return e;
}

// A method variant whose memory is its estimate's peak (the training case; see MethodVariant).
inline core::MethodVariant variant(core::Method method, const core::Estimate &estimate)
{
    core::MethodVariant v;
    v.method = method;
    v.estimate = estimate;
    v.memory = estimate.memory;
    return v;
}

inline core::GpuSpec h100()
{
    core::GpuSpec gpu;
    gpu.id = "h100-sxm";
    gpu.vendor = "NVIDIA";
    gpu.name = "H100 SXM 80 GB";
    gpu.memoryBytes = 80e9;
    gpu.usableBytes = 79.1 * kGiB;
    gpu.rentPerHour = 2.5;
    return gpu;
}

// LoRA of an 8B model on one H100: 40 GiB in total, 39.1 GiB free.
inline core::Analysis loraAnalysis()
{
    using C = core::MemoryComponent;
    core::Analysis s;
    s.valid = true;
    s.gpu = h100();
    s.scenario.method = core::Method::LoRA;
    s.scenario.seqLen = 4096;
    s.scenario.gpuId = s.gpu.id;
    s.estimate = makeEstimate(breakdownGiB({{C::Weights, 15.0}, {C::Adapters, 0.25}, {C::Gradients, 0.25},
                                            {C::OptimizerState, 0.5}, {C::Activations, 16.0}, {C::Logits, 3.0},
                                            {C::Buffers, 1.0}, {C::CudaContext, 0.5}, {C::AllocatorReserve, 3.5}}),
                              79.1, 6.4, 16.0, 9.0);
    s.methods = {
        variant(core::Method::Full, makeEstimate(breakdownGiB({{C::Weights, 15.0}, {C::MasterWeights, 30.0}, {C::Gradients, 15.0},
                                                        {C::OptimizerState, 60.0}, {C::Activations, 16.0},
                                                        {C::CudaContext, 0.5}, {C::AllocatorReserve, 6.0}}),
                                          79.1)),
        variant(core::Method::LoRA, s.estimate),
        variant(core::Method::QLoRA, makeEstimate(breakdownGiB({{C::Weights, 5.0}, {C::Adapters, 0.25}, {C::Activations, 16.0},
                                                         {C::CudaContext, 0.5}, {C::AllocatorReserve, 2.0}}),
                                           79.1)),
        variant(core::Method::Inference, makeEstimate(breakdownGiB({{C::Weights, 15.0}, {C::KvCache, 2.0},
                                                             {C::CudaContext, 0.5}, {C::AllocatorReserve, 1.0}}),
                                               79.1)),
    };
    for (int len = 128, i = 0; len <= 1048576; len *= 2, ++i) {
        // 20 GiB fixed plus 5 GiB per 1024 tokens: fits up to 11,878 tokens, so 8,192 on the grid.
        s.seqLenCurve.push_back({len, (20.0 + 5.0 * len / 1024.0) * kGiB});
    }
    s.maxFittingSeqLen = 8192;
    return s;
}

inline core::Candidate makeCandidate(const core::Analysis &base, const std::string &gpuId, int gpus, core::Sharding sharding,
                                     double requiredGiB, double capacityGiB, double hours, double rent, double own)
{
    core::Candidate c;
    c.scenario = base.scenario;
    c.scenario.gpuId = gpuId;
    c.scenario.parallel.gpus = gpus;
    c.scenario.parallel.sharding = sharding;
    c.estimate = makeEstimate(breakdownGiB({{core::MemoryComponent::Weights, requiredGiB}}), capacityGiB, hours, rent, own);
    c.strategy = gpus == 1 ? core::Strategy::Single : core::Strategy::DataParallel;
    return c;
}

// The LoRA run with four recommended configurations, ranked by fewest GPUs; the first one is
// the current scenario itself.
inline core::Analysis recommendedAnalysis()
{
    core::Analysis s = loraAnalysis();
    s.recommendation.candidates = {
        makeCandidate(s, "h100-sxm", 1, core::Sharding::None, 40.0, 79.1, 6.4, 16.0, 9.0),
        makeCandidate(s, "h200-sxm", 1, core::Sharding::None, 40.0, 139.9, 4.8, 22.0, 12.0),
        makeCandidate(s, "h100-sxm", 2, core::Sharding::DDP, 40.0, 79.1, 3.3, 16.5, 9.5),
        makeCandidate(s, "l40s", 4, core::Sharding::FSDP, 30.0, 44.4, 5.0, 21.8, 14.0),
    };
    s.recommendation.candidates[0].scenario = s.scenario;
    s.recommendation.evaluated = 120;
    return s;
}

// The same run on a 24 GiB card: 40 GiB needed, 16 GiB over.
inline core::Analysis overflowAnalysis()
{
    core::Analysis s = loraAnalysis();
    s.gpu.name = "RTX 4090 24 GB";
    s.gpu.id = "rtx-4090";
    s.estimate.capacityBytes = 24.0 * kGiB;
    s.estimate.headroomBytes = s.estimate.capacityBytes - s.estimate.requiredBytes;
    s.estimate.verdict = core::FitVerdict::DoesNotFit;
    for (auto &variant : s.methods)
        variant.estimate.capacityBytes = 24.0 * kGiB;
    // 20 + 5 x 512/1024 = 22.5 GiB fits in 24; 1,024 tokens (25 GiB) does not.
    s.maxFittingSeqLen = 512;
    return s;
}

// Lets a shown chart lay itself out: resize, fit the titles, lay out again.
inline void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

// QtCharts' own visible texts (title, axis titles, tick and category labels) that it elided to
// fit ("Memory per GPU vs sequence...", "..." for a number); transparent ones (covered by the
// charts' own labels) do not count.
inline QStringList elidedChartTexts(const QChart *chart)
{
    QStringList elided;
    if (chart->scene() == nullptr)
        return elided;
    const QList<QGraphicsItem *> items = chart->scene()->items();
    for (const QGraphicsItem *item : items) {
        if (item->type() != QGraphicsTextItem::Type || !item->isVisible())
            continue;
        const auto *text = static_cast<const QGraphicsTextItem *>(item);
        if (text->defaultTextColor().alpha() == 0)
            continue;
        const QString plain = text->toPlainText();
        if (plain.endsWith(QStringLiteral("...")) || plain.endsWith(QChar(0x2026)))
            elided << plain;
    }
    return elided;
}

} // namespace gpusizer::ui::testing
