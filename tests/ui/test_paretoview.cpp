// The Pareto tab (issue #29 point 3, window part): the front it draws is core's non-dominated
// points, a point's tooltip carries its core numbers, a click applies its configuration as one
// undo step, the points fade while a drag waits for the sweep, its CSV reads back to the same
// numbers, it retranslates, and nothing of it is cut or overlapping on a laptop's screen in
// en, nb and de.
#include "charts/chartexportmenu.h"
#include "charts/datacsv.h"
#include "recommend/servingpareto.h"
#include "recommend/trainingpareto.h"
#include "test_tabs_fixtures.h"
#include "text/displayformat.h"
#include "tradeoffs/paretochart.h"
#include "tradeoffs/paretoview.h"
#include "util/csvtable.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace gpusizer;
using namespace gpusizer::ui;
using tabtest::marked;
using tabtest::settle;

namespace {

// Llama 3.1 8B on vLLM for 64 users (1,000 tokens in, 300 out) on one H100, p99 TPOT at most
// 40 ms and TTFT at most 2 s: a front with points on either side of the target.
core::Scenario servingScenario()
{
    return tabtest::servingScenario(64, 40.0, 2000.0);
}

// The window at `size` with the Pareto tab shown and its sweep computed.
void showPareto(MainWindow &window, const std::optional<core::Scenario> &scenario, QSize size = QSize(1366, 768))
{
    tabtest::showTab(window, window.pareto(), scenario, size, [&window] { window.pareto()->finishSweep(); });
}

QString tooltipAt(ParetoChart *chart, QPointF at)
{
    const QPoint p = at.toPoint();
    QHelpEvent help(QEvent::ToolTip, p, chart->mapToGlobal(p));
    QApplication::sendEvent(chart, &help);
    return QToolTip::text();
}

// The sweep's indices the chart draws on its front.
std::set<std::size_t> frontPoints(const ParetoChart &chart)
{
    std::set<std::size_t> out;
    for (const std::size_t i : chart.plot().front)
        out.insert(chart.plot().marks[i].point);
    return out;
}

} // namespace

TEST(ParetoView, TheServingFrontIsCoresNonDominatedPoints)
{
    MainWindow window;
    showPareto(window, servingScenario());
    ParetoView *view = window.pareto();
    ASSERT_TRUE(view->isCurrent());
    const core::ServingPareto *shown = view->servingSweep();
    ASSERT_NE(shown, nullptr);
    const core::ServingPareto core
        = core::servingPareto(window.document()->scenario(), window.document()->gpuCatalog());
    ASSERT_GT(core.points.size(), 100u);
    ASSERT_EQ(shown->points.size(), core.points.size());
    for (const ParetoAxes axes : { ParetoAxes::ServingSpeed, ParetoAxes::ServingCost }) {
        view->setAxes(axes);
        const bool cost = axes == ParetoAxes::ServingCost;
        std::set<std::size_t> expected;
        for (std::size_t i = 0; i < core.points.size(); ++i)
            if (cost ? !core.points[i].costDominated : !core.points[i].dominated)
                expected.insert(i);
        ASSERT_FALSE(expected.empty());
        EXPECT_EQ(frontPoints(*view->chart()), expected);
        // Every point where core puts it: tokens/s per user across, per GPU or cost up.
        const ParetoPlot &plot = view->chart()->plot();
        EXPECT_EQ(plot.marks.size(), core.points.size());
        for (const ParetoMark &m : plot.marks) {
            const core::ServingParetoPoint &p = core.points[m.point];
            EXPECT_EQ(m.x, p.tokensPerSecondPerUser);
            EXPECT_EQ(m.y, cost ? p.costPerMillionOutputTokens : p.tokensPerSecondPerGpu);
            EXPECT_EQ(m.hollow, !p.meetsTargets);
        }
        // The front's line runs left to right.
        for (std::size_t k = 1; k < plot.front.size(); ++k)
            EXPECT_LE(plot.marks[plot.front[k - 1]].x, plot.marks[plot.front[k]].x);
        // The target region starts at 1000 / 40 ms = 25 tokens/s per user.
        ASSERT_TRUE(plot.targetTokensPerUser.has_value());
        EXPECT_DOUBLE_EQ(*plot.targetTokensPerUser, 25.0);
        // The scenario's own ring: 1000 / its p99 TPOT.
        const core::ServingEstimate &e = *window.document()->analysis().estimate.serving;
        ASSERT_TRUE(plot.current.has_value());
        EXPECT_DOUBLE_EQ(plot.current->x, 1000.0 / e.tpotMs.p99);
        EXPECT_DOUBLE_EQ(plot.current->y, cost ? e.costPerMillionOutputTokens : e.outputTokensPerSecond / e.gpus);
    }
    const QLocale locale;
    EXPECT_EQ(view->statusLabel()->text(),
        QStringLiteral("On the front: %1 of %2")
            .arg(locale.toString(qulonglong(view->chart()->plot().front.size())),
                locale.toString(qulonglong(core.points.size()))));
}

TEST(ParetoView, HoveringAPointShowsItsCoreNumbers)
{
    MainWindow window;
    showPareto(window, servingScenario());
    ParetoChart *chart = window.pareto()->chart();
    const core::ServingPareto &sweep = *window.pareto()->servingSweep();
    const QLocale locale;
    int checked = 0;
    for (const std::size_t i : chart->plot().front) {
        // The point the pointer finds at the pixel (another may lie on the same one).
        const QPoint at = chart->markPosition(i).toPoint();
        const std::optional<std::size_t> found = chart->markAt(at);
        ASSERT_TRUE(found.has_value());
        const core::ServingParetoPoint &p = sweep.points[chart->plot().marks[*found].point];
        const QString tip = tooltipAt(chart, at);
        ASSERT_FALSE(tip.isEmpty());
        const core::GpuSpec *gpu = window.document()->gpuCatalog().find(p.scenario.gpuId);
        ASSERT_NE(gpu, nullptr);
        EXPECT_TRUE(tip.contains(configurationLabel(p.scenario.parallel.gpus, *gpu))) << tip.toStdString();
        EXPECT_TRUE(
            tip.contains(QStringLiteral("TP %1 · EP %2").arg(p.scenario.parallel.tp).arg(p.scenario.parallel.ep)))
            << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("replicas: %1").arg(p.scenario.serving.replicas))) << tip.toStdString();
        // One decimal below 100 tokens/s, none from 100 on.
        const auto rate = [&locale](double v) { return locale.toString(v, 'f', v < 100 ? 1 : 0); };
        EXPECT_TRUE(tip.contains(QStringLiteral("Output tokens/s per GPU: ") + rate(p.tokensPerSecondPerGpu)))
            << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("Tokens/s per user: ") + rate(p.tokensPerSecondPerUser)))
            << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("TPOT p99: ") + formatMilliseconds(p.tpotMs))) << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("TTFT p99: ") + formatMilliseconds(p.ttftMs))) << tip.toStdString();
        EXPECT_TRUE(tip.contains(formatMoney(p.costPerMillionOutputTokens, p.scenario.prices.currency, 2)))
            << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("On the front")));
        if (++checked == 5)
            break;
    }
    EXPECT_EQ(checked, 5);
    QToolTip::hideText();
}

TEST(ParetoView, ClickingAPointAppliesItAsOneUndoStep)
{
    MainWindow window;
    showPareto(window, servingScenario());
    ScenarioDocument *doc = window.document();
    ParetoChart *chart = window.pareto()->chart();
    const core::ServingPareto sweep = *window.pareto()->servingSweep();
    const core::Scenario before = doc->scenario();
    // A front point of another configuration than the scenario's.
    std::optional<std::size_t> target;
    QPoint at;
    for (const std::size_t i : chart->plot().front) {
        at = chart->markPosition(i).toPoint();
        const std::optional<std::size_t> found = chart->markAt(at);
        if (found && sweep.points[chart->plot().marks[*found].point].scenario != before) {
            target = *found;
            break;
        }
    }
    ASSERT_TRUE(target.has_value());
    const core::Scenario chosen = sweep.points[chart->plot().marks[*target].point].scenario;
    const int steps = doc->undoStack()->count();
    QTest::mouseClick(chart, Qt::LeftButton, {}, at);
    EXPECT_EQ(doc->scenario(), chosen);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_EQ(doc->undoStack()->undoText(), QStringLiteral("Apply Pareto point"));
    // The points are those of the scenario before: faded until the new sweep.
    settle();
    EXPECT_TRUE(chart->isStale());
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario(), before);
}

TEST(ParetoView, ADragFadesThePointsAndAClickOnThemDoesNothing)
{
    MainWindow window;
    showPareto(window, servingScenario());
    ScenarioDocument *doc = window.document();
    ParetoView *view = window.pareto();
    ASSERT_FALSE(view->chart()->isStale());
    // Two changes in quick succession: the second a drag tick (the quick analysis, no sweep);
    // the settle interval long so that a loaded machine cannot turn the tick into a pause.
    doc->setSettleInterval(60'000);
    doc->applyEdit(QStringLiteral("users"), [](core::Scenario &s) { s.serving.concurrency = 80; });
    settle();
    doc->applyEdit(QStringLiteral("users"), [](core::Scenario &s) { s.serving.concurrency = 96; });
    settle();
    ASSERT_TRUE(doc->analysis().recommendationPending);
    EXPECT_TRUE(view->chart()->isStale());
    EXPECT_FALSE(view->isCurrent());
    EXPECT_EQ(view->statusLabel()->text(), QStringLiteral("Updating the front\u2026"));
    EXPECT_FALSE(view->chart()->layout().stale.text.isEmpty());
    // The ring follows the tick: 1000 / the p99 TPOT at 96 users.
    const core::ServingEstimate &e = *doc->analysis().estimate.serving;
    ASSERT_TRUE(view->chart()->plot().current.has_value());
    EXPECT_DOUBLE_EQ(view->chart()->plot().current->x, 1000.0 / e.tpotMs.p99);
    const core::Scenario dragged = doc->scenario();
    const std::size_t first = view->chart()->plot().front.front();
    QTest::mouseClick(view->chart(), Qt::LeftButton, {}, view->chart()->markPosition(first).toPoint());
    EXPECT_EQ(doc->scenario(), dragged);
    // The pause: the sweep of 96 users.
    view->finishSweep();
    settle();
    EXPECT_TRUE(view->isCurrent());
    EXPECT_FALSE(view->chart()->isStale());
    EXPECT_EQ(
        view->servingSweep()->points.size(), core::servingPareto(doc->scenario(), doc->gpuCatalog()).points.size());
}

TEST(ParetoView, TrainingPlotsRentAgainstHoursOfEveryCandidate)
{
    MainWindow window;
    showPareto(window, std::nullopt); // the default scenario: Llama 3.1 8B LoRA on one H100
    ParetoView *view = window.pareto();
    ASSERT_NE(view->trainingSweep(), nullptr);
    EXPECT_FALSE(view->axesCombo()->isVisible());
    EXPECT_FALSE(view->enginesBox()->isVisible());
    const core::TrainingPareto core
        = core::trainingPareto(window.document()->scenario(), window.document()->gpuCatalog());
    ASSERT_GT(core.points.size(), 10u);
    std::set<std::size_t> expected;
    bool uncalibrated = false;
    for (std::size_t i = 0; i < core.points.size(); ++i) {
        if (!core.points[i].dominated)
            expected.insert(i);
        uncalibrated = uncalibrated || !core.points[i].calibrated;
    }
    EXPECT_EQ(frontPoints(*view->chart()), expected);
    for (const ParetoMark &m : view->chart()->plot().marks) {
        EXPECT_EQ(m.x, core.points[m.point].hours);
        EXPECT_EQ(m.y, core.points[m.point].cost);
        EXPECT_EQ(m.uncalibrated, !core.points[m.point].calibrated);
        EXPECT_EQ(m.hollow, !core.points[m.point].recommendable);
    }
    // The legend explains the asterisks where a family is assumed.
    bool keyed = false;
    for (const ParetoLayout::Key &k : view->chart()->layout().keys)
        keyed = keyed || k.key == ParetoKey::Uncalibrated;
    EXPECT_EQ(keyed, uncalibrated);
    // The tooltip marks an assumed family as the table does: "* Speed not calibrated…".
    for (std::size_t i = 0; i < view->chart()->plot().marks.size(); ++i) {
        const QPoint at = view->chart()->markPosition(i).toPoint();
        const std::optional<std::size_t> found = view->chart()->markAt(at);
        ASSERT_TRUE(found.has_value());
        const core::TrainingParetoPoint &p = core.points[view->chart()->plot().marks[*found].point];
        const QString tip = tooltipAt(view->chart(), at);
        EXPECT_TRUE(tip.contains(QStringLiteral("Rent: ") + formatMoney(p.cost, p.scenario.prices.currency)));
        EXPECT_TRUE(tip.contains(QStringLiteral("Time: ") + formatHours(p.hours * 3600.0)));
        EXPECT_EQ(tip.contains(QStringLiteral("* Speed not calibrated")), !p.calibrated) << tip.toStdString();
    }
    QToolTip::hideText();
}

TEST(ParetoView, TheCsvReadsBackToTheSweepsNumbers)
{
    MainWindow window;
    showPareto(window, servingScenario());
    const core::ServingPareto &sweep = *window.pareto()->servingSweep();
    ParetoChart *chart = window.pareto()->chart();
    // The context menu: the chart's image, and its data.
    ASSERT_NE(ChartExportMenu::of(chart), nullptr);
    DataCsvAction *csv = DataCsvAction::of(chart);
    ASSERT_NE(csv, nullptr);
    EXPECT_TRUE(chart->actions().contains(csv->action()));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("front"));
    ASSERT_TRUE(csv->saveTo(path));
    QFile file(path + QStringLiteral(".csv"));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    ASSERT_TRUE(bytes.startsWith("\xEF\xBB\xBF"));
    const core::Result<core::CsvTable> table = core::CsvTable::parse(bytes.toStdString(), "front.csv");
    ASSERT_TRUE(table.ok());
    ASSERT_EQ(table.value().rows().size(), sweep.points.size());
    const auto column = [&](const char *name) {
        const std::optional<std::size_t> c = table.value().column(name);
        EXPECT_TRUE(c.has_value()) << name;
        return c.value_or(0);
    };
    const std::size_t perGpu = column("tokens_per_s_per_gpu");
    const std::size_t perUser = column("tokens_per_s_per_user");
    const std::size_t cost = column("cost_per_million_tokens");
    const std::size_t tpot = column("tpot_ms");
    const std::size_t gpu = column("gpu");
    const std::size_t replicas = column("replicas");
    const std::size_t dominated = column("dominated");
    for (std::size_t i = 0; i < sweep.points.size(); ++i) {
        const std::vector<std::string> &row = table.value().rows()[i];
        const core::ServingParetoPoint &p = sweep.points[i];
        // The shortest text that reads back: the same double, bit for bit.
        EXPECT_EQ(std::stod(row[perGpu]), p.tokensPerSecondPerGpu);
        EXPECT_EQ(std::stod(row[perUser]), p.tokensPerSecondPerUser);
        EXPECT_EQ(std::stod(row[cost]), p.costPerMillionOutputTokens);
        EXPECT_EQ(std::stod(row[tpot]), p.tpotMs);
        EXPECT_EQ(row[gpu], p.scenario.gpuId);
        EXPECT_EQ(std::stoi(row[replicas]), p.scenario.serving.replicas);
        EXPECT_EQ(row[dominated], p.dominated ? "true" : "false");
    }
}

TEST(ParetoView, ALanguageSwitchRetranslatesTheTabControlsAndChart)
{
    MainWindow window;
    showPareto(window, servingScenario());
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    ParetoView *view = window.pareto();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(view)), QStringLiteral("Pareto"));
    // Every text of the tab's classes marked: "⟦Pareto⟧" for "Pareto".
    tabtest::MarkingTranslator translator({ "gpusizer::ui::ParetoView", "gpusizer::ui::ParetoText" }, "Pareto");
    QCoreApplication::installTranslator(&translator);
    settle();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(view)), QStringLiteral("\u27E6Pareto\u27E7"));
    for (int i = 0; i < view->axesCombo()->count(); ++i)
        EXPECT_TRUE(marked(view->axesCombo()->itemText(i))) << view->axesCombo()->itemText(i).toStdString();
    EXPECT_TRUE(marked(view->enginesBox()->text()));
    EXPECT_TRUE(marked(view->statusLabel()->text())) << view->statusLabel()->text().toStdString();
    const ParetoLayout &layout = view->chart()->layout();
    EXPECT_TRUE(marked(layout.xTitle.text + layout.xTitle.whole)) << layout.xTitle.text.toStdString();
    EXPECT_TRUE(marked(layout.yTitle.text + layout.yTitle.whole)) << layout.yTitle.text.toStdString();
    ASSERT_GE(layout.keys.size(), 4u);
    for (const ParetoLayout::Key &k : layout.keys)
        EXPECT_TRUE(marked(k.text.text + k.text.whole)) << k.text.text.toStdString();
    QCoreApplication::removeTranslator(&translator);
    settle();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(view)), QStringLiteral("Pareto"));
    EXPECT_EQ(view->chart()->layout().yTitle.text, QStringLiteral("Output tokens/s per GPU"));
}

// The tab on a laptop (1366 × 768, 1280 × 720) in every language, serving (both fronts) and
// training: no text leaves the chart or runs into another, a shortened one keeps its whole
// text for the tooltip, the plot keeps room to point at, and no control is narrower than its
// text.
class ParetoFits : public tabtest::LanguageTest
{
};

TEST_P(ParetoFits, AtLaptopSizes)
{
    for (const QSize size : tabtest::kLaptopSizes) {
        for (const bool serving : { true, false }) {
            MainWindow window;
            showPareto(window, serving ? std::optional(servingScenario()) : std::nullopt, size);
            ParetoView *view = window.pareto();
            for (const ParetoAxes axes : serving ? std::vector { ParetoAxes::ServingSpeed, ParetoAxes::ServingCost }
                                                 : std::vector { ParetoAxes::Training }) {
                view->setAxes(axes);
                settle();
                const QString where = whereAt(size, QString::number(int(axes)));
                const ParetoChart *chart = view->chart();
                const std::vector<PlotText> texts = chart->layout().texts();
                ASSERT_GT(texts.size(), 8u) << where.toStdString();
                tabtest::expectInsideAndApart(texts, chart->rect(), where);
                tabtest::expectWholeKept(texts, where);
                EXPECT_GE(chart->layout().plot.width(), 250) << where.toStdString();
                EXPECT_GE(chart->layout().plot.height(), 250) << where.toStdString();
                EXPECT_GE(chart->layout().xTicks.size(), 3u) << where.toStdString();
                EXPECT_GE(chart->layout().yTicks.size(), 3u) << where.toStdString();
                for (const QComboBox *combo : view->findChildren<QComboBox *>()) {
                    if (combo->isVisible()) {
                        EXPECT_GE(combo->width(), combo->sizeHint().width())
                            << QString(where + combo->currentText()).toStdString();
                    }
                }
                for (const QCheckBox *box : view->findChildren<QCheckBox *>()) {
                    if (box->isVisible()) {
                        EXPECT_GE(box->width(), box->sizeHint().width()) << QString(where + box->text()).toStdString();
                    }
                }
                const QLabel *status = view->statusLabel();
                EXPECT_GE(status->height(), status->heightForWidth(status->width())) << where.toStdString();
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, ParetoFits, ::testing::Values("en", "nb", "de"));
