#pragma once

#include <algorithm>

namespace gpusizer::core {

// The fewest n in 1 … `most` with `serves(n)`, 0 where none does: doubling from 1, then bisection
// between the last miss and the first hit. `serves` is taken to hold for every count above one
// that does (more replicas or workers share the same load): a count up to 4096 costs at most 24
// calls (13 doublings, 11 halvings).
template <typename Serves>
int fewestCount(int most, const Serves &serves)
{
    for (int n = 1; n <= most; n *= 2) {
        if (!serves(n))
            continue;
        int lo = std::max(1, n / 2);
        int hi = n;
        while (lo < hi) {
            const int mid = lo + (hi - lo) / 2;
            if (serves(mid))
                hi = mid;
            else
                lo = mid + 1;
        }
        return hi;
    }
    return 0;
}

} // namespace gpusizer::core
