#include "report/validationaccuracy.h"

namespace gpusizer::ui {

const ValidationAccuracy &validationAccuracy()
{
    // Quality A+B rows of tests/data/validation_cases.csv (a copy of shared/validation/cases.csv)
    // as test_report_accuracy.cpp computes them; rounded to one decimal. Measured 2026-12-01.
    static const ValidationAccuracy accuracy { 146, 9.4, 5.7, 303, 10.1, 5.9 };
    return accuracy;
}

} // namespace gpusizer::ui
