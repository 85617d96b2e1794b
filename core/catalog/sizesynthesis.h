#pragma once

#include "model/architecture.h"

namespace gpusizer::core {

// A plausible dense decoder with about `paramsB` billion parameters, interpolated between
// real model families (see docs/estimation.md for the rule). Valid for 0.05 .. 2000.
// id "synthetic-102b", displayName "Dense decoder (102B)" (English; views show it as it is).
Architecture synthesiseArchitecture(double paramsB);

} // namespace gpusizer::core
