#include "recommend/paretofront.h"

#include <algorithm>
#include <numeric>

namespace gpusizer::core {

namespace {

// a's value is better than b's by `goal`.
bool better(double a, double b, Goal goal) { return goal == Goal::Maximise ? a > b : a < b; }

} // namespace

bool dominates(const std::vector<double> &a, const std::vector<double> &b, const std::vector<Goal> &goals)
{
    bool strictly = false;
    for (std::size_t i = 0; i < goals.size(); ++i) {
        if (better(b[i], a[i], goals[i]))
            return false;
        strictly = strictly || better(a[i], b[i], goals[i]);
    }
    return strictly;
}

std::vector<bool> dominatedFlags(const std::vector<std::vector<double>> &points, const std::vector<Goal> &goals)
{
    std::vector<std::size_t> order(points.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Best first in the first objective, then the second, ...: whatever dominates a point
    // (as good everywhere, better somewhere) sorts before it.
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        for (std::size_t i = 0; i < goals.size(); ++i) {
            if (better(points[a][i], points[b][i], goals[i]))
                return true;
            if (better(points[b][i], points[a][i], goals[i]))
                return false;
        }
        return a < b;
    });
    std::vector<bool> dominated(points.size(), false);
    std::vector<std::size_t> front;
    for (std::size_t index : order) {
        const bool beaten = std::any_of(front.begin(), front.end(),
                                        [&](std::size_t f) { return dominates(points[f], points[index], goals); });
        if (beaten)
            dominated[index] = true;
        else
            front.push_back(index);
    }
    return dominated;
}

} // namespace gpusizer::core
