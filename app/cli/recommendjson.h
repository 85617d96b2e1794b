#pragma once

#include "model/gpuspec.h"
#include "recommend/recommendation.h"

#include <QJsonObject>

namespace gpusizer::cli {

// One ranked configuration of `recommend --json`. `disaggregate`: the list also holds split
// deployments, and each serving candidate says whether it is one.
QJsonObject candidateToJson(const core::Candidate &c, const core::GpuSpec &gpu, bool disaggregate);
// One change that would make the scenario fit, with the estimate it gives.
QJsonObject suggestionToJson(const core::FitSuggestion &f, const core::GpuSpec &gpu);

} // namespace gpusizer::cli
