#include "model/scenario.h"

namespace gpusizer::core {

const PricePin *Prices::pinFor(const std::string &gpuId) const
{
    const auto it = pinned.find(gpuId);
    return it == pinned.end() ? nullptr : &it->second;
}

bool usesMasterWeights(const Scenario &s)
{
    if (s.masterWeights)
        return *s.masterWeights;
    // Mixed-precision training of all weights keeps an fp32 master copy unless the weights
    // themselves are fp32 (then they are the master). Adapters are trained in fp32 anyway.
    return trainsAllWeights(s.method) && s.weightDtype != DType::FP32;
}

double usageHoursPerYear(const Scenario &s)
{
    if (s.prices.usageHoursPerYear)
        return *s.prices.usageHoursPerYear;
    return s.method == Method::Inference ? kServingUsageHoursPerYear : kTrainingUsageHoursPerYear;
}

} // namespace gpusizer::core
