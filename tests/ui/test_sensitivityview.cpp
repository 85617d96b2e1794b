// The "What moves it" tab (issue #29 point 4, window part): its bars are core::sensitivity's,
// sorted by swing, each from the figure at the low setting to the figure at the high one
// around the scenario's line; the figure combo offers what applies; its CSV reads back to the
// same numbers; it retranslates, and nothing of it is cut or overlapping on a laptop's screen
// in en, nb and de.
#include "analysis/sensitivity.h"
#include "charts/chartexportmenu.h"
#include "charts/datacsv.h"
#include "test_tabs_fixtures.h"
#include "text/sensitivitytext.h"
#include "tradeoffs/sensitivityview.h"
#include "tradeoffs/tornadochart.h"
#include "util/csvtable.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace gpusizer;
using namespace gpusizer::ui;
using tabtest::marked;
using tabtest::settle;

namespace {

// Llama 3.1 8B on vLLM for 256 users on H100s with a p99 TPOT target of 40 ms: two GPUs,
// one at half the load, three at double.
core::Scenario servingScenario()
{
    return tabtest::servingScenario(256, 40.0);
}

void showTornado(MainWindow &window, const std::optional<core::Scenario> &scenario, QSize size = QSize(1366, 768))
{
    tabtest::showTab(
        window, window.sensitivity(), scenario, size, [&window] { window.sensitivity()->finishSensitivity(); });
}

// The tornado of the window against core's for the same scenario and figure.
void expectCoresBars(MainWindow &window)
{
    SensitivityView *view = window.sensitivity();
    ASSERT_TRUE(view->isCurrent());
    const core::Sensitivity core
        = core::sensitivity(window.document()->scenario(), window.document()->gpuCatalog(), view->figure());
    ASSERT_TRUE(core.valid);
    const TornadoChart *chart = view->chart();
    const TornadoContent &content = chart->content();
    const TornadoLayout &layout = chart->layout();
    ASSERT_EQ(content.bars.size(), core.items.size());
    ASSERT_EQ(layout.rows.size(), core.items.size());
    EXPECT_EQ(content.base, core.base);
    EXPECT_NEAR(layout.baseX, layout.xOf(core.base), 1e-9);
    for (std::size_t i = 0; i < core.items.size(); ++i) {
        const core::SensitivityItem &item = core.items[i];
        // Sorted by swing, largest first.
        if (i > 0) {
            EXPECT_GE(core.items[i - 1].swing(), item.swing());
        }
        EXPECT_EQ(content.bars[i].name, sensitivitytext::assumptionName(item.name));
        EXPECT_EQ(content.bars[i].low, item.low);
        EXPECT_EQ(content.bars[i].high, item.high);
        const TornadoLayout::Row &row = layout.rows[i];
        if (item.low == item.high) {
            EXPECT_TRUE(row.lowBar.isNull() && row.highBar.isNull()) << item.name;
            EXPECT_EQ(row.noEffect.text, sensitivitytext::noEffectText());
            continue;
        }
        // Each part runs from the base line to its setting's figure.
        const double lowX = layout.xOf(item.low);
        const double highX = layout.xOf(item.high);
        EXPECT_NEAR(item.low < item.base ? row.lowBar.left() : row.lowBar.right(), lowX, 1e-6) << item.name;
        EXPECT_NEAR(item.high < item.base ? row.highBar.left() : row.highBar.right(), highX, 1e-6) << item.name;
        EXPECT_NEAR(std::min(row.lowBar.left(), row.highBar.left()), std::min({ lowX, highX, layout.baseX }), 1e-6);
        // The settings at the bar's ends: the smaller figure's on the left.
        EXPECT_EQ(row.lowEnd.text, sensitivitytext::settingText(item.name, item.lowInput));
        EXPECT_EQ(row.highEnd.text, sensitivitytext::settingText(item.name, item.highInput));
        const PlotText &left = item.low <= item.high ? row.lowEnd : row.highEnd;
        const PlotText &right = item.low <= item.high ? row.highEnd : row.lowEnd;
        EXPECT_LE(left.rect.right(), std::min({ lowX, highX, layout.baseX }));
        EXPECT_GE(right.rect.left(), std::max({ lowX, highX, layout.baseX }));
    }
    // The widest bar is the first.
    const double first = core.items.front().swing();
    EXPECT_GT(first, 0);
    EXPECT_NEAR(std::max(layout.rows.front().lowBar.right(), layout.rows.front().highBar.right())
            - std::min(layout.rows.front().lowBar.left(), layout.rows.front().highBar.left()),
        std::abs(layout.xOf(core.items.front().high) - layout.xOf(core.items.front().low)), 1e-6);
    EXPECT_EQ(view->statusLabel()->text(), sensitivitytext::largestSwingSentence(core));
}

} // namespace

TEST(SensitivityView, TrainingBarsAreCoresByTheirSwing)
{
    MainWindow window;
    showTornado(window, std::nullopt); // Llama 3.1 8B LoRA on one H100: the run's rent
    SensitivityView *view = window.sensitivity();
    EXPECT_EQ(SensitivityView::figuresFor(window.document()->scenario()),
        (std::vector { core::SensitivityFigure::Cost, core::SensitivityFigure::Hours }));
    EXPECT_EQ(view->figureCombo()->count(), 2);
    EXPECT_EQ(view->figure(), core::SensitivityFigure::Cost);
    expectCoresBars(window);
    // The dataset halved and doubled halves and doubles the rent: the largest swing, from
    // base / 2 to 2 × base.
    const core::Sensitivity *s = view->sensitivity();
    ASSERT_NE(s, nullptr);
    ASSERT_EQ(s->items.front().name, "dataset");
    EXPECT_NEAR(s->items.front().low, s->base / 2, s->base * 1e-9);
    EXPECT_NEAR(s->items.front().high, s->base * 2, s->base * 1e-9);
    EXPECT_EQ(view->chart()->layout().rows.front().lowEnd.text, QStringLiteral("0.5\u00D7"));
    EXPECT_EQ(view->chart()->layout().rows.front().highEnd.text, QStringLiteral("2\u00D7"));
    // The hours as the figure: the bars follow.
    view->setFigure(core::SensitivityFigure::Hours);
    view->finishSensitivity();
    settle();
    EXPECT_EQ(view->sensitivity()->figure, core::SensitivityFigure::Hours);
    expectCoresBars(window);
}

TEST(SensitivityView, ServingWithATargetStartsOnTheGpusNeeded)
{
    MainWindow window;
    showTornado(window, servingScenario());
    SensitivityView *view = window.sensitivity();
    EXPECT_EQ(SensitivityView::figuresFor(window.document()->scenario()),
        (std::vector { core::SensitivityFigure::Gpus, core::SensitivityFigure::Tpot, core::SensitivityFigure::Cost }));
    EXPECT_EQ(view->figure(), core::SensitivityFigure::Gpus);
    expectCoresBars(window);
    // GPUs are counted: no tick between two whole numbers.
    for (const double tick : view->chart()->layout().axis.ticks)
        EXPECT_EQ(tick, std::round(tick));
    view->setFigure(core::SensitivityFigure::Tpot);
    view->finishSensitivity();
    settle();
    expectCoresBars(window);
}

TEST(SensitivityView, ADragFadesTheBarsUntilThePause)
{
    MainWindow window;
    showTornado(window, std::nullopt);
    ScenarioDocument *doc = window.document();
    SensitivityView *view = window.sensitivity();
    ASSERT_FALSE(view->chart()->isStale());
    // A drag tick whatever the machine's load: the second change within the settle interval.
    doc->setSettleInterval(60'000);
    doc->applyEdit(QStringLiteral("seq"), [](core::Scenario &s) { s.seqLen = 2048; });
    settle();
    doc->applyEdit(QStringLiteral("seq"), [](core::Scenario &s) { s.seqLen = 1024; });
    settle();
    ASSERT_TRUE(doc->analysis().recommendationPending);
    EXPECT_TRUE(view->chart()->isStale());
    EXPECT_EQ(view->statusLabel()->text(), QStringLiteral("Updating\u2026"));
    view->finishSensitivity();
    settle();
    EXPECT_FALSE(view->chart()->isStale());
    expectCoresBars(window);
}

TEST(SensitivityView, TheCsvReadsBackToCoresNumbers)
{
    MainWindow window;
    showTornado(window, std::nullopt);
    TornadoChart *chart = window.sensitivity()->chart();
    ASSERT_NE(ChartExportMenu::of(chart), nullptr);
    DataCsvAction *action = DataCsvAction::of(chart);
    ASSERT_NE(action, nullptr);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moves.csv"));
    ASSERT_TRUE(action->saveTo(path));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const core::Result<core::CsvTable> table = core::CsvTable::parse(file.readAll().toStdString(), "moves.csv");
    ASSERT_TRUE(table.ok());
    const core::Sensitivity &s = *window.sensitivity()->sensitivity();
    ASSERT_EQ(table.value().rows().size(), s.items.size());
    const std::size_t name = table.value().column("assumption").value();
    const std::size_t low = table.value().column("low").value();
    const std::size_t base = table.value().column("base").value();
    const std::size_t high = table.value().column("high").value();
    const std::size_t swing = table.value().column("swing").value();
    const std::size_t currency = table.value().column("currency").value();
    for (std::size_t i = 0; i < s.items.size(); ++i) {
        const std::vector<std::string> &row = table.value().rows()[i];
        EXPECT_EQ(row[name], s.items[i].name);
        EXPECT_EQ(std::stod(row[low]), s.items[i].low);
        EXPECT_EQ(std::stod(row[base]), s.items[i].base);
        EXPECT_EQ(std::stod(row[high]), s.items[i].high);
        EXPECT_EQ(std::stod(row[swing]), s.items[i].swing());
        EXPECT_EQ(row[currency], s.currency);
    }
}

TEST(SensitivityView, ALanguageSwitchRetranslatesTheTabComboAndBars)
{
    MainWindow window;
    showTornado(window, std::nullopt);
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    SensitivityView *view = window.sensitivity();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(view)), QStringLiteral("What moves it"));
    tabtest::MarkingTranslator translator(
        { "gpusizer::ui::SensitivityView", "gpusizer::ui::SensitivityText", "gpusizer::ui::SensitivityTornado" },
        "What moves it");
    QCoreApplication::installTranslator(&translator);
    settle();
    EXPECT_EQ(tabs->tabText(tabs->indexOf(view)), QStringLiteral("\u27E6What moves it\u27E7"));
    for (int i = 0; i < view->figureCombo()->count(); ++i)
        EXPECT_TRUE(marked(view->figureCombo()->itemText(i)));
    EXPECT_TRUE(marked(view->statusLabel()->text())) << view->statusLabel()->text().toStdString();
    const TornadoLayout &layout = view->chart()->layout();
    for (const TornadoLayout::Row &row : layout.rows)
        EXPECT_TRUE(marked(row.name.text + row.name.whole)) << row.name.text.toStdString();
    EXPECT_TRUE(marked(layout.axisTitle.text + layout.axisTitle.whole));
    EXPECT_TRUE(marked(layout.baseLabel.text + layout.baseLabel.whole));
    for (const TornadoLayout::Key &k : layout.keys)
        EXPECT_TRUE(marked(k.text.text));
    QCoreApplication::removeTranslator(&translator);
    settle();
    EXPECT_EQ(view->chart()->layout().rows.front().name.text, QStringLiteral("Dataset size"));
}

class TornadoFits : public tabtest::LanguageTest
{
};

// Training and serving, every figure, on a laptop in every language: no text of the tornado
// leaves it or runs into another, and the bars keep room.
TEST_P(TornadoFits, AtLaptopSizes)
{
    for (const QSize size : tabtest::kLaptopSizes) {
        for (const bool serving : { false, true }) {
            MainWindow window;
            showTornado(window, serving ? std::optional(servingScenario()) : std::nullopt, size);
            SensitivityView *view = window.sensitivity();
            for (const core::SensitivityFigure figure : SensitivityView::figuresFor(window.document()->scenario())) {
                view->setFigure(figure);
                view->finishSensitivity();
                settle();
                const QString where = whereAt(size, view->figureCombo()->currentText());
                const TornadoChart *chart = view->chart();
                ASSERT_TRUE(chart->message().isEmpty()) << where.toStdString();
                const std::vector<PlotText> texts = chart->layout().texts();
                ASSERT_GT(texts.size(), 10u) << where.toStdString();
                tabtest::expectInsideAndApart(texts, chart->rect(), where);
                EXPECT_GE(chart->layout().plot.width(), 150) << where.toStdString();
                EXPECT_GE(chart->layout().ticks.size(), 2u) << where.toStdString();
                const QComboBox *combo = view->figureCombo();
                EXPECT_GE(combo->width(), combo->sizeHint().width()) << where.toStdString();
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, TornadoFits, ::testing::Values("en", "nb", "de"));
