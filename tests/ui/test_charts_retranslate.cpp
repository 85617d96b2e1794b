#include "charts/breakdownchart.h"
#include "charts/componentcolors.h"
#include "charts/methodcomparisonchart.h"
#include "charts/timecostchart.h"
#include "panels/recommendationpanel.h"
#include "panels/recommendationtablemodel.h"
#include "test_charts_fixtures.h"

#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTranslator>
#include <QValueAxis>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;

namespace {

// Translates every string of our contexts to "[source]" so a switch is visible everywhere.
class BracketTranslator final : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (!QByteArray(context).startsWith("gpusizer::ui::"))
            return {};
        return QStringLiteral("[%1]").arg(QString::fromUtf8(sourceText));
    }
};

TEST(Retranslate, ChartsAndPanelsFollowALanguageSwitch)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    BreakdownChart breakdown;
    MethodComparisonChart methods;
    TimeCostChart timeCost;
    RecommendationPanel panel;
    breakdown.setAnalysis(loraAnalysis());
    methods.setAnalysis(loraAnalysis());
    timeCost.setAnalysis(loraAnalysis());
    panel.setAnalysis(recommendedAnalysis());
    QSignalSpy headers(panel.model(), &QAbstractItemModel::headerDataChanged);

    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();  // LanguageChange is posted to every widget

    EXPECT_EQ(breakdown.chart()->title(), QStringLiteral("[Memory per GPU]"));
    EXPECT_EQ(breakdown.valueAxis()->titleText(), QStringLiteral("[GiB per GPU]"));
    EXPECT_EQ(breakdown.barSet(core::MemoryComponent::Weights)->label(), QStringLiteral("[Weights]"));
    EXPECT_EQ(methods.barSet(core::MemoryComponent::KvCache)->label(), QStringLiteral("[KV cache]"));
    EXPECT_EQ(timeCost.hoursAxis()->titleText(), QStringLiteral("[hours, wall clock]"));
    EXPECT_GE(headers.count(), 1);
    EXPECT_EQ(panel.model()->headerData(RecommendationTableModel::Time, Qt::Horizontal).toString(),
              QStringLiteral("[Time]"));
    EXPECT_EQ(componentName(core::MemoryComponent::Logits), QStringLiteral("[Logits]"));

    QCoreApplication::removeTranslator(&translator);
    QApplication::processEvents();
    EXPECT_EQ(breakdown.chart()->title(), QStringLiteral("Memory per GPU"));
    QLocale::setDefault(QLocale::system());
}

} // namespace
