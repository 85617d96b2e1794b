#pragma once

#include "catalog/gpucatalog.h"
#include "model/systemspec.h"
#include "util/jsonfields.h"

namespace gpusizer::core {

// Reads what a system is made of (name, vendor, kind, condition (new | refurbished; absent:
// new), gpu, gpus, cpu_memory_gib, network, power_kw, rack_units) into `system`: the systems
// catalog and a price list's own systems share it. The GPU must be in `catalog`; errors go to `r`.
void readSystemShape(jsonfields::FieldReader &r, const GpuCatalog &catalog, SystemSpec &system);

} // namespace gpusizer::core
