// Disaggregated prefill and decode in the window (issue #30 point 2): "Split prefill and decode"
// puts split deployments among the ranked configurations of the 70B question, applying one
// shows its pools in the headline and the Serving group and undoes in one step, "Colocate" goes
// back in one step, and a cluster or load the split does not hold marks its controls.
#include "controls/controlpanel.h"
#include "controls/invalidsettings.h"
#include "controls/splitrow.h"
#include "document/scenariodocument.h"
#include "i18n/languagemanager.h"
#include "mainwindow.h"
#include "panels/headlinestrip.h"
#include "panels/recommendationpanel.h"
#include "panels/recommendationtablemodel.h"
#include "panels/splitcheckbox.h"
#include "settings/appsettings.h"
#include "test_report_fixtures.h"
#include "test_tabs_fixtures.h"
#include "widgetlookup.h"

#include "analysisfixtures.h"

#include <QApplication>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using uitest::child;

namespace {

// Llama 3.1 70B served by vLLM at 5 requests/s (open loop), 8,000 tokens in and 300 out, with
// TTFT 2 s and TPOT 30 ms at p99; asked on 4 H100 SXM (the list does not depend on them).
core::Scenario question()
{
    core::Scenario s = core::testing::splitQuestion70BInWindow(reporttest::servingScenario(), 30);
    s.parallel.gpus = 4;
    s.parallel.tp = 4;
    return s;
}

QString plain(QString text)
{
    return text.replace(QChar(0x00A0), QLatin1Char(' '));
}

bool isSplit(const ConfigurationRow &row)
{
    return row.scenario.serving.disaggregation.enabled();
}

class SplitDeployment : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        appsettings::recommendDisaggregate().remove();
        window.emplace();
        window->resize(1366, 768);
        window->show();
        document()->replaceScenario(QStringLiteral("test"), question());
        document()->flush();
        tabtest::settle();
        panel = window->findChild<RecommendationPanel *>(QStringLiteral("recommendations"));
        ASSERT_NE(panel, nullptr);
    }
    void TearDown() override
    {
        window.reset();
        // The preference is the test process's: the next test starts without it.
        appsettings::recommendDisaggregate().remove();
        QLocale::setDefault(QLocale::system());
    }

    ScenarioDocument *document() const { return window->document(); }
    const std::vector<ConfigurationRow> &rows() const { return panel->model()->rows(); }
    void checkSplit()
    {
        panel->splitCheckBox()->click();
        document()->flush();
        tabtest::settle();
    }
    // The first split row applied with "Use this configuration".
    void applyBestSplit()
    {
        checkSplit();
        ASSERT_FALSE(rows().empty());
        ASSERT_TRUE(isSplit(rows().front()));
        panel->view()->selectRow(0);
        panel->useButton()->click();
        document()->flush();
        tabtest::settle();
    }
    QString headlineDetail() const
    {
        return plain(window->findChild<HeadlineStrip *>(QStringLiteral("headline"))->detailText());
    }

    std::optional<MainWindow> window;
    RecommendationPanel *panel = nullptr;
};

} // namespace

TEST_F(SplitDeployment, CheckboxRanksTheSplitFirstForThe70bQuestion)
{
    SplitCheckBox *box = panel->splitCheckBox();
    EXPECT_TRUE(box->isVisibleTo(panel));
    EXPECT_TRUE(box->isEnabled());
    EXPECT_FALSE(box->isChecked());
    EXPECT_FALSE(document()->disaggregate());
    ASSERT_FALSE(rows().empty());
    EXPECT_TRUE(std::none_of(rows().begin(), rows().end(), isSplit));
    // Colocated, the cheapest is three B200 replicas of TP 4: 12 GPUs.
    EXPECT_EQ(rows().front().scenario.gpuId, "b200");
    EXPECT_EQ(rows().front().gpus, 12);

    checkSplit();
    EXPECT_TRUE(document()->disaggregate());
    EXPECT_TRUE(appsettings::recommendDisaggregate().get()); // remembered for the next session
    ASSERT_FALSE(rows().empty());
    // Split, four prefill workers of TP 2 and one decode worker of TP 2 meet both targets on
    // 4 x 2 + 1 x 2 = 10 GB200 of one NVL72 rack, two fewer than the colocated 12 B200: it ranks
    // first (on B200, two servers apart, the KV hand-over crosses the network and two prefill
    // workers of TP 4 leave the TTFT p99 just over its 2 s).
    const ConfigurationRow &best = rows().front();
    ASSERT_TRUE(isSplit(best));
    EXPECT_EQ(best.scenario.gpuId, "gb200-per-gpu");
    EXPECT_EQ(best.scenario.serving.disaggregation, (core::DisaggregationSettings { 4, 2, 1, 2 }));
    EXPECT_EQ(best.gpus, 10);
    EXPECT_EQ(best.strategy, QStringLiteral("4P(TP2)+1D(TP2)"));
    EXPECT_EQ(panel->model()->data(panel->model()->index(0, RecommendationTableModel::Strategy)).toString(),
        QStringLiteral("4P(TP2)+1D(TP2)"));
    EXPECT_EQ(panel->model()->headerData(RecommendationTableModel::Strategy, Qt::Horizontal).toString(),
        QStringLiteral("Deployment"));
    // Every split's GPUs are its pools', and the colocated 12 stay in the list among them.
    for (const ConfigurationRow &row : rows()) {
        if (isSplit(row)) {
            EXPECT_EQ(row.gpus, row.scenario.serving.disaggregation.gpus()) << row.strategy.toStdString();
        }
    }
    EXPECT_TRUE(std::any_of(rows().begin(), rows().end(),
        [](const ConfigurationRow &r) { return !isSplit(r) && r.scenario.gpuId == "b200" && r.gpus == 12; }));
    // At 1366 pixels the deployment column stays: it alone tells two splits of as many GPUs apart.
    EXPECT_FALSE(panel->view()->isColumnHidden(RecommendationTableModel::Strategy));

    checkSplit(); // off again: colocated only
    EXPECT_FALSE(document()->disaggregate());
    EXPECT_TRUE(std::none_of(rows().begin(), rows().end(), isSplit));
}

TEST_F(SplitDeployment, ApplyingASplitShowsItsPoolsAndUndoRestores)
{
    const int undoBefore = document()->undoStack()->index();
    applyBestSplit();
    const core::Scenario &s = document()->scenario();
    EXPECT_EQ(s.serving.disaggregation, (core::DisaggregationSettings { 4, 2, 1, 2 }));
    EXPECT_EQ(s.parallel.gpus, 10); // the cluster is the pools': the core accepts it
    EXPECT_TRUE(document()->analysis().valid);
    EXPECT_EQ(document()->undoStack()->index(), undoBefore + 1);
    // The hand-over: 80 layers x 8 KV heads x 128 x 2 (K and V) x 2 bytes = 327,680 bytes a
    // token, 2.62 GB for 8,000; the 10 GPUs are in one NVL72 NVLink domain, so it stays on
    // NVLink (900 GB/s at 0.70 efficiency), each of the decode worker's 2 GPUs taking half:
    // 1.31 GB / 630 GB/s = 2.1 ms, plus 6.7 ms to post it = 8.8 ms.
    EXPECT_TRUE(headlineDetail().contains(QStringLiteral("Prefill 4 × TP2 · decode 1 × TP2 · KV hand-over 8.8 ms")))
        << headlineDetail().toStdString();
    EXPECT_FALSE(headlineDetail().contains(QStringLiteral("KV pool holds")));
    auto *pools = child<QLabel>(*window, "servingSplit");
    auto *colocate = child<QPushButton>(*window, "servingColocate");
    ASSERT_TRUE(pools && colocate);
    EXPECT_TRUE(pools->isVisible());
    EXPECT_TRUE(colocate->isVisible());
    EXPECT_EQ(pools->text(), QStringLiteral("4P(TP2)+1D(TP2)"));
    // "10 GPUs" (or "10 GPU(s)" until the English plural forms are filled in).
    EXPECT_TRUE(plain(pools->toolTip()).contains(QStringLiteral(": 10 GPU"))) << pools->toolTip().toStdString();
    // The split applied is the current row, bold, and "Use" has nothing to do.
    EXPECT_TRUE(rows().front().current);
    EXPECT_FALSE(panel->useButton()->isEnabled());

    document()->undoStack()->undo();
    document()->flush();
    tabtest::settle();
    EXPECT_EQ(document()->scenario(), question());
    EXPECT_FALSE(headlineDetail().contains(QStringLiteral("Prefill")));
    EXPECT_TRUE(headlineDetail().contains(QStringLiteral("KV pool holds")));
    EXPECT_FALSE(pools->isVisible());
}

TEST_F(SplitDeployment, ColocateIsOneUndoStepAndAColocatedRowClearsTheSplit)
{
    applyBestSplit();
    const core::Scenario split = document()->scenario();
    const int undoBefore = document()->undoStack()->index();
    child<QPushButton>(*window, "servingColocate")->click();
    document()->flush();
    tabtest::settle();
    const core::Scenario &s = document()->scenario();
    EXPECT_FALSE(s.serving.disaggregation.enabled());
    // The same 10 GPUs as replicas of the decode workers' TP 2: five of them.
    EXPECT_EQ(s.parallel.gpus, 10);
    EXPECT_EQ(s.parallel.tp, 2);
    EXPECT_TRUE(document()->analysis().valid);
    EXPECT_EQ(document()->undoStack()->index(), undoBefore + 1);
    EXPECT_FALSE(child<QLabel>(*window, "servingSplit")->isVisible());
    EXPECT_FALSE(headlineDetail().contains(QStringLiteral("Prefill")));
    document()->undoStack()->undo();
    document()->flush();
    tabtest::settle();
    EXPECT_EQ(document()->scenario(), split);

    // Applying a colocated row of the list clears the split too.
    const auto colocated
        = std::find_if(rows().begin(), rows().end(), [](const ConfigurationRow &r) { return !isSplit(r); });
    ASSERT_NE(colocated, rows().end());
    panel->view()->selectRow(int(colocated - rows().begin()));
    panel->useButton()->click();
    document()->flush();
    EXPECT_FALSE(document()->scenario().serving.disaggregation.enabled());
}

TEST(SplitRowColocated, KeepsTheWholeReplicasOfTheClustersTensorParallelism)
{
    core::Scenario s;
    s.method = core::Method::Inference;
    // 1 prefill worker of TP 4 and 1 decode worker of TP 8 on 12 GPUs at the decode TP 8: one
    // replica of 8 fits, the other 4 GPUs hold none.
    s.parallel.gpus = 12;
    s.parallel.tp = 8;
    s.serving.disaggregation = { 1, 4, 1, 8 };
    core::Scenario together = SplitRow::colocated(s);
    EXPECT_FALSE(together.serving.disaggregation.enabled());
    EXPECT_EQ(together.parallel.gpus, 8);
    // 2P(TP4)+1D(TP2) on 10 GPUs at TP 2: five replicas, every GPU kept.
    s.parallel.gpus = 10;
    s.parallel.tp = 2;
    s.serving.disaggregation = { 2, 4, 1, 2 };
    together = SplitRow::colocated(s);
    EXPECT_EQ(together.parallel.gpus, 10);
    EXPECT_EQ(together.parallel.tp, 2);
}

// The controls and the panel without the window: the time and cost chart fails an assertion
// when a serving analysis turns invalid (TimeCostChart::placeRowLabels reads the row names of
// the new, empty analysis with the categories of the old one), which is not what this checks.
TEST(SplitDeploymentInvalid, ClusterAndLoadTheSplitDoesNotHoldAreMarked)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ScenarioDocument document;
    ControlPanel controls(&document);
    RecommendationPanel panel;
    QObject::connect(&document, &ScenarioDocument::analysisChanged, &panel, &RecommendationPanel::setAnalysis);
    controls.show();
    // The split the recommender ranks first for the 70B question, as "Use this configuration"
    // applies it (its cluster the pools' 10 GPUs, at the decode workers' TP 2).
    document.setDisaggregate(true);
    document.replaceScenario(QStringLiteral("test"), question());
    document.flush();
    const auto &candidates = document.analysis().recommendation.candidates;
    ASSERT_FALSE(candidates.empty());
    ASSERT_TRUE(candidates.front().scenario.serving.disaggregation.enabled());
    document.replaceScenario(QStringLiteral("use"), candidates.front().scenario);
    document.flush();
    tabtest::settle();
    ASSERT_TRUE(document.analysis().valid);
    EXPECT_TRUE(panel.splitCheckBox()->isEnabled());

    // One node of 8 GPUs instead of the pools' 10: the core refuses, and the GPU count and the
    // split's row are marked.
    auto *nodes = child<QSpinBox>(controls, "nodes");
    auto *perNode = child<QSpinBox>(controls, "gpusPerNode");
    ASSERT_TRUE(nodes && perNode);
    const int undoBefore = document.undoStack()->index();
    nodes->setValue(1);
    perNode->setValue(8);
    document.flush();
    tabtest::settle();
    ASSERT_FALSE(document.analysis().valid);
    EXPECT_EQ(document.analysis().error.field, "cluster.gpus");
    EXPECT_TRUE(nodes->property(InvalidSettingMarker::kProperty).toBool());
    EXPECT_TRUE(perNode->property(InvalidSettingMarker::kProperty).toBool());
    EXPECT_TRUE(child<QPushButton>(controls, "servingColocate")->property(InvalidSettingMarker::kProperty).toBool());
    document.undoStack()->setIndex(undoBefore);
    document.flush();
    tabtest::settle();
    ASSERT_TRUE(document.analysis().valid);
    EXPECT_FALSE(nodes->property(InvalidSettingMarker::kProperty).toBool());

    // An offline job is no stream of requests: the load is marked, and the split cannot be asked for.
    document.applyEdit(QStringLiteral("offline"), [](core::Scenario &s) { s.serving.load = core::LoadKind::Offline; });
    document.flush();
    tabtest::settle();
    ASSERT_FALSE(document.analysis().valid);
    EXPECT_EQ(document.analysis().error.field, "serving.load");
    EXPECT_TRUE(child<QWidget>(controls, "servingLoad")->property(InvalidSettingMarker::kProperty).toBool());
    EXPECT_FALSE(panel.splitCheckBox()->isEnabled());
    EXPECT_TRUE(panel.splitCheckBox()->toolTip().startsWith(QStringLiteral("Needs a load of users")));
    QLocale::setDefault(QLocale::system());
}

TEST_F(SplitDeployment, HiddenForTraining)
{
    document()->replaceScenario(QStringLiteral("training"), reporttest::qloraScenario());
    document()->flush();
    tabtest::settle();
    EXPECT_FALSE(panel->splitCheckBox()->isVisibleTo(panel));
}

// The new texts go through tr() (a translator that marks every text of their classes) and fit
// the laptop screens in each language.
TEST_F(SplitDeployment, TextsAreTranslatedAndFitTheLaptopScreens)
{
    applyBestSplit();
    {
        tabtest::MarkingTranslator marking(
            { "gpusizer::ui::SplitCheckBox", "gpusizer::ui::SplitRow", "DisaggregationText" }, QByteArray());
        QApplication::installTranslator(&marking);
        tabtest::settle();
        EXPECT_TRUE(tabtest::marked(panel->splitCheckBox()->text()));
        EXPECT_TRUE(tabtest::marked(panel->splitCheckBox()->toolTip()));
        EXPECT_TRUE(tabtest::marked(child<QPushButton>(*window, "servingColocate")->text()));
        EXPECT_TRUE(tabtest::marked(child<QLabel>(*window, "servingSplit")->text()));
        EXPECT_TRUE(tabtest::marked(headlineDetail())) << headlineDetail().toStdString();
        QApplication::removeTranslator(&marking);
    }
    LanguageManager languages;
    for (const char *language : { "en", "nb", "de" }) {
        ASSERT_TRUE(languages.setLanguage(QString::fromLatin1(language)));
        for (const QSize size : tabtest::kLaptopSizes) {
            window->resize(size);
            tabtest::settle();
            const std::string where = std::string(language) + " " + std::to_string(size.width());
            SplitCheckBox *box = panel->splitCheckBox();
            EXPECT_GE(box->width(), box->sizeHint().width()) << where;
            for (const char *name : { "servingSplit", "servingColocate" }) {
                auto *widget = child<QWidget>(*window, name);
                EXPECT_GE(widget->width(), widget->sizeHint().width()) << where << " " << name;
            }
        }
    }
    languages.setLanguage(QStringLiteral("en"));
}

namespace {

// A serving scenario that turns invalid (3 GPUs cannot hold TP 2 replicas) redraws every chart
// with no rows: the time and cost chart once read its old rows' labels here and crashed.
TEST(ServingTurnsInvalid, TheWindowShowsWhyAndKeepsRunning)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    window.document()->replaceScenario(QStringLiteral("test"), reporttest::servingScenario());
    window.document()->flush();
    tabtest::settle();
    ASSERT_TRUE(window.document()->analysis().valid);
    window.document()->applyEdit(QStringLiteral("gpus"), [](core::Scenario &s) {
        s.parallel.gpus = 3;
        s.parallel.tp = 2;
    });
    window.document()->flush();
    tabtest::settle();
    EXPECT_FALSE(window.document()->analysis().valid);
    window.document()->undoStack()->undo();
    window.document()->flush();
    tabtest::settle();
    EXPECT_TRUE(window.document()->analysis().valid);
    QLocale::setDefault(QLocale::system());
}

} // namespace
