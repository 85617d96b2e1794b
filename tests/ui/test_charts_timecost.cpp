#include "charts/chartstyle.h"
#include "charts/timecostchart.h"
#include "i18n/languagemanager.h"
#include "test_charts_fixtures.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLocale>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

class TimeCostChartTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        chart.resize(560, 360);
        chart.show();
    }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
    TimeCostChart chart;
};

TEST_F(TimeCostChartTest, WithoutRecommendationsShowsTheCurrentConfiguration)
{
    chart.setAnalysis(loraAnalysis());
    QApplication::processEvents();
    ASSERT_EQ(chart.hoursSet()->count(), 1);
    EXPECT_DOUBLE_EQ(chart.hoursSet()->at(0), 6.4);
    EXPECT_DOUBLE_EQ(chart.rentSet()->at(0), 16.0);
    EXPECT_DOUBLE_EQ(chart.ownSet()->at(0), 9.0);
    EXPECT_EQ(chart.rowText(0), QStringLiteral("1\u00A0×\u00A0H100 SXM 80 GB"));
    EXPECT_EQ(chart.hoursText(0), QStringLiteral("6.4 h"));
    EXPECT_EQ(chart.rentText(0), QStringLiteral("$16.00"));
    EXPECT_EQ(chart.ownText(0), QStringLiteral("$9.00"));
}

TEST_F(TimeCostChartTest, TopConfigurationsBestOnTop)
{
    chart.setAnalysis(recommendedAnalysis());
    QApplication::processEvents();
    // Four candidates; Qt stacks horizontal categories bottom-up, so the best is the last value.
    ASSERT_EQ(chart.hoursSet()->count(), 4);
    EXPECT_DOUBLE_EQ(chart.hoursSet()->at(3), 6.4);
    EXPECT_DOUBLE_EQ(chart.hoursSet()->at(0), 5.0);
    EXPECT_EQ(chart.rowText(1), QStringLiteral("1\u00A0×\u00A0H200 SXM"));
    EXPECT_EQ(chart.rowText(3), QStringLiteral("4\u00A0×\u00A0L40S · FSDP"));
    EXPECT_EQ(chart.hoursText(2), QStringLiteral("3.3 h"));
    EXPECT_EQ(chart.rentText(1), QStringLiteral("$22.00"));
}

TEST_F(TimeCostChartTest, AxesCarryTheirUnits)
{
    core::Analysis s = recommendedAnalysis();
    chart.setAnalysis(s);
    EXPECT_EQ(chart.hoursAxis()->titleText(), QStringLiteral("hours, wall clock"));
    EXPECT_EQ(chart.costAxis()->titleText(), QStringLiteral("total cost in USD"));
    s.scenario.prices.currency = "EUR";
    for (auto &c : s.recommendation.candidates)
        c.scenario.prices.currency = "EUR";
    chart.setAnalysis(s);
    EXPECT_EQ(chart.costAxis()->titleText(), QStringLiteral("total cost in EUR"));
    QApplication::processEvents();
    EXPECT_EQ(chart.rentText(0), QStringLiteral("€16.00"));
    // Room for the labels: 6.4 h x 1.35 = 8.64 -> 10; $22 x 1.45 = 31.9 -> 40.
    EXPECT_DOUBLE_EQ(chart.hoursAxis()->max(), 10.0);
    EXPECT_DOUBLE_EQ(chart.costAxis()->max(), 40.0);
}

TEST_F(TimeCostChartTest, TitlesAndTicksFitHalfALaptopColumnInEveryLanguage)
{
    // Issue #16: at 1280 × 720 each chart is about 140 pixels wide: "total cos...", "Kosten (...",
    // and the cost axis' ticks "0 5 ... ..." (a number elided).
    LanguageManager languages;
    chart.resize(280, 300);
    core::Analysis s = recommendedAnalysis();
    for (auto &c : s.recommendation.candidates) {
        c.estimate.cost.rentTotal *= 0.43;
        c.estimate.cost.ownTotal *= 0.43;
    }
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        settle();
        chart.setAnalysis(s);
        settle();
        EXPECT_EQ(elidedChartTexts(chart.timeChart()), QStringList()) << code;
        EXPECT_EQ(elidedChartTexts(chart.costChart()), QStringList()) << code;
        // The currency at least, the whole title in the tooltip.
        EXPECT_TRUE(chart.costAxis()->titleText().contains(QStringLiteral("USD"))) << code;
        if (chart.costAxis()->titleText() != TimeCostChart::tr("total cost in %1").arg(QStringLiteral("USD"))) {
            EXPECT_EQ(chartstyle::axisTitleToolTip(chart.costChart(), chart.costAxis()),
                      TimeCostChart::tr("total cost in %1").arg(QStringLiteral("USD")));
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

TEST_F(TimeCostChartTest, RowNamesAreShortenedBetweenWordsNeverInsideAFigure)
{
    chart.setAnalysis(recommendedAnalysis());
    settle();
    QStringList whole;
    for (int row = 0; row < 4; ++row)
        whole << chart.rowText(row);
    chart.resize(280, 300);
    settle();
    int shortened = 0;
    for (int row = 0; row < 4; ++row) {
        const QString text = chart.rowText(row);
        if (text == whole[row])
            continue;
        ++shortened;
        ASSERT_TRUE(text.endsWith(QChar(0x2026))) << text.toStdString();
        // What is kept is whole words of the name: "2 × H100 SXM …", never "2 × H100 S…".
        EXPECT_TRUE(whole[row].startsWith(text.chopped(1).trimmed() + QLatin1Char(' '))) << text.toStdString();
    }
    EXPECT_GT(shortened, 0);
}

TEST_F(TimeCostChartTest, AtMostFiveRows)
{
    core::Analysis s = recommendedAnalysis();
    const auto extra = s.recommendation.candidates;
    s.recommendation.candidates.insert(s.recommendation.candidates.end(), extra.begin(), extra.end());
    chart.setAnalysis(s);
    EXPECT_EQ(chart.hoursSet()->count(), TimeCostChart::kMaxRows);
    // Duplicate names (the list repeats) still get a row each.
    EXPECT_EQ(chart.categoryAxis()->count(), TimeCostChart::kMaxRows);
    QApplication::processEvents();
    EXPECT_EQ(chart.rowText(0), chart.rowText(4));
}

} // namespace
