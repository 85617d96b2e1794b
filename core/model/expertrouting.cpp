#include "model/expertrouting.h"

#include <algorithm>
#include <cmath>

namespace gpusizer::core {

double expertsTouchedShare(const Architecture &a, double tokens)
{
    if (a.experts <= 0 || a.expertsPerToken <= 0)
        return 1.0;
    const double k = std::min<double>(a.expertsPerToken, a.experts);
    return 1.0 - std::pow(1.0 - k / a.experts, std::max(1.0, tokens));
}

} // namespace gpusizer::core
