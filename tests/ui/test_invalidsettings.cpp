// An unknown GPU in an opened scenario file (issue #16): the message names the closest catalog
// GPU and the GPU control is highlighted, as "Check the highlighted settings" says.
#include "controls/invalidsettings.h"
#include "text/errortext.h"
#include "document/filecontroller.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "mainwindow.h"
#include "panels/headlinestrip.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

QString openWithGpu(MainWindow &window, const QTemporaryDir &dir, const std::string &gpuId)
{
    core::Scenario scenario = ScenarioDocument::defaultScenario(core::ModelCatalog::builtIn());
    scenario.gpuId = gpuId;
    const QString path = dir.filePath(QStringLiteral("typo.gpusizer.json"));
    EXPECT_FALSE(core::writeScenarioFile(scenario, path.toStdString()).has_value());
    EXPECT_TRUE(window.files()->openPath(path));
    window.document()->flush();
    return path;
}

TEST(InvalidSettings, AnUnknownGpuSuggestsTheClosestAndHighlightsTheGpuControl)
{
    QTemporaryDir dir;
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    auto *gpu = window.findChild<QComboBox *>(QStringLiteral("gpuType"));
    ASSERT_NE(gpu, nullptr);
    const QColor normalBase = gpu->palette().color(QPalette::Button);
    openWithGpu(window, dir, "h100-sxm5");

    // The message in the status bar names the file (the error was found after reading it), the
    // GPU and the closest one the catalog has.
    const auto *error = window.findChild<QLabel *>(QStringLiteral("estimateError"));
    ASSERT_NE(error, nullptr);
    EXPECT_EQ(error->text(),
        QStringLiteral("typo.gpusizer.json: The GPU \u201ch100-sxm5\u201d is not in the catalog. Did you mean "
                       "\u201ch100-sxm\u201d (H100 SXM5 80GB)?"));
    // The headline's "Check the highlighted settings" has something highlighted: the GPU.
    const auto *headline = window.findChild<HeadlineStrip *>(QStringLiteral("headline"));
    ASSERT_NE(headline, nullptr);
    EXPECT_EQ(headline->detailText(), QStringLiteral("Check the highlighted settings."));
    EXPECT_TRUE(gpu->property(InvalidSettingMarker::kProperty).toBool());
    EXPECT_NE(gpu->palette().color(QPalette::Button), normalBase);
    // The control's tooltip says what is wrong with it (the status bar names the file too).
    EXPECT_EQ(QStringLiteral("typo.gpusizer.json: ") + gpu->toolTip(), error->text());
    const QLabel *label = nullptr;
    for (const QLabel *candidate : window.findChildren<QLabel *>())
        if (candidate->buddy() == gpu)
            label = candidate;
    ASSERT_NE(label, nullptr);
    EXPECT_NE(label->palette().color(QPalette::WindowText), window.palette().color(QPalette::WindowText));
    // On a laptop the GPU is below the fold: the column scrolls to it.
    QApplication::processEvents();
    auto *scroll = window.findChild<QScrollArea *>(QStringLiteral("controlsScroll"));
    ASSERT_NE(scroll, nullptr);
    const QRect inView(gpu->mapTo(scroll->viewport(), QPoint(0, 0)), gpu->size());
    EXPECT_TRUE(scroll->viewport()->rect().contains(inView));
    // Only the GPU: the other controls are fine.
    EXPECT_FALSE(
        window.findChild<QWidget *>(QStringLiteral("gpusPerNode"))->property(InvalidSettingMarker::kProperty).toBool());

    // Choosing the suggested GPU clears the mark.
    const int suggested = gpu->findData(QStringLiteral("h100-sxm"));
    ASSERT_GE(suggested, 0);
    gpu->setCurrentIndex(suggested);
    emit gpu->activated(suggested);
    window.document()->flush();
    EXPECT_TRUE(window.document()->analysis().valid);
    EXPECT_FALSE(gpu->property(InvalidSettingMarker::kProperty).toBool());
    EXPECT_EQ(gpu->palette().color(QPalette::Button), normalBase);
    EXPECT_NE(gpu->toolTip(), error->text());
    EXPECT_EQ(label->palette().color(QPalette::WindowText), window.palette().color(QPalette::WindowText));
}

TEST(InvalidSettings, AnIdNothingIsCloseToSuggestsNothing)
{
    core::Error error { core::ErrorCode::UnknownGpu, "cluster.gpu", "tpu-v5e", {} };
    EXPECT_EQ(errorText(error, core::GpuCatalog::builtIn()),
        QStringLiteral("The GPU \u201ctpu-v5e\u201d is not in the catalog."));
    error.detail = "rtx4090";
    EXPECT_EQ(errorText(error, core::GpuCatalog::builtIn()),
        QStringLiteral("The GPU \u201crtx4090\u201d is not in the catalog. Did you mean \u201crtx-4090\u201d "
                       "(GeForce RTX 4090)?"));
}

TEST(InvalidSettings, FieldsNameTheirControls)
{
    EXPECT_EQ(InvalidSettingMarker::controlNames({ core::ErrorCode::UnknownGpu, "cluster.gpu", "x", {} }),
        QStringList { QStringLiteral("gpuType") });
    EXPECT_EQ(InvalidSettingMarker::controlNames(core::brokenRule(
                  core::ErrorCode::InvalidScenario, "cluster.gpus", core::ErrorRule::MultipleOfParallel)),
        (QStringList { QStringLiteral("gpusPerNode"), QStringLiteral("nodes"), QStringLiteral("tensorParallel"),
            QStringLiteral("pipelineParallel") }));
    EXPECT_EQ(InvalidSettingMarker::controlNames({ core::ErrorCode::OutOfRange, "seq_len", "", {} }),
        QStringList { QStringLiteral("seqLen") });
    EXPECT_EQ(InvalidSettingMarker::controlNames(
                  { core::ErrorCode::OutOfRange, "prices.pinned.h100-sxm.rent_per_gpu_hour", "", {} }),
        QStringList { QStringLiteral("rentPerGpuHour") });
    EXPECT_EQ(InvalidSettingMarker::controlNames({ core::ErrorCode::OutOfRange, "model.kv_heads", "", {} }),
        (QStringList { QStringLiteral("modelPreset"), QStringLiteral("modelSize") }));
    EXPECT_TRUE(InvalidSettingMarker::controlNames({ core::ErrorCode::OutOfRange, "unheard.of", "", {} }).isEmpty());
}

TEST(InvalidSettings, ATensorDegreeThatDoesNotDivideTheGpusMarksTheCountsAndDegrees)
{
    MainWindow window;
    window.show();
    window.document()->applyEdit(QStringLiteral("tp"), [](core::Scenario &s) {
        s.parallel.gpus = 2;
        s.parallel.tp = 4;
    });
    window.document()->flush();
    ASSERT_FALSE(window.document()->analysis().valid);
    for (const char *name : { "gpusPerNode", "nodes", "tensorParallel" })
        EXPECT_TRUE(
            window.findChild<QWidget *>(QString::fromLatin1(name))->property(InvalidSettingMarker::kProperty).toBool())
            << name;
}

} // namespace
