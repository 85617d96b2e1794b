#pragma once

#include "catalog/gpucatalog.h"
#include "model/gpuspec.h"
#include "recommend/recommendation.h"
#include "model/scenario.h"

#include <QJsonValue>

namespace gpusizer::cli {

// For a serving question no catalog configuration serves: why not on the scenario's GPU (the
// binding cause and, for latency, the floor of a request alone against the target), printed
// after the empty list. Nothing when the scenario serves there after all.
void printServingBlock(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::GpuCatalog &catalog);

// The same as JSON `serving_block` (null when nothing blocks).
QJsonValue servingBlockToJson(const core::Scenario &scenario, const core::GpuSpec &gpu, const core::GpuCatalog &catalog);

// The GPU types the serving recommender left out beyond ten times the load's physics, a line
// each after the list (nothing when none was).
void printServingDeclines(const core::Recommendation &r, const core::Scenario &scenario);

// The same as JSON `declined`: an array, empty when none was.
QJsonValue servingDeclinesToJson(const core::Recommendation &r);

} // namespace gpusizer::cli
