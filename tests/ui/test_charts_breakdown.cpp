#include "charts/breakdownchart.h"
#include "charts/componentcolors.h"
#include "test_charts_fixtures.h"

#include <QBarSet>
#include <QChart>
#include <QApplication>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;
using C = core::MemoryComponent;

namespace {

class BreakdownChartTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        chart.resize(520, 420);
        chart.show();
    }
    void TearDown() override { QLocale::setDefault(QLocale::c()); }
    BreakdownChart chart;
};

TEST_F(BreakdownChartTest, BarValuesAreTheAnalysisBytesInGiB)
{
    const core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
        const auto c = static_cast<C>(i);
        ASSERT_EQ(chart.barSet(c)->count(), 1);
        EXPECT_DOUBLE_EQ(chart.barSet(c)->at(0), s.estimate.memory[c] / kGiB) << i;
    }
    EXPECT_DOUBLE_EQ(chart.barSet(C::Activations)->at(0), 16.0);
    EXPECT_DOUBLE_EQ(chart.barSet(C::MasterWeights)->at(0), 0.0);
}

TEST_F(BreakdownChartTest, CapacityLineSitsAtTheGpuCapacity)
{
    chart.setAnalysis(loraAnalysis());
    const QLineSeries *line = chart.capacitySeries();
    ASSERT_EQ(line->count(), 2);
    EXPECT_DOUBLE_EQ(line->at(0).y(), 79.1);
    EXPECT_DOUBLE_EQ(line->at(1).y(), 79.1);
    EXPECT_TRUE(line->isVisible());
    // The axis holds both the 40 GiB bar and the 79.1 GiB line with round ticks.
    EXPECT_DOUBLE_EQ(chart.valueAxis()->max(), 100.0);
    EXPECT_EQ(chart.valueAxis()->tickCount(), 6);
}

TEST_F(BreakdownChartTest, LabelsStayInsideANarrowChart)
{
    // 240 pixels (a laptop screen) and long names: the labels move left, never past the edge.
    chart.resize(240, 420);
    QApplication::processEvents();
    chart.setAnalysis(loraAnalysis());
    QApplication::processEvents();
    const QRectF labels = chart.componentLabelsRect();
    ASSERT_FALSE(labels.isEmpty());
    EXPECT_LE(labels.right(), chart.chart()->size().width());
    EXPECT_GT(labels.left(), chart.chart()->plotArea().left());
    // Elided in the middle at worst: the figure stays readable.
    EXPECT_TRUE(chart.componentLabelText(C::Weights).endsWith(QStringLiteral("GiB")));
}

TEST_F(BreakdownChartTest, LabelsShowHeadroomAndOverflow)
{
    chart.setAnalysis(loraAnalysis());
    // 79.1 - 40.0 = 39.1 GiB free = 49 % of 79.1.
    EXPECT_EQ(chart.headroomText(), QStringLiteral("39.1\u00A0GiB free (49\u00A0%)"));
    EXPECT_EQ(chart.capacityText(), QStringLiteral("H100 SXM 80 GB: 79.1\u00A0GiB usable"));
    EXPECT_EQ(chart.componentLabelText(C::OptimizerState), QStringLiteral("Optimizer state  0.5\u00A0GiB"));
    EXPECT_TRUE(chart.componentLabelText(C::KvCache).isEmpty());

    chart.setAnalysis(overflowAnalysis());
    // 40 - 24 = 16 GiB over = 67 % of 24.
    EXPECT_EQ(chart.headroomText(), QStringLiteral("16.0\u00A0GiB over (+67\u00A0%)"));
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(0).y(), 24.0);
}

TEST_F(BreakdownChartTest, NumbersFollowTheLocale)
{
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    chart.setAnalysis(loraAnalysis());
    EXPECT_EQ(chart.headroomText(), QStringLiteral("39,1\u00A0GiB free (49\u00A0%)"));
}

TEST_F(BreakdownChartTest, AxisKeepsItsRangeForSmallChanges)
{
    core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    ASSERT_DOUBLE_EQ(chart.valueAxis()->max(), 100.0);
    // Activations +10 GiB: still inside 100, so the axis does not move.
    s.estimate.memory[C::Activations] += 10 * kGiB;
    chart.setAnalysis(s);
    EXPECT_DOUBLE_EQ(chart.valueAxis()->max(), 100.0);
    EXPECT_DOUBLE_EQ(chart.barSet(C::Activations)->at(0), 26.0);
    // 150 GiB of activations: 181 GiB in all, the axis grows to a round 250.
    s.estimate.memory[C::Activations] = 150 * kGiB;
    chart.setAnalysis(s);
    EXPECT_DOUBLE_EQ(chart.valueAxis()->max(), 250.0);
}

TEST_F(BreakdownChartTest, SetsAreKeptAcrossUpdates)
{
    chart.setAnalysis(loraAnalysis());
    QBarSet *weights = chart.barSet(C::Weights);
    chart.setAnalysis(overflowAnalysis());
    EXPECT_EQ(chart.barSet(C::Weights), weights);
    EXPECT_EQ(chart.chart()->series().size(), 2);
    EXPECT_EQ(chart.chart()->animationOptions(), QChart::NoAnimation);
}

TEST_F(BreakdownChartTest, SetsUseThePaletteColours)
{
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
        const auto c = static_cast<C>(i);
        EXPECT_EQ(chart.barSet(c)->brush().color(), componentColor(c));
        EXPECT_EQ(chart.barSet(c)->label(), componentName(c));
    }
}

TEST_F(BreakdownChartTest, InvalidAnalysisEmptiesTheChart)
{
    chart.setAnalysis(loraAnalysis());
    core::Analysis invalid;
    chart.setAnalysis(invalid);
    EXPECT_DOUBLE_EQ(chart.barSet(C::Weights)->at(0), 0.0);
    EXPECT_TRUE(chart.headroomText().isEmpty());
    EXPECT_FALSE(chart.capacitySeries()->isVisible());
}

} // namespace
