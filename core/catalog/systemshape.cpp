#include "catalog/systemshape.h"

namespace gpusizer::core {

void readSystemShape(jsonfields::FieldReader &r, const GpuCatalog &catalog, SystemSpec &s)
{
    s.name = r.string("name", std::nullopt, 200);
    s.vendor = r.string("vendor", std::string(), 200);
    s.kind = r.enumeration<SystemKind>("kind", parseSystemKind, SystemKind::Server);
    s.condition = r.enumeration<Condition>("condition", parseCondition, Condition::New);
    // A host server for cards has no GPU of its own.
    const bool host = s.kind == SystemKind::Host;
    s.gpuId = r.string("gpu", host ? std::optional<std::string>(std::string()) : std::nullopt, 64);
    if (r.ok() && (host ? !s.gpuId.empty() : !catalog.find(s.gpuId)))
        r.fail(ErrorCode::UnknownValue, "gpu", s.gpuId);
    s.gpus = r.integer("gpus", 1, 100000);
    s.cpuMemoryGiB = r.number("cpu_memory_gib", 0.0, 1.0e7, 0.0);
    s.network = r.string("network", std::string(), 400);
    s.scaleOutGbpsPerGpu = r.number("scale_out_gbps_per_gpu", 0.0, 1.0e5, 0.0);
    s.powerKw = r.number("power_kw", 0.0, 1.0e5, 0.0);
    s.rackUnits = r.integer("rack_units", 0, 1000, 0);
}

} // namespace gpusizer::core
