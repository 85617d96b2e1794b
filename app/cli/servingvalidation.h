#pragma once

#include <string>
#include <string_view>

namespace gpusizer::cli {

// `validate` on a serving CSV: estimates every row and prints per case the predicted output
// tokens/s (whole group), TTFT, TPOT and maximum concurrency next to the measured figures,
// and per figure the MAPE, median and worst on quality A+B rows. Returns the exit status.
int runServingValidation(std::string_view csvText, const std::string &fileName, bool json, char minQuality);

} // namespace gpusizer::cli
