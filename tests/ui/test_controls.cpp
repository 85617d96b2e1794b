#include "charts/breakdownchart.h"
#include "controls/applicability.h"
#include "controls/controlpanel.h"
#include "controls/logslider.h"
#include "document/filecontroller.h"
#include "document/scenariodocument.h"
#include "estimate/estimator.h"
#include "i18n/languagemanager.h"
#include "model/currency.h"
#include "model/methodchange.h"
#include "controls/modelgroup.h"
#include "catalog/hfconfigimport.h"
#include "catalog/modelcatalog.h"
#include "text/displayformat.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFont>
#include <QFile>
#include <QMessageBox>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <QApplication>
#include <QWheelEvent>

#include "widgetlookup.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

using uitest::child;

core::Estimate coreEstimate(const core::Scenario &s)
{
    return core::estimate(s, *core::GpuCatalog::builtIn().find(s.gpuId));
}

} // namespace

TEST(Controls, SeqLenSliderChangesScenarioAndBreakdownBarsEqualCoreNumbers)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *slider = child<LogSlider>(window, "seqLenSlider");
    auto *entry = child<QSpinBox>(window, "seqLen");
    slider->setValue(slider->positionOf(16384));
    EXPECT_EQ(doc->scenario().seqLen, 16384);
    EXPECT_EQ(entry->value(), 16384);
    doc->flush();
    auto *chart = child<BreakdownChart>(window, "breakdownChart");
    const core::Estimate expected = coreEstimate(doc->scenario());
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i) {
        const auto component = static_cast<core::MemoryComponent>(i);
        QBarSet *set = chart->barSet(component);
        ASSERT_NE(set, nullptr);
        ASSERT_EQ(set->count(), 1);
        EXPECT_NEAR(set->at(0), expected.memory[component] / (1024.0 * 1024.0 * 1024.0), 1e-9) << i;
    }
}

TEST(Controls, TypedSequenceLengthIsAppliedExactly)
{
    MainWindow window;
    auto *entry = child<QSpinBox>(window, "seqLen");
    entry->setValue(3000);
    EXPECT_EQ(window.document()->scenario().seqLen, 3000);
    // The slider follows the document without editing it back.
    auto *slider = child<LogSlider>(window, "seqLenSlider");
    EXPECT_EQ(slider->value(), slider->positionOf(3000));
    EXPECT_EQ(window.document()->undoStack()->count(), 1);
}

TEST(Controls, MethodButtonsSwitchMethodAndDisableWhatDoesNotApply)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *rank = child<QSpinBox>(window, "loraRank");
    auto *optimizer = child<QComboBox>(window, "optimizer");
    auto *gradAccum = child<QSpinBox>(window, "gradAccum");
    auto *weight = child<QComboBox>(window, "weightFormat");
    EXPECT_TRUE(rank->isEnabled()); // LoRA by default

    child<QToolButton>(window, "method_qlora")->click();
    EXPECT_EQ(doc->scenario().method, core::Method::QLoRA);
    EXPECT_EQ(doc->scenario().weightDtype, core::DType::NF4);
    // The chosen method is bold (not only a pressed look), in the window's font size.
    EXPECT_TRUE(child<QToolButton>(window, "method_qlora")->font().bold());
    EXPECT_FALSE(child<QToolButton>(window, "method_lora")->font().bold());
    window.presentationAction()->setChecked(true);
    EXPECT_EQ(child<QToolButton>(window, "method_qlora")->font().pointSizeF(),
              child<QToolButton>(window, "method_lora")->font().pointSizeF());
    // Presentation mode enlarges the window's type but keeps the controls (the presenter's) in
    // normal type, so that their column stays compact (issue #16).
    EXPECT_GT(window.font().pointSizeF(), QFont().pointSizeF());
    EXPECT_DOUBLE_EQ(child<QToolButton>(window, "method_qlora")->font().pointSizeF(), QFont().pointSizeF());
    window.presentationAction()->setChecked(false);
    EXPECT_TRUE(weight->isEnabled());
    EXPECT_EQ(weight->currentData().toInt(), static_cast<int>(core::DType::NF4));

    child<QToolButton>(window, "method_full")->click();
    EXPECT_EQ(doc->scenario().method, core::Method::Full);
    EXPECT_EQ(doc->scenario().weightDtype, core::DType::BF16);
    EXPECT_FALSE(rank->isEnabled());
    EXPECT_FALSE(rank->isHidden());
    EXPECT_EQ(rank->toolTip(), notApplicableReason(ControlId::LoraRank, doc->scenario()));
    EXPECT_FALSE(rank->toolTip().isEmpty());
    EXPECT_FALSE(weight->isEnabled());

    child<QToolButton>(window, "method_inference")->click();
    EXPECT_FALSE(optimizer->isEnabled());
    EXPECT_FALSE(gradAccum->isEnabled());
    EXPECT_FALSE(child<QComboBox>(window, "checkpointing")->isEnabled());
    EXPECT_FALSE(child<QDoubleSpinBox>(window, "datasetTokens")->isEnabled());
    EXPECT_FALSE(optimizer->toolTip().isEmpty());
    EXPECT_TRUE(weight->isEnabled());
}

TEST(Controls, ShardingNeedsMoreThanOneGpu)
{
    MainWindow window;
    auto *sharding = child<QComboBox>(window, "sharding");
    EXPECT_FALSE(sharding->isEnabled());
    child<QSpinBox>(window, "gpusPerNode")->setValue(4);
    EXPECT_EQ(window.document()->scenario().parallel.gpus, 4);
    EXPECT_EQ(window.document()->scenario().parallel.sharding, core::Sharding::DDP);
    EXPECT_TRUE(sharding->isEnabled());
    child<QSpinBox>(window, "nodes")->setValue(2);
    EXPECT_EQ(window.document()->scenario().parallel.gpus, 8);
    EXPECT_EQ(window.document()->scenario().parallel.nodes(), 2);
}

TEST(Controls, UndoRedoThroughTheEditMenuRestoresControls)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *microBatch = child<QSpinBox>(window, "microBatch");
    auto *chunked = child<QCheckBox>(window, "chunkedCrossEntropy");
    const int start = microBatch->value();
    microBatch->setValue(start + 3);
    chunked->setChecked(!chunked->isChecked());
    EXPECT_EQ(doc->undoStack()->count(), 2);
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(QKeySequence::Undo))
            undo = action;
        if (action->shortcut() == QKeySequence(QKeySequence::Redo))
            redo = action;
    }
    ASSERT_NE(undo, nullptr);
    ASSERT_NE(redo, nullptr);
    EXPECT_TRUE(undo->text().contains(QStringLiteral("Chunked"))) << undo->text().toStdString();
    undo->trigger();
    undo->trigger();
    EXPECT_EQ(microBatch->value(), start);
    EXPECT_EQ(doc->scenario().microBatch, start);
    EXPECT_FALSE(undo->isEnabled());
    redo->trigger();
    EXPECT_EQ(microBatch->value(), start + 3);
}

TEST(Controls, CorruptFileShowsErrorBoxAndLeavesScenario)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("corrupt.gpusizer.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();
    MainWindow window;
    const core::Scenario before = window.document()->scenario();
    EXPECT_FALSE(window.files()->openPath(path));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("fileErrorBox"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(QStringLiteral("corrupt.gpusizer.json"))) << box->text().toStdString();
    EXPECT_EQ(window.document()->scenario(), before);
    EXPECT_TRUE(window.document()->filePath().isEmpty());
}

TEST(Controls, UnsavedChangesPromptCanCancelNew)
{
    MainWindow window;
    child<QSpinBox>(window, "microBatch")->setValue(7);
    int asked = 0;
    window.files()->setUnsavedPrompt([&asked] { ++asked; return QMessageBox::Cancel; });
    EXPECT_FALSE(window.files()->newScenario());
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(window.document()->scenario().microBatch, 7);
    window.files()->setUnsavedPrompt([] { return QMessageBox::Discard; });
    EXPECT_TRUE(window.files()->newScenario());
    EXPECT_NE(window.document()->scenario().microBatch, 7);
    EXPECT_FALSE(window.document()->isModified());
}

TEST(Controls, QuickStartsLoadTheArticlesScenarios)
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("quickStart_full-70b"));
    ASSERT_NE(action, nullptr);
    action->trigger();
    const core::Scenario &s = window.document()->scenario();
    EXPECT_EQ(s.method, core::Method::Full);
    EXPECT_EQ(s.gpuId, "h100-sxm");
    EXPECT_EQ(s.parallel.gpus, 8);
    EXPECT_EQ(child<QComboBox>(window, "gpuType")->currentData().toString(), QStringLiteral("h100-sxm"));
    window.document()->undoStack()->undo();
    EXPECT_EQ(window.document()->scenario().method, core::Method::LoRA);
}

TEST(Controls, EveryInputIsNamedAndInTheTabChain)
{
    MainWindow window;
    window.show();
    auto *panel = window.findChild<ControlPanel *>();
    ASSERT_NE(panel, nullptr);
    QSet<QWidget *> chain;
    QWidget *w = &window;
    do {
        chain.insert(w);
        w = w->nextInFocusChain();
    } while (w != &window);
    int inputs = 0;
    for (QWidget *widget : panel->findChildren<QWidget *>()) {
        const bool input = qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget) ||
                           qobject_cast<QAbstractSlider *>(widget) || qobject_cast<QAbstractButton *>(widget);
        const QString name = widget->objectName();
        if (!input || name.isEmpty() || name.startsWith(QLatin1String("qt_")))
            continue; // parts inside Qt's own widgets (combo popups, spin box editors)
        ++inputs;
        EXPECT_FALSE(widget->accessibleName().isEmpty() && !qobject_cast<QAbstractButton *>(widget))
            << widget->objectName().toStdString();
        EXPECT_TRUE(chain.contains(widget)) << widget->objectName().toStdString();
        EXPECT_NE(widget->focusPolicy() & Qt::TabFocus, 0) << widget->objectName().toStdString();
    }
    EXPECT_GE(inputs, 30);
}

TEST(Controls, BundledExamplesAreListedAndOpenAsUntitledScenarios)
{
    const QStringList examples = FileController::examplePaths();
    ASSERT_GE(examples.size(), 2);
    MainWindow window;
    window.files()->setUnsavedPrompt([] { return QMessageBox::Discard; });
    for (const QString &path : examples) {
        EXPECT_TRUE(window.files()->openExample(path)) << path.toStdString();
        EXPECT_TRUE(window.document()->filePath().isEmpty());
        window.document()->flush();
        EXPECT_TRUE(window.document()->analysis().valid) << path.toStdString();
    }
}

TEST(Controls, QuoteGroupSetsTheRequirementsAndTheRankingFollows)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *deadline = child<QDoubleSpinBox>(window, "deadline");
    auto *unit = child<QComboBox>(window, "deadlineUnit");
    auto *ownership = child<QComboBox>(window, "ownership");
    auto *vendor = child<QComboBox>(window, "vendor");
    auto *calibrated = child<QCheckBox>(window, "calibratedFirst");
    unit->setCurrentIndex(2);  // weeks
    deadline->setValue(1);
    ASSERT_TRUE(doc->scenario().requirements.deadlineHours.has_value());
    EXPECT_DOUBLE_EQ(*doc->scenario().requirements.deadlineHours, 168.0);
    deadline->setValue(0);
    EXPECT_FALSE(doc->scenario().requirements.deadlineHours.has_value());
    ownership->setCurrentIndex(1);
    EXPECT_EQ(doc->scenario().requirements.ownership, core::Ownership::Own);
    vendor->setCurrentIndex(vendor->findData(QStringLiteral("AMD")));
    EXPECT_EQ(doc->scenario().requirements.vendor, "AMD");
    calibrated->setChecked(false);
    EXPECT_FALSE(doc->scenario().requirements.calibratedFirst);
    doc->flush();
    for (const core::Candidate &c : doc->analysis().recommendation.candidates)
        EXPECT_EQ(core::GpuCatalog::builtIn().find(c.scenario.gpuId)->vendor, "AMD");
    // Undo brings the vendor filter back, with every vendor's rows.
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    EXPECT_TRUE(doc->scenario().requirements.vendor.empty());
}

TEST(Controls, IncludeRefurbishedSystemsEditsTheScenarioAndTheQuoteFollows)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *refurbished = child<QCheckBox>(window, "allowRefurbished");
    EXPECT_FALSE(refurbished->isChecked());
    EXPECT_FALSE(doc->scenario().requirements.allowRefurbished);
    EXPECT_FALSE(refurbished->text().isEmpty());
    EXPECT_FALSE(refurbished->toolTip().isEmpty());
    EXPECT_FALSE(refurbished->accessibleName().isEmpty());
    doc->applyEdit(QStringLiteral("8 x A100"), [](core::Scenario &s) {
        s.gpuId = "a100-80gb-sxm";
        s.parallel.gpus = 8;
        s.parallel.gpusPerNode = 8;
        s.parallel.sharding = core::Sharding::DDP;
    });
    doc->flush();
    // New hardware unless the consultant allows refurbished.
    EXPECT_EQ(doc->analysis().bom.systemId, "hgx-a100-80gb-8");
    EXPECT_EQ(doc->analysis().bom.condition, core::Condition::New);
    refurbished->setChecked(true);
    EXPECT_TRUE(doc->scenario().requirements.allowRefurbished);
    doc->flush();
    EXPECT_EQ(doc->analysis().bom.systemId, "hgx-a100-80gb-8-refurb");
    EXPECT_EQ(doc->analysis().bom.condition, core::Condition::Refurbished);
    // Undo takes it back, and the box follows the scenario.
    doc->undoStack()->undo();
    EXPECT_FALSE(doc->scenario().requirements.allowRefurbished);
    EXPECT_FALSE(refurbished->isChecked());
}

TEST(Controls, CurrencyChoiceConvertsEveryAmountAndPinsStayWithTheirGpu)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *currency = child<QComboBox>(window, "currency");
    auto *rent = child<QDoubleSpinBox>(window, "rentPerGpuHour");
    currency->setCurrentIndex(currency->findData(QStringLiteral("USD")));
    doc->flush();
    const double dollars = doc->analysis().estimate.cost.rentTotal;
    const double power = doc->scenario().prices.powerPricePerKwh;
    currency->setCurrentIndex(currency->findData(QStringLiteral("EUR")));
    doc->flush();
    const double eur = *doc->exchangeRates().rate("EUR");
    EXPECT_EQ(doc->analysis().estimate.cost.currency, "EUR");
    EXPECT_NEAR(doc->analysis().estimate.cost.rentTotal, dollars * eur, 1e-6 * dollars);
    EXPECT_NEAR(doc->scenario().prices.powerPricePerKwh, power * eur, 1e-12);
    // A rent typed for the chosen GPU pins that GPU only.
    rent->setValue(2.0);
    const std::string gpu = doc->scenario().gpuId;
    ASSERT_NE(doc->scenario().prices.pinFor(gpu), nullptr);
    EXPECT_DOUBLE_EQ(*doc->scenario().prices.pinFor(gpu)->rentPerGpuHour, 2.0);
    EXPECT_EQ(doc->scenario().prices.pinned.size(), 1u);
}

TEST(Controls, TheWheelEditsOnlyAFocusedControlAndOtherwiseScrollsTheColumn)
{
    MainWindow window;
    window.show();
    QApplication::setActiveWindow(&window);
    auto *micro = child<QSpinBox>(window, "microBatch");
    auto *precision = window.findChild<ControlPanel *>()->findChild<QComboBox *>();
    ASSERT_NE(precision, nullptr);
    EXPECT_EQ(micro->focusPolicy(), Qt::StrongFocus);
    EXPECT_EQ(precision->focusPolicy(), Qt::StrongFocus);
    const auto wheel = [](QWidget *target, int steps) {
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent event(at, target->mapToGlobal(at), QPoint(), QPoint(0, 120 * steps), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &event);
        return event.isAccepted();
    };
    const int before = micro->value();
    const int comboBefore = precision->currentIndex();
    // Passing over them while scrolling: nothing changes, and the event goes on (unaccepted).
    EXPECT_FALSE(wheel(micro, 1));
    EXPECT_FALSE(wheel(precision, -1));
    EXPECT_EQ(micro->value(), before);
    EXPECT_EQ(precision->currentIndex(), comboBefore);
    // Clicked or tabbed into, the control takes the wheel.
    micro->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(micro->hasFocus());
    wheel(micro, 1);
    EXPECT_EQ(micro->value(), before + 1);
}

TEST(Controls, UndoNamesWhereAMergedEditEndedAndCtrlZWorksInAFocusedSpinBox)
{
    MainWindow window;
    window.show();
    QApplication::setActiveWindow(&window);
    ScenarioDocument *doc = window.document();
    auto *micro = child<QSpinBox>(window, "microBatch");
    micro->setValue(4);
    doc->sealEdits();
    const int steps = doc->undoStack()->count();
    for (int v : {3, 2, 1})
        micro->setValue(v);  // one merged step
    EXPECT_EQ(doc->undoStack()->count(), steps + 1);
    EXPECT_TRUE(doc->undoStack()->undoText().contains(QStringLiteral("1"))) << doc->undoStack()->undoText().toStdString();
    EXPECT_FALSE(doc->undoStack()->undoText().contains(QStringLiteral("3")));
    micro->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(micro->hasFocus());
    QTest::keySequence(QApplication::focusWidget(), QKeySequence::Undo);
    EXPECT_EQ(doc->scenario().microBatch, 4);
    EXPECT_EQ(micro->value(), 4);
}

TEST(Controls, GpuListMarksFamiliesNoMeasuredRunCalibrates)
{
    MainWindow window;
    auto *gpu = child<QComboBox>(window, "gpuType");
    const int gaudi = gpu->findData(QStringLiteral("gaudi3"));
    const int h100 = gpu->findData(QStringLiteral("h100-sxm"));
    ASSERT_GE(gaudi, 0);
    ASSERT_GE(h100, 0);
    EXPECT_TRUE(gpu->itemText(gaudi).endsWith(QStringLiteral("\u00A0*"))) << gpu->itemText(gaudi).toStdString();
    EXPECT_TRUE(gpu->itemData(gaudi, Qt::ToolTipRole).toString().contains(QStringLiteral("not calibrated")));
    EXPECT_FALSE(gpu->itemText(h100).contains(QLatin1Char('*')));
}

// The hours a year owning is costed at: the workload's until the user types a figure (a serving
// deployment around the clock), 0 goes back to the workload's.
TEST(Controls, UsageHoursFollowTheWorkloadUntilTyped)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *usage = child<QDoubleSpinBox>(window, "usageHours");
    core::Scenario serving = doc->scenario();
    serving = core::withMethod(serving, core::Method::Inference);
    doc->replaceScenario(QStringLiteral("serving"), serving);
    EXPECT_EQ(usage->value(), 0.0);
    EXPECT_EQ(usage->specialValueText(), QStringLiteral("Automatic: 8,760 h a year"));
    doc->flush();
    EXPECT_EQ(doc->analysis().estimate.cost.usageHoursPerYear, 8760.0);
    usage->setValue(3000);
    EXPECT_EQ(doc->scenario().prices.usageHoursPerYear, 3000.0);
    doc->flush();
    EXPECT_EQ(doc->analysis().estimate.cost.usageHoursPerYear, 3000.0);
    usage->setValue(0);
    EXPECT_FALSE(doc->scenario().prices.usageHoursPerYear);
    core::Scenario training = doc->scenario();
    training = core::withMethod(training, core::Method::LoRA);
    doc->replaceScenario(QStringLiteral("training"), training);
    EXPECT_EQ(usage->specialValueText(), QStringLiteral("Automatic: 2,000 h a year"));
}

TEST(Controls, AverageDrawAndRackBudgetReachTheCostAndTheFacilitySheet)
{
    // 76 % and 40 kW by default; the draw typed in per cent is the share the energy of owning is
    // taken at, and the rack budget counts the racks of the bill of materials' facility sheet.
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *draw = child<QSpinBox>(window, "utilisation");
    auto *rack = child<QDoubleSpinBox>(window, "rackKw");
    EXPECT_EQ(draw->value(), 76);
    EXPECT_EQ(draw->suffix(), QStringLiteral("\u00A0%"));
    EXPECT_EQ(rack->value(), 40.0);
    doc->flush();
    const double before = doc->analysis().estimate.cost.ownYearlyPerGpu;
    draw->setValue(100);
    EXPECT_DOUBLE_EQ(doc->scenario().prices.utilisation, 1.0);
    doc->flush();
    const core::CostEstimate &c = doc->analysis().estimate.cost;
    const core::Prices &p = doc->scenario().prices;
    EXPECT_NEAR(c.ownYearlyPerGpu - before,
                c.ownPowerKwPerGpu * (1.0 - 0.76) * p.pue * p.powerPricePerKwh * c.usageHoursPerYear, 1e-6);
    rack->setValue(5);
    EXPECT_DOUBLE_EQ(doc->scenario().prices.rackKw, 5.0);
    doc->undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc->scenario().prices.rackKw, 40.0);
    EXPECT_EQ(rack->value(), 40.0);
}

TEST(Controls, OwnershipAssumptionsReachTheTotalCostOfOwnership)
{
    // The Ownership group edits the TCO's terms: support typed in per cent adds that share of the
    // purchase a year, licences per GPU and year add GPUs x that, and undo brings both back.
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *support = child<QDoubleSpinBox>(window, "supportPercent");
    auto *licence = child<QDoubleSpinBox>(window, "licencePerGpuYear");
    auto *residual = child<QDoubleSpinBox>(window, "residualPercent");
    EXPECT_EQ(support->value(), 10.0);
    EXPECT_EQ(residual->value(), 27.0);
    EXPECT_EQ(licence->value(), 0.0);
    EXPECT_EQ(support->suffix(), QStringLiteral("\u00A0%"));
    EXPECT_TRUE(licence->prefix().startsWith(currencySymbol(doc->scenario().prices.currency)));
    doc->flush();
    const core::TcoEstimate before = doc->analysis().estimate.cost.tco;
    ASSERT_GT(before.purchase, 0.0);
    support->setValue(20);
    EXPECT_DOUBLE_EQ(doc->scenario().prices.supportPercent, 20.0);
    licence->setValue(1000);
    doc->flush();
    const core::TcoEstimate &after = doc->analysis().estimate.cost.tco;
    EXPECT_NEAR(after.support - before.support, before.purchase * 0.10 * before.years, 1e-6);
    EXPECT_NEAR(after.licences, after.gpus * 1000.0 * after.years, 1e-6);
    EXPECT_NEAR(after.total - before.total, (after.support - before.support) + after.licences, 1e-6);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    EXPECT_DOUBLE_EQ(doc->scenario().prices.supportPercent, 10.0);
    EXPECT_DOUBLE_EQ(doc->scenario().prices.licencePerGpuYear, 0.0);
    EXPECT_EQ(licence->value(), 0.0);
}

TEST(Controls, ThePurchasePlaceholderIsTheQuotedSystemsShare)
{
    // One price base in the window too: unpinned, the purchase per GPU is the GPU's share of the
    // systems it is quoted on (one HGX H100 server of USD 317,000 for 8 GPUs: 39,625 a GPU), not
    // the bare GPU's list price (USD 30,000).
    LanguageManager languages;
    ASSERT_TRUE(languages.setLanguage(QStringLiteral("en")));
    MainWindow window;
    ScenarioDocument *doc = window.document();
    core::Scenario s = doc->scenario();
    ASSERT_TRUE(core::convertCurrency(s, "USD", doc->exchangeRates()));
    s.gpuId = "h100-sxm";
    s.parallel.gpus = 8;
    s.parallel.gpusPerNode = 8;
    s.prices.pinned.clear();
    doc->replaceScenario(QStringLiteral("8 x H100"), s);
    doc->flush();  // the placeholder follows the analysis's bill of materials
    auto *purchase = child<QDoubleSpinBox>(window, "purchasePerGpu");
    EXPECT_EQ(purchase->value(), 0.0);
    EXPECT_EQ(purchase->specialValueText(), QStringLiteral("List: $39,625"));
    EXPECT_TRUE(purchase->toolTip().contains(QStringLiteral("HGX H100 8-GPU server"))) << purchase->toolTip().toStdString();
}

TEST(Controls, ASpareSystemAddsOneUnitToTheBill)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    doc->applyEdit(QStringLiteral("8 GPUs"), [](core::Scenario &s) {
        s.gpuId = "h100-sxm";
        s.parallel.gpus = 8;
        s.parallel.gpusPerNode = 8;
        s.parallel.sharding = core::Sharding::FSDP;
        s.prices.pinned.clear();
    });
    doc->flush();
    const int units = doc->analysis().bom.units;
    auto *spare = child<QCheckBox>(window, "spareUnit");
    EXPECT_FALSE(spare->isChecked());
    spare->click();
    EXPECT_TRUE(doc->scenario().requirements.spareUnit);
    doc->flush();
    EXPECT_EQ(doc->analysis().bom.units, units + 1);
    EXPECT_EQ(doc->analysis().bom.spareUnits, 1);
    doc->undoStack()->undo();
    EXPECT_FALSE(spare->isChecked());
}

TEST(Controls, ResizingAnImportedModelAsksBeforeReplacingIt)
{
    // Issue #28 point 6: the size slider cannot scale a config.json's shape; it asks before a
    // synthesised dense model replaces the imported one, and keeps the import on "no".
    MainWindow window;
    ScenarioDocument *doc = window.document();
    core::Scenario s = doc->scenario();
    s.model = *core::ModelCatalog::builtIn().find("mixtral-8x7b");
    s.model.id = "mistralai/Mixtral-8x7B-v0.1";
    s.model.displayName = "Mixtral-8x7B-v0.1";
    s.model.source = "Hugging Face config.json: Mixtral-8x7B-v0.1/config.json";
    doc->replaceScenario(QStringLiteral("import"), s);
    ASSERT_TRUE(core::isImportedArchitecture(doc->scenario().model));
    int asked = 0;
    bool answer = false;
    ModelGroup::setReplaceImportedQuestion([&](QWidget *, const QString &name) {
        ++asked;
        EXPECT_EQ(name, QStringLiteral("Mixtral-8x7B-v0.1"));
        return answer;
    });
    auto *size = child<LogSlider>(window, "modelSize");
    const int before = size->value();
    size->setValue(before + 40);
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(doc->scenario().model, s.model);   // kept
    EXPECT_EQ(size->value(), before);            // the handle back where it was
    answer = true;
    size->setValue(before + 40);
    EXPECT_EQ(asked, 2);
    EXPECT_FALSE(core::isImportedArchitecture(doc->scenario().model));
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().model, s.model);
    ModelGroup::setReplaceImportedQuestion({});
}
