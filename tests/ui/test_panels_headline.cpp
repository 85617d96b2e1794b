#include "panels/assumptionslabel.h"
#include "panels/headlinestrip.h"
#include "test_charts_fixtures.h"
#include "text/provenancetext.h"

#include <QFontMetricsF>
#include <QLocale>

#include <cmath>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

class HeadlineTest : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

TEST_F(HeadlineTest, FitsShowsGpusShareTimeAndCost)
{
    HeadlineStrip strip;
    strip.setAnalysis(loraAnalysis());
    EXPECT_EQ(strip.verdict(), core::FitVerdict::Fits);
    // 40 of 79.1 GiB = 50.6 % -> 51 %; 6.4 h; $16 rent.
    EXPECT_EQ(strip.text(), QStringLiteral("✔ Fits on 1\u00A0×\u00A0H100 SXM 80 GB · 51\u00A0% used · 6.4 h · $16.00 (rent)"));
    EXPECT_EQ(strip.detailText(),
              QStringLiteral("40.0\u00A0GiB of 79.1\u00A0GiB per GPU (peak, as nvidia-smi shows it) · $9.00 if owned"));
}

TEST_F(HeadlineTest, DoesNotFitSaysByHowMuch)
{
    HeadlineStrip strip;
    strip.setAnalysis(overflowAnalysis());
    EXPECT_EQ(strip.verdict(), core::FitVerdict::DoesNotFit);
    EXPECT_EQ(strip.text(),
              QStringLiteral("✘ Does not fit on 1\u00A0×\u00A0RTX 4090 24 GB · needs 40.0\u00A0GiB of 24.0\u00A0GiB per GPU"));
    EXPECT_EQ(strip.detailText(), QStringLiteral("Over by 16.0\u00A0GiB. See the suggestions for what makes it fit."));
}

TEST_F(HeadlineTest, MemoryFigureShowsItsInterval)
{
    // "40.0 GiB (36–44)": whole GiB from 10 GiB up; no-break spaces and a word joiner after the
    // en dash keep it on one line.
    const QString range = QStringLiteral("40.0\u00A0GiB\u00A0(36\u2013\u206044)");
    core::Analysis s = loraAnalysis();
    s.interval.requiredBytes = {36.0 * kGiB, 44.4 * kGiB};
    s.interval.provenance = core::Provenance{core::GpuGeneration::Hopper, core::Method::LoRA, {0, 5, 5, 2}, true};
    HeadlineStrip strip;
    strip.setAnalysis(s);
    EXPECT_EQ(strip.detailText(),
              range + QStringLiteral(" of 79.1\u00A0GiB per GPU (peak, as nvidia-smi shows it) · $9.00 if owned"));
    EXPECT_TRUE(strip.toolTip().contains(QStringLiteral("80\u00A0% of comparable measured runs")));
    // The measured runs behind it (issue #24 point 5).
    EXPECT_TRUE(strip.toolTip().contains(provenanceSentence(s.interval.provenance))) << strip.toolTip().toStdString();
    EXPECT_TRUE(strip.toolTip().contains(QStringLiteral("Measured: ")));
    EXPECT_FALSE(strip.toolTip().contains(QStringLiteral("Widened")));
    EXPECT_FALSE(strip.toolTip().contains(QStringLiteral("wider")));

    // Widened: no run of this regime measured on the family (fitted or not).
    core::Analysis over = overflowAnalysis();
    over.interval = s.interval;
    over.interval.calibrated = false;
    over.interval.provenance = core::Provenance{core::GpuGeneration::Ada, core::Method::Pretrain, {}, true};
    strip.setAnalysis(over);
    EXPECT_EQ(strip.text(), QStringLiteral("✘ Does not fit on 1\u00A0×\u00A0RTX 4090 24 GB · needs ") + range
                                + QStringLiteral(" of 24.0\u00A0GiB per GPU"));
    EXPECT_TRUE(strip.toolTip().contains(QStringLiteral(
        "Modelled, not measured on this family: no run of pre-training on the Ada family was measured, so the "
        "interval is the wider one.")))
        << strip.toolTip().toStdString();
    // Measured, but the family's efficiency not fitted: said as before.
    over.interval.provenance.rows = {1, 1, 1, 1};
    over.interval.provenance.fitted = false;
    strip.setAnalysis(over);
    EXPECT_TRUE(strip.toolTip().contains(QStringLiteral("Widened")));

    // Tenths below 10 GiB, through the locale.
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    s.estimate.requiredBytes = 4.0 * kGiB;
    s.interval.requiredBytes = {3.52 * kGiB, 4.44 * kGiB};
    strip.setAnalysis(s);
    EXPECT_TRUE(strip.detailText().startsWith(QStringLiteral("4,0\u00A0GiB\u00A0(3,5\u2013\u20604,4) ")));
}

TEST_F(HeadlineTest, DoesNotFitNamesTheFirstRecommendation)
{
    HeadlineStrip strip;
    core::Analysis s = overflowAnalysis();
    s.recommendation.candidates = {makeCandidate(s, "h100-sxm", 2, core::Sharding::FSDP, 30.0, 79.1, 3.5, 17.5, 10.0)};
    strip.setAnalysis(s);
    // 30 of 79.1 GiB = 38 %; the candidate's GPU name comes from the built-in catalog.
    EXPECT_EQ(strip.detailText(),
              QStringLiteral("2\u00A0×\u00A0H100 SXM5 80GB (FSDP) fits: 38\u00A0% used, 3.5 h, $17.50 rent"));
}

TEST_F(HeadlineTest, WarnsWhenTheSequencePassesTheContextWindow)
{
    HeadlineStrip strip;
    strip.setAnalysis(loraAnalysis());
    EXPECT_TRUE(strip.warningText().isEmpty());
    const QWidget *line = strip.findChild<QWidget *>(QStringLiteral("headlineWarning"));
    ASSERT_NE(line, nullptr);
    EXPECT_FALSE(line->isVisibleTo(&strip));

    core::Analysis beyond = loraAnalysis();
    beyond.scenario.model.maxPositions = 32768;
    beyond.sequenceTokens = 61440;
    beyond.beyondContextWindow = true;
    strip.setAnalysis(beyond);
    EXPECT_EQ(strip.warningText(),
              QStringLiteral("⚠ The sequence length 61,440 exceeds the model's context window of 32,768 tokens"));
    EXPECT_TRUE(line->isVisibleTo(&strip));
    // The fit verdict stays as it was: the warning is a line of its own, in the detail line's
    // place (issue #28: the strip keeps its two lines, nothing below it moves); the detail is
    // the warning's tooltip.
    EXPECT_TRUE(strip.text().startsWith(QStringLiteral("✔ Fits on")));
    const QWidget *detail = strip.findChild<QWidget *>(QStringLiteral("headlineDetail"));
    ASSERT_NE(detail, nullptr);
    EXPECT_FALSE(detail->isVisibleTo(&strip));
    EXPECT_EQ(line->toolTip(), strip.detailText());
    EXPECT_FALSE(strip.detailText().isEmpty());

    strip.setAnalysis(loraAnalysis());
    EXPECT_TRUE(strip.warningText().isEmpty());
    EXPECT_FALSE(line->isVisibleTo(&strip));
    EXPECT_TRUE(detail->isVisibleTo(&strip));
}

// An estimate that breaks a guard rail (issue #24 point 4) says so in the warning line, the
// first rail broken; the verdict stays.
TEST_F(HeadlineTest, WarnsOfABrokenGuardRail)
{
    HeadlineStrip strip;
    core::Analysis broken = loraAnalysis();
    broken.guardRails.broken = {{core::GuardRail::TrainingMfu, core::GuardedStep::Training, 0.654, 0.60},
                                {core::GuardRail::Roofline, core::GuardedStep::Training, 1.25, 1.0}};
    strip.setAnalysis(broken);
    EXPECT_EQ(strip.warningText(),
              QStringLiteral("⚠ The estimate implies 65\u00A0% MFU in training, above the 60\u00A0% that measured runs "
                             "reach: the training time is probably too short."));
    const QWidget *line = strip.findChild<QWidget *>(QStringLiteral("headlineWarning"));
    ASSERT_NE(line, nullptr);
    EXPECT_TRUE(line->isVisibleTo(&strip));
    EXPECT_TRUE(strip.text().startsWith(QStringLiteral("✔ Fits on")));

    // With the context window passed as well, both are said, the window first.
    broken.scenario.model.maxPositions = 32768;
    broken.sequenceTokens = 61440;
    broken.beyondContextWindow = true;
    strip.setAnalysis(broken);
    EXPECT_TRUE(strip.warningText().startsWith(QStringLiteral("⚠ The sequence length 61,440")));
    EXPECT_TRUE(strip.warningText().endsWith(QStringLiteral("the training time is probably too short.")));

    // An invalid analysis has no estimate to warn of.
    broken.valid = false;
    broken.beyondContextWindow = false;
    strip.setAnalysis(broken);
    EXPECT_TRUE(strip.warningText().isEmpty());

    strip.setAnalysis(loraAnalysis());
    EXPECT_TRUE(strip.warningText().isEmpty());
    EXPECT_FALSE(line->isVisibleTo(&strip));
}

// The strip is as tall with a warning as without (one line each at the same width).
TEST_F(HeadlineTest, AWarningDoesNotMakeTheStripTaller)
{
    HeadlineStrip strip;
    strip.resize(1200, 100);
    strip.setAnalysis(loraAnalysis());
    const int plain = strip.heightForWidth(1200) > 0 ? strip.heightForWidth(1200) : strip.sizeHint().height();
    core::Analysis beyond = loraAnalysis();
    beyond.scenario.model.maxPositions = 32768;
    beyond.sequenceTokens = 61440;
    beyond.beyondContextWindow = true;
    strip.setAnalysis(beyond);
    const int warned = strip.heightForWidth(1200) > 0 ? strip.heightForWidth(1200) : strip.sizeHint().height();
    EXPECT_EQ(warned, plain);
}

TEST_F(HeadlineTest, NorwegianDecimalComma)
{
    QLocale::setDefault(QLocale(QLocale::NorwegianBokmal, QLocale::Norway));
    HeadlineStrip strip;
    strip.setAnalysis(loraAnalysis());
    EXPECT_TRUE(strip.text().contains(QStringLiteral("6,4 h")));
}

TEST_F(HeadlineTest, InvalidScenario)
{
    HeadlineStrip strip;
    strip.setAnalysis(core::Analysis{});
    EXPECT_EQ(strip.text(), QStringLiteral("No estimate for this scenario"));
}

TEST_F(HeadlineTest, AssumptionsNameMfuAndOverheads)
{
    AssumptionsLabel label;
    core::Analysis s = loraAnalysis();
    s.gpu.rentPriceDate = "2026-09-25";
    s.interval.provenance = core::Provenance{core::GpuGeneration::Hopper, core::Method::LoRA, {0, 5, 5, 2}, true};
    label.setAnalysis(s);
    EXPECT_EQ(label.text(), QStringLiteral("Memory = peak per GPU as nvidia-smi shows it (PyTorch reserved + CUDA context)"
                                           " · assumed MFU 40\u00A0% · incl. CUDA context 0.5\u00A0GiB and allocator "
                                           "reserve 3.5\u00A0GiB · rental prices as of 25 Sep 2026 · ")  // the date in the language's form
                                + provenanceText(s.interval.provenance));
}

TEST_F(HeadlineTest, AssumptionsTakeAShorterFormWhereTheWindowIsNarrow)
{
    // Issue #16: at 1280 × 720 the status bar cut the text ("Mietpreise, Stand 2026-09..."). The
    // longest form that fits shows, with every figure; the tooltip has the whole text.
    AssumptionsLabel label;
    core::Analysis s = loraAnalysis();
    s.gpu.rentPriceDate = "2026-09-25";
    label.setAnalysis(s);
    const QString whole = label.fullText();
    ASSERT_EQ(label.text(), whole);
    label.show();
    const QFontMetricsF metrics(label.font());
    const double wholeWidth = metrics.horizontalAdvance(whole);
    QStringList shown;
    for (const int width : {static_cast<int>(wholeWidth) + 20, static_cast<int>(wholeWidth) - 20, 620, 440}) {
        label.resize(width, label.sizeHint().height());
        const QString text = label.text();
        shown << text;
        EXPECT_LE(std::ceil(metrics.horizontalAdvance(text)), label.contentsRect().width()) << width;
        for (const QString &figure : {QStringLiteral("40\u00A0%"), QStringLiteral("0.5\u00A0GiB"),
                                      QStringLiteral("3.5\u00A0GiB"), QStringLiteral("25 Sep 2026")}) {
            EXPECT_TRUE(text.contains(figure)) << width << " " << text.toStdString();
        }
        EXPECT_TRUE(label.toolTip().startsWith(whole)) << width;
    }
    EXPECT_EQ(shown.front(), whole);
    EXPECT_NE(shown[1], whole);
    EXPECT_LT(shown[3].size(), shown[1].size());
    // Wide again: the whole text.
    label.resize(static_cast<int>(wholeWidth) + 20, label.height());
    EXPECT_EQ(label.text(), whole);
}

} // namespace
