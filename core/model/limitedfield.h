#pragma once

#include "model/fieldlimits.h"
#include "model/scenario.h"

#include <optional>

namespace gpusizer::core {

// Sets the scenario's field `field` to `value` (already within its limit, withinLimit), with the
// settings that go with it, as gpu-sizer-cli's flag of that name does: a request rate, a
// concurrency or an offline job also sets the load kind; the serving prompt and output lengths
// also set the single-stream workload's. Returns false, changing nothing, for the fields that are
// not one number of the scenario: the rent and purchase prices (pinned per GPU, Prices::pinned).
bool setLimitedField(Scenario &scenario, Limited field, double value);

// The value the scenario gives `field`, as setLimitedField sets it (a serving length reads the
// serving request's; usage hours the workload's own where none are set); nullopt for the rent
// and purchase prices, which are pinned per GPU.
std::optional<double> limitedFieldValue(const Scenario &scenario, Limited field);

} // namespace gpusizer::core
