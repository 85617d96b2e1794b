#include "model/scenario.h"

namespace gpusizer::core {

bool usesMasterWeights(const Scenario &s)
{
    if (s.masterWeights)
        return *s.masterWeights;
    // Mixed-precision training of all weights keeps an fp32 master copy unless the weights
    // themselves are fp32 (then they are the master). Adapters are trained in fp32 anyway.
    return trainsAllWeights(s.method) && s.weightDtype != DType::FP32;
}

} // namespace gpusizer::core
