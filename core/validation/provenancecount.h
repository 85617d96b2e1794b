#pragma once

#include "catalog/gpucatalog.h"
#include "catalog/provenancetable.h"
#include "io/validation/servingcase.h"
#include "io/validation/validationcase.h"

#include <vector>

namespace gpusizer::core {

// The provenance table counted from the validation cases (quality A and B): per GPU family (the
// generation of the row's GPU in `gpus`) and regime (the row's mode; serving rows count under
// inference, as throughput rows), the rows that measured memory, speed, either, and the distinct
// sourceKey()s of those. Rows whose GPU `gpus` does not know, or without a mode, are left out.
// tools/make_provenance.py counts the same to write resources/provenance.json; a test holds the
// shipped table to this count.
ProvenanceTable countProvenance(const std::vector<ValidationCase> &cases, const std::vector<ServingCase> &serving,
                                const GpuCatalog &gpus);

} // namespace gpusizer::core
