#pragma once

#include "model/disaggregation.h"
#include "util/jsonfields.h"

#include <QJsonObject>

namespace gpusizer::core {

// `serving.disaggregation` of a scenario file (version 8): the prefill and decode pools.
QJsonObject disaggregationToJson(const DisaggregationSettings &settings);

// Reads it from `r` (the block's reader); a missing block or key keeps the default (off).
void readDisaggregation(jsonfields::FieldReader &r, DisaggregationSettings &out);

} // namespace gpusizer::core
