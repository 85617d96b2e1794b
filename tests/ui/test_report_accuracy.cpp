// The accuracy the report prints is what the validation suite measures today.
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "io/validation/validationcase.h"
#include "validation/validationrunner.h"
#include "report/validationaccuracy.h"

#include <QFile>

#include <sstream>

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer;

TEST(ReportAccuracy, PrintedFiguresMatchTheValidationSuite)
{
    QFile file(QStringLiteral(GPUSIZER_REPORT_TEST_DATA_DIR "/validation_cases.csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
    const QByteArray csv = file.readAll();
    const auto cases = core::readValidationCases(
        std::string_view(csv.constData(), static_cast<std::size_t>(csv.size())), "validation_cases.csv");
    ASSERT_TRUE(cases.ok()) << core::describe(cases.error());
    const core::ValidationReport report
        = core::runValidation(cases.value(), core::GpuCatalog::builtIn(), &core::ModelCatalog::builtIn(), 'C');
    const ui::ValidationAccuracy &printed = ui::validationAccuracy();
    const auto round1 = [](double v) { return std::round(v * 10.0) / 10.0; };
    // On a mismatch, put these figures into ui/report/validationaccuracy.cpp.
    std::ostringstream figures;
    figures << "{" << report.memoryAB.count << ", " << round1(report.memoryAB.meanPercent) << ", "
            << round1(report.memoryAB.medianPercent) << ", " << report.throughputAB.count << ", "
            << round1(report.throughputAB.meanPercent) << ", " << round1(report.throughputAB.medianPercent) << "}";
    const std::string now = figures.str();
    EXPECT_EQ(printed.memoryCases, report.memoryAB.count) << now;
    EXPECT_NEAR(printed.memoryMeanPercent, report.memoryAB.meanPercent, 0.051) << now;
    EXPECT_NEAR(printed.memoryMedianPercent, report.memoryAB.medianPercent, 0.051) << now;
    EXPECT_EQ(printed.throughputCases, report.throughputAB.count) << now;
    EXPECT_NEAR(printed.throughputMeanPercent, report.throughputAB.meanPercent, 0.051) << now;
    EXPECT_NEAR(printed.throughputMedianPercent, report.throughputAB.medianPercent, 0.051) << now;
}
