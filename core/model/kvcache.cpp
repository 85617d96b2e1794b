#include "model/kvcache.h"

#include <algorithm>

namespace gpusizer::core {

double kvValuesPerTokenLayer(const Architecture &a)
{
    return a.isMLA() ? double(a.kvLoraRank) + a.qkRopeHeadDim : 2.0 * double(a.kvHeads) * a.headDim;
}

double kvLayerTokens(const Architecture &a, double context, double layerShare)
{
    const double windowed = a.slidingWindow > 0 ? std::min(double(a.slidingWindowLayers), double(a.layers)) : 0.0;
    const double windowTokens = a.slidingWindow > 0 ? std::min(context, double(a.slidingWindow)) : context;
    return layerShare * ((a.layers - windowed) * context + windowed * windowTokens);
}

double queryHeadsPerKvHead(const Architecture &a)
{
    if (a.isMLA() || a.kvHeads <= 0)
        return 1.0;
    return std::max(1.0, double(a.heads) / a.kvHeads);
}

} // namespace gpusizer::core
