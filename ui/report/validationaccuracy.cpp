#include "report/validationaccuracy.h"

namespace gpusizer::ui {

const ValidationAccuracy &validationAccuracy()
{
    // Quality A+B rows of tests/data/validation_cases.csv (a copy of shared/validation/cases.csv)
    // as test_report_accuracy.cpp computes them; rounded to one decimal. Measured 2026-12-06.
    static const ValidationAccuracy accuracy { 263, 9.2, 6.0, 473, 9.2, 4.9 };
    return accuracy;
}

} // namespace gpusizer::ui
