#include "charts/breakdownchart.h"
#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "text/displayformat.h"
#include "i18n/languagemanager.h"
#include "test_charts_fixtures.h"

#include <QBarSet>
#include <QChart>
#include <QApplication>
#include <QLineF>
#include <QLineSeries>
#include <QStackedBarSeries>
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
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
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

// The LoRA run (40 GiB) with an interval of 32 to 50 GiB.
core::Analysis withInterval()
{
    core::Analysis s = loraAnalysis();
    s.interval.coverage = 0.8;
    s.interval.requiredBytes = {32.0 * kGiB, 50.0 * kGiB};
    return s;
}

TEST_F(BreakdownChartTest, IntervalWhiskerSpansTheInterval)
{
    // Issue #17: a whisker on the bar from the low to the high end of the required memory.
    chart.setAnalysis(withInterval());
    settle();
    const QLineF whisker = chart.intervalWhisker();
    ASSERT_FALSE(whisker.isNull());
    QChart *c = chart.chart();
    const QAbstractSeries *bars = c->series().front();
    const QPointF low = c->mapToPosition(QPointF(0, 32.0), const_cast<QAbstractSeries *>(bars));
    const QPointF high = c->mapToPosition(QPointF(0, 50.0), const_cast<QAbstractSeries *>(bars));
    EXPECT_NEAR(whisker.p1().y(), low.y(), 0.5);
    EXPECT_NEAR(whisker.p2().y(), high.y(), 0.5);
    EXPECT_NEAR(whisker.p1().x(), low.x(), 0.5);   // on the bar's middle
    EXPECT_EQ(chart.intervalText(), QStringLiteral("80\u00A0% interval: 32\u201350\u00A0GiB"));
    // The scale takes in the whisker, with room above it for the headroom label: 120 GiB x
    // 1.15 = 138 where the capacity line alone gives 100.
    core::Analysis wide = withInterval();
    wide.interval.requiredBytes[1] = 120.0 * kGiB;
    chart.setAnalysis(wide);
    EXPECT_GE(chart.valueAxis()->max(), 120.0 * 1.15);

    // Tenths below 10 GiB; another coverage.
    core::Analysis small = withInterval();
    small.interval.coverage = 0.9;
    small.interval.requiredBytes = {4.2 * kGiB, 5.5 * kGiB};
    chart.setAnalysis(small);
    EXPECT_EQ(chart.intervalText(), QStringLiteral("90\u00A0% interval: 4.2\u20135.5\u00A0GiB"));
}

TEST_F(BreakdownChartTest, HeadroomLabelClearsTheWhisker)
{
    chart.resize(240, 320);
    chart.setAnalysis(withInterval());
    settle();
    const QLineF whisker = chart.intervalWhisker();
    ASSERT_FALSE(whisker.isNull());
    QRectF headroom;
    for (QGraphicsItem *item : chart.chart()->childItems()) {
        if (item->type() == QGraphicsSimpleTextItem::Type && item->isVisible()
            && static_cast<QGraphicsSimpleTextItem *>(item)->text() == chart.headroomText())
            headroom = item->sceneBoundingRect();
    }
    ASSERT_FALSE(headroom.isEmpty());
    EXPECT_LE(headroom.bottom(), std::min(whisker.p1().y(), whisker.p2().y()) - 2);
}

TEST_F(BreakdownChartTest, NoWhiskerWithoutAnIntervalOrOnAServingBar)
{
    chart.setAnalysis(loraAnalysis());  // interval 0, 0
    EXPECT_TRUE(chart.intervalWhisker().isNull());
    EXPECT_TRUE(chart.intervalText().isEmpty());
    chart.setAnalysis(withInterval());
    EXPECT_FALSE(chart.intervalText().isEmpty());
    // A serving engine's bar is its reservation, not the peak the interval is about.
    core::Analysis serving = withInterval();
    serving.estimate.serving = core::ServingEstimate{};
    chart.setAnalysis(serving);
    EXPECT_TRUE(chart.intervalWhisker().isNull());
    chart.setAnalysis(core::Analysis{});
    EXPECT_TRUE(chart.intervalText().isEmpty());
}

TEST_F(BreakdownChartTest, TitlesAndCapacityFitALaptopColumnInEveryLanguage)
{
    // Issue #16: at 1280 × 720 the chart is about 220 pixels wide: the capacity label ran past
    // the plot's left edge ("100 SXM5 80GB: 79,1 GiB tilgjengelig") and no figure may be cut.
    LanguageManager languages;
    chart.resize(220, 310);
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        settle();
        chart.setAnalysis(withInterval());
        settle();
        EXPECT_EQ(elidedChartTexts(chart.chart()), QStringList()) << code;
        const QRectF plot = chart.chart()->plotArea();
        const QString capacity = chart.capacityText();
        EXPECT_TRUE(capacity.contains(formatGiB(79.1 * kGiB))) << capacity.toStdString();
        EXPECT_NE(capacity, BreakdownChart::tr("%1: %2 usable").arg(QStringLiteral("H100 SXM 80 GB"), formatGiB(79.1 * kGiB)));
        EXPECT_EQ(chart.capacityToolTip(), BreakdownChart::tr("%1: %2 usable").arg(QStringLiteral("H100 SXM 80 GB"), formatGiB(79.1 * kGiB)));
        for (QGraphicsItem *item : chart.chart()->childItems()) {
            if (item->type() != QGraphicsSimpleTextItem::Type || !item->isVisible())
                continue;
            const auto *label = static_cast<QGraphicsSimpleTextItem *>(item);
            if (label->text() == capacity) {
                EXPECT_GE(label->sceneBoundingRect().left(), plot.left()) << code;
            }
        }
        // Every component label ends in its whole figure, however its name is shortened.
        for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
            const auto component = static_cast<C>(i);
            const QString text = chart.componentLabelText(component);
            if (!text.isEmpty()) {
                EXPECT_TRUE(text.endsWith(formatGiB(withInterval().estimate.memory[component]))) << text.toStdString();
            }
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    chart.resize(520, 420);
    settle();
    EXPECT_EQ(chart.capacityText(), QStringLiteral("H100 SXM 80 GB: 79.1\u00A0GiB usable"));
    EXPECT_TRUE(chart.capacityToolTip().isEmpty());
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
