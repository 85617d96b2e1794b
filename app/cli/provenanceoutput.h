#pragma once

#include "model/provenance.h"

#include <QJsonObject>

namespace gpusizer::cli {

// `provenance` of estimate --json and of each recommend --json candidate: the measured runs of
// quality A or B behind the figures (resources/provenance.json) as {"family", "regime",
// "measured_rows", "memory_rows", "throughput_rows", "sources", "measured", "fitted"} (core
// toString names; measured false: modelled only, and the interval is the widened one).
QJsonObject provenanceToJson(const core::Provenance &provenance);

// "Provenance measured on 37 runs from 4 sources (ampere, qlora)" or "Provenance modelled, not
// measured on this family (hopper, qlora): the interval is widened".
void printProvenance(const core::Provenance &provenance);

} // namespace gpusizer::cli
