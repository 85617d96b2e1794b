#pragma once

namespace gpusizer::core {

// The total cost of owning a configuration over Prices::lifetimeYears (issue #23), every amount
// in the scenario's currency and for the whole configuration (all its GPUs), against renting
// the same GPUs for the same hours. docs/estimation.md "Total cost of ownership".
struct TcoEstimate {
    double years = 0;
    int gpus = 1;
    double usageHoursPerYear = 0;
    double purchase = 0;            // the quoted systems (or GPUs)
    double residual = 0;            // what they fetch at the end: purchase x residual share
    double financing = 0;           // interest of paying the purchase (less the residual) as an annuity
    double powerKw = 0;             // rated power of the quoted systems
    double energyKwhPerYear = 0;    // at the meter: rated kW x utilisation x PUE x usage hours
    double energy = 0;              // over the years
    double hosting = 0;             // rated kW x hosting per kW and month x 12 x years
    double support = 0;             // purchase x support share x years
    double licences = 0;            // GPUs x licence per GPU and year x years
    double total = 0;               // purchase - residual + financing + energy + hosting + support + licences
    double perYear = 0;             // total / years
    double perGpuHour = 0;          // total / (years x usage hours x GPUs)
    double rentTotal = 0;           // renting the same GPUs the same hours for the same years
    // Usage a year above which owning costs less than renting: the yearly fixed cost (annuity,
    // hosting, support, licences) over the hourly margin of rent above energy; +infinity when the
    // energy alone costs more than the rent.
    double breakEvenHoursPerYear = 0;
    // The months the systems pay for themselves in: the purchase less its residual over what
    // owning saves a month against renting the same hours (rent less energy, hosting, support,
    // licences and the financing spread over the years); +infinity when renting costs no more
    // than running them.
    double paybackMonths = 0;
};

} // namespace gpusizer::core
