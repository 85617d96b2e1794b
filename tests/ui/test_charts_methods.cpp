#include "charts/componentlegend.h"
#include "text/displayformat.h"
#include "charts/methodcomparisonchart.h"
#include "i18n/languagemanager.h"
#include "test_charts_fixtures.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QLineSeries>
#include <QLocale>
#include <QValueAxis>

#include <algorithm>

#include <gtest/gtest.h>

#include <string>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;
using C = core::MemoryComponent;

namespace {

class MethodComparisonChartTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        chart.resize(520, 460);
        chart.show();
    }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
    MethodComparisonChart chart;
};

TEST_F(MethodComparisonChartTest, OneBarPerMethodWithTheAnalysisBytes)
{
    const core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    ASSERT_EQ(chart.categoryAxis()->count(), 4);
    EXPECT_EQ(chart.categoryAxis()->at(0), QStringLiteral("Full"));
    EXPECT_EQ(chart.categoryAxis()->at(1), QStringLiteral("<b>LoRA</b>"));  // the current method
    EXPECT_EQ(chart.categoryAxis()->at(3), QStringLiteral("Inference"));
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
        const auto c = static_cast<C>(i);
        ASSERT_EQ(chart.barSet(c)->count(), 4);
        for (int m = 0; m < 4; ++m)
            EXPECT_DOUBLE_EQ(chart.barSet(c)->at(m), s.methods[static_cast<std::size_t>(m)].memory[c] / kGiB);
    }
    EXPECT_DOUBLE_EQ(chart.barSet(C::OptimizerState)->at(0), 60.0);
    EXPECT_DOUBLE_EQ(chart.barSet(C::KvCache)->at(3), 2.0);
}

TEST_F(MethodComparisonChartTest, TotalsAndCapacity)
{
    chart.setAnalysis(loraAnalysis());
    // Full: 15 + 30 + 15 + 60 + 16 + 0.5 + 6 = 142.5 GiB, over the 79.1 GiB line.
    EXPECT_EQ(chart.totalText(0), QStringLiteral("142.5\u00A0GiB ✘"));
    EXPECT_EQ(chart.totalText(1), QStringLiteral("40.0\u00A0GiB"));
    EXPECT_EQ(chart.totalText(2), QStringLiteral("23.8\u00A0GiB"));
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(0).y(), 79.1);
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(0).x(), -0.5);
    EXPECT_DOUBLE_EQ(chart.capacitySeries()->at(1).x(), 3.5);
    EXPECT_DOUBLE_EQ(chart.valueAxis()->max(), 200.0);
}

TEST_F(MethodComparisonChartTest, LargeSegmentsAreLabelledSmallOnesNot)
{
    chart.setAnalysis(loraAnalysis());
    QApplication::processEvents();
    EXPECT_EQ(chart.segmentText(0, C::OptimizerState), QStringLiteral("60"));
    EXPECT_EQ(chart.segmentText(1, C::Activations), QStringLiteral("16"));
    // 0.5 GiB of CUDA context is a sliver: no label.
    EXPECT_TRUE(chart.segmentText(0, C::CudaContext).isEmpty());
    EXPECT_TRUE(chart.segmentText(2, C::KvCache).isEmpty());
}

TEST_F(MethodComparisonChartTest, LegendListsOnlyComponentsPresent)
{
    core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    EXPECT_EQ(chart.legend()->components().size(), core::kMemoryComponentCount);
    // Without the inference bar nothing holds a KV cache: 10 entries, in stack order.
    s.methods.pop_back();
    chart.setAnalysis(s);
    const auto &shown = chart.legend()->components();
    EXPECT_EQ(shown.size(), 10u);
    EXPECT_EQ(std::find(shown.begin(), shown.end(), C::KvCache), shown.end());
    EXPECT_EQ(shown.front(), C::Weights);
    EXPECT_EQ(shown.back(), C::AllocatorReserve);
    EXPECT_EQ(chart.legend()->capacityText(), QStringLiteral("H100 SXM 80 GB: 79.1\u00A0GiB usable"));
}

// Every category label shows, inside the chart and clear of its neighbours.
void expectAllCategoryLabels(const MethodComparisonChart &chart, const std::string &what)
{
    const double width = chart.chart()->size().width();
    for (int c = 0; c < 4; ++c) {
        EXPECT_FALSE(chart.categoryLabelText(c).isEmpty()) << what << " category " << c;
        const QRectF rect = chart.categoryLabelRect(c);
        EXPECT_GE(rect.left(), 0.0) << what << " category " << c;
        EXPECT_LE(rect.right(), width) << what << " category " << c;
        if (c > 0) {
            EXPECT_LT(chart.categoryLabelRect(c - 1).right(), rect.left()) << what << " category " << c;
        }
    }
}

TEST_F(MethodComparisonChartTest, EveryCategoryLabelShowsInALaptopColumn)
{
    // Issue #16: at 1366 × 768 (about 280 pixels) QtCharts hid "Inference", wider than its
    // category at the plot's right edge.
    LanguageManager languages;
    for (const char *code : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(code)));
        for (int width : {340, 280, 250}) {
            chart.resize(width, 300);
            settle();
            chart.setAnalysis(loraAnalysis());
            settle();
            const std::string what = std::string(code) + " " + std::to_string(width);
            expectAllCategoryLabels(chart, what);
            // Whole names at these widths, the current method in bold.
            EXPECT_EQ(chart.categoryLabelText(3), methodShortName(core::Method::Inference)) << what;
            EXPECT_TRUE(chart.categoryLabelToolTip(3).isEmpty()) << what;
            EXPECT_EQ(elidedChartTexts(chart.chart()), QStringList()) << what;
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

TEST_F(MethodComparisonChartTest, ANarrowChartAbbreviatesWithTheWholeNameInTheTooltip)
{
    // Presentation mode (F5: one and a half times the font) in the narrowest column.
    QFont big = chart.font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    chart.setFont(big);
    chart.resize(220, 260);
    settle();
    chart.setAnalysis(loraAnalysis());
    settle();
    expectAllCategoryLabels(chart, "220, large font");
    EXPECT_EQ(chart.categoryLabelText(3), QStringLiteral("Inf."));
    EXPECT_EQ(chart.categoryLabelToolTip(3), QStringLiteral("Inference"));
    EXPECT_EQ(chart.categoryLabelText(1), QStringLiteral("LoRA"));
    EXPECT_TRUE(chart.categoryLabelToolTip(1).isEmpty());
    // Wide again: the whole name.
    chart.resize(520, 460);
    settle();
    EXPECT_EQ(chart.categoryLabelText(3), QStringLiteral("Inference"));
}

TEST_F(MethodComparisonChartTest, CategoriesAreNotRebuiltWhenOnlyValuesChange)
{
    core::Analysis s = loraAnalysis();
    chart.setAnalysis(s);
    int changes = 0;
    QObject::connect(chart.categoryAxis(), &QBarCategoryAxis::categoriesChanged, [&changes] { ++changes; });
    s.methods[0].memory[C::Activations] = 20 * kGiB;
    chart.setAnalysis(s);
    EXPECT_EQ(changes, 0);
    EXPECT_DOUBLE_EQ(chart.barSet(C::Activations)->at(0), 20.0);
    s.scenario.method = core::Method::QLoRA;
    chart.setAnalysis(s);
    EXPECT_EQ(changes, 1);
    EXPECT_EQ(chart.categoryAxis()->at(2), QStringLiteral("<b>QLoRA</b>"));
}

} // namespace
