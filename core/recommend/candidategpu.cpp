#include "recommend/candidategpu.h"

#include "estimate/serving/engineprofile.h"

#include <algorithm>

#include <QString>

namespace gpusizer::core {

std::optional<CandidateFilter> failedCandidateFilter(const GpuSpec &gpu, const Scenario &base,
                                                     const GpuCatalog &catalog, const RecommendOptions &options)
{
    if (!options.gpuIds.empty() && std::find(options.gpuIds.begin(), options.gpuIds.end(), gpu.id) == options.gpuIds.end())
        return CandidateFilter::GpuList;
    const Requirements &req = base.requirements;
    if (!req.vendor.empty()
        && QString::fromStdString(gpu.vendor).compare(QString::fromStdString(req.vendor), Qt::CaseInsensitive) != 0)
        return CandidateFilter::Vendor;
    if (req.onlyOffered && !catalog.isOffered(gpu.id))
        return CandidateFilter::Offered;
    // Serving runs its matrix products in 16 bits (weight-only formats dequantise to them);
    // training in its compute precision.
    const bool serving = base.method == Method::Inference;
    const DType compute = serving ? DType::BF16 : base.computeDtype;
    if (gpu.memoryBandwidthGBs <= 0 || gpu.usableBytes <= 0 || gpu.peakTflops(compute) <= 0)
        return CandidateFilter::Precision;
    // Training in a precision the GPU has no tensor cores for is not a configuration to buy.
    if (isTraining(base.method) && !gpu.hasTensorPath(base.computeDtype))
        return CandidateFilter::Precision;
    if (serving && serving::checkEngineFormats(base, gpu))
        return CandidateFilter::EngineFormats;
    return std::nullopt;
}

bool isCandidateGpu(const GpuSpec &gpu, const Scenario &base, const GpuCatalog &catalog,
                    const RecommendOptions &options)
{
    return !failedCandidateFilter(gpu, base, catalog, options);
}

std::optional<CandidateFilter> emptyingCandidateFilter(const Scenario &base, const GpuCatalog &catalog,
                                                       const RecommendOptions &options)
{
    std::optional<CandidateFilter> furthest;
    for (const GpuSpec &gpu : catalog.gpus()) {
        const std::optional<CandidateFilter> failed = failedCandidateFilter(gpu, base, catalog, options);
        if (!failed)
            return std::nullopt;
        furthest = std::max(furthest.value_or(*failed), *failed);
    }
    return furthest;
}

} // namespace gpusizer::core
