#include "text/pricedefaulttext.h"

#include <QCoreApplication>

namespace gpusizer::ui {

namespace {

struct PriceDefaultText {
    Q_DECLARE_TR_FUNCTIONS(gpusizer::ui::PriceDefaults)
};

} // namespace

QString priceDefaultLabel(core::PriceDefault key)
{
    using core::PriceDefault;
    switch (key) {
    case PriceDefault::LifetimeYears:
        return PriceDefaultText::tr("Years the hardware is owned");
    case PriceDefault::PowerPricePerKwh:
        return PriceDefaultText::tr("Electricity per kWh");
    case PriceDefault::Pue:
        return PriceDefaultText::tr("Power usage effectiveness (PUE)");
    case PriceDefault::HostingPerKwMonth:
        return PriceDefaultText::tr("Colocation per kW and month");
    case PriceDefault::ResidualPercent:
        return PriceDefaultText::tr("Residual value at the end");
    case PriceDefault::InterestPercent:
        return PriceDefaultText::tr("Cost of capital a year");
    case PriceDefault::SupportPercent:
        return PriceDefaultText::tr("Hardware support a year, of the purchase");
    case PriceDefault::LicencePerGpuYear:
        return PriceDefaultText::tr("Software licences per GPU and year");
    case PriceDefault::TrainingUsageHours:
        return PriceDefaultText::tr("Hours of use a year, training");
    case PriceDefault::ServingUsageHours:
        return PriceDefaultText::tr("Hours of use a year, serving");
    case PriceDefault::Utilisation:
        return PriceDefaultText::tr("Average draw (share of rated power)");
    case PriceDefault::RackKw:
        return PriceDefaultText::tr("Power budget of a rack (kW)");
    }
    return {};
}

QString priceDefaultUnit(core::PriceDefault key)
{
    using core::PriceDefault;
    switch (key) {
    case PriceDefault::LifetimeYears:
        return PriceDefaultText::tr("years");
    case PriceDefault::PowerPricePerKwh:
        return PriceDefaultText::tr("USD/kWh");
    case PriceDefault::Pue:
        return PriceDefaultText::tr("ratio");
    case PriceDefault::HostingPerKwMonth:
        return PriceDefaultText::tr("USD per kW and month");
    case PriceDefault::ResidualPercent:
        return PriceDefaultText::tr("% of the purchase");
    case PriceDefault::InterestPercent:
        return PriceDefaultText::tr("% a year");
    case PriceDefault::SupportPercent:
        return PriceDefaultText::tr("% of the purchase a year");
    case PriceDefault::LicencePerGpuYear:
        return PriceDefaultText::tr("USD per GPU and year");
    case PriceDefault::TrainingUsageHours:
        return PriceDefaultText::tr("hours a year");
    case PriceDefault::ServingUsageHours:
        return PriceDefaultText::tr("hours a year");
    case PriceDefault::Utilisation:
        return PriceDefaultText::tr("share of rated power");
    case PriceDefault::RackKw:
        return PriceDefaultText::tr("kW");
    }
    return {};
}

QString priceDefaultSource(core::PriceDefault key)
{
    using core::PriceDefault;
    switch (key) {
    case PriceDefault::LifetimeYears:
        return PriceDefaultText::tr("Nebius depreciates its GPUs over 4 years (bizety.com, 2025-09-23); servers elsewhere "
            "over 5-6 years: Amazon 5 (10-K, 2025-02-07), Microsoft and Alphabet 6 (filings of "
            "2022-23), CoreWeave 6 (S-1, 2025)");
    case PriceDefault::PowerPricePerKwh:
        return PriceDefaultText::tr("the US commercial average of 14.6 US cents/kWh, rounded up (US EIA Electric Power "
            "Monthly, table 5.6.A, as compiled by energypricestoday.com, 2026-04-26); industrial "
            "customers paid 9.29 cents in January 2026 (US EIA, via YCharts)");
    case PriceDefault::Pue:
        return PriceDefaultText::tr("a new, large facility: new builds reach 1.3 or better (Uptime Institute Global Data "
            "Center Survey 2024); the industry average is 1.54 (Uptime Institute Global Data Center "
            "Survey 2025)");
    case PriceDefault::HostingPerKwMonth:
        return PriceDefaultText::tr("CBRE North America Data Center Trends H2 2025: USD 194.95 per kW and month for 250-500 "
            "kW in the US primary markets; space, cooling and the power feed, electricity billed "
            "apart");
    case PriceDefault::ResidualPercent:
        return PriceDefaultText::tr("(1 - 0.28)^4 = 0.27 after 4 years: used A100 80GB SXM4 modules lost 28.2 % a year "
            "(SpotWire, eBay sold comparisons, 2026-06-04); Epoch AI training-cost-trends depreciates "
            "hardware 0.14 orders of magnitude a year (2026-04-01)");
    case PriceDefault::InterestPercent:
        return PriceDefaultText::tr("the low end of the 8-12 % cost of capital of data-centre investment and the middle of "
            "the 6-12 % APR of equipment finance (fundnode.co, 2026); private-credit GPU loans run "
            "10-17 % (gpuloans.com, 2025-12-15)");
    case PriceDefault::SupportPercent:
        return PriceDefaultText::tr("OEM hardware support costs 10-12 % of the purchase a year (librarytechnology.org), 10-15 "
            "% (philipcrewe.net, 2013-05-27)");
    case PriceDefault::LicencePerGpuYear:
        return PriceDefaultText::tr("none for an open-source stack; NVIDIA AI Enterprise costs USD 4,500 per GPU and year "
            "(NVIDIA Q3 FY2024 earnings call, 2023-11-21)");
    case PriceDefault::TrainingUsageHours:
        return PriceDefaultText::tr("a working year of runs, 50 weeks of 40 hours; owned GPUs often do less: their measured "
            "utilisation in non-optimised enterprise Kubernetes clusters averages 5 % (Cast AI, State "
            "of Kubernetes Optimization Report, 2026)");
    case PriceDefault::ServingUsageHours:
        return PriceDefaultText::tr("around the clock: 365 days of 24 hours");
    case PriceDefault::Utilisation:
        return PriceDefaultText::tr("8-GPU H100 nodes drew 76 % of their 10.2 kW rating in compute-intensive training "
            "(Empirically-Calibrated H100 Node Power Models, arXiv 2506.14551, 2025)");
    case PriceDefault::RackKw:
        return PriceDefaultText::tr("the 30-40 kW an AI rack asks for (Purkay Labs, 2026), above the 10-30 kW most racks run "
            "at (Uptime Institute Global Data Center Survey 2025) and below the 120 kW of a "
            "liquid-cooled GB200 NVL72 rack");
    }
    return {};
}

} // namespace gpusizer::ui
