// The map tab (issue #29, window part): a 32 × 32 heat map of the default scenario over
// sequence length and micro-batch, whose tooltips carry core::explore's numbers, whose click
// applies a cell as one undo step, whose fit boundary runs between fitting and non-fitting
// cells; it retranslates, follows a drag with the coarse grid, and fits a laptop's screen in
// en, nb and de.
#include "analysis/explore.h"
#include "explore/exploremapwidget.h"
#include "explore/exploreview.h"
#include "explore/mapaxes.h"
#include "explore/mapcontrols.h"
#include "model/methodchange.h"
#include "model/units.h"
#include "test_tabs_fixtures.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <cmath>

using namespace gpusizer;
using namespace gpusizer::ui;
using tabtest::marked;
using tabtest::settle;

namespace {

// The window at `size` with the map tab shown and computed whole.
void showMap(MainWindow &window, QSize size = QSize(1366, 768))
{
    tabtest::showTab(window, window.explore(), std::nullopt, size, [&window] { window.explore()->finishMap(); });
}

// core::explore of the document's scenario over the map's own axes: what every cell must show.
core::ExploreMap expected(MainWindow &window, core::ExploreMetric metric = core::ExploreMetric::Memory)
{
    const ExploreView *view = window.explore();
    return core::explore(window.document()->scenario(), window.document()->gpuCatalog(), view->xAxis(), view->yAxis(),
                         metric);
}

QString tooltipAt(ExploreMapWidget *map, MapCell cell)
{
    const QPoint at = map->cellRect(cell).center().toPoint();
    QHelpEvent help(QEvent::ToolTip, at, map->mapToGlobal(at));
    QApplication::sendEvent(map, &help);
    return QToolTip::text();
}

} // namespace

TEST(ExploreMap, ShowsThirtyTwoByThirtyTwoCellsOfTheDefaultScenario)
{
    MainWindow window;
    showMap(window);
    const ExploreView *view = window.explore();
    const MapCells &cells = view->computation().cells();
    // Llama 3.1 8B LoRA, 4,096 tokens, micro-batch 2: sequence length from 4,096 / 16 = 256 to
    // 4,096 × 16 = 65,536 tokens, micro-batch from 1 (2 / 16, at the limit) to 1 + 31 = 32.
    EXPECT_EQ(view->xAxis().name, "seq-len");
    EXPECT_EQ(view->yAxis().name, "micro-batch");
    ASSERT_EQ(cells.columns(), 32u);
    ASSERT_EQ(cells.rows(), 32u);
    EXPECT_TRUE(cells.complete());
    EXPECT_DOUBLE_EQ(view->xAxis().values.front(), 256);
    EXPECT_DOUBLE_EQ(view->xAxis().values.back(), 65536);
    EXPECT_DOUBLE_EQ(view->yAxis().values.front(), 1);
    EXPECT_DOUBLE_EQ(view->yAxis().values.back(), 32);
    // Every cell as core computes it.
    const core::ExploreMap map = expected(window);
    for (std::size_t j = 0; j < 32; ++j)
        for (std::size_t i = 0; i < 32; ++i) {
            const core::ExploreCell *shown = cells.shown(i, j);
            ASSERT_NE(shown, nullptr);
            EXPECT_EQ(shown->value, map.at(i, j).value) << i << "," << j;
            EXPECT_EQ(shown->verdict, map.at(i, j).verdict) << i << "," << j;
        }
    // The scenario's own cell is outlined: 4,096 tokens and micro-batch 2 are on the grid.
    ASSERT_TRUE(view->map()->current().has_value());
    EXPECT_DOUBLE_EQ(view->xAxis().values[view->map()->current()->column], 4096);
    EXPECT_DOUBLE_EQ(view->yAxis().values[view->map()->current()->row], 2);
}

TEST(ExploreMap, HoveringACellShowsCoresNumbersInTheLocale)
{
    MainWindow window;
    showMap(window);
    ExploreMapWidget *map = window.explore()->map();
    const core::ExploreMap core = expected(window);
    const QLocale locale;
    // A cell that fits (short sequences, micro-batch 3) and one that does not (64K tokens × 32).
    for (const MapCell cell : {MapCell{4, 2}, MapCell{31, 31}}) {
        const core::ExploreCell &c = core.at(cell.column, cell.row);
        ASSERT_TRUE(c.valid && c.value);
        const QString tip = tooltipAt(map, cell);
        ASSERT_FALSE(tip.isEmpty());
        const QString seqLen = locale.toString(static_cast<qlonglong>(window.explore()->xAxis().values[cell.column]));
        const QString microBatch = locale.toString(static_cast<qlonglong>(window.explore()->yAxis().values[cell.row]));
        EXPECT_TRUE(tip.contains(QStringLiteral("Sequence length: %1 tokens").arg(seqLen))) << tip.toStdString();
        EXPECT_TRUE(tip.contains(QStringLiteral("Micro-batch: %1").arg(microBatch))) << tip.toStdString();
        // Memory in GiB with one decimal (above 10 GiB), the band with the same unit.
        const auto gib = [&](double v) -> QString { return locale.toString(v, 'f', v < 10 ? 2 : 1) + QStringLiteral("\u00A0GiB"); };
        EXPECT_TRUE(tip.contains(QStringLiteral("Memory per GPU: ") + gib(*c.value))) << tip.toStdString();
        ASSERT_LT(c.low, c.high);
        EXPECT_TRUE(tip.contains(QStringLiteral("Band: %1 \u2013 %2").arg(gib(c.low), gib(c.high)))) << tip.toStdString();
        EXPECT_TRUE(tip.contains(c.verdict == core::FitVerdict::DoesNotFit ? QStringLiteral("Does not fit")
                                                                           : QStringLiteral("Fits")))
            << tip.toStdString();
    }
    QToolTip::hideText();
}

TEST(ExploreMap, ClickingACellAppliesItAsOneUndoStep)
{
    MainWindow window;
    showMap(window);
    ScenarioDocument *doc = window.document();
    const core::Scenario before = doc->scenario();
    const int steps = doc->undoStack()->count();
    ExploreMapWidget *map = window.explore()->map();
    const MapCell cell{20, 9};
    QTest::mouseClick(map, Qt::LeftButton, {}, map->cellRect(cell).center().toPoint());
    EXPECT_EQ(doc->scenario().seqLen, static_cast<int>(window.explore()->xAxis().values[20]));
    EXPECT_EQ(doc->scenario().microBatch, static_cast<int>(window.explore()->yAxis().values[9]));
    EXPECT_NE(doc->scenario().seqLen, before.seqLen);
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_EQ(doc->undoStack()->undoText(), QStringLiteral("Apply map cell"));
    // The outline follows the scenario to the clicked cell.
    doc->flush();
    settle();
    EXPECT_EQ(map->current(), cell);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario(), before);
}

TEST(ExploreMap, TheFitBoundaryRunsBetweenAFittingAndANonFittingCell)
{
    MainWindow window;
    showMap(window);
    const ExploreMapWidget *map = window.explore()->map();
    const core::ExploreMap core = expected(window);
    const std::vector<ExploreMapWidget::BoundaryEdge> edges = map->boundary();
    // 8B LoRA on an 80 GB H100: 256 tokens × 1 fits, 65,536 tokens × 32 does not.
    ASSERT_NE(core.at(0, 0).verdict, core::FitVerdict::DoesNotFit);
    ASSERT_EQ(core.at(31, 31).verdict, core::FitVerdict::DoesNotFit);
    ASSERT_FALSE(edges.empty());
    for (const ExploreMapWidget::BoundaryEdge &e : edges) {
        EXPECT_NE(core.at(e.fitting.column, e.fitting.row).verdict, core::FitVerdict::DoesNotFit);
        EXPECT_EQ(core.at(e.notFitting.column, e.notFitting.row).verdict, core::FitVerdict::DoesNotFit);
        const long dc = static_cast<long>(e.notFitting.column) - static_cast<long>(e.fitting.column);
        const long dr = static_cast<long>(e.notFitting.row) - static_cast<long>(e.fitting.row);
        EXPECT_EQ(std::abs(dc) + std::abs(dr), 1);
        // Memory grows with both: the cell beyond the boundary is the longer or the larger batch.
        EXPECT_GE(dc + dr, 1);
        // The line is the edge the two cells share.
        const QRectF a = map->cellRect(e.fitting);
        const QRectF b = map->cellRect(e.notFitting);
        for (const QPointF p : {e.line.p1(), e.line.p2()}) {
            EXPECT_TRUE(a.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p));
            EXPECT_TRUE(b.adjusted(-0.01, -0.01, 0.01, 0.01).contains(p));
        }
        EXPECT_NEAR(e.line.length(), dc != 0 ? a.height() : a.width(), 0.01);
    }
}

TEST(ExploreMap, ADragShowsTheCoarseGridAndThePauseTheFineOne)
{
    MainWindow window;
    showMap(window);
    ScenarioDocument *doc = window.document();
    // Two changes in quick succession: the second is a drag tick (the document's quick
    // analysis), with the GPUs changed, so no cell can stay. "Quick succession" is the settle
    // interval, made long so that a loaded machine cannot turn the tick into a pause.
    doc->setSettleInterval(60'000);
    doc->applyEdit(QStringLiteral("gpus"), [](core::Scenario &s) { s.parallel.gpus = 2; });
    settle();
    doc->applyEdit(QStringLiteral("gpus"), [](core::Scenario &s) { s.parallel.gpus = 4; });
    settle();
    ASSERT_TRUE(doc->analysis().recommendationPending);
    const MapCells &cells = window.explore()->computation().cells();
    // 8 × 8 computed (blocks of 4 × 4), no fine row yet: every cell shows its block's.
    EXPECT_EQ(cells.coarse().x.size(), 8u);
    EXPECT_EQ(cells.coarse().y.size(), 8u);
    EXPECT_EQ(cells.rowsDone(), 0u);
    EXPECT_EQ(cells.shown(5, 6), &cells.coarse().at(1, 1));
    // The pause: the full analysis, then the fine rows in slices.
    doc->flush();
    for (int i = 0; i < 200 && !cells.complete(); ++i)
        QApplication::processEvents();
    EXPECT_TRUE(cells.complete());
    const core::ExploreMap core = expected(window);
    EXPECT_EQ(cells.shown(5, 6)->value, core.at(5, 6).value);
}

// The axes and metric chosen come back in the next session, for training and serving apart.
TEST(ExploreMap, TheChosenAxesAndMetricComeBackNextTime)
{
    {
        MainWindow window;
        showMap(window);
        window.explore()->choose({"gpus", "grad-accum", core::ExploreMetric::Time});
        EXPECT_EQ(window.explore()->xAxis().name, "gpus");
    }
    MainWindow next;
    showMap(next);
    EXPECT_EQ(next.explore()->xAxis().name, "gpus");
    EXPECT_EQ(next.explore()->yAxis().name, "grad-accum");
    EXPECT_EQ(next.explore()->controls()->metric(), core::ExploreMetric::Time);
    // Serving has its own: users across, input length up, TPOT, as nothing was chosen for it.
    core::Scenario serving = core::withMethod(next.document()->scenario(), core::Method::Inference);
    next.document()->replaceScenario(QStringLiteral("serve"), serving);
    next.document()->flush();
    settle();
    EXPECT_EQ(next.explore()->xAxis().name, "concurrency");
    EXPECT_EQ(next.explore()->yAxis().name, "input-len");
    EXPECT_EQ(next.explore()->controls()->metric(), core::ExploreMetric::Tpot);
    // Back to the defaults for the tests after this one.
    next.document()->undoStack()->undo();
    next.document()->flush();
    settle();
    next.explore()->choose({"seq-len", "micro-batch", core::ExploreMetric::Memory});
}

TEST(ExploreMap, ALanguageSwitchRetranslatesTheTabCombosAndLegend)
{
    MainWindow window;
    showMap(window);
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    MapControls *controls = window.explore()->controls();
    const ExploreMapWidget *map = window.explore()->map();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(window.explore())), QStringLiteral("Map"));
    // Every text of the map's classes marked: "⟦Map⟧" for "Map".
    tabtest::MarkingTranslator translator(
        {"gpusizer::ui::MapControls", "gpusizer::ui::ExploreText", "gpusizer::ui::ExploreMapWidget"}, "Map");
    QCoreApplication::installTranslator(&translator);
    settle();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(window.explore())), QStringLiteral("\u27E6Map\u27E7"));
    for (QComboBox *combo : {controls->inputCombo(MapControls::Axis::X), controls->inputCombo(MapControls::Axis::Y),
                             controls->metricCombo()})
        for (int i = 0; i < combo->count(); ++i)
            EXPECT_TRUE(marked(combo->itemText(i))) << combo->itemText(i).toStdString();
    for (QLabel *label : controls->findChildren<QLabel *>()) {
        if (label->text().size() > 1) {
            EXPECT_TRUE(marked(label->text())) << label->text().toStdString();
        }
    }
    EXPECT_TRUE(marked(map->layout().legendTitle.text)) << map->layout().legendTitle.text.toStdString();
    EXPECT_TRUE(marked(map->layout().xTitle.text));
    EXPECT_TRUE(marked(map->layout().yTitle.text));
    ASSERT_FALSE(map->layout().keys.empty());
    for (const auto &key : map->layout().keys)
        EXPECT_TRUE(marked(key.text.text)) << key.text.text.toStdString();
    QCoreApplication::removeTranslator(&translator);
    settle();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(window.explore())), QStringLiteral("Map"));
    EXPECT_EQ(map->layout().legendTitle.text, QStringLiteral("Memory per GPU (GiB)"));
}

// The map and its controls on a laptop (1366 × 768, 1280 × 720) in every language: no text of
// the map leaves it or runs into another, a shortened one keeps its whole text for the tooltip,
// the cells stay large enough to point at, and no control is narrower than its text.
class ExploreMapFits : public tabtest::LanguageTest {
};

TEST_P(ExploreMapFits, AtLaptopSizes)
{
    for (const QSize size : tabtest::kLaptopSizes) {
        MainWindow window;
        showMap(window, size);
        const QString where = whereAt(size);
        const ExploreMapWidget *map = window.explore()->map();
        const std::vector<PlacedText> texts = map->layout().texts();
        ASSERT_GT(texts.size(), 8u) << where.toStdString();
        tabtest::expectInsideAndApart(texts, map->rect(), where);
        tabtest::expectWholeKept(texts, where);
        EXPECT_GE(map->layout().cellWidth, 6) << where.toStdString();
        EXPECT_GE(map->layout().cellHeight, 4) << where.toStdString();
        // At least three ticks on each axis, the legend's colour bar with two.
        EXPECT_GE(map->layout().xTicks.size(), 3u) << where.toStdString();
        EXPECT_GE(map->layout().yTicks.size(), 3u) << where.toStdString();
        EXPECT_GE(map->layout().legendTicks.size(), 2u) << where.toStdString();
        const MapControls *controls = window.explore()->controls();
        for (const QComboBox *combo : controls->findChildren<QComboBox *>())
            EXPECT_GE(combo->width(), combo->sizeHint().width()) << QString(where + combo->currentText()).toStdString();
        for (const QLabel *label : controls->findChildren<QLabel *>())
            EXPECT_GE(label->width(), label->sizeHint().width()) << QString(where + label->text()).toStdString();
        for (const QDoubleSpinBox *box : controls->findChildren<QDoubleSpinBox *>()) {
            if (box->isVisible()) {
                EXPECT_GE(box->width(), box->fontMetrics().horizontalAdvance(box->text()) + 16)
                    << QString(where + box->text()).toStdString();
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, ExploreMapFits, ::testing::Values("en", "nb", "de"));
