#include "charts/chartstyle.h"
#include "charts/componentcolors.h"
#include "text/displayformat.h"
#include "charts/seqlenchart.h"
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "test_charts_fixtures.h"

#include <QAction>
#include <QApplication>
#include <QAreaSeries>
#include <QChart>
#include <QImage>
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
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
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

// Pixels of the curve's colour in the chart as painted: in rows above the plot area (where
// nothing of the curve may be), and in all.
struct CurvePixels {
    int abovePlot = 0;
    int total = 0;
};

CurvePixels curvePixels(SeqLenChart &chart)
{
    const QImage image = chart.grab().toImage();
    const QRgb curve = componentColor(core::MemoryComponent::Weights).rgb();
    const int plotTop = static_cast<int>(chart.chart()->plotArea().top()) - 1;
    CurvePixels pixels;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixel(x, y) != curve)
                continue;
            ++pixels.total;
            pixels.abovePlot += y < plotTop;
        }
    }
    return pixels;
}

// The LoRA run with 40 GiB more at every length: another curve on another scale.
core::Analysis heavierAnalysis()
{
    core::Analysis s = loraAnalysis();
    for (core::SeqLenPoint &p : s.seqLenCurve)
        p.requiredBytes += 40 * kGiB;
    s.estimate.requiredBytes += 40 * kGiB;
    s.maxFittingSeqLen = 2048;
    return s;
}

// The chart's curve against a fresh chart's of the same size and analysis: as many curve
// pixels, none above the plot.
void expectOneCurve(SeqLenChart &chart, const core::Analysis &analysis, const char *when)
{
    SeqLenChart fresh;
    fresh.setFont(chart.font());
    fresh.resize(chart.size());
    fresh.show();
    fresh.setAnalysis(analysis);
    settle();
    const CurvePixels shown = curvePixels(chart);
    const CurvePixels expected = curvePixels(fresh);
    ASSERT_GT(expected.total, 100) << when;
    EXPECT_EQ(shown.abovePlot, 0) << when;
    EXPECT_NEAR(shown.total, expected.total, expected.total * 0.03) << when;
}

TEST(SeqLenChartRedraw, ANewCurveReplacesTheOldOneAcrossF5)
{
    // Issue #16: after a new analysis (and again after F5 twice: presentation mode's font and
    // back) the old curve stayed on screen beside the new one, unclipped above the plot:
    // QGraphicsView's cache of the curve, which runs far above the plot, was blitted stale.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    SeqLenChart chart;
    chart.setAnalysis(loraAnalysis());
    chart.resize(480, 300);
    chart.show();
    settle();
    chart.resize(220, 320);
    settle();
    const core::Analysis heavier = heavierAnalysis();
    chart.setAnalysis(heavier);
    settle();
    expectOneCurve(chart, heavier, "new analysis");
    const QFont normal = chart.font();
    QFont big = normal;
    big.setPointSizeF(normal.pointSizeF() * 1.5);
    for (int press = 0; press < 2; ++press) {
        chart.setFont(press == 0 ? big : normal);
        settle();
        chart.setAnalysis(heavier);
        settle();
    }
    expectOneCurve(chart, heavier, "F5 twice");
    QLocale::setDefault(QLocale::system());
}

// The window's chart against a fresh one of the same size, font, language and analysis: one
// curve, as many curve pixels, none above the plot, the marker at the same place and on it.
void expectDrawnAsFresh(SeqLenChart &shown, const core::Analysis &analysis, const char *when)
{
    SeqLenChart fresh;
    fresh.setFont(shown.font());
    fresh.resize(shown.size());
    fresh.show();
    fresh.setAnalysis(analysis);
    settle();
    const CurvePixels got = curvePixels(shown);
    const CurvePixels expected = curvePixels(fresh);
    ASSERT_GT(expected.total, 100) << when;
    EXPECT_EQ(got.abovePlot, 0) << when;
    EXPECT_NEAR(got.total, expected.total, expected.total * 0.03) << when;
    ASSERT_EQ(shown.currentSeries()->count(), 1) << when;
    const QPointF marker = shown.chart()->mapToPosition(shown.currentSeries()->at(0), shown.currentSeries());
    EXPECT_EQ(marker, fresh.chart()->mapToPosition(fresh.currentSeries()->at(0), fresh.currentSeries())) << when;
    EXPECT_EQ(shown.grab().toImage().pixel(marker.toPoint()), componentColor(core::MemoryComponent::Weights).rgb()) << when;
}

TEST(SeqLenChartInTheWindow, OneCurveThroughTheMarkerAfterALanguageSwitchAndF5Twice)
{
    // Issue #16 as seen in the window at 1280 × 720: the curve was drawn stale from the start
    // (the marker off it), after a language switch, and twice after F5 twice.
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    settle();
    auto *chart = window.findChild<SeqLenChart *>(QStringLiteral("seqLenChart"));
    ASSERT_NE(chart, nullptr);
    ASSERT_TRUE(chart->isVisible());
    expectDrawnAsFresh(*chart, window.document()->analysis(), "start");
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("de")));
    settle();
    expectDrawnAsFresh(*chart, window.document()->analysis(), "de");
    for (int press = 0; press < 2; ++press) {
        window.presentationAction()->trigger();
        settle();
    }
    ASSERT_FALSE(window.isPresentationMode());
    expectDrawnAsFresh(*chart, window.document()->analysis(), "F5 twice");
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale::system());
}

TEST_F(SeqLenChartTest, IntervalBandAroundTheCurve)
{
    // Issue #17: the analysis' interval multipliers (the IntervalTable band of LoRA) at every
    // length of the curve.
    core::Analysis s = loraAnalysis();
    const core::IntervalTable &table = core::builtInIntervalTable();
    s.interval = core::intervalFor(table, core::Method::LoRA, s.estimate.requiredBytes, 0, true);
    chart.setAnalysis(s);
    const QAreaSeries *band = chart.intervalBand();
    ASSERT_EQ(band->upperSeries()->count(), static_cast<qsizetype>(s.seqLenCurve.size()));
    ASSERT_EQ(band->lowerSeries()->count(), static_cast<qsizetype>(s.seqLenCurve.size()));
    EXPECT_TRUE(band->isVisible());
    for (std::size_t i = 0; i < s.seqLenCurve.size(); ++i) {
        const core::SeqLenPoint &p = s.seqLenCurve[i];
        const core::Interval expected = core::intervalFor(table, core::Method::LoRA, p.requiredBytes, 0, true);
        const auto k = static_cast<qsizetype>(i);
        EXPECT_DOUBLE_EQ(band->upperSeries()->at(k).x(), p.seqLen);
        EXPECT_NEAR(band->upperSeries()->at(k).y(), expected.requiredBytes[1] / kGiB, 1e-9) << p.seqLen;
        EXPECT_NEAR(band->lowerSeries()->at(k).y(), expected.requiredBytes[0] / kGiB, 1e-9) << p.seqLen;
        EXPECT_LT(band->lowerSeries()->at(k).y(), chart.curveSeries()->at(k).y());
        EXPECT_GT(band->upperSeries()->at(k).y(), chart.curveSeries()->at(k).y());
    }
    // At the current length (4,096 tokens, the sixth point) the band is the analysis' interval.
    EXPECT_NEAR(band->upperSeries()->at(5).y(), s.interval.requiredBytes[1] / kGiB, 1e-9);
    EXPECT_NEAR(band->lowerSeries()->at(5).y(), s.interval.requiredBytes[0] / kGiB, 1e-9);
    EXPECT_EQ(chart.intervalText(4096),
              QStringLiteral("%1\u00A0% interval at 4,096 tokens: %2")
                  .arg(std::lround(100 * s.interval.coverage))
                  .arg(formatGiBRange(s.interval.requiredBytes[0], s.interval.requiredBytes[1])));
    // Without an interval (high end 0) no band.
    s.interval = core::Interval{};
    chart.setAnalysis(s);
    EXPECT_EQ(chart.intervalBand()->upperSeries()->count(), 0);
    EXPECT_FALSE(chart.intervalBand()->isVisible());
}

TEST_F(SeqLenChartTest, IntervalBandUsesTheWidenedBandOfAnUncalibratedFamily)
{
    core::Analysis s = loraAnalysis();
    const core::IntervalTable &table = core::builtInIntervalTable();
    s.interval = core::intervalFor(table, core::Method::LoRA, s.estimate.requiredBytes, 0, false);
    chart.setAnalysis(s);
    const core::Interval at1M = core::intervalFor(table, core::Method::LoRA, s.seqLenCurve.back().requiredBytes, 0, false);
    const QAreaSeries *band = chart.intervalBand();
    ASSERT_EQ(band->upperSeries()->count(), 14);
    EXPECT_NEAR(band->upperSeries()->at(13).y(), at1M.requiredBytes[1] / kGiB, 1e-6);
    EXPECT_NEAR(band->lowerSeries()->at(13).y(), at1M.requiredBytes[0] / kGiB, 1e-6);
}

TEST_F(SeqLenChartTest, DraggingTheSequenceLengthLeavesTheBandAlone)
{
    // Per slider tick the estimate and its interval move, the curve and its band do not: the
    // band is not replaced (a redraw) for rounding differences of interval / estimate.
    const core::IntervalTable &table = core::builtInIntervalTable();
    core::Analysis s = loraAnalysis();
    s.interval = core::intervalFor(table, core::Method::LoRA, s.estimate.requiredBytes, 0, true);
    chart.setAnalysis(s);
    int replaced = 0;
    QObject::connect(chart.intervalBand()->upperSeries(), &QXYSeries::pointsReplaced, [&replaced] { ++replaced; });
    for (int length = 4100; length < 8000; length += 97) {
        s.scenario.seqLen = length;
        s.estimate.requiredBytes = (20.0 + 5.0 * length / 1024.0) * kGiB;
        s.interval = core::intervalFor(table, core::Method::LoRA, s.estimate.requiredBytes, 0, true);
        chart.setAnalysis(s);
    }
    EXPECT_EQ(replaced, 0);
    // Another method's band (QLoRA shares LoRA's; full fine-tuning has its own) is shown.
    s.interval = core::intervalFor(table, core::Method::Full, s.estimate.requiredBytes, 0, true);
    chart.setAnalysis(s);
    EXPECT_EQ(replaced, 1);
}

TEST_F(SeqLenChartTest, TitlesFitALaptopColumnInEveryLanguage)
{
    // Issue #16: at 1280 × 720 the chart is about 220 pixels wide; QtCharts elided the title
    // to "Memory per GPU vs sequence..." and the axis title to "Sequence leng...".
    LanguageManager languages;
    chart.resize(220, 300);
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        settle();
        chart.setAnalysis(loraAnalysis());
        settle();
        EXPECT_EQ(elidedChartTexts(chart.chart()), QStringList()) << code;
        // A shorter title shows; the whole one is its tooltip.
        EXPECT_NE(chart.chart()->title(), SeqLenChart::tr("Memory per GPU vs sequence length")) << code;
        EXPECT_EQ(chartstyle::titleToolTip(chart.chart()), SeqLenChart::tr("Memory per GPU vs sequence length")) << code;
        if (chart.lengthAxis()->titleText() != SeqLenChart::tr("Sequence length (tokens)")) {
            EXPECT_EQ(chartstyle::axisTitleToolTip(chart.chart(), chart.lengthAxis()), SeqLenChart::tr("Sequence length (tokens)"));
        }
    }
    // Wide again: the whole texts, no tooltips.
    chart.resize(520, 360);
    settle();
    EXPECT_EQ(chart.chart()->title(), SeqLenChart::tr("Memory per GPU vs sequence length"));
    EXPECT_TRUE(chartstyle::titleToolTip(chart.chart()).isEmpty());
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

TEST_F(SeqLenChartTest, NorwegianNumbers)
{
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    chart.setAnalysis(loraAnalysis());
    EXPECT_EQ(chart.limitText(), QStringLiteral("Fits up to 8\u00A0192 tokens"));
}

} // namespace
