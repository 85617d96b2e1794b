#pragma once

#include "estimate/fitpolicy.h"

#include <QString>

namespace gpusizer::ui {

// Words more than one sheet of the workbook uses.
// "Fits", "Tight: …", "Does not fit"; a fitting configuration whose ~80 % interval passes the
// usable memory is "Tight" too (core::IntervalFit::Tight).
QString workbookFitText(core::FitVerdict verdict, core::IntervalFit fit = core::IntervalFit::Fits);
QString workbookYesNo(bool yes);

} // namespace gpusizer::ui
