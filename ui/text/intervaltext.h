#pragma once

#include "catalog/intervaltable.h"
#include "estimate/fitpolicy.h"
#include "model/gpuspec.h"
#include "model/serving.h"

#include <QString>

namespace gpusizer::ui {

// The prediction intervals and the calibration of GPU families in words (#17), shared by the
// recommendation table, the GPU list and the report. Translated in the context "gpusizer::ui::IntervalText".

// "Hopper", "Ampere", "CDNA 3": the GPU family's name (a proper name, not translated).
QString gpuFamilyName(core::GpuGeneration generation);

// Short, beside a GPU: "calibrated on 87 measured runs"; for a family the time model is not
// fitted to, "speed not calibrated" with the memory runs that check it, or "no measured run".
// From the built-in table (resources/intervals.json "calibration").
QString calibrationText(core::GpuGeneration generation);

// One line for a tooltip: "Hopper family: 87 measured runs of quality A or B (memory 9, speed 87)".
QString calibrationDetails(core::GpuGeneration generation);

// The tooltip of a tight fit (core::IntervalFit::Tight): the estimate fits, the high end of its
// interval (or the estimate itself, inside the safety margin) does not. `coverage` is the
// interval's (0.8: about 1 in 10 comparable runs lie above its high end).
QString tightFitText(double requiredBytes, double requiredHighBytes, double usableBytes, double coverage);

// The report's sentence under the accuracy figures: the interval of this estimate and how many
// comparable measured runs its band comes from (the memory for training, TPOT for serving),
// then the measured runs of this GPU family and regime (provenanceSentence), or that it is
// modelled only and the interval the wider one. Empty when the interval has no runs behind it.
QString memoryIntervalSentence(const core::Interval &interval, double requiredBytes);
QString servingIntervalSentence(const core::Interval &interval, double tpotMs, core::LatencyStat stat);

} // namespace gpusizer::ui
