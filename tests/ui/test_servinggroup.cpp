// The serving controls of the window: ServingGroup and what ControlPanel, TrainingGroup,
// MethodGroup and ClusterGroup hide for inference.
#include "controls/controlpanel.h"
#include "document/scenariodocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>

#include "widgetlookup.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

// A document and the controls column that edits it (destroyed in reverse order: the panel first).
struct Controls {
    ScenarioDocument document;
    ControlPanel panel{&document};
};

using uitest::child;

// The label whose buddy is `control` (the form row's label), or null.
QLabel *labelOf(const QWidget &panel, const QWidget *control)
{
    for (QLabel *label : panel.findChildren<QLabel *>()) {
        if (label->buddy() == control)
            return label;
    }
    return nullptr;
}

// Shown once the controls column is shown (it never is in these tests).
bool shown(const ControlPanel &panel, const QWidget *widget)
{
    return widget && widget->isVisibleTo(&panel);
}

void chooseMethod(const QWidget &panel, const char *buttonName)
{
    auto *button = child<QToolButton>(panel, buttonName);
    if (button)
        button->click();
}

// Picks a combo box entry as the user does: the control edits on activated, not on a change of
// the current index (which updateFromScenario also makes).
void choose(QComboBox *combo, int index)
{
    ASSERT_GE(index, 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

} // namespace

TEST(ServingGroup, InferenceShowsServingAndHidesTrainingOnlyControls)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    ScenarioDocument *doc = &c.document;
    ASSERT_EQ(doc->scenario().method, core::Method::LoRA);
    auto *serving = child<QGroupBox>(panel, "servingGroup");
    auto *workload = child<QGroupBox>(panel, "workloadGroup");
    auto *microBatch = child<QSpinBox>(panel, "microBatch");
    ASSERT_NE(labelOf(panel, microBatch), nullptr);
    // Rows that do not exist for inference (hidden, not greyed).
    const QList<QWidget *> trainingOnly = {
        microBatch,
        child<QSpinBox>(panel, "gradAccum"),
        child<QWidget>(panel, "effectiveBatch"),
        child<QComboBox>(panel, "checkpointing"),
        child<QCheckBox>(panel, "chunkedCrossEntropy"),
        child<QWidget>(panel, "seqLenSlider"),
        child<QSpinBox>(panel, "seqLen"),
        child<QComboBox>(panel, "optimizer"),
        child<QSpinBox>(panel, "loraRank"),
        child<QComboBox>(panel, "loraTargets"),
        child<QComboBox>(panel, "sharding"),
        child<QComboBox>(panel, "offload"),
    };

    EXPECT_FALSE(shown(panel, serving));
    EXPECT_TRUE(shown(panel, workload));
    for (QWidget *widget : trainingOnly)
        EXPECT_TRUE(shown(panel, widget)) << widget->objectName().toStdString();

    chooseMethod(panel, "method_inference");
    ASSERT_EQ(doc->scenario().method, core::Method::Inference);
    EXPECT_TRUE(shown(panel, serving));
    EXPECT_FALSE(shown(panel, workload));
    for (QWidget *widget : trainingOnly) {
        EXPECT_FALSE(shown(panel, widget)) << widget->objectName().toStdString();
        if (QLabel *label = labelOf(panel, widget)) {
            EXPECT_FALSE(shown(panel, label)) << widget->objectName().toStdString();
        }
    }
    // What inference still uses stays.
    EXPECT_TRUE(shown(panel, child<QComboBox>(panel, "attention")));
    EXPECT_TRUE(shown(panel, child<QSpinBox>(panel, "tensorParallel")));
    EXPECT_TRUE(shown(panel, child<QComboBox>(panel, "weightFormat")));

    chooseMethod(panel, "method_lora");
    ASSERT_EQ(doc->scenario().method, core::Method::LoRA);
    EXPECT_FALSE(shown(panel, serving));
    EXPECT_TRUE(shown(panel, workload));
    for (QWidget *widget : trainingOnly) {
        EXPECT_TRUE(shown(panel, widget)) << widget->objectName().toStdString();
        if (QLabel *label = labelOf(panel, widget)) {
            EXPECT_TRUE(shown(panel, label)) << widget->objectName().toStdString();
        }
    }

    // Full fine-tuning keeps the LoRA rows, greyed with the reason.
    chooseMethod(panel, "method_full");
    EXPECT_TRUE(shown(panel, child<QSpinBox>(panel, "loraRank")));
    EXPECT_FALSE(child<QSpinBox>(panel, "loraRank")->isEnabled());
}

TEST(ServingGroup, PresentationModeKeepsServingAndHidesTrainingData)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    auto *serving = child<QGroupBox>(panel, "servingGroup");
    auto *workload = child<QGroupBox>(panel, "workloadGroup");
    chooseMethod(panel, "method_inference");
    c.panel.setPresentationMode(true);
    EXPECT_TRUE(shown(panel, serving));
    EXPECT_FALSE(shown(panel, workload));
    chooseMethod(panel, "method_lora");
    EXPECT_FALSE(shown(panel, serving));
    EXPECT_FALSE(shown(panel, workload));
    c.panel.setPresentationMode(false);
    EXPECT_TRUE(shown(panel, workload));
}

TEST(ServingGroup, UsersSetTheConcurrencyInOneUndoStep)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    ScenarioDocument *doc = &c.document;
    chooseMethod(panel, "method_inference");
    ASSERT_EQ(doc->scenario().serving.load, core::LoadKind::Concurrency);
    const int before = doc->undoStack()->count();
    const int start = doc->scenario().serving.concurrency;
    ASSERT_NE(start, 200);
    auto *users = child<QSpinBox>(panel, "servingUsers");
    users->setValue(200);
    EXPECT_EQ(doc->scenario().serving.load, core::LoadKind::Concurrency);
    EXPECT_EQ(doc->scenario().serving.concurrency, 200);
    EXPECT_EQ(doc->undoStack()->count(), before + 1);
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().serving.concurrency, start);
    EXPECT_EQ(users->value(), start);
}

TEST(ServingGroup, PresetSetsBothLengthsAndTheLegacyFieldsInOneStep)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    ScenarioDocument *doc = &c.document;
    chooseMethod(panel, "method_inference");
    auto *preset = child<QComboBox>(panel, "servingPreset");
    auto *inputLen = child<QSpinBox>(panel, "servingInputLen");
    auto *outputLen = child<QSpinBox>(panel, "servingOutputLen");
    const int before = doc->undoStack()->count();
    choose(preset, preset->findText(QStringLiteral("RAG 8k/300")));
    const core::Scenario &s = doc->scenario();
    EXPECT_EQ(s.serving.inputLen, 8000);
    EXPECT_EQ(s.serving.outputLen, 300);
    // The memory model and the method comparison read these.
    EXPECT_EQ(s.workload.promptLen, 8000);
    EXPECT_EQ(s.seqLen, 300);
    EXPECT_EQ(doc->undoStack()->count(), before + 1);
    EXPECT_EQ(inputLen->value(), 8000);
    EXPECT_EQ(outputLen->value(), 300);

    // A length that matches no preset shows Custom; each length keeps its legacy field in step.
    inputLen->setValue(1234);
    EXPECT_EQ(doc->scenario().workload.promptLen, 1234);
    EXPECT_EQ(preset->currentText(), QStringLiteral("Custom"));
    outputLen->setValue(777);
    EXPECT_EQ(doc->scenario().serving.outputLen, 777);
    EXPECT_EQ(doc->scenario().seqLen, 777);
    // Lengths of a preset typed by hand show that preset.
    inputLen->setValue(1000);
    outputLen->setValue(4000);
    EXPECT_EQ(preset->currentText(), QStringLiteral("Reasoning 1k/4k"));
}

TEST(ServingGroup, TtftTargetZeroMeansNone)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    ScenarioDocument *doc = &c.document;
    chooseMethod(panel, "method_inference");
    auto *ttft = child<QDoubleSpinBox>(panel, "servingTtftTarget");
    ASSERT_FALSE(doc->scenario().serving.ttftTargetMs.has_value());
    EXPECT_EQ(ttft->value(), 0.0);
    EXPECT_EQ(ttft->text(), QStringLiteral("none"));

    ttft->setValue(500);
    ASSERT_TRUE(doc->scenario().serving.ttftTargetMs.has_value());
    EXPECT_EQ(*doc->scenario().serving.ttftTargetMs, 500.0);

    ttft->setValue(0);
    EXPECT_FALSE(doc->scenario().serving.ttftTargetMs.has_value());
    EXPECT_EQ(ttft->text(), QStringLiteral("none"));
}

TEST(ServingGroup, LoadKindShowsOnlyItsValueControl)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    ScenarioDocument *doc = &c.document;
    chooseMethod(panel, "method_inference");
    auto *load = child<QComboBox>(panel, "servingLoad");
    auto *users = child<QSpinBox>(panel, "servingUsers");
    auto *rate = child<QDoubleSpinBox>(panel, "servingRate");
    auto *requests = child<QSpinBox>(panel, "servingRequests");
    EXPECT_TRUE(shown(panel, users));
    EXPECT_FALSE(shown(panel, rate));
    EXPECT_FALSE(shown(panel, requests));

    choose(load, load->findData(static_cast<int>(core::LoadKind::RequestRate)));
    EXPECT_EQ(doc->scenario().serving.load, core::LoadKind::RequestRate);
    EXPECT_EQ(load->currentText(), QStringLiteral("Requests per second"));
    EXPECT_FALSE(shown(panel, users));
    EXPECT_TRUE(shown(panel, rate));
    EXPECT_FALSE(shown(panel, requests));
    rate->setValue(12.5);
    EXPECT_EQ(doc->scenario().serving.requestsPerSecond, 12.5);

    choose(load, load->findData(static_cast<int>(core::LoadKind::Offline)));
    EXPECT_EQ(doc->scenario().serving.load, core::LoadKind::Offline);
    EXPECT_FALSE(shown(panel, rate));
    EXPECT_TRUE(shown(panel, requests));
}

// The engine combo offers LMDeploy (TurboMind) and TGI by their product names; choosing one
// sets the scenario's engine.
TEST(ServingGroup, EngineComboOffersLmdeployAndTgi)
{
    Controls c;
    const ControlPanel &panel = c.panel;
    chooseMethod(panel, "method_inference");
    auto *engine = child<QComboBox>(panel, "servingEngine");
    ASSERT_NE(engine, nullptr);
    const int lmdeploy = engine->findData(static_cast<int>(core::ServingEngine::LMDeploy));
    const int tgi = engine->findData(static_cast<int>(core::ServingEngine::TGI));
    ASSERT_GE(lmdeploy, 0);
    ASSERT_GE(tgi, 0);
    EXPECT_EQ(engine->itemText(lmdeploy), QStringLiteral("LMDeploy"));
    EXPECT_EQ(engine->itemText(tgi), QStringLiteral("TGI"));
    choose(engine, tgi);
    EXPECT_EQ(c.document.scenario().serving.engine, core::ServingEngine::TGI);
    choose(engine, lmdeploy);
    EXPECT_EQ(c.document.scenario().serving.engine, core::ServingEngine::LMDeploy);
}
