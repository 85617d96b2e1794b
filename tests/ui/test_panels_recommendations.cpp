#include "i18n/languagemanager.h"
#include "panels/recommendationpanel.h"
#include "panels/recommendationtablemodel.h"
#include "widgets/fittingtextdelegate.h"
#include "widgets/livelabel.h"
#include "document/scenariodocument.h"
#include "test_charts_fixtures.h"

#include "analysis/analysis.h"
#include "catalog/exchangeratesfile.h"
#include "catalog/gpucatalog.h"
#include "catalog/modelcatalog.h"
#include "model/methodchange.h"

#include <QAbstractItemModelTester>
#include <QClipboard>
#include <QGuiApplication>
#include <QCoreApplication>
#include <QHeaderView>
#include <QComboBox>
#include <QLocale>
#include <QPushButton>
#include <QSignalSpy>
#include <QStyle>
#include <QSet>
#include <QTableView>

#include <QColor>
#include <QFontMetrics>
#include <QLabel>
#include <QPalette>
#include <QStringList>

#include <gtest/gtest.h>

#include <limits>

#include <optional>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace gpusizer::ui::testing;
using Col = RecommendationTableModel::Column;

namespace {

class PanelTest : public ::testing::Test {
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

QString cell(const QAbstractItemModel *model, int row, int column)
{
    return model->data(model->index(row, column)).toString();
}

TEST_F(PanelTest, ModelRowsFromTheRecommendation)
{
    RecommendationTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const core::Analysis s = recommendedAnalysis();
    model.setRows(configurationRows(s));
    ASSERT_EQ(model.rowCount(), 4);
    EXPECT_EQ(model.columnCount(), Col::ColumnCount);
    EXPECT_EQ(cell(&model, 0, Col::Configuration), QStringLiteral("1\u00A0×\u00A0H100 SXM 80 GB"));
    // The catalog's short name in the narrow column ("H200 SXM"), the full name in the tooltip;
    // a GPU without a short name (the fixture's H100) keeps its name.
    EXPECT_EQ(cell(&model, 1, Col::Configuration), QStringLiteral("1\u00A0×\u00A0H200 SXM"));
    EXPECT_TRUE(model.data(model.index(1, Col::Configuration), Qt::ToolTipRole).toString().contains(
        QStringLiteral("H200 SXM 141GB")));
    EXPECT_EQ(cell(&model, 2, Col::Strategy), QStringLiteral("DDP"));
    EXPECT_EQ(cell(&model, 3, Col::Strategy), QStringLiteral("FSDP"));
    // 40 of 79.1 GiB = 51 %; 39.1 GiB free.
    EXPECT_EQ(cell(&model, 0, Col::MemoryUsed), QStringLiteral("51\u00A0%"));
    EXPECT_EQ(cell(&model, 0, Col::Headroom), QStringLiteral("39.1\u00A0GiB"));
    EXPECT_EQ(cell(&model, 2, Col::Time), QStringLiteral("3.3 h"));
    EXPECT_EQ(cell(&model, 3, Col::CostRent), QStringLiteral("$21.80"));
    EXPECT_EQ(cell(&model, 3, Col::CostOwn), QStringLiteral("$14.00"));
    EXPECT_EQ(model.data(model.index(3, Col::Configuration), RecommendationTableModel::SortRole).toInt(), 4);
    EXPECT_TRUE(model.rowAt(0)->current);
    EXPECT_FALSE(model.rowAt(1)->current);
    EXPECT_EQ(model.headerData(Col::CostRent, Qt::Horizontal).toString(), QStringLiteral("Rent"));
}

TEST_F(PanelTest, ModelSurvivesRepeatedSwapsAndRetranslation)
{
    RecommendationTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    model.setRows(configurationRows(recommendedAnalysis()));
    model.setRows(configurationRows(loraAnalysis()));
    EXPECT_EQ(model.rowCount(), 1);
    model.setRows({});
    EXPECT_EQ(model.rowCount(), 0);
    model.setRows(configurationRows(overflowAnalysis()));
    EXPECT_EQ(cell(&model, 0, Col::Headroom), QStringLiteral("16.0\u00A0GiB over"));
    model.retranslate();
    EXPECT_EQ(headers.count(), 1);
}

TEST_F(PanelTest, UseThisConfigurationEmitsTheRowsScenario)
{
    RecommendationPanel panel;
    panel.show();
    const core::Analysis s = recommendedAnalysis();
    panel.setAnalysis(s);
    std::optional<core::Scenario> applied;
    QObject::connect(&panel, &RecommendationPanel::applyScenarioRequested,
                     [&applied](const core::Scenario &scenario) { applied = scenario; });
    // The top row is the current scenario: nothing to apply.
    EXPECT_FALSE(panel.useButton()->isEnabled());
    panel.view()->selectRow(2);
    ASSERT_TRUE(panel.useButton()->isEnabled());
    panel.useButton()->click();
    ASSERT_TRUE(applied.has_value());
    EXPECT_EQ(*applied, s.recommendation.candidates[2].scenario);
    EXPECT_EQ(applied->parallel.gpus, 2);
    EXPECT_EQ(applied->parallel.sharding, core::Sharding::DDP);
}

TEST_F(PanelTest, RankChoiceAsksCoreForTheOrderAndTheViewKeepsIt)
{
    RecommendationPanel panel;
    panel.setAnalysis(recommendedAnalysis());
    EXPECT_EQ(panel.rankBy(), core::RankBy::Best);  // the default: best value
    EXPECT_EQ(panel.sortCombo()->currentText(), QStringLiteral("Best value"));
    QSignalSpy spy(&panel, &RecommendationPanel::rankChanged);
    panel.setRankBy(core::RankBy::Time);
    ASSERT_EQ(spy.count(), 1);
    EXPECT_EQ(spy.takeFirst().at(0).value<core::RankBy>(), core::RankBy::Time);
    EXPECT_EQ(panel.sortCombo()->currentText(), QStringLiteral("Fastest"));
    // The rows stay in the analysis's order (core ranked them): no re-sorting in the view.
    const QAbstractItemModel *view = panel.view()->model();
    EXPECT_EQ(cell(view, 1, Col::Configuration), QStringLiteral("1\u00A0×\u00A0H200 SXM"));
    EXPECT_EQ(cell(view, 3, Col::Strategy), QStringLiteral("FSDP"));
}

TEST_F(PanelTest, UncalibratedRowsAreMarkedAndTheBillOfMaterialsIsShown)
{
    core::Analysis a = recommendedAnalysis();
    core::Candidate &h200 = a.recommendation.candidates[1];
    h200.calibrated = false;
    h200.reasons.push_back(core::Reason::EfficiencyNotCalibrated);
    h200.bom.systemId = "hgx-h200-8";
    h200.bom.name = "HGX H200 8-GPU server";
    h200.bom.units = 1;
    h200.bom.gpusPerUnit = 8;
    h200.bom.installedGpus = 8;
    h200.bom.purchaseTotal = 350000;
    h200.bom.powerKw = 10.2;
    h200.bom.rackUnits = 8;
    LanguageManager languages;  // the English catalog has the plural forms ("8 GPUs")
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    RecommendationPanel panel;
    panel.setAnalysis(a);
    const QAbstractItemModel *view = panel.view()->model();
    EXPECT_EQ(cell(view, 1, Col::Configuration), QStringLiteral("1\u00A0×\u00A0H200 SXM\u00A0*"));
    EXPECT_FALSE(cell(view, 0, Col::Configuration).endsWith(QLatin1Char('*')));
    const QString tip = view->data(view->index(1, Col::Configuration), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("* Speed not calibrated"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Buy: 1\u00A0×\u00A0HGX H200 8-GPU server (8\u00A0GPUs, 1\u00A0used) · $350,000")))
        << tip.toStdString();
    panel.view()->selectRow(1);
    EXPECT_EQ(panel.billOfMaterialsText(),
              QStringLiteral("Buy: 1\u00A0×\u00A0HGX H200 8-GPU server (8\u00A0GPUs, 1\u00A0used) · $350,000"));
}

TEST_F(PanelTest, ARefurbishedSystemIsNamedSoInTheBillOfMaterials)
{
    core::Analysis a = recommendedAnalysis();
    core::Candidate &h200 = a.recommendation.candidates[1];
    h200.bom.systemId = "hgx-h200-8-refurb";
    h200.bom.name = "HGX H200 8-GPU server";
    h200.bom.condition = core::Condition::Refurbished;
    h200.bom.units = 1;
    h200.bom.gpusPerUnit = 8;
    h200.bom.installedGpus = 8;
    h200.bom.purchaseTotal = 200000;
    LanguageManager languages;  // the English catalog has the plural forms ("8 GPUs")
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    RecommendationPanel panel;
    panel.setAnalysis(a);
    panel.view()->selectRow(1);
    EXPECT_EQ(panel.billOfMaterialsText(),
              QStringLiteral("Buy: 1\u00A0×\u00A0HGX H200 8-GPU server, refurbished (8\u00A0GPUs, 1\u00A0used) · "
                             "$200,000"));
}

// Under what to buy: what owning it costs over the years against renting the same hours, and
// every term of it in the tooltip.
TEST_F(PanelTest, TheBillOfMaterialsSaysWhatOwningCostsAgainstRenting)
{
    core::Analysis a = recommendedAnalysis();
    core::Candidate &h200 = a.recommendation.candidates[1];
    h200.bom.systemId = "hgx-h200-8";
    h200.bom.name = "HGX H200 8-GPU server";
    h200.bom.units = 1;
    h200.bom.gpusPerUnit = 8;
    h200.bom.installedGpus = 8;
    h200.bom.purchaseTotal = 350000;
    core::TcoEstimate &t = h200.estimate.cost.tco;
    t.years = 4;
    t.gpus = 1;
    t.usageHoursPerYear = 8760;
    t.purchase = 350000;
    t.total = 480000;
    t.perYear = 120000;         // 10,000 a month
    t.rentTotal = 4 * 12 * 2500.0; // 2,500 a month
    t.breakEvenHoursPerYear = std::numeric_limits<double>::infinity();
    t.paybackMonths = std::numeric_limits<double>::infinity();
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    RecommendationPanel panel;
    panel.setAnalysis(a);
    panel.view()->selectRow(1);
    const QStringList lines = panel.billOfMaterialsText().split(QLatin1Char('\n'));
    ASSERT_EQ(lines.size(), 2) << panel.billOfMaterialsText().toStdString();
    EXPECT_EQ(QString(lines[1]).replace(QChar(0x00A0), QLatin1Char(' ')).toStdString(),
              "Own $10,000 a month, rent $2,500");
    const QString tip = panel.findChild<QLabel *>(QStringLiteral("billOfMaterials"))->toolTip();
    EXPECT_TRUE(tip.contains(QStringLiteral("Renting stays cheaper at any use"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("$480,000"))) << tip.toStdString();  // the whole TCO
}

TEST_F(PanelTest, SelectionFollowsTheConfigurationAcrossAnalysiss)
{
    RecommendationPanel panel;
    core::Analysis s = recommendedAnalysis();
    panel.setAnalysis(s);
    panel.view()->selectRow(3);
    // New numbers, same configurations: the L40S row stays selected.
    s.recommendation.candidates[3].estimate.time.wallSeconds = 7200;
    panel.setAnalysis(s);
    std::optional<core::Scenario> applied;
    QObject::connect(&panel, &RecommendationPanel::applyScenarioRequested,
                     [&applied](const core::Scenario &scenario) { applied = scenario; });
    panel.useButton()->click();
    ASSERT_TRUE(applied.has_value());
    EXPECT_EQ(applied->gpuId, "l40s");
    // Applied: the analysis of the new scenario marks that row as the current one; the selection
    // stays on it instead of jumping to the top row.
    s.scenario = *applied;
    panel.setAnalysis(s);
    const QModelIndexList rows = panel.view()->selectionModel()->selectedRows();
    ASSERT_EQ(rows.size(), 1);
    EXPECT_EQ(rows.front().row(), 3);
    EXPECT_TRUE(panel.model()->rowAt(3)->current);
    EXPECT_FALSE(panel.useButton()->isEnabled());  // nothing left to apply
}

TEST_F(PanelTest, FitSuggestionsAreClickable)
{
    RecommendationPanel panel;
    core::Analysis s = overflowAnalysis();
    core::FitSuggestion shorter;
    shorter.changes = {core::FitChange::ShorterSequence};
    shorter.scenario = s.scenario;
    shorter.scenario.seqLen = 512;
    shorter.estimate = makeEstimate(breakdownGiB({{core::MemoryComponent::Weights, 22.5}}), 24.0);
    core::FitSuggestion checkpointing;
    checkpointing.changes = {core::FitChange::EnableCheckpointing, core::FitChange::Optimizer8bit};
    checkpointing.scenario = s.scenario;
    checkpointing.scenario.checkpointing = core::Checkpointing::Full;
    checkpointing.estimate = makeEstimate(breakdownGiB({{core::MemoryComponent::Weights, 20.0}}), 24.0);
    s.fitSuggestions = {shorter, checkpointing};
    panel.setAnalysis(s);

    const QList<QPushButton *> buttons = panel.suggestionButtons();
    ASSERT_EQ(buttons.size(), 2);
    // 22.5 of 24 GiB = 94 %.
    EXPECT_EQ(buttons[0]->text(), QStringLiteral("→ Sequence length 4,096 → 512: 22.5\u00A0GiB per GPU (94\u00A0% used)"));
    EXPECT_EQ(buttons[1]->text(),
              QStringLiteral("→ Turn on gradient checkpointing + 8-bit optimizer states: 20.0\u00A0GiB per GPU (83\u00A0% used)"));
    std::optional<core::Scenario> applied;
    QObject::connect(&panel, &RecommendationPanel::applyScenarioRequested,
                     [&applied](const core::Scenario &scenario) { applied = scenario; });
    buttons[1]->click();
    ASSERT_TRUE(applied.has_value());
    EXPECT_EQ(applied->checkpointing, core::Checkpointing::Full);

    // Fits now: the suggestions go away.
    panel.setAnalysis(loraAnalysis());
    EXPECT_TRUE(panel.suggestionButtons().isEmpty());
}

} // namespace

namespace {

// The headline serving question: Llama 3.1 70B for 300 users, 2,000 tokens in and 400 out,
// TTFT 2 s, TPOT 50 ms.
core::Scenario headlineServingQuestion()
{
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    s = core::withMethod(s, core::Method::Inference);
    s.serving.concurrency = 300;
    s.serving.inputLen = 2000;
    s.serving.outputLen = 400;
    s.serving.ttftTargetMs = 2000;
    s.serving.tpotTargetMs = 50;
    return s;
}

} // namespace

TEST_F(PanelTest, AServingTableAtLaptopWidthKeepsTheTensorParallelTimesReplicas)
{
    // 70B for 300 users: the panel as wide as at 1366 x 768 (about 440 px; the German window's
    // wider controls leave about 400) leaves the throughput, the KV pool and then the monthly
    // cost (the purchase line under the table says it) out before the deployment's TP ×
    // replicas, without which "2 × H100 NVL" as TP 2 and as two replicas would read as the same
    // row twice, in every language.
    const core::Scenario s = headlineServingQuestion();
    const core::Analysis a = core::analyse(s, core::GpuCatalog::builtIn());
    ASSERT_FALSE(a.recommendation.candidates.empty());
    LanguageManager languages;
    for (const int width : {440, 400}) {
        for (const char *language : {"en", "nb", "de"}) {
            ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(language)));
            RecommendationPanel panel;
            panel.resize(width, 600);
            panel.show();  // as in the window: shown, then the analysis arrives
            QCoreApplication::processEvents();
            panel.setAnalysis(a);
            QTableView *table = panel.view();
            EXPECT_FALSE(table->isColumnHidden(Col::Strategy)) << language << " at " << width;
            const QString layout = cell(table->model(), 0, Col::Strategy);
            EXPECT_TRUE(layout.startsWith(QStringLiteral("TP"))) << layout.toStdString();
            // The title of the column is not cut.
            const QString title = table->model()->headerData(Col::Strategy, Qt::Horizontal).toString();
            EXPECT_GE(table->horizontalHeader()->sectionSize(Col::Strategy),
                      table->horizontalHeader()->fontMetrics().horizontalAdvance(title))
                << language << " at " << width;
            if (width == 400) {
                EXPECT_TRUE(table->isColumnHidden(Col::CostOwn)) << language;
            }
            // No two rows read the same.
            QSet<QString> seen;
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QString shown = cell(table->model(), row, Col::Configuration) + QLatin1Char('|')
                                      + cell(table->model(), row, Col::Strategy);
                EXPECT_FALSE(seen.contains(shown)) << language << " at " << width << ": " << shown.toStdString();
                seen.insert(shown);
            }
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));  // the next tests read English
}

TEST_F(PanelTest, AServingPipelineOfServersShowsItsStages)
{
    // 405B in bf16 does not fit one HGX H100: the panel names a pipeline of servers as
    // "TP 8 × PP 2 × replicas", its numbers held together by no-break spaces.
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-405b");
    s = core::withMethod(s, core::Method::Inference);
    s.weightDtype = core::DType::BF16;
    s.serving.concurrency = 50;
    s.serving.ttftTargetMs = 5000;
    s.serving.tpotTargetMs = 100;
    const core::Analysis a = core::analyse(s, core::GpuCatalog::builtIn());
    RecommendationPanel panel;
    panel.resize(900, 600);
    panel.setAnalysis(a);
    int pipelines = 0;
    for (int row = 0; row < int(a.recommendation.candidates.size()); ++row) {
        const core::Candidate &c = a.recommendation.candidates[std::size_t(row)];
        if (c.scenario.parallel.pp < 2)
            continue;
        ++pipelines;
        EXPECT_EQ(cell(panel.view()->model(), row, Col::Strategy),
                  QStringLiteral("TP\u00A0%1\u00A0×\u00A0PP\u00A0%2\u00A0×\u00A0%3")
                      .arg(c.scenario.parallel.tp)
                      .arg(c.scenario.parallel.pp)
                      .arg(c.estimate.serving->replicas));
    }
    EXPECT_GT(pipelines, 0);
}

TEST_F(PanelTest, AMoneyColumnHasOnePrecision)
{
    // The default question's list in kroner: owning ranges from under kr 100 to over kr 1 000,
    // and every cell of the column is written without decimals, as its largest amount is.
    core::Scenario s;
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-8b");
    s = core::withMethod(s, core::Method::LoRA);
    s.prices.rates = core::builtInExchangeRates();
    s.prices.currency = "NOK";
    const core::Analysis a = core::analyse(s, core::GpuCatalog::builtIn());
    RecommendationPanel panel;
    panel.resize(900, 600);
    panel.setAnalysis(a);
    const QAbstractItemModel *model = panel.view()->model();
    ASSERT_GT(model->rowCount(), 3);
    double smallest = 1e300;
    double largest = 0;
    for (const core::Candidate &c : a.recommendation.candidates) {
        smallest = std::min(smallest, c.estimate.cost.ownTotal);
        largest = std::max(largest, c.estimate.cost.ownTotal);
    }
    ASSERT_LT(smallest, 100.0);
    ASSERT_GE(largest, 100.0);
    const QString decimal = QLocale().decimalPoint();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString own = cell(model, row, Col::CostOwn);
        EXPECT_FALSE(own.contains(decimal)) << own.toStdString();
    }
}

// Buying (the quote's ownership is "own"): the cost columns show the purchase of the bill and
// the power and rack units of its systems, one precision for the purchase column.
TEST_F(PanelTest, BuyingShowsPurchaseAndPowerColumns)
{
    core::Analysis a = recommendedAnalysis();
    for (core::Candidate &c : a.recommendation.candidates)
        c.scenario.requirements.ownership = core::Ownership::Own;
    core::Candidate &h200 = a.recommendation.candidates[1];
    h200.bom.systemId = "hgx-h200-8";
    h200.bom.name = "HGX H200 8-GPU server";
    h200.bom.units = 1;
    h200.bom.purchaseTotal = 350000;
    core::Candidate &other = a.recommendation.candidates[0];
    other.bom.units = 1;
    other.bom.purchaseTotal = 17000.5;
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    RecommendationTableModel model;
    std::vector<ConfigurationRow> rows = configurationRows(a);
    rows[1].facility.powerKw = 10.2;
    rows[1].facility.rackUnits = 8;
    model.setRows(rows);
    EXPECT_EQ(model.headerData(Col::CostRent, Qt::Horizontal).toString(), QStringLiteral("Purchase"));
    EXPECT_EQ(model.headerData(Col::CostOwn, Qt::Horizontal).toString(), QStringLiteral("Power"));
    EXPECT_EQ(cell(&model, 1, Col::CostRent), QStringLiteral("$350,000"));
    EXPECT_EQ(cell(&model, 0, Col::CostRent), QStringLiteral("$17,001"));  // the column's precision
    EXPECT_EQ(cell(&model, 1, Col::CostOwn), QStringLiteral("10.2\u00A0kW · 8\u00A0U"));
    // Renting again: rent and own of the run.
    for (ConfigurationRow &row : rows)
        row.scenario.requirements.ownership = core::Ownership::Rent;
    model.setRows(rows);
    EXPECT_EQ(model.headerData(Col::CostRent, Qt::Horizontal).toString(), QStringLiteral("Rent"));
}

// Another question starts at the best row (issue #28 point 8): after a method change the
// selection (and the purchase line under the table) is the top configuration, not the row that
// happened to be selected for the old method.
TEST_F(PanelTest, AMethodChangeSelectsTheBestRow)
{
    RecommendationPanel panel;
    core::Analysis lora = recommendedAnalysis();
    panel.setAnalysis(lora);
    panel.view()->selectRow(3);
    core::Analysis full = lora;
    full.scenario.method = core::Method::Full;
    panel.setAnalysis(full);
    const QModelIndexList rows = panel.view()->selectionModel()->selectedRows();
    ASSERT_EQ(rows.size(), 1);
    EXPECT_EQ(rows.front().row(), 0);
    // The same question keeps the selection (a slider moved).
    panel.view()->selectRow(2);
    full.recommendation.candidates[2].estimate.time.wallSeconds += 60;
    panel.setAnalysis(full);
    EXPECT_EQ(panel.view()->selectionModel()->selectedRows().front().row(), 2);
}

// Nothing fits: the scenario's own configuration is listed, greyed, and never selected as the
// answer, so the purchase line does not describe it (issue #28 point 7).
TEST_F(PanelTest, AConfigurationThatDoesNotFitIsNeverSelected)
{
    core::Analysis a = overflowAnalysis();
    a.recommendation.candidates.clear();
    RecommendationPanel panel;
    panel.setAnalysis(a);
    ASSERT_EQ(panel.view()->model()->rowCount(), 1);
    EXPECT_TRUE(panel.view()->selectionModel()->selectedRows().isEmpty());
    EXPECT_TRUE(panel.billOfMaterialsText().isEmpty());
    EXPECT_FALSE(panel.useButton()->isEnabled());
    const QVariant colour = panel.view()->model()->data(panel.view()->model()->index(0, Col::Time), Qt::ForegroundRole);
    EXPECT_EQ(colour.value<QColor>(), QPalette().color(QPalette::Disabled, QPalette::Text));
}

// At 1280 x 720 in German the GPUs column is narrow: a name is drawn in a smaller font before it
// is cut, so "4 × A100 80GB PCIe" reads in full (issue #28 point 3).
TEST(FittingText, ANameTooLongForItsColumnGetsASmallerFontBeforeItIsCut)
{
    QFont font;
    font.setPointSizeF(9.0);
    const QString name = QStringLiteral("4\u00A0×\u00A0A100 80GB PCIe");
    const int full = QFontMetrics(font).horizontalAdvance(name);
    // Room for all of it: the view's font.
    EXPECT_DOUBLE_EQ(FittingTextDelegate::fittingFont(font, name, full).pointSizeF(), 9.0);
    // 5 % short: a smaller font that fits.
    const QFont smaller = FittingTextDelegate::fittingFont(font, name, full * 95 / 100);
    EXPECT_LT(smaller.pointSizeF(), 9.0);
    EXPECT_GE(smaller.pointSizeF(), 9.0 * FittingTextDelegate::kMinScale - 1e-9);
    EXPECT_LE(QFontMetrics(smaller).horizontalAdvance(name), full * 95 / 100);
    // Far too little room: no smaller than the floor (the view elides the rest).
    EXPECT_DOUBLE_EQ(FittingTextDelegate::fittingFont(font, name, full / 3).pointSizeF(),
                     9.0 * FittingTextDelegate::kMinScale);
}

// Serving GPU types the recommender left out beyond ten times the physics are named under the
// table (two names, then a count), each with what it would take and why in the tooltip; the
// line is hidden when none was.
TEST_F(PanelTest, DeclinedServingGpuTypesAreNamedWithWhy)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    core::Analysis a = recommendedAnalysis();
    RecommendationPanel panel;
    panel.setAnalysis(a);
    const QLabel *label = panel.findChild<QLabel *>(QStringLiteral("declinedGpuTypes"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->isHidden());
    core::ServingDecline l4{"l4", 384, 48, 8, 5, 6, 256, 18.4};
    core::ServingDecline l40s{"l40s", 448, 14, 32, 13, 21, 256, 36.1};
    core::ServingDecline v100{"v100-sxm2-16gb", 72, 9, 8, 7, 36, 36, 8.3};
    a.recommendation.declined = {l4, l40s, v100};
    panel.setAnalysis(a);
    EXPECT_FALSE(label->isHidden());
    const QString text = QString(label->text()).replace(QChar(0x00A0), QLatin1Char(' '));
    EXPECT_EQ(text.toStdString(), "Left out: L4, L40S and 1 more would need over 10 × the GPUs the load's "
                                  "weights and arithmetic need.");
    const QStringList tips = label->toolTip().replace(QChar(0x00A0), QLatin1Char(' ')).split(QLatin1Char('\n'));
    ASSERT_EQ(tips.size(), 3);
    EXPECT_TRUE(tips[0].startsWith(QStringLiteral("L4: 384 GPUs (48 × 8) where the load needs at least 5; 6 of "
                                                  "the 256 users a replica holds meet the targets")))
        << tips[0].toStdString();
    EXPECT_TRUE(tips[2].contains(QStringLiteral("its KV cache holds 36 users a replica"))) << tips[2].toStdString();
    a.recommendation.declined.clear();
    panel.setAnalysis(a);
    EXPECT_TRUE(label->isHidden());
}

// A serving row's launch command goes to the clipboard: the replica count and the gaps as shell
// comments, then one replica's command whose tensor-parallel flag is the row's TP; a training
// row has no such button.
TEST_F(PanelTest, CopyLaunchCommandPutsTheSelectedServingRowsCommandOnTheClipboard)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    core::Scenario s = headlineServingQuestion();
    s.serving.engine = core::ServingEngine::VLLM;
    const core::Analysis a = core::analyse(s, core::GpuCatalog::builtIn());
    ASSERT_FALSE(a.recommendation.candidates.empty());
    RecommendationPanel panel;
    panel.resize(900, 600);
    panel.setAnalysis(a);
    panel.view()->selectRow(0);
    QPushButton *copy = panel.copyLaunchButton();
    ASSERT_NE(copy, nullptr);
    EXPECT_FALSE(copy->isHidden());
    QGuiApplication::clipboard()->clear();
    copy->click();
    const QString text = QGuiApplication::clipboard()->text();
    const core::Candidate &first = a.recommendation.candidates.front();
    EXPECT_TRUE(text.startsWith(QStringLiteral("# Start %1 replica").arg(first.estimate.serving->replicas)))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("\nvllm serve meta-llama/"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("--tensor-parallel-size %1 \\\n").arg(first.scenario.parallel.tp)))
        << text.toStdString();

    panel.setAnalysis(recommendedAnalysis());   // training
    panel.view()->selectRow(0);
    EXPECT_TRUE(copy->isHidden());
}

// An empty list says why: the filter that left no GPU type to try, or that none fits.
TEST_F(PanelTest, AnEmptyListSaysWhy)
{
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    core::Analysis a = recommendedAnalysis();
    a.recommendation.candidates.clear();
    a.recommendation.emptiedBy = core::CandidateFilter::Offered;
    a.scenario.requirements.onlyOffered = true;
    RecommendationPanel panel;
    panel.setAnalysis(a);
    const QLabel *label = panel.findChild<QLabel *>(QStringLiteral("declinedGpuTypes"));
    ASSERT_NE(label, nullptr);
    EXPECT_FALSE(label->isHidden());
    EXPECT_TRUE(label->text().startsWith(QStringLiteral("Only what I sell: the price list offers no GPU.")))
        << label->text().toStdString();
    a.recommendation.emptiedBy.reset();
    panel.setAnalysis(a);
    EXPECT_EQ(label->text().toStdString(), "No catalog GPU and count fits this scenario.");
}

// A GPU name is never cut while a droppable column is shown: "1 × A100 80GB PCIe" and
// "… SXM" must read apart (issue #28 point 3). From presentation mode's narrow column to a wide
// window, every configuration of the default scenario fits its column (in the delegate's
// smaller font at worst), and the title is never cut: it goes above the rank control first.
TEST_F(PanelTest, GpuNamesAndTheTitleAreWholeAtEveryWidth)
{
    const core::Analysis a = core::analyse(ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn()),
                                           core::GpuCatalog::builtIn());
    ASSERT_FALSE(a.recommendation.candidates.empty());
    LanguageManager languages;
    for (const char *language : {"en", "nb", "de"}) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(language)));
        // Every 16 px: a width within a scroll bar's breadth of dropping a column was cut.
        for (int width = 296; width <= 712; width += 16) {
            RecommendationPanel panel;
            QFont big = panel.font();
            if (width <= 360)
                big.setPointSizeF(big.pointSizeF() * 1.5);  // presentation mode's type
            panel.setFont(big);
            panel.resize(width, 700);
            panel.show();
            QCoreApplication::processEvents();
            panel.setAnalysis(a);
            QCoreApplication::processEvents();
            QTableView *table = panel.view();
            // The room the style gives a cell's text.
            const int column = table->horizontalHeader()->sectionSize(Col::Configuration)
                               - 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
            bool anyA100Pcie = false;
            for (int row = 0; row < table->model()->rowCount(); ++row) {
                const QString name = cell(table->model(), row, Col::Configuration);
                if (name.size() > QStringLiteral("16 × A100 80GB PCIe").size())
                    continue;  // a system's name may be elided, with its tooltip
                anyA100Pcie = anyA100Pcie || name.contains(QStringLiteral("A100 80GB PCIe"));
                const QFont font = FittingTextDelegate::fittingFont(table->font(), name, column);
                EXPECT_LE(QFontMetrics(font).horizontalAdvance(name), column)
                    << language << " at " << width << " px: " << name.toStdString();
            }
            EXPECT_TRUE(anyA100Pcie);
            // While the strategy is shown, no name needs the smaller font: the strategy goes first.
            if (!table->isColumnHidden(Col::Strategy))
                for (int row = 0; row < table->model()->rowCount(); ++row) {
                    const QString name = cell(table->model(), row, Col::Configuration);
                    if (name.size() <= QStringLiteral("16 × A100 80GB PCIe").size()) {
                        EXPECT_LE(table->fontMetrics().horizontalAdvance(name), column)
                            << language << " at " << width << " px, strategy shown: " << name.toStdString();
                    }
                }
            const auto *title = panel.findChild<LiveLabel *>(QStringLiteral("recommendationsTitle"));
            ASSERT_NE(title, nullptr);
            EXPECT_LE(title->fontMetrics().horizontalAdvance(title->text()), title->contentsRect().width())
                << language << " at " << width << " px: " << title->text().toStdString();
        }
    }
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
}
