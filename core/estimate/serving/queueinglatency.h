#pragma once

#include "estimate/serving/servingestimate.h"

namespace gpusizer::core::serving {

// The mean wait in an M/D/1 queue (Poisson arrivals, one server of a fixed service time) whose
// server is busy a share `utilisation` (< 1) of the time: t·ρ / (2(1 − ρ)), the residual of the
// work in service included.
double md1WaitSeconds(double serviceSeconds, double utilisation);

// Time to first token at each statistic: `base` (the work that makes the first token), the step
// a request joins (half over on average, wholly at the tail) and a wait in a queue, about
// exponential (median W·ln 2, p90 W·ln 10, p99 W·ln 100).
LatencyFigures ttftFigures(double base, double step, double wait);

} // namespace gpusizer::core::serving
