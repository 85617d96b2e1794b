#include "model/pricedefaults.h"

namespace gpusizer::core {

// Researched 2026-12-02 against stored copies of public pages; docs/prices.md "Ownership
// defaults" gives the same sources at length.
const std::vector<SourcedDefault> &priceDefaults()
{
    static const Prices p;
    static const std::vector<SourcedDefault> table{
        {PriceDefault::LifetimeYears, "lifetime_years", p.lifetimeYears, "2025-09", false},
        {PriceDefault::PowerPricePerKwh, "power_price_per_kwh", p.powerPricePerKwh, "2026-04", true},
        {PriceDefault::Pue, "pue", p.pue, "2025-07", true},
        {PriceDefault::HostingPerKwMonth, "hosting_per_kw_month", p.hostingPerKwMonth, "H2 2025", false},
        {PriceDefault::ResidualPercent, "residual_percent", p.residualPercent, "2026-06", true},
        {PriceDefault::InterestPercent, "interest_percent", p.interestPercent, "2026", true},
        {PriceDefault::SupportPercent, "support_percent", p.supportPercent, "2013-05", false},
        {PriceDefault::LicencePerGpuYear, "licence_per_gpu_year", p.licencePerGpuYear, "2023-11", false},
        {PriceDefault::TrainingUsageHours, "usage_hours_per_year", kTrainingUsageHoursPerYear, "2026", true},
        {PriceDefault::ServingUsageHours, "usage_hours_per_year", kServingUsageHoursPerYear, "2026-12", false},
        {PriceDefault::Utilisation, "utilisation", p.utilisation, "2025-06", false},
        {PriceDefault::RackKw, "rack_kw", p.rackKw, "2026", true},
    };
    return table;
}

double currentValue(const Scenario &s, PriceDefault key)
{
    const Prices &p = s.prices;
    switch (key) {
    case PriceDefault::LifetimeYears:
        return p.lifetimeYears;
    case PriceDefault::PowerPricePerKwh:
        return p.powerPricePerKwh;
    case PriceDefault::Pue:
        return p.pue;
    case PriceDefault::HostingPerKwMonth:
        return p.hostingPerKwMonth;
    case PriceDefault::ResidualPercent:
        return p.residualPercent;
    case PriceDefault::InterestPercent:
        return p.interestPercent;
    case PriceDefault::SupportPercent:
        return p.supportPercent;
    case PriceDefault::LicencePerGpuYear:
        return p.licencePerGpuYear;
    case PriceDefault::TrainingUsageHours:
        return p.usageHoursPerYear.value_or(kTrainingUsageHoursPerYear);
    case PriceDefault::ServingUsageHours:
        return p.usageHoursPerYear.value_or(kServingUsageHoursPerYear);
    case PriceDefault::Utilisation:
        return p.utilisation;
    case PriceDefault::RackKw:
        return p.rackKw;
    }
    return 0.0;
}

} // namespace gpusizer::core
