#pragma once

#include "model/fieldlimits.h"
#include "model/scenario.h"

namespace gpusizer::core {

// Sets the scenario's field `field` to `value` (already within its limit, withinLimit), with the
// settings that go with it, as gpu-sizer-cli's flag of that name does: a request rate, a
// concurrency or an offline job also sets the load kind; the serving prompt and output lengths
// also set the single-stream workload's. Returns false, changing nothing, for the fields that are
// not one number of the scenario: the rent and purchase prices (pinned per GPU, Prices::pinned).
bool setLimitedField(Scenario &scenario, Limited field, double value);

} // namespace gpusizer::core
