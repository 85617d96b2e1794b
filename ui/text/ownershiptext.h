#pragma once

#include "text/configurationrows.h"

#include <QString>

namespace gpusizer::ui {

// "Own 4 years: $612,760 in all, $12,766 a month · renting the same hours $23,297 a month": the
// total cost of ownership of a configuration beside renting it; empty without a purchase price.
QString ownershipLine(const ConfigurationRow &row);
// Every term of that cost (purchase, residual, financing, energy, colocation, support,
// licences) and the break-even, for a tooltip.
QString ownershipDetails(const ConfigurationRow &row);

} // namespace gpusizer::ui
