#pragma once

namespace gpusizer::ui {

// How close the estimator comes to published measurements: the summary of the validation
// suite (shared/validation/cases.csv, quality A and B rows), printed in the report. The figures
// are constants so the report needs no data file at run time; tests/ui/test_report_accuracy.cpp
// runs the suite and fails when they no longer match, with the new figures in its message.
struct ValidationAccuracy {
    int memoryCases = 0;
    double memoryMeanPercent = 0; // mean absolute percentage error (MAPE)
    double memoryMedianPercent = 0;
    int throughputCases = 0;
    double throughputMeanPercent = 0;
    double throughputMedianPercent = 0;
};

const ValidationAccuracy &validationAccuracy();

} // namespace gpusizer::ui
