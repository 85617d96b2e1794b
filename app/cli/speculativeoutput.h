#pragma once

#include "estimate/serving/servingestimate.h"
#include "model/scenario.h"

#include <QJsonObject>

namespace gpusizer::cli {

// `serving.speculative` of estimate --json: the method, the draft tokens, the acceptance length
// the estimate ran at and where it came from ("scenario", or the published default's source),
// the draft model's id, and per GPU the draft's weights and its part of the KV pool in GiB.
QJsonObject speculativeToJson(const core::Scenario &scenario, const core::ServingEstimate &serving);

// The line under the serving figures that says how the replica speculates; nothing when off.
void printSpeculative(const core::Scenario &scenario, const core::ServingEstimate &serving);

} // namespace gpusizer::cli
