#pragma once

#include "model/scenario.h"
#include "recommend/recommendation.h"

#include <QString>

#include <optional>

namespace gpusizer::ui {

// Why a recommendation list of `scenario` is empty, in a sentence: the filter that left no GPU
// type to try (Recommendation::emptiedBy: the vendor, "only what I sell", the precision, the
// engine's formats), or else that none of them fits (serves the load within its targets).
QString emptyRecommendationText(std::optional<core::CandidateFilter> emptiedBy, const core::Scenario &scenario);

} // namespace gpusizer::ui
