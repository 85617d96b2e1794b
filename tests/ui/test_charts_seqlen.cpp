#include "charts/seqlenchart.h"
#include "test_charts_fixtures.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

class SeqLenChartTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        chart.resize(480, 360);
        chart.show();
    }
    void TearDown() override { QLocale::setDefault(QLocale::c()); }
    SeqLenChart chart;
};

TEST_F(SeqLenChartTest, CurveFollowsTheAnalysisOnALogAxis)
{
    const core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    ASSERT_EQ(chart.curveSeries()->count(), static_cast<qsizetype>(s.seqLenCurve.size()));
    EXPECT_EQ(chart.curveSeries()->count(), 14);  // 128 .. 1,048,576 in doublings
    EXPECT_DOUBLE_EQ(chart.curveSeries()->at(0).x(), 128.0);
    EXPECT_DOUBLE_EQ(chart.curveSeries()->at(0).y(), 20.625);  // 20 + 5 x 128/1024 GiB
    EXPECT_DOUBLE_EQ(chart.curveSeries()->at(5).y(), 40.0);    // 4,096 tokens
    // The axis spans core::SeqLenRange, the range of the slider and the spin box too.
    EXPECT_DOUBLE_EQ(chart.lengthAxis()->min(), 16.0);
    EXPECT_DOUBLE_EQ(chart.lengthAxis()->max(), 1048576.0);
    // Compact tick labels at the axis' base-16 ticks instead of "1048576".
    EXPECT_EQ(chart.tickLabels(), QStringList({QStringLiteral("16"), QStringLiteral("256"), QStringLiteral("4K"),
                                               QStringLiteral("64K"), QStringLiteral("1M")}));
}

TEST_F(SeqLenChartTest, CapacityLineAndLimitMarker)
{
    chart.setAnalysis(loraAnalysis());
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(0).y(), 79.1);
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(1).y(), 79.1);
    ASSERT_EQ(chart.limitSeries()->count(), 1);
    EXPECT_DOUBLE_EQ(chart.limitSeries()->at(0).x(), 8192.0);
    EXPECT_DOUBLE_EQ(chart.limitSeries()->at(0).y(), 60.0);  // 20 + 5 x 8
    EXPECT_EQ(chart.limitText(), QStringLiteral("Fits up to 8,192 tokens"));
    ASSERT_EQ(chart.currentSeries()->count(), 1);
    EXPECT_DOUBLE_EQ(chart.currentSeries()->at(0).x(), 4096.0);
    EXPECT_DOUBLE_EQ(chart.currentSeries()->at(0).y(), 40.0);
    // Twice the capacity (158.2) rounded up to a tick.
    EXPECT_DOUBLE_EQ(chart.valueAxis()->max(), 200.0);
}

TEST_F(SeqLenChartTest, LimitLabelStaysInsideANarrowChart)
{
    // The limit near the right end of a narrow chart: the label may go neither past the right
    // edge nor over the axis on the left.
    chart.resize(300, 300);
    QApplication::processEvents();
    core::Analysis s = loraAnalysis();
    s.maxFittingSeqLen = 300000;
    chart.setAnalysis(s);
    QApplication::processEvents();
    const QRectF label = chart.limitLabelRect();
    const QRectF plot = chart.chart()->plotArea();
    EXPECT_FALSE(label.isEmpty());
    EXPECT_LE(label.right(), chart.chart()->size().width());
    EXPECT_GE(label.left(), plot.left());
    EXPECT_FALSE(label.intersects(chart.capacityLabelRect()));
}

TEST_F(SeqLenChartTest, LabelsDoNotOverlapWhereverTheLimitIs)
{
    for (int limit : {0, 300, 2048, 8192, 65536, 300000, 1048576}) {
        core::Analysis s = loraAnalysis();
        s.maxFittingSeqLen = limit;
        chart.setAnalysis(s);
        QApplication::processEvents();
        EXPECT_FALSE(chart.limitLabelRect().intersects(chart.capacityLabelRect())) << limit;
        EXPECT_LE(chart.capacityLabelRect().right(), chart.chart()->size().width()) << limit;
        EXPECT_LE(chart.limitLabelRect().right(), chart.chart()->size().width()) << limit;
    }
}

TEST_F(SeqLenChartTest, NothingFitsSaysSo)
{
    core::Analysis s = overflowAnalysis();
    s.maxFittingSeqLen = 0;
    chart.setAnalysis(s);
    EXPECT_EQ(chart.limitSeries()->count(), 0);
    EXPECT_EQ(chart.limitText(), QStringLiteral("Does not fit at any sequence length"));
}

TEST_F(SeqLenChartTest, FitsEverywhereSaysSo)
{
    core::Analysis s = loraAnalysis();
    s.maxFittingSeqLen = 1048576;
    chart.setAnalysis(s);
    EXPECT_EQ(chart.limitText(), QStringLiteral("Fits at every length up to 1,048,576 tokens"));
}

TEST_F(SeqLenChartTest, NorwegianNumbers)
{
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    chart.setAnalysis(loraAnalysis());
    EXPECT_EQ(chart.limitText(), QStringLiteral("Fits up to 8\u00A0192 tokens"));
}

} // namespace
