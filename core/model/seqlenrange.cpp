#include "model/seqlenrange.h"

#include <cmath>

namespace gpusizer::core {

const std::vector<int> &SeqLenRange::curveLengths()
{
    static const std::vector<int> lengths = [] {
        constexpr int kPoints = kDoublings * kCurveStepsPerDoubling + 1;
        const double firstExponent = std::log2(double(kMin));
        std::vector<int> out;
        out.reserve(kPoints);
        for (int i = 0; i < kPoints; ++i)
            out.push_back(int(std::lround(std::exp2(firstExponent + double(i) / kCurveStepsPerDoubling))));
        return out;
    }();
    return lengths;
}

} // namespace gpusizer::core
