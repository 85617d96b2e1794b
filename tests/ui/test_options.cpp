// Options compared (issue #16, "In front of a customer"): two to four scenarios pinned as
// options, side by side in the window's Options table, kept for the session.
#include "analysis/analysis.h"
#include "text/displayformat.h"
#include "document/filecontroller.h"
#include "document/pinnedoptions.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "optionsview.h"
#include "panels/optionspanel.h"
#include "panels/optionstablemodel.h"
#include "settings/appsettings.h"
#include "widgets/pagetabs.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

class OptionsTest : public ::testing::Test
{
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

// What the table shows for option `option` (a column) in `field`'s row.
QString cell(const OptionsTableModel *model, int option, OptionField field)
{
    const int row = static_cast<int>(field);
    EXPECT_EQ(model->headerData(row, Qt::Vertical).toString(), optionFieldTitle(field));
    return model->data(model->index(row, option)).toString();
}

QString nameCell(const OptionsTableModel *model, int option)
{
    return model->headerData(option, Qt::Horizontal).toString();
}

// The window's scenario with `gpus` H100s (FSDP beyond one), analysed as the window shows it.
void useGpus(ScenarioDocument *document, int gpus)
{
    document->applyEdit(QStringLiteral("GPUs"), [gpus](core::Scenario &s) {
        s.parallel.gpus = gpus;
        s.parallel.gpusPerNode = std::min(gpus, 8);
        s.parallel.sharding = gpus > 1 ? core::Sharding::FSDP : core::Sharding::None;
    });
    document->flush();
}

QAction *menuAction(MainWindow &window, const QString &menuTitle, const QString &objectName)
{
    for (QAction *menu : window.menuBar()->actions())
        if (menu->text().remove(QLatin1Char('&')) == menuTitle)
            for (QAction *action : menu->menu()->actions())
                if (action->objectName() == objectName)
                    return action;
    return nullptr;
}

TEST_F(OptionsTest, TwoPinnedScenariosShowSideBySideWithTheirGpusTimeAndCost)
{
    MainWindow window;
    ScenarioDocument *document = window.document();
    OptionsPanel *panel = window.options()->panel();
    QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_FALSE(panel->hintText().isEmpty()); // says what pinning is for

    // Edit → Pin as Option pins the scenario as it is; the dock shows itself.
    useGpus(document, 1);
    const core::Analysis one = document->analysis();
    QAction *pin = menuAction(window, QStringLiteral("Edit"), QStringLiteral("pinOption"));
    ASSERT_NE(pin, nullptr);
    QAction *show = menuAction(window, QStringLiteral("View"), QStringLiteral("showOptions"));
    ASSERT_NE(show, nullptr);
    EXPECT_FALSE(show->isEnabled());
    pin->trigger();
    // A tab beside the charts now, which View → Options Compared shows.
    EXPECT_TRUE(show->isEnabled());
    EXPECT_FALSE(window.options()->isShown());
    show->trigger();
    EXPECT_TRUE(window.options()->isShown());
    useGpus(document, 2);
    const core::Analysis two = document->analysis();
    ASSERT_TRUE(one.valid && two.valid);
    EXPECT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);

    const OptionsTableModel *model = panel->model();
    ASSERT_EQ(model->columnCount(), 2);
    EXPECT_EQ(nameCell(model, 0), QStringLiteral("Option A"));
    EXPECT_EQ(nameCell(model, 1), QStringLiteral("Option B"));
    EXPECT_EQ(cell(model, 0, OptionField::Gpus), QStringLiteral("1\u00A0×\u00A0H100 SXM5 80GB"));
    EXPECT_EQ(cell(model, 1, OptionField::Gpus), QStringLiteral("2\u00A0×\u00A0H100 SXM5 80GB"));
    EXPECT_EQ(cell(model, 0, OptionField::Model), QStringLiteral("Llama 3.1 8B"));
    EXPECT_EQ(cell(model, 0, OptionField::Method), QStringLiteral("LoRA"));
    // The numbers the headline shows for each, in the scenario's currency and the locale.
    EXPECT_EQ(cell(model, 0, OptionField::Time), formatHours(one.estimate.time.wallSeconds));
    EXPECT_EQ(cell(model, 1, OptionField::Time), formatHours(two.estimate.time.wallSeconds));
    EXPECT_NE(cell(model, 0, OptionField::Time), cell(model, 1, OptionField::Time));
    EXPECT_EQ(cell(model, 0, OptionField::Rent), formatMoney(one.estimate.cost.rentTotal, "USD"));
    EXPECT_EQ(cell(model, 1, OptionField::Rent), formatMoney(two.estimate.cost.rentTotal, "USD"));
    EXPECT_TRUE(cell(model, 1, OptionField::Rent).startsWith(QLatin1Char('$')))
        << cell(model, 1, OptionField::Rent).toStdString();
    EXPECT_EQ(cell(model, 0, OptionField::Fit), QStringLiteral("Fits"));
    EXPECT_EQ(cell(model, 0, OptionField::Memory),
        QStringLiteral("%1 of %2").arg(formatGiB(one.estimate.requiredBytes), formatGiB(one.estimate.capacityBytes)));
    EXPECT_TRUE(panel->hintText().isEmpty());
    // The second is the window's scenario: bold.
    EXPECT_EQ(model->current(), 1);
    EXPECT_TRUE(model->headerData(1, Qt::Horizontal, Qt::FontRole).value<QFont>().bold());
    EXPECT_TRUE(model->data(model->index(0, 1), Qt::FontRole).value<QFont>().bold());
    EXPECT_FALSE(model->data(model->index(0, 0), Qt::FontRole).value<QFont>().bold());

    // Showing the first makes it the window's scenario again (one undo step).
    panel->selectOption(0);
    ASSERT_TRUE(panel->showButton()->isEnabled());
    panel->showButton()->click();
    EXPECT_EQ(document->scenario().parallel.gpus, 1);
    EXPECT_EQ(model->current(), 0);
}

TEST_F(OptionsTest, UnpinRemovesTheOptionAndRenameKeepsTheNumbers)
{
    MainWindow window;
    ScenarioDocument *document = window.document();
    OptionsPanel *panel = window.options()->panel();
    useGpus(document, 1);
    panel->pinCurrent();
    useGpus(document, 4);
    panel->pinCurrent();
    const OptionsTableModel *model = panel->model();
    ASSERT_EQ(model->columnCount(), 2);
    const QString time = cell(model, 1, OptionField::Time);

    // Rename (the Rename button or a double-click on the name ask for the name).
    panel->setNamePrompt([](const QString &current) -> std::optional<QString> {
        EXPECT_EQ(current, QStringLiteral("Option B"));
        return QStringLiteral("Fast: 4 GPUs");
    });
    panel->selectOption(1);
    ASSERT_TRUE(panel->renameButton()->isEnabled());
    panel->renameButton()->click();
    EXPECT_EQ(nameCell(model, 1), QStringLiteral("Fast: 4 GPUs"));
    EXPECT_EQ(document->options()->options()[1].displayName(), QStringLiteral("Fast: 4 GPUs"));
    EXPECT_EQ(cell(model, 1, OptionField::Time), time);

    panel->selectOption(0);
    ASSERT_TRUE(panel->unpinButton()->isEnabled());
    panel->unpinButton()->click();
    ASSERT_EQ(model->columnCount(), 1);
    EXPECT_EQ(nameCell(model, 0), QStringLiteral("Fast: 4 GPUs"));
    EXPECT_EQ(cell(model, 0, OptionField::Gpus), QStringLiteral("4\u00A0×\u00A0H100 SXM5 80GB"));
    EXPECT_FALSE(panel->hintText().isEmpty()); // one option compares nothing
    // The next pin takes the free letter.
    useGpus(document, 2);
    panel->pinCurrent();
    EXPECT_EQ(nameCell(model, 1), QStringLiteral("Option A"));
}

TEST_F(OptionsTest, AFifthPinIsRefusedWithAMessage)
{
    MainWindow window;
    ScenarioDocument *document = window.document();
    OptionsPanel *panel = window.options()->panel();
    for (int gpus : { 1, 2, 4, 8 }) {
        useGpus(document, gpus);
        ASSERT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    }
    EXPECT_TRUE(panel->noteText().isEmpty());
    useGpus(document, 16);
    EXPECT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Full);
    EXPECT_EQ(panel->model()->columnCount(), 4);
    EXPECT_EQ(panel->noteText(),
        QStringLiteral("4 options are pinned, the most that compare side by side: unpin "
                       "one to pin this scenario."));
    // The same scenario twice is refused too, naming the option it is.
    useGpus(document, 2);
    EXPECT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::AlreadyPinned);
    EXPECT_EQ(panel->noteText(), QStringLiteral("This scenario is pinned already, as \u201cOption B\u201d."));
    EXPECT_EQ(panel->selectedOption(), 1);
    EXPECT_TRUE(window.options()->isShown()); // the refusal is said where the options are
    // Unpinning one makes room (and the message goes).
    panel->unpinSelected();
    useGpus(document, 16);
    EXPECT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    EXPECT_TRUE(panel->noteText().isEmpty());
    EXPECT_EQ(panel->model()->columnCount(), 4);
}

TEST_F(OptionsTest, PinsStayWhenAnotherFileIsOpenedAndComeBackWithTheSession)
{
    QTemporaryDir dir;
    core::Scenario other = ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn());
    other.gpuId = "a100-80gb-sxm";
    const QString path = dir.filePath(QStringLiteral("other.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(other, path.toStdString()).has_value());
    {
        MainWindow window;
        ScenarioDocument *document = window.document();
        window.options()->panel()->pinCurrent();
        ASSERT_TRUE(window.files()->openPath(path));
        window.options()->panel()->pinCurrent();
        document->options()->rename(1, QStringLiteral("A100 quote"));
        ASSERT_EQ(document->options()->count(), 2);
        window.saveSession();
    }
    MainWindow next;
    next.restoreSession();
    const PinnedOptions *options = next.document()->options();
    ASSERT_EQ(options->count(), 2);
    EXPECT_EQ(options->options()[0].displayName(), QStringLiteral("Option A"));
    EXPECT_EQ(options->options()[1].displayName(), QStringLiteral("A100 quote"));
    EXPECT_EQ(options->options()[1].scenario.gpuId, "a100-80gb-sxm");
    EXPECT_EQ(next.options()->panel()->model()->columnCount(), 2);
    QFile::remove(PinnedOptions::sessionFile());
    // Nothing of this window's session for the tests after it (a saved geometry made a later
    // window open smaller than it asked for).
    appsettings::windowGeometry().remove();
    appsettings::windowState().remove();
    appsettings::splitterState().remove();
}

TEST(PinnedOptions, JsonRoundTripAndRefusesWhatIsNotAList)
{
    PinnedOptions options;
    core::Scenario a = ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn());
    core::Scenario b = a;
    b.parallel.gpus = 2;
    options.pin(a);
    options.pin(b);
    options.rename(0, QStringLiteral("Budget"));
    PinnedOptions copy;
    ASSERT_TRUE(copy.fromJson(options.toJson()));
    EXPECT_EQ(copy.options(), options.options());
    EXPECT_FALSE(copy.fromJson(QByteArrayLiteral("{\"format\": \"gpu-sizer-scenario\"}")));
    EXPECT_FALSE(copy.fromJson(QByteArrayLiteral("not json")));
    EXPECT_EQ(copy.count(), 2);
    // Renaming back to the default name (or to nothing) follows the language again.
    options.rename(0, QStringLiteral("  "));
    EXPECT_TRUE(options.options()[0].name.isEmpty());
    options.rename(1, QStringLiteral("Option B"));
    EXPECT_TRUE(options.options()[1].name.isEmpty());
}

TEST(MainWindowOptions, TheTabIsThereWhileOptionsArePinned)
{
    MainWindow window;
    window.show();
    auto *tabs = window.findChild<PageTabs *>(QStringLiteral("centerTabs"));
    ASSERT_NE(tabs, nullptr);
    // The charts and the pages beside them (the map, issue #29); the options' tab only while
    // options are pinned, after them.
    const int pages = tabs->count();
    EXPECT_GE(pages, 2);
    EXPECT_TRUE(tabs->tabBar()->isVisible());
    window.options()->panel()->pinCurrent();
    EXPECT_EQ(tabs->count(), pages + 1);
    EXPECT_EQ(tabs->tabText(pages), QStringLiteral("Options compared (1)"));
    window.options()->show();
    EXPECT_EQ(tabs->currentIndex(), pages);
    window.options()->panel()->selectOption(0);
    window.options()->panel()->unpinSelected();
    // Back to the charts, not to the page before the options' tab.
    EXPECT_EQ(tabs->count(), pages);
    EXPECT_EQ(tabs->currentIndex(), 0);
}

} // namespace

// What the customer asks of each option (issue #23): the deadline met or missed, the throughput,
// the purchase, the system, its power and rack units, from the option's own bill of materials.
TEST_F(OptionsTest, OptionsShowDeadlinePurchaseSystemPowerAndRackUnits)
{
    MainWindow window;
    ScenarioDocument *document = window.document();
    OptionsPanel *panel = window.options()->panel();
    document->applyEdit(QStringLiteral("deadline"), [](core::Scenario &s) {
        s.prices.pinned.clear();
        s.requirements.deadlineHours = 1e6;  // met by any run
    });
    useGpus(document, 8);
    const core::Analysis eight = document->analysis();
    ASSERT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    document->applyEdit(QStringLiteral("deadline"), [](core::Scenario &s) { s.requirements.deadlineHours = 0.001; });
    useGpus(document, 16);
    const core::Analysis sixteen = document->analysis();
    ASSERT_EQ(panel->pinCurrent(), PinnedOptions::PinResult::Pinned);
    const OptionsTableModel *model = panel->model();
    ASSERT_EQ(model->columnCount(), 2);
    ASSERT_EQ(eight.bom.systemId, "hgx-h100-8");
    EXPECT_EQ(cell(model, 0, OptionField::Deadline), QStringLiteral("Met (%1)").arg(formatHours(1e6 * 3600.0)));
    EXPECT_TRUE(cell(model, 1, OptionField::Deadline).startsWith(QStringLiteral("Missed")));
    EXPECT_EQ(cell(model, 0, OptionField::Purchase), formatMoney(eight.bom.purchaseTotal, eight.scenario.prices.currency));
    EXPECT_EQ(cell(model, 1, OptionField::Purchase),
              formatMoney(sixteen.bom.purchaseTotal, sixteen.scenario.prices.currency));
    EXPECT_EQ(QString(cell(model, 0, OptionField::System)).replace(QChar(0x00A0), QLatin1Char(' ')),
              QStringLiteral("1 × HGX H100 8-GPU server"));
    EXPECT_EQ(QString(cell(model, 1, OptionField::System)).replace(QChar(0x00A0), QLatin1Char(' ')),
              QStringLiteral("2 × HGX H100 8-GPU server"));
    EXPECT_EQ(cell(model, 0, OptionField::Power), QStringLiteral("10.2 kW"));
    EXPECT_EQ(cell(model, 1, OptionField::Power), QStringLiteral("20.4 kW"));
    EXPECT_EQ(cell(model, 0, OptionField::RackUnits), QStringLiteral("8"));
    EXPECT_EQ(cell(model, 1, OptionField::RackUnits), QStringLiteral("16"));
    EXPECT_EQ(cell(model, 0, OptionField::Throughput),
              QStringLiteral("%1 tokens/s").arg(QLocale().toString(eight.estimate.time.tokensPerSecondCluster, 'f', 0)));
}
