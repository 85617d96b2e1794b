#pragma once

#include "analysis/sensitivity.h"

#include <optional>

namespace gpusizer::core {
class GpuCatalog;
struct Analysis;
} // namespace gpusizer::core

namespace gpusizer::ui {

// What moves the answer for the report (issue #29 point 4): the headline's figure
// (core::defaultSensitivityFigure) of the analysed scenario, each assumption from low to high.
// The report has no catalog of its own, so the window's export and the CLI compute it and pass
// it in ReportInfo::sensitivity; nullopt where the analysis is not valid.
std::optional<core::Sensitivity> reportSensitivity(const core::Analysis &analysis, const core::GpuCatalog &catalog);

} // namespace gpusizer::ui
