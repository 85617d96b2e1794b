#pragma once

#include "model/scenario.h"

#include <string_view>
#include <vector>

namespace gpusizer::core {

// One default of Prices (and of the hours of use) with where it comes from, for the
// workbook's Assumptions sheet and the docs; docs/prices.md "Ownership defaults" has the long
// form of every source.
enum class PriceDefault {
    LifetimeYears,
    PowerPricePerKwh,
    Pue,
    HostingPerKwMonth,
    ResidualPercent,
    InterestPercent,
    SupportPercent,
    LicencePerGpuYear,
    TrainingUsageHours,  // Prices::usageHoursPerYear unset, a training workload
    ServingUsageHours,   // Prices::usageHoursPerYear unset, a serving workload
    Utilisation,
    RackKw,
};

struct SourcedDefault {
    PriceDefault key;
    std::string_view id;      // the scenario file's key under "prices" ("hosting_per_kw_month")
    double value = 0;         // as Prices holds it by default (money in USD)
    std::string_view date;    // of the source's figure: "2026-04", "2025", "H2 2025"
    // The default is a rule derived from the sources, which none of them states. The source
    // itself is prose for the customer, translated in the ui (ui/text/pricedefaulttext.h,
    // priceDefaultSource); the core holds no prose.
    bool estimate = false;
};

// Every default, in the order of Prices. The values are read from Prices{} and the usage-hour
// constants, so the table cannot disagree with the code.
const std::vector<SourcedDefault> &priceDefaults();

// The scenario's own value of a default. Usage hours: the hours the scenario sets, else that
// row's default (for the row of the scenario's kind of workload, usageHoursPerYear(scenario)).
double currentValue(const Scenario &scenario, PriceDefault key);

} // namespace gpusizer::core
