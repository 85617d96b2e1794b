#pragma once

#include <cstddef>
#include <vector>

namespace gpusizer::core {

// Whether an objective of a Pareto front is better large or small.
enum class Goal { Minimise, Maximise };

// `a` dominates `b`: at least as good in every objective (goals[i] says which way is better)
// and strictly better in one. Equal points do not dominate each other.
bool dominates(const std::vector<double> &a, const std::vector<double> &b, const std::vector<Goal> &goals);

// For each point (its objectives, one value per goal): whether another point dominates it. The
// non-dominated ones are the front; duplicates of a front point are on it too. Values must be
// finite. Sorted lexicographically best first, a point can only be dominated by one before it,
// and when anything dominates it a front point does, so each point is compared with the front
// found so far: O(n log n + n x front).
std::vector<bool> dominatedFlags(const std::vector<std::vector<double>> &points, const std::vector<Goal> &goals);

} // namespace gpusizer::core
