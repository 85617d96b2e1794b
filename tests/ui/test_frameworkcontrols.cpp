// Framework profiles in the window (issue #17): the Method group's Framework combo brings the
// framework's defaults, the Sequence and batch group overrides them, and the CLI's --framework
// gives the same answer as the window.
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "model/framework.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>

#include "widgetlookup.h"

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

using uitest::child;

void choose(QComboBox *combo, core::Framework framework)
{
    const int index = combo->findData(static_cast<int>(framework));
    ASSERT_GE(index, 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

// Required bytes per GPU and tokens/s per GPU of `gpu-sizer-cli estimate --scenario FILE
// --framework F`: the framework's defaults on top of the saved scenario.
std::pair<double, double> cliEstimate(const core::Scenario &base, core::Framework framework)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("base.gpusizer.json"));
    EXPECT_FALSE(core::writeScenarioFile(base, path.toStdString()).has_value());
    QProcess cli;
    cli.start(QStringLiteral(GPUSIZER_CLI_PATH),
              {QStringLiteral("estimate"), QStringLiteral("--scenario"), path, QStringLiteral("--framework"),
               QString::fromLatin1(core::toString(framework)), QStringLiteral("--json")});
    EXPECT_TRUE(cli.waitForFinished(30000));
    const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    EXPECT_EQ(json.value(QStringLiteral("framework")).toString().toStdString(), core::toString(framework));
    return {json.value(QStringLiteral("memory")).toObject().value(QStringLiteral("device_used_bytes")).toDouble(),
            json.value(QStringLiteral("time")).toObject().value(QStringLiteral("tokens_per_s_per_gpu")).toDouble()};
}

} // namespace

TEST(FrameworkControls, ChoosingTorchtuneTicksItsDefaultsInOneUndoStep)
{
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *framework = child<QComboBox>(window, "framework");
    auto *chunked = child<QCheckBox>(window, "chunkedCrossEntropy");
    auto *compiled = child<QCheckBox>(window, "compiled");
    auto *offload = child<QCheckBox>(window, "offloadActivations");
    auto *checkpointing = child<QComboBox>(window, "checkpointing");
    ASSERT_TRUE(framework && chunked && compiled && offload && checkpointing);
    EXPECT_EQ(framework->count(), static_cast<int>(core::kFrameworks.size()));

    choose(framework, core::Framework::Torchtune);
    EXPECT_EQ(doc->scenario().framework, core::Framework::Torchtune);
    EXPECT_TRUE(chunked->isChecked());
    EXPECT_FALSE(compiled->isChecked());
    EXPECT_EQ(checkpointing->currentData().toInt(), static_cast<int>(core::Checkpointing::Full));
    EXPECT_TRUE(framework->toolTip().contains(QStringLiteral("torchtune 0.6"))) << framework->toolTip().toStdString();

    // An override keeps the framework and says so in the tooltip.
    compiled->click();
    EXPECT_TRUE(doc->scenario().compiled);
    EXPECT_EQ(doc->scenario().framework, core::Framework::Torchtune);
    EXPECT_FALSE(core::usesFrameworkDefaults(doc->scenario()));
    const QString overridden = framework->toolTip();

    choose(framework, core::Framework::Unsloth);
    EXPECT_TRUE(offload->isChecked());
    EXPECT_FALSE(compiled->isChecked());
    EXPECT_NE(framework->toolTip(), overridden);
    // One step back returns to torchtune with the override.
    doc->undoStack()->undo();
    EXPECT_EQ(doc->scenario().framework, core::Framework::Torchtune);
    EXPECT_TRUE(doc->scenario().compiled);
    EXPECT_EQ(framework->currentData().toInt(), static_cast<int>(core::Framework::Torchtune));
}

TEST(FrameworkControls, InferenceHidesTheFrameworkRow)
{
    MainWindow window;
    window.show();
    ScenarioDocument *doc = window.document();
    auto *framework = child<QComboBox>(window, "framework");
    doc->applyEdit(QStringLiteral("inference"), [](core::Scenario &s) { s.method = core::Method::Inference; });
    EXPECT_FALSE(framework->isVisible());
    doc->applyEdit(QStringLiteral("lora"), [](core::Scenario &s) { s.method = core::Method::LoRA; });
    EXPECT_TRUE(framework->isVisible());
}

TEST(FrameworkControls, TheWindowAndCliFrameworkFlagAgree)
{
    // The same LoRA scenario under three frameworks: the window's analysis equals the CLI's
    // `--framework` answer, and the three differ from each other.
    MainWindow window;
    ScenarioDocument *doc = window.document();
    auto *framework = child<QComboBox>(window, "framework");
    doc->applyEdit(QStringLiteral("setup"), [](core::Scenario &s) {
        s.method = core::Method::LoRA;
        s.seqLen = 4096;
        s.microBatch = 2;
        s.gpuId = "h100-sxm";
        s.parallel.gpus = s.parallel.gpusPerNode = 1;
    });
    doc->flush();
    const core::Scenario base = doc->scenario();
    std::vector<double> required;
    for (const core::Framework f : {core::Framework::Transformers, core::Framework::Torchtune, core::Framework::Unsloth}) {
        choose(framework, f);
        doc->flush();
        const auto [cliBytes, cliSpeed] = cliEstimate(base, f);
        EXPECT_DOUBLE_EQ(cliBytes, doc->analysis().estimate.requiredBytes) << core::toString(f);
        EXPECT_DOUBLE_EQ(cliSpeed, doc->analysis().estimate.time.tokensPerSecondPerGpu) << core::toString(f);
        required.push_back(cliBytes);
    }
    EXPECT_GT(required[0], required[1]);
    EXPECT_GT(required[1], required[2]);
}
