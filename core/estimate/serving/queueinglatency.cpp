#include "estimate/serving/queueinglatency.h"

#include <cmath>

namespace gpusizer::core::serving {

double md1WaitSeconds(double serviceSeconds, double utilisation)
{
    return serviceSeconds * utilisation / (2.0 * (1.0 - utilisation));
}

LatencyFigures ttftFigures(double base, double step, double wait)
{
    return {base + 0.5 * step + wait, base + 0.5 * step + wait * std::log(2.0),
            base + step + wait * std::log(10.0), base + step + wait * std::log(100.0)};
}

} // namespace gpusizer::core::serving
