#pragma once

#include "model/serving.h"
#include "recommend/recommendation.h"

#include <QString>

#include <vector>

namespace gpusizer::ui {

// "Left out: L4, L40S and 3 more would need over 10 × the GPUs the load's weights and arithmetic
// need.": the serving GPU types the recommender declined (Recommendation::declined), named from
// the catalog; empty when none was.
QString servingDeclineLine(const std::vector<core::ServingDecline> &declined);
// One line each: what it would take, against the minimum, and why (users a replica at the
// targets, or a full KV pool; one request's time per output token alone), for a tooltip.
QString servingDeclineDetails(const std::vector<core::ServingDecline> &declined, core::LatencyStat stat);

} // namespace gpusizer::ui
