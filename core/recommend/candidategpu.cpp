#include "recommend/candidategpu.h"

#include "estimate/serving/engineprofile.h"

#include <algorithm>

#include <QString>

namespace gpusizer::core {

namespace {

// The vendor filter and "only what I sell".
bool allowedByRequirements(const GpuSpec &gpu, const Requirements &req, const GpuCatalog &catalog)
{
    if (!req.vendor.empty()
        && QString::fromStdString(gpu.vendor).compare(QString::fromStdString(req.vendor), Qt::CaseInsensitive) != 0)
        return false;
    return !req.onlyOffered || catalog.isOffered(gpu.id);
}

} // namespace

bool isCandidateGpu(const GpuSpec &gpu, const Scenario &base, const GpuCatalog &catalog,
                    const RecommendOptions &options)
{
    if (!options.gpuIds.empty() && std::find(options.gpuIds.begin(), options.gpuIds.end(), gpu.id) == options.gpuIds.end())
        return false;
    if (!allowedByRequirements(gpu, base.requirements, catalog))
        return false;
    // Serving runs its matrix products in 16 bits (weight-only formats dequantise to them);
    // training in its compute precision.
    const bool serving = base.method == Method::Inference;
    const DType compute = serving ? DType::BF16 : base.computeDtype;
    if (gpu.memoryBandwidthGBs <= 0 || gpu.usableBytes <= 0 || gpu.peakTflops(compute) <= 0)
        return false;
    // Training in a precision the GPU has no tensor cores for is not a configuration to buy.
    if (isTraining(base.method) && !gpu.hasTensorPath(base.computeDtype))
        return false;
    return !serving || !serving::checkEngineFormats(base, gpu);
}

} // namespace gpusizer::core
