// The speculative-decoding rows of the Serving group (issue #30 point 1): a method and k edit
// the scenario in one undo step and lower the TPOT the headline shows, methods the model or the
// engine cannot run are greyed with the reason, a scenario file's settings are shown, and the
// acceptance length stays within 1 .. k + 1 with the published default as its lowest entry.
#include "controls/controlpanel.h"
#include "controls/invalidsettings.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "panels/headlinestrip.h"
#include "text/displayformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include "widgetlookup.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using core::SpeculativeMethod;

namespace {

using uitest::child;

class SpeculativeControls : public ::testing::Test {
protected:
    void SetUp() override
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        child<QToolButton>(panel, "method_inference")->click();
        ASSERT_EQ(document.scenario().method, core::Method::Inference);
        method = child<QComboBox>(panel, "servingSpeculative");
        draft = child<QComboBox>(panel, "servingDraftModel");
        tokens = child<QSpinBox>(panel, "servingSpecTokens");
        acceptance = child<QDoubleSpinBox>(panel, "servingAcceptance");
        ASSERT_TRUE(method && draft && tokens && acceptance);
    }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }

    // Picks the entry whose data is `value` as the user does: the control edits on activated.
    void choose(QComboBox *combo, const QVariant &value)
    {
        const int index = combo->findData(value);
        ASSERT_GE(index, 0) << value.toString().toStdString();
        combo->setCurrentIndex(index);
        emit combo->activated(index);
    }
    void chooseMethod(SpeculativeMethod m) { choose(method, static_cast<int>(m)); }

    bool shown(const QWidget *widget) const { return widget->isVisibleTo(&panel); }

    QStandardItem *entry(SpeculativeMethod m) const
    {
        auto *model = qobject_cast<QStandardItemModel *>(method->model());
        return model ? model->item(method->findData(static_cast<int>(m))) : nullptr;
    }

    void setModel(const char *id)
    {
        const core::Architecture *model = document.modelCatalog().find(id);
        ASSERT_NE(model, nullptr) << id;
        document.applyEdit(QStringLiteral("model"), [model](core::Scenario &s) { s.model = *model; });
    }

    const core::SpeculativeSettings &spec() const { return document.scenario().serving.speculative; }

    ScenarioDocument document;
    ControlPanel panel{&document};
    QComboBox *method = nullptr;
    QComboBox *draft = nullptr;
    QSpinBox *tokens = nullptr;
    QDoubleSpinBox *acceptance = nullptr;
};

// The published EAGLE-3 default at k = 3 (acceptancedefaults.cpp: first 0.661, later 0.570):
// 1 + 0.661·(1 + 0.570 + 0.570²) = 1 + 0.661·1.8949 = 2.2525 tokens a step.
constexpr double kEagle3DefaultAtK3 = 1.0 + 0.661 * (1.0 + 0.570 + 0.570 * 0.570);

double shownTpotMs(const core::Analysis &a)
{
    return a.estimate.serving->tpotMs.at(a.scenario.serving.targetStat);
}

} // namespace

TEST_F(SpeculativeControls, OnlyInferenceHasThemAndNoneHidesTheirRows)
{
    EXPECT_TRUE(shown(method));
    EXPECT_EQ(spec().method, SpeculativeMethod::None);
    EXPECT_EQ(method->currentText(), QStringLiteral("None"));
    // Without speculation there is no draft, k or acceptance.
    EXPECT_FALSE(shown(draft));
    EXPECT_FALSE(shown(tokens));
    EXPECT_FALSE(shown(acceptance));
    child<QToolButton>(panel, "method_lora")->click();
    EXPECT_FALSE(shown(method));
}

TEST_F(SpeculativeControls, Eagle3AtThreeDraftsLowersTheShownTpotAtOneUser)
{
    HeadlineStrip strip;
    QObject::connect(&document, &ScenarioDocument::analysisChanged, &strip, &HeadlineStrip::setAnalysis);
    child<QSpinBox>(panel, "servingUsers")->setValue(1);
    document.flush();
    ASSERT_TRUE(document.analysis().valid);
    const double plainMs = shownTpotMs(document.analysis());
    EXPECT_TRUE(strip.text().contains(QStringLiteral("TPOT ") + formatMilliseconds(plainMs)))
        << strip.text().toStdString();

    const int steps = document.undoStack()->count();
    chooseMethod(SpeculativeMethod::Eagle3);
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    // k = 3 is the default (SpeculativeSettings).
    EXPECT_EQ(tokens->value(), 3);
    EXPECT_EQ(spec().method, SpeculativeMethod::Eagle3);
    EXPECT_EQ(spec().draftTokens, 3);
    EXPECT_FALSE(spec().acceptanceLength.has_value());
    EXPECT_TRUE(shown(tokens));
    EXPECT_TRUE(shown(acceptance));
    EXPECT_FALSE(shown(draft));
    EXPECT_EQ(acceptance->text(), QStringLiteral("Default 2.25"));

    document.flush();
    ASSERT_TRUE(document.analysis().valid);
    const double eagleMs = shownTpotMs(document.analysis());
    EXPECT_TRUE(strip.text().contains(QStringLiteral("TPOT ") + formatMilliseconds(eagleMs)))
        << strip.text().toStdString();
    // At one user the step reads the weights whatever its width, so TPOT falls by up to the
    // 2.25 tokens a step, less vLLM's host work around the draft (its proposer and the draft
    // loop): vLLM measured 1.39× for EAGLE-3 at k = 3 on this model and GPU (vLLM issue #20780,
    // tests/data/serving_speculative_cases.csv), so more than 1.3×; never more than 2.25×, as a
    // verify step of 4 tokens costs at least a one-token step and the draft's steps add to it.
    EXPECT_LT(eagleMs * 1.3, plainMs) << plainMs << " ms against " << eagleMs << " ms";
    EXPECT_GT(eagleMs * kEagle3DefaultAtK3, plainMs);

    document.undoStack()->undo();
    EXPECT_EQ(spec().method, SpeculativeMethod::None);
    EXPECT_EQ(method->currentText(), QStringLiteral("None"));
}

TEST_F(SpeculativeControls, MtpIsGreyedWithTheReasonForAModelWithoutAnMtpModule)
{
    ASSERT_EQ(document.scenario().model.mtpModules, 0); // Llama 3.1 8B
    ASSERT_NE(entry(SpeculativeMethod::Mtp), nullptr);
    EXPECT_FALSE(entry(SpeculativeMethod::Mtp)->isEnabled());
    EXPECT_EQ(entry(SpeculativeMethod::Mtp)->toolTip(),
              QStringLiteral("The model has no multi-token-prediction (MTP) module to draft with."));
    EXPECT_TRUE(entry(SpeculativeMethod::Eagle3)->isEnabled());

    setModel("deepseek-v3"); // one MTP module
    EXPECT_TRUE(entry(SpeculativeMethod::Mtp)->isEnabled());
    EXPECT_TRUE(entry(SpeculativeMethod::Mtp)->toolTip().isEmpty());
    chooseMethod(SpeculativeMethod::Mtp);
    EXPECT_EQ(spec().method, SpeculativeMethod::Mtp);
    // DeepSeek's own MTP profile (first 0.85, later 0.63) at k = 3:
    // 1 + 0.85·(1 + 0.63 + 0.63²) = 1 + 0.85·2.0269 = 2.7229.
    EXPECT_EQ(acceptance->text(), QStringLiteral("Default 2.72"));
}

TEST_F(SpeculativeControls, MethodsTheEngineCannotRunAreGreyedWithTheReason)
{
    choose(child<QComboBox>(panel, "servingEngine"), static_cast<int>(core::ServingEngine::TensorRTLLM));
    // TensorRT-LLM's engine path drafts with a draft model or EAGLE only (speculativesupport.cpp).
    EXPECT_TRUE(entry(SpeculativeMethod::Eagle)->isEnabled());
    EXPECT_TRUE(entry(SpeculativeMethod::DraftModel)->isEnabled());
    EXPECT_FALSE(entry(SpeculativeMethod::Eagle3)->isEnabled());
    EXPECT_EQ(entry(SpeculativeMethod::Eagle3)->toolTip(),
              QStringLiteral("TensorRT-LLM does not offer EAGLE-3 speculative decoding."));
    EXPECT_FALSE(entry(SpeculativeMethod::Ngram)->isEnabled());
    EXPECT_TRUE(entry(SpeculativeMethod::None)->isEnabled());

    // The scenario's own method stays choosable, and the combo says why it is refused.
    choose(child<QComboBox>(panel, "servingEngine"), static_cast<int>(core::ServingEngine::VLLM));
    chooseMethod(SpeculativeMethod::Eagle3);
    choose(child<QComboBox>(panel, "servingEngine"), static_cast<int>(core::ServingEngine::LMDeploy));
    EXPECT_TRUE(entry(SpeculativeMethod::Eagle3)->isEnabled());
    EXPECT_EQ(method->toolTip(), QStringLiteral("LMDeploy does not offer EAGLE-3 speculative decoding."));
    EXPECT_FALSE(entry(SpeculativeMethod::Eagle)->isEnabled());
}

TEST_F(SpeculativeControls, DraftModelOffersSmallerPresetsOfTheSameVocabulary)
{
    const int steps = document.undoStack()->count();
    chooseMethod(SpeculativeMethod::DraftModel);
    // One step sets the method and the smallest preset with Llama 3.1 8B's 128,256 tokens.
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    ASSERT_TRUE(spec().draftModel.has_value());
    EXPECT_EQ(spec().draftModel->id, "llama-3.2-1b");
    EXPECT_TRUE(shown(draft));
    EXPECT_EQ(draft->currentText(), QStringLiteral("Llama 3.2 1B"));
    // Llama 3.2 1B and 3B; Llama 3 8B is as large as the model, the 70B ones larger.
    ASSERT_EQ(draft->count(), 2);
    EXPECT_EQ(draft->itemData(1).toString(), QStringLiteral("llama-3.2-3b"));
    choose(draft, QStringLiteral("llama-3.2-3b"));
    EXPECT_EQ(spec().draftModel->id, "llama-3.2-3b");
    EXPECT_EQ(document.undoStack()->count(), steps + 2);
    document.flush();
    EXPECT_TRUE(document.analysis().valid);
}

TEST_F(SpeculativeControls, ALoadedScenarioShowsItsSettings)
{
    core::Scenario s = document.scenario();
    s.serving.speculative.method = SpeculativeMethod::DraftModel;
    s.serving.speculative.draftModel = *document.modelCatalog().find("llama-3.2-3b");
    s.serving.speculative.draftTokens = 5;
    s.serving.speculative.acceptanceLength = 3.1;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("draft.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(s, path.toStdString()).has_value());

    ScenarioDocument other;
    ControlPanel otherPanel{&other};
    QString error;
    ASSERT_TRUE(other.openFile(path, &error)) << error.toStdString();
    auto *otherMethod = child<QComboBox>(otherPanel, "servingSpeculative");
    EXPECT_EQ(otherMethod->currentData().toInt(), static_cast<int>(SpeculativeMethod::DraftModel));
    EXPECT_EQ(child<QComboBox>(otherPanel, "servingDraftModel")->currentText(), QStringLiteral("Llama 3.2 3B"));
    EXPECT_EQ(child<QSpinBox>(otherPanel, "servingSpecTokens")->value(), 5);
    auto *otherAcceptance = child<QDoubleSpinBox>(otherPanel, "servingAcceptance");
    EXPECT_DOUBLE_EQ(otherAcceptance->value(), 3.1);
    EXPECT_EQ(otherAcceptance->maximum(), 6.0); // k + 1
    EXPECT_TRUE(child<QComboBox>(otherPanel, "servingDraftModel")->isVisibleTo(&otherPanel));
}

TEST_F(SpeculativeControls, AcceptanceAboveKPlusOneIsNotAccepted)
{
    chooseMethod(SpeculativeMethod::Eagle3);
    ASSERT_EQ(spec().draftTokens, 3);
    EXPECT_EQ(acceptance->maximum(), 4.0);
    acceptance->setValue(5.0);
    EXPECT_EQ(acceptance->value(), 4.0);
    ASSERT_TRUE(spec().acceptanceLength.has_value());
    EXPECT_EQ(*spec().acceptanceLength, 4.0);

    // Typed: "5" is refused as it is typed, so Enter keeps what the box held.
    acceptance->setValue(2.5);
    acceptance->selectAll();
    QTest::keyClicks(acceptance, QStringLiteral("5"));
    QTest::keyClick(acceptance, Qt::Key_Return);
    EXPECT_LE(*spec().acceptanceLength, 4.0);
    EXPECT_LE(acceptance->value(), 4.0);

    // Fewer drafts take the acceptance down with them in the same step: at most k + 1 = 2.
    acceptance->setValue(3.5);
    const int steps = document.undoStack()->count();
    tokens->setValue(1);
    EXPECT_EQ(*spec().acceptanceLength, 2.0);
    EXPECT_EQ(acceptance->maximum(), 2.0);
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    document.undoStack()->undo();
    EXPECT_EQ(*spec().acceptanceLength, 3.5);
    EXPECT_EQ(spec().draftTokens, 3);

    // Consecutive k edits are one undo step, as the other spin boxes' are.
    tokens->setValue(5);
    tokens->setValue(6);
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_EQ(acceptance->maximum(), 7.0);
}

// A file may carry a length above k + 1 (its reader checks 1 .. 65 only): the box shows it as
// it is, marked with core's reason, rather than a cut value the estimate does not use.
TEST_F(SpeculativeControls, AFilesAcceptanceAboveKPlusOneIsShownAndMarked)
{
    core::Scenario s = document.scenario();
    s.serving.speculative.method = SpeculativeMethod::Eagle3;
    s.serving.speculative.draftTokens = 4;
    s.serving.speculative.acceptanceLength = 9.0;
    document.replaceScenario(QStringLiteral("file"), s);
    EXPECT_EQ(acceptance->value(), 9.0);
    document.flush();
    ASSERT_FALSE(document.analysis().valid);
    EXPECT_EQ(document.analysis().error.field, "serving.speculative.acceptance_length");
    EXPECT_TRUE(acceptance->property(InvalidSettingMarker::kProperty).toBool());
    // Any edit of k brings it within 1 .. k + 1 again.
    tokens->setValue(3);
    EXPECT_EQ(*spec().acceptanceLength, 4.0);
    EXPECT_EQ(acceptance->maximum(), 4.0);
}

TEST_F(SpeculativeControls, AcceptanceStartsAtTheDefaultAndReturnsToIt)
{
    chooseMethod(SpeculativeMethod::Eagle3);
    EXPECT_FALSE(spec().acceptanceLength.has_value());
    // A step up from the default starts at its value, 2.2525 shown with two decimals.
    acceptance->stepBy(1);
    ASSERT_TRUE(spec().acceptanceLength.has_value());
    EXPECT_NEAR(*spec().acceptanceLength, 2.25, 1e-9);
    // Below 1 is no acceptance length: a typed 0.5 is 1, a step below 1 is the default again.
    acceptance->selectAll();
    QTest::keyClicks(acceptance, QStringLiteral("0.5"));
    QTest::keyClick(acceptance, Qt::Key_Return);
    EXPECT_EQ(*spec().acceptanceLength, 1.0);
    acceptance->stepBy(-1);
    EXPECT_FALSE(spec().acceptanceLength.has_value());
    EXPECT_EQ(acceptance->text(), QStringLiteral("Default 2.25"));
}
