// Numbers with their error bars (#17) in the window and the report: the tight verdict of the
// recommendation table, the calibration of each GPU family beside the GPU, and the report's
// sentence on this estimate's interval.
#include "text/configurationrows.h"
#include "text/intervaltext.h"
#include "panels/recommendationtablemodel.h"
#include "test_report_fixtures.h"

#include "catalog/intervaltable.h"
#include "text/displayformat.h"
#include "report/reportlanguage.h"
#include "report/reportwriter.h"

#include <QColor>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;
using Col = RecommendationTableModel::Column;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

class IntervalUiTest : public ::testing::Test
{
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

// Llama 3.1 70B fully fine-tuned with 4,096-token sequences: the catalog sweep has clean and
// tight fits (a 64 x H100 FSDP run needs 73.7 of its 79.1 GiB, its interval reaches past it).
core::Scenario full70bScenario()
{
    core::Scenario s = tooLargeScenario();
    s.seqLen = 4096;
    s.gradAccum = 64;
    s.checkpointing = core::Checkpointing::None;
    s.workload.datasetTokens = 1e10;
    s.workload.epochs = 1;
    return s;
}

QString cell(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

QString writeReport(const core::Analysis &analysis, const char *name)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QLatin1String(name));
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, infoFor(QStringLiteral("en")), path, &error)) << error.toStdString();
    // A range "31–38 GiB" keeps its parts together with a word joiner after the dash.
    return pdfText(path).remove(QChar(0x2060)).replace(QStringLiteral("\u2013 "), QStringLiteral("\u2013"));
}

// "0.87": a multiplier as the sentence prints it.
QString factor(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

TEST_F(IntervalUiTest, TightRowsSayItInTheFreeColumnWithTheReason)
{
    const core::Analysis a = analysisOf(full70bScenario());
    ASSERT_TRUE(a.valid);
    const std::vector<ConfigurationRow> rows = configurationRows(a);
    ASSERT_EQ(rows.size(), a.recommendation.candidates.size());
    RecommendationTableModel model;
    model.setRows(rows);
    int tight = 0;
    int clean = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const core::Candidate &c = a.recommendation.candidates[static_cast<std::size_t>(r)];
        // The row carries the candidate's verdict with the interval, never "does not fit".
        EXPECT_EQ(rows[static_cast<std::size_t>(r)].fit, c.fit);
        ASSERT_NE(c.fit, core::IntervalFit::DoesNotFit) << c.scenario.gpuId;
        const QString free = cell(model, r, Col::Headroom);
        const QString tip = cell(model, r, Col::Headroom, Qt::ToolTipRole);
        if (c.fit == core::IntervalFit::Tight) {
            ++tight;
            EXPECT_GT(c.interval.requiredBytes[1], c.estimate.capacityBytes) << c.scenario.gpuId;
            EXPECT_TRUE(free.endsWith(QStringLiteral(" (tight)"))) << free.toStdString();
            EXPECT_TRUE(tip.contains(QStringLiteral("Fits by the estimate"))) << tip.toStdString();
            EXPECT_TRUE(tip.contains(QStringLiteral("at least 1 in 10 comparable measured runs needed more than the "
                                                    "usable memory")))
                << tip.toStdString();
            EXPECT_TRUE(tip.contains(formatGiB(c.estimate.capacityBytes))) << tip.toStdString();
            EXPECT_TRUE(
                cell(model, r, Col::Configuration, Qt::ToolTipRole).contains(QStringLiteral("Fits by the estimate")));
            EXPECT_TRUE(model.data(model.index(r, Col::Headroom), Qt::ForegroundRole).value<QColor>().isValid());
        } else {
            ++clean;
            EXPECT_LE(c.interval.requiredBytes[1], c.estimate.capacityBytes) << c.scenario.gpuId;
            EXPECT_FALSE(free.contains(QStringLiteral("tight"))) << free.toStdString();
            EXPECT_FALSE(tip.contains(QStringLiteral("Fits by the estimate"))) << tip.toStdString();
        }
    }
    EXPECT_GT(tight, 0);
    EXPECT_GT(clean, 0);
}

TEST_F(IntervalUiTest, TheCurrentConfigurationAloneGetsItsVerdictWithTheInterval)
{
    // No candidates (nothing recommended): the current configuration's row is judged the same way.
    core::Analysis a = analysisOf(qloraScenario());
    ASSERT_TRUE(a.valid);
    a.recommendation.candidates.clear();
    // A GPU whose usable memory lies between the estimate (with the margin) and the interval's top.
    a.estimate.capacityBytes = (a.estimate.requiredBytes / 0.95 + a.interval.requiredBytes[1]) / 2.0;
    ASSERT_LT(a.estimate.capacityBytes, a.interval.requiredBytes[1]);
    a.estimate.headroomBytes = a.estimate.capacityBytes - a.estimate.requiredBytes;
    a.estimate.verdict = a.fitPolicy.verdict(a.estimate.requiredBytes, a.estimate.capacityBytes);
    ASSERT_EQ(a.estimate.verdict, core::FitVerdict::Fits);
    const std::vector<ConfigurationRow> rows = configurationRows(a);
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows.front().fit, core::IntervalFit::Tight);
    EXPECT_DOUBLE_EQ(rows.front().requiredHighBytes, a.interval.requiredBytes[1]);
}

TEST_F(IntervalUiTest, EveryGpuRowSaysHowManyMeasuredRunsCalibrateItsFamily)
{
    // Every candidate, so that the families no measured run calibrates (ranked last) are there.
    core::AnalysisOptions all;
    all.maxRecommendations = 0;
    const core::Analysis a = core::analyse(qloraScenario(), core::GpuCatalog::builtIn(), all);
    RecommendationTableModel model;
    model.setRows(configurationRows(a));
    ASSERT_GT(model.rowCount(), 0);
    const core::IntervalTable &table = core::builtInIntervalTable();
    bool sawUncalibrated = false;
    for (int r = 0; r < model.rowCount(); ++r) {
        const core::Candidate &c = a.recommendation.candidates[static_cast<std::size_t>(r)];
        const core::GpuSpec *gpu = core::GpuCatalog::builtIn().find(c.scenario.gpuId);
        ASSERT_NE(gpu, nullptr);
        const core::CalibrationRows &runs = table.calibrationOf(gpu->generation);
        const QString tip = cell(model, r, Col::Configuration, Qt::ToolTipRole);
        // The window has no catalog loaded here, so the plural form is the source's "run(s)".
        const QString family
            = QStringLiteral("%1 family: %2 measured run").arg(gpuFamilyName(gpu->generation)).arg(runs.runs);
        const QString counts
            = QStringLiteral(" of quality A or B (memory %1, speed %2)").arg(runs.memoryRows).arg(runs.throughputRows);
        EXPECT_TRUE(tip.contains(family)) << tip.toStdString() << "\nexpected " << family.toStdString();
        EXPECT_TRUE(tip.contains(counts)) << tip.toStdString() << "\nexpected " << counts.toStdString();
        // The * marks stay on the families no measured run calibrates.
        EXPECT_EQ(cell(model, r, Col::Configuration).endsWith(QStringLiteral("*")), runs.throughputRows == 0)
            << c.scenario.gpuId;
        sawUncalibrated = sawUncalibrated || runs.throughputRows == 0;
    }
    EXPECT_TRUE(sawUncalibrated);
    // Hopper: calibrated on its measured runs (in English, whose catalog has the plural forms).
    const ScopedReportLanguage english(QStringLiteral("en"));
    const core::CalibrationRows &hopper = table.calibrationOf(core::GpuGeneration::Hopper);
    ASSERT_GT(hopper.runs, 1);
    EXPECT_EQ(calibrationText(core::GpuGeneration::Hopper).toStdString(),
        QStringLiteral("calibrated on %1 measured runs").arg(hopper.runs).toStdString());
    EXPECT_EQ(calibrationText(core::GpuGeneration::Gaudi).toStdString(), "not calibrated: no measured run");
}

TEST_F(IntervalUiTest, ReportStatesTheIntervalAndTheRunsItComesFrom)
{
    const core::Analysis a = analysisOf(qloraScenario());
    ASSERT_TRUE(a.valid);
    const core::IntervalBand adapters
        = core::builtInIntervalTable().band(core::IntervalMetric::Memory, core::Method::QLoRA, true);
    ASSERT_GT(adapters.rows, 8);
    const QString text = writeReport(a, "interval.pdf");
    // 80 % of the comparable runs (QLoRA: the adapter runs) had measured / predicted in the band
    // the interval applies to this estimate.
    const int decimals = a.interval.requiredBytes[1] / kGiB < 10.0 ? 1 : 0;
    const QString range = QString::number(a.interval.requiredBytes[0] / kGiB, 'f', decimals) + QChar(0x2013)
        + QString::number(a.interval.requiredBytes[1] / kGiB, 'f', decimals) + QStringLiteral(" GiB");
    const QString expected
        = QStringLiteral("The interval for this estimate is %1 per GPU: of the %2 comparable measured "
                         "runs (LoRA and QLoRA fine-tuning), %5 % needed between %3 and %4 times "
                         "the memory predicted for them.")
              .arg(range)
              .arg(adapters.rows)
              .arg(factor(adapters.low), factor(adapters.high))
              .arg(std::lround(100 * adapters.coverage));
    EXPECT_TRUE(text.contains(expected)) << text.toStdString() << "\nexpected: " << expected.toStdString();
    // No QLoRA run was measured on Hopper (issue #24 point 5): the bounds are the widened band's,
    // and the report says so after the sentence.
    ASSERT_FALSE(a.interval.provenance.measured());
    EXPECT_DOUBLE_EQ(a.interval.requiredBytes[0],
        a.estimate.requiredBytes
            * core::builtInIntervalTable().band(core::IntervalMetric::Memory, core::Method::QLoRA, false).low);
    EXPECT_TRUE(text.contains(QStringLiteral("Modelled, not measured on this family: no run of QLoRA fine-tuning on "
                                             "the Hopper family was measured, so the interval is the wider one.")))
        << text.toStdString();
    // The GPU line of the cover with the family's calibration.
    const int hopperRuns = core::builtInIntervalTable().calibrationOf(core::GpuGeneration::Hopper).runs;
    EXPECT_TRUE(text.contains(QStringLiteral("usable per GPU) · calibrated on %1 measured runs").arg(hopperRuns)))
        << text.toStdString();
}

TEST_F(IntervalUiTest, ReportOfAnUncalibratedFamilySaysTheIntervalIsWider)
{
    core::Scenario s = qloraScenario();
    s.gpuId = "gaudi3";
    const core::Analysis a = analysisOf(s);
    ASSERT_TRUE(a.valid);
    ASSERT_FALSE(a.interval.calibrated);
    const QString text = writeReport(a, "gaudi.pdf");
    // Modelled only: no run of any kind was measured on Gaudi.
    EXPECT_TRUE(text.contains(QStringLiteral("Modelled, not measured on this family: no run of QLoRA fine-tuning on "
                                             "the Gaudi family was measured, so the interval is the wider one.")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("· not calibrated: no measured run"))) << text.toStdString();
}

TEST_F(IntervalUiTest, ServingReportStatesTheTimePerOutputTokenInterval)
{
    const core::Analysis a = analysisOf(servingScenario());
    ASSERT_TRUE(a.valid);
    ASSERT_TRUE(a.interval.serving.has_value());
    const core::IntervalBand tpot
        = a.interval.serving->bands[static_cast<std::size_t>(core::ServingIntervalMetric::Tpot)];
    const QString text = writeReport(a, "serving-interval.pdf");
    const QString expected = QStringLiteral("of the %1 measured serving runs with a time per output token, %4 % took "
                                            "between %2 and %3 times the time predicted for them.")
                                 .arg(tpot.rows)
                                 .arg(factor(tpot.low), factor(tpot.high))
                                 .arg(std::lround(100 * tpot.coverage));
    EXPECT_TRUE(text.contains(expected)) << text.toStdString() << "\nexpected: " << expected.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("The interval for this estimate's time per output token (p99) is")))
        << text.toStdString();
}

TEST_F(IntervalUiTest, ReportConfigurationsMarkTightFits)
{
    core::Analysis a = analysisOf(qloraScenario());
    ASSERT_GT(a.recommendation.candidates.size(), 2u);
    for (core::Candidate &c : a.recommendation.candidates) {
        c.fit = core::IntervalFit::Fits;
        c.estimate.verdict = core::FitVerdict::Fits;
    }
    const QString clean = writeReport(a, "clean.pdf");
    EXPECT_FALSE(clean.contains(QStringLiteral("(tight)"))) << clean.toStdString();
    a.recommendation.candidates[1].fit = core::IntervalFit::Tight;
    const QString tight = writeReport(a, "tight.pdf");
    EXPECT_TRUE(tight.contains(QStringLiteral("(tight)"))) << tight.toStdString();
}
