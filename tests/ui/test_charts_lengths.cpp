// Issue #29 point 2: memory against the sequence length with full fine-tuning, LoRA and QLoRA
// overlaid (each marked where it stops fitting), the time and cost of the run against the
// length, and the "By length" tab that shows both large. Hand-built curves, so that every
// position is a number worked out here.
#include "analysis/analysis.h"
#include "charts/chartstyle.h"
#include "charts/methodlines.h"
#include "charts/seqlenchart.h"
#include "charts/seqlentimechart.h"
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "lengthsview.h"
#include "mainwindow.h"
#include "model/methodchange.h"
#include "test_charts_fixtures.h"
#include "text/displayformat.h"
#include "widgets/pagetabs.h"

#include <QAreaSeries>
#include <QChart>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QValueAxis>

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

constexpr int kLengths[] = {1024, 2048, 4096, 8192, 16384};

// A curve at kLengths: memory in GiB and wall hours per length; rent $2.50 and own $1.40 per
// GPU-hour on one GPU (the fixture's 16 dollars for 6.4 hours).
core::MethodCurve curve(core::Method method, bool current, const double (&gib)[5], const double (&hours)[5],
                        int maxFitting)
{
    core::MethodCurve c;
    c.method = method;
    c.current = current;
    c.maxFittingSeqLen = maxFitting;
    for (int i = 0; i < 5; ++i)
        c.points.push_back({kLengths[i], gib[i] * kGiB, hours[i] * 3600.0, hours[i], hours[i] * 2.5, hours[i] * 1.4});
    return c;
}

// The fixture's LoRA run (6.4 h and $16 at 4,096 tokens, fits up to 8,192) with its methods:
// - full fine-tuning holds 100 GiB and more at every length: it fits the 79.1 GiB at none;
// - QLoRA holds 10 + 5 GiB per 1,024 tokens (50 GiB at 8,192, 90 at 16,384) and fits up to
//   11,585 tokens (8,192 x sqrt 2, halfway between the two on the log axis: 70 GiB, 9 hours).
core::Analysis lengthsAnalysis()
{
    core::Analysis a = loraAnalysis();
    a.estimate.time.tokensPerSecondPerGpu = 1000;
    a.estimate.cost.currency = "USD";
    a.methodCurves = {
        curve(core::Method::Full, false, {100, 105, 110, 120, 140}, {4, 6, 8.5, 11, 16}, 0),
        curve(core::Method::LoRA, true, {25, 30, 40, 60, 100}, {3, 4.5, 6.4, 8, 12}, 8192),
        curve(core::Method::QLoRA, false, {15, 20, 30, 50, 90}, {3.5, 5, 6.8, 7, 11}, 11585),
    };
    return a;
}

class LengthChartsTest : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

// log2(11585 / 8192) = 0.49997: the QLoRA limit lies that far from 8,192 to 16,384.
constexpr double kHalfway = 0.49997;

TEST_F(LengthChartsTest, MemoryOverlaysTheOtherMethodsWithTheirLimits)
{
    SeqLenChart chart;
    chart.resize(480, 360);
    chart.show();
    chart.setAnalysis(lengthsAnalysis());
    const MethodLines &lines = chart.methodLines();
    EXPECT_EQ(lines.shown(), (std::vector<core::Method>{core::Method::Full, core::Method::QLoRA}));
    // The current method is the chart's own thick curve, named after it.
    EXPECT_EQ(chart.curveSeries()->name(), QStringLiteral("LoRA"));
    EXPECT_FALSE(lines.line(core::Method::LoRA)->isVisible());
    QLineSeries *full = lines.line(core::Method::Full);
    ASSERT_TRUE(full->isVisible());
    EXPECT_EQ(full->name(), QStringLiteral("Full"));
    ASSERT_EQ(full->count(), 5);
    EXPECT_DOUBLE_EQ(full->at(0).x(), 1024.0);
    EXPECT_DOUBLE_EQ(full->at(0).y(), 100.0);
    // Full fine-tuning fits at no length: no square, and its tooltip says so.
    EXPECT_EQ(lines.limit(core::Method::Full)->count(), 0);
    EXPECT_EQ(chart.methodLimitText(core::Method::Full), QStringLiteral("Full does not fit at any sequence length"));
    // QLoRA's square at 11,585 tokens, halfway (in log length) from 50 to 90 GiB.
    QScatterSeries *qlora = lines.limit(core::Method::QLoRA);
    ASSERT_EQ(qlora->count(), 1);
    EXPECT_DOUBLE_EQ(qlora->at(0).x(), 11585.0);
    EXPECT_NEAR(qlora->at(0).y(), 50.0 + kHalfway * 40.0, 1e-3);
    EXPECT_EQ(chart.methodLimitText(core::Method::QLoRA), QStringLiteral("QLoRA fits up to 11,585 tokens"));
    // The current method's own limit stays the labelled one.
    EXPECT_EQ(chart.limitText(), QStringLiteral("Fits up to 8,192 tokens"));
    // The legend names the three, the current one first.
    ASSERT_TRUE(chart.legend()->isVisibleTo(&chart));
    const QString legend = chart.legend()->text();
    EXPECT_LT(legend.indexOf(QStringLiteral("<b>LoRA</b>")), legend.indexOf(QStringLiteral("Full")));
    EXPECT_LT(legend.indexOf(QStringLiteral("Full")), legend.indexOf(QStringLiteral("QLoRA")));
}

TEST_F(LengthChartsTest, WithoutOtherMethodsTheChartIsAsItWas)
{
    // Inference, or an analysis without curves: the one curve, no legend.
    SeqLenChart chart;
    chart.resize(480, 360);
    chart.show();
    chart.setAnalysis(lengthsAnalysis());
    chart.setAnalysis(loraAnalysis());
    EXPECT_TRUE(chart.methodLines().shown().empty());
    for (core::Method method : {core::Method::Full, core::Method::LoRA, core::Method::QLoRA})
        EXPECT_FALSE(chart.methodLines().line(method)->isVisible());
    EXPECT_EQ(chart.curveSeries()->name(), QStringLiteral("Memory per GPU"));
    EXPECT_FALSE(chart.legend()->isVisibleTo(&chart));
}

TEST_F(LengthChartsTest, AnotherCurrentMethodSwapsTheLines)
{
    core::Analysis a = lengthsAnalysis();
    for (core::MethodCurve &c : a.methodCurves)
        c.current = c.method == core::Method::QLoRA;
    a.scenario.method = core::Method::QLoRA;
    SeqLenChart chart;
    chart.setAnalysis(a);
    EXPECT_EQ(chart.methodLines().shown(), (std::vector<core::Method>{core::Method::Full, core::Method::LoRA}));
    EXPECT_EQ(chart.curveSeries()->name(), QStringLiteral("QLoRA"));
    EXPECT_FALSE(chart.methodLines().line(core::Method::QLoRA)->isVisible());
    // LoRA's square at its limit, 8,192 tokens, a point of its curve: 60 GiB.
    ASSERT_EQ(chart.methodLines().limit(core::Method::LoRA)->count(), 1);
    EXPECT_DOUBLE_EQ(chart.methodLines().limit(core::Method::LoRA)->at(0).y(), 60.0);
}

TEST_F(LengthChartsTest, TimeIsSolidWhereItFitsAndDashedBeyond)
{
    SeqLenTimeChart chart;
    chart.resize(480, 360);
    chart.show();
    chart.setAnalysis(lengthsAnalysis());
    settle();
    // LoRA fits up to 8,192 tokens, a point of its curve: solid to there, dashed from there.
    const QList<QPointF> fitting = chart.fittingSeries()->points();
    ASSERT_EQ(fitting.size(), 4);
    EXPECT_EQ(fitting.front(), QPointF(1024, 3.0));
    EXPECT_EQ(fitting.back(), QPointF(8192, 8.0));
    EXPECT_EQ(chart.beyondSeries()->points(), (QList<QPointF>{QPointF(8192, 8.0), QPointF(16384, 12.0)}));
    ASSERT_EQ(chart.limitSeries()->count(), 1);
    EXPECT_EQ(chart.limitSeries()->at(0), QPointF(8192, 8.0));
    // The circle at the current setting: the estimate's 6.4 hours at 4,096 tokens.
    ASSERT_EQ(chart.currentSeries()->count(), 1);
    EXPECT_EQ(chart.currentSeries()->at(0), QPointF(4096, 6.4));
    EXPECT_EQ(chart.currentLabelText(),
              formatHours(6.4 * 3600.0) + QStringLiteral(" \u00B7 ") + formatMoney(16.0, "USD"));
    // QLoRA's line ends where it stops fitting, at 11,585 tokens: halfway from 7 to 11 hours.
    QLineSeries *qlora = chart.methodLines().line(core::Method::QLoRA);
    ASSERT_TRUE(qlora->isVisible());
    ASSERT_EQ(qlora->count(), 5);
    EXPECT_DOUBLE_EQ(qlora->at(4).x(), 11585.0);
    EXPECT_NEAR(qlora->at(4).y(), 7.0 + kHalfway * 4.0, 1e-3);
    ASSERT_EQ(chart.methodLines().limit(core::Method::QLoRA)->count(), 1);
    EXPECT_NEAR(chart.methodLines().limit(core::Method::QLoRA)->at(0).y(), 9.0, 1e-3);
    // Full fine-tuning fits nowhere: no line, and the legend says so.
    EXPECT_EQ(chart.methodLines().line(core::Method::Full)->count(), 0);
    EXPECT_TRUE(chart.legend()->text().contains(QStringLiteral("Full&nbsp;does&nbsp;not&nbsp;fit")))
        << chart.legend()->text().toStdString();
    EXPECT_TRUE(chart.legend()->text().contains(QStringLiteral("Does&nbsp;not&nbsp;fit")));
}

TEST_F(LengthChartsTest, TheRentAxisIsTheHoursAtTheClustersPrice)
{
    SeqLenTimeChart chart;
    chart.resize(480, 360);
    chart.show();
    chart.setAnalysis(lengthsAnalysis());
    settle();
    // $16 for 6.4 hours: $2.50 an hour, so the rent axis ends at 2.5 times the hours axis.
    ASSERT_TRUE(chart.costAxis()->isVisible());
    EXPECT_GT(chart.hoursAxis()->max(), 6.4);
    EXPECT_DOUBLE_EQ(chart.costAxis()->max(), chart.hoursAxis()->max() * 2.5);
    // Its ticks at round amounts from zero.
    EXPECT_DOUBLE_EQ(chart.costAxis()->tickAnchor(), 0.0);
    const double step = chart.costAxis()->tickInterval();
    const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
    const double mantissa = step / magnitude;
    EXPECT_TRUE(mantissa == 1.0 || mantissa == 2.0 || mantissa == 2.5 || mantissa == 5.0) << step;
    // Unpriced, the axis goes.
    core::Analysis unpriced = lengthsAnalysis();
    unpriced.estimate.cost.rentTotal = 0;
    chart.setAnalysis(unpriced);
    settle();
    EXPECT_FALSE(chart.costAxis()->isVisible());
}

TEST_F(LengthChartsTest, TheTooltipGivesHoursRentAndOwn)
{
    SeqLenTimeChart chart;
    chart.setAnalysis(lengthsAnalysis());
    // 8 hours at 8,192 tokens: $2.50 and $1.40 an hour make $20 and $11.20.
    EXPECT_EQ(chart.pointText(core::Method::LoRA, 8192),
              QStringLiteral("LoRA at 8,192 tokens: %1, rent %2, own %3")
                  .arg(formatHours(8 * 3600.0), formatMoney(20.0, "USD"), formatMoney(11.2, "USD")));
    EXPECT_TRUE(chart.pointText(core::Method::LoRA, 16384).endsWith(QStringLiteral("(does not fit the GPU)")));
    EXPECT_TRUE(chart.pointText(core::Method::Inference, 4096).isEmpty());
}

TEST_F(LengthChartsTest, TheBandIsTheThroughputBandInverted)
{
    core::Analysis a = lengthsAnalysis();
    // 1,000 tokens/s, 800 to 1,250 in the band: the run takes 0.8 to 1.25 times as long.
    a.interval.tokensPerSecondPerGpu = {800.0, 1250.0};
    SeqLenTimeChart chart;
    chart.setAnalysis(a);
    ASSERT_TRUE(chart.intervalBand()->isVisible());
    ASSERT_EQ(chart.intervalBand()->upperSeries()->count(), 5);
    EXPECT_DOUBLE_EQ(chart.intervalBand()->lowerSeries()->at(2).y(), 6.4 * 0.8);
    EXPECT_DOUBLE_EQ(chart.intervalBand()->upperSeries()->at(2).y(), 6.4 * 1.25);
    a.interval.tokensPerSecondPerGpu = {0.0, 0.0};
    chart.setAnalysis(a);
    EXPECT_FALSE(chart.intervalBand()->isVisible());
}

TEST_F(LengthChartsTest, ALengthTickRedrawsNoLine)
{
    // Dragging the sequence length moves the circle; the curves are the same and not replaced.
    // The band neither: the estimate's throughput and its interval move together.
    SeqLenTimeChart chart;
    core::Analysis a = lengthsAnalysis();
    a.interval.tokensPerSecondPerGpu = {800.0, 1250.0};
    chart.setAnalysis(a);
    const double axisMax = chart.hoursAxis()->max();
    int replaced = 0;
    for (QLineSeries *series : {chart.fittingSeries(), chart.beyondSeries(), chart.methodLines().line(core::Method::QLoRA),
                                chart.intervalBand()->upperSeries(), chart.intervalBand()->lowerSeries()})
        QObject::connect(series, &QXYSeries::pointsReplaced, [&replaced] { ++replaced; });
    for (int length = 4100; length < 8000; length += 397) {
        a.scenario.seqLen = length;
        const double tps = 1000.0 * length / 4096.0;
        a.estimate.time.tokensPerSecondPerGpu = tps;
        a.interval.tokensPerSecondPerGpu = {tps * 0.8, tps * 1.25};
        chart.setAnalysis(a);
    }
    EXPECT_EQ(replaced, 0);
    // Nor the axis: it follows the curve (three times its shortest, 3 hours), not the length.
    EXPECT_DOUBLE_EQ(chart.hoursAxis()->max(), axisMax);
    EXPECT_DOUBLE_EQ(chart.currentSeries()->at(0).x(), 7673.0);   // 4,100 + 9 x 397, the last
}

TEST_F(LengthChartsTest, TitlesAndLegendsFitALaptopColumnInEveryLanguage)
{
    // At 1280 × 720 the grid's memory chart is about 220 pixels wide and the tab's charts about
    // 480: titles in a form that fits, the legend wrapped, never cut.
    LanguageManager languages;
    SeqLenChart memory;
    SeqLenTimeChart time;
    memory.resize(220, 300);
    time.resize(480, 300);
    memory.show();
    time.show();
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        settle();
        memory.setAnalysis(lengthsAnalysis());
        time.setAnalysis(lengthsAnalysis());
        settle();
        EXPECT_EQ(elidedChartTexts(memory.chart()), QStringList()) << code;
        EXPECT_EQ(elidedChartTexts(time.chart()), QStringList()) << code;
        for (const QLabel *legend : {memory.legend(), time.legend()}) {
            EXPECT_TRUE(legend->wordWrap());
            EXPECT_LE(legend->heightForWidth(legend->width()), 3 * legend->fontMetrics().height() + 4) << code;
        }
        EXPECT_FALSE(time.currentLabelText().isEmpty()) << code;
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

TEST(LengthsTab, ShowsTheDocumentsCurvesWhenSelected)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    settle();
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    auto *view = window.findChild<LengthsView *>();
    ASSERT_NE(tabs, nullptr);
    ASSERT_NE(view, nullptr);
    // The grid's chart is the one a plain search finds (the benchmark's, the older tests').
    EXPECT_EQ(window.findChild<SeqLenChart *>()->objectName(), QStringLiteral("seqLenChart"));
    // Beside the charts, second.
    EXPECT_EQ(tabs->indexOf(view), 1);
    EXPECT_EQ(tabs->tabText(1), QStringLiteral("By length"));
    // Behind the charts it waits; shown, it draws the document's analysis.
    window.document()->applyEdit(QStringLiteral("Micro-batch"), [](core::Scenario &s) { s.microBatch = 1; });
    window.document()->flush();
    tabs->setCurrentWidget(view);
    settle();
    const core::Analysis &a = window.document()->analysis();
    ASSERT_TRUE(a.valid);
    ASSERT_EQ(a.methodCurves.size(), 3u);
    EXPECT_EQ(view->memoryChart()->curveSeries()->count(), static_cast<qsizetype>(a.seqLenCurve.size()));
    ASSERT_EQ(view->timeChart()->currentSeries()->count(), 1);
    EXPECT_DOUBLE_EQ(view->timeChart()->currentSeries()->at(0).x(), a.scenario.seqLen);
    EXPECT_DOUBLE_EQ(view->timeChart()->currentSeries()->at(0).y(), a.estimate.time.wallSeconds / 3600.0);
    // Each other method's square where core found it stops fitting.
    for (const core::MethodCurve &curve : a.methodCurves) {
        if (curve.current)
            continue;
        const QScatterSeries *limit = view->memoryChart()->methodLines().limit(curve.method);
        ASSERT_EQ(limit->count(), curve.maxFittingSeqLen > 0 ? 1 : 0) << core::toString(curve.method);
        if (curve.maxFittingSeqLen > 0) {
            EXPECT_DOUBLE_EQ(limit->at(0).x(), curve.maxFittingSeqLen);
        }
    }
    EXPECT_FALSE(view->note()->isVisibleTo(view));
    // An inference scenario: a note where the charts were.
    window.document()->applyEdit(QStringLiteral("Method"),
                                 [](core::Scenario &s) { s = core::withMethod(s, core::Method::Inference); });
    window.document()->flush();
    settle();
    EXPECT_TRUE(view->note()->isVisibleTo(view));
    EXPECT_FALSE(view->timeChart()->isVisibleTo(view));
    QLocale::setDefault(QLocale::system());
}

} // namespace
