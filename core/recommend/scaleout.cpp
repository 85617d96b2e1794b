#include "recommend/scaleout.h"

#include "recommend/billofmaterials.h"

#include <algorithm>

namespace gpusizer::core {

std::optional<double> scaleOutFor(const Scenario &base, const GpuSpec &gpu, const GpuCatalog &catalog)
{
    Scenario probe = base;
    const int node = std::max(1, gpu.typicalNodeSize);
    probe.gpuId = gpu.id;
    probe.parallel.gpus = 2 * node;
    probe.parallel.gpusPerNode = node;
    const BillOfMaterials bom = billOfMaterials(probe, gpu, catalog);
    const SystemSpec *system = bom.systemId.empty() ? nullptr : catalog.findSystem(bom.systemId);
    if (system && system->scaleOutGbpsPerGpu > 0)
        return system->scaleOutGbpsPerGpu / 8.0;
    return std::nullopt;
}

} // namespace gpusizer::core
