#pragma once

#include "text/configurationrows.h"

#include <QString>

namespace gpusizer::ui {

// "Own $12,766 a month, rent $23,297": the total cost of ownership of a configuration a month
// beside renting it the same hours; empty without a purchase price.
QString ownershipLine(const ConfigurationRow &row);
// Every term of that cost (purchase, residual, financing, energy, colocation, support,
// licences) and the break-even, for a tooltip.
QString ownershipDetails(const ConfigurationRow &row);

} // namespace gpusizer::ui
