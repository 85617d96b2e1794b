#include "document/scenariodocument.h"
#include "analysis/analysis.h"
#include "estimate/estimator.h"
#include "io/scenariofile.h"
#include "catalog/defaultscenario.h"
#include "catalog/exchangeratesfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

core::Estimate coreEstimate(const core::Scenario &s)
{
    const core::GpuSpec *gpu = core::GpuCatalog::builtIn().find(s.gpuId);
    EXPECT_NE(gpu, nullptr);
    return core::estimate(s, *gpu);
}

} // namespace

TEST(ScenarioDocument, EditChangesScenarioAndAnalysisEqualsCoreEstimate)
{
    ScenarioDocument doc;
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    doc.applyEdit(QStringLiteral("seq"), [](core::Scenario &s) { s.seqLen = 8192; });
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(doc.scenario().seqLen, 8192);
    doc.flush();
    const core::Analysis &snap = doc.analysis();
    ASSERT_TRUE(snap.valid);
    const core::Estimate expected = coreEstimate(doc.scenario());
    EXPECT_DOUBLE_EQ(snap.estimate.requiredBytes, expected.requiredBytes);
    for (std::size_t i = 0; i < core::kMemoryComponentCount; ++i)
        EXPECT_DOUBLE_EQ(snap.estimate.memory.bytes[i], expected.memory.bytes[i]) << "component " << i;
    EXPECT_EQ(snap.gpu.id, "h100-sxm");
}

TEST(ScenarioDocument, NoOpEditPushesNothing)
{
    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("same"), [](core::Scenario &) {});
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
}

TEST(ScenarioDocument, SliderTicksCoalesceIntoOneComputationAndOneUndoStep)
{
    ScenarioDocument doc;
    doc.flush();
    QSignalSpy analysiss(&doc, &ScenarioDocument::analysisChanged);
    const int before = doc.scenario().seqLen;
    for (int len = 1000; len < 1100; ++len)
        doc.applyEdit(QStringLiteral("seq"), [len](core::Scenario &s) { s.seqLen = len; }, 7);
    EXPECT_EQ(analysiss.count(), 0); // nothing computed while the ticks arrive
    QCoreApplication::processEvents();
    EXPECT_EQ(analysiss.count(), 1);
    EXPECT_EQ(doc.analysis().scenario.seqLen, 1099);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().seqLen, before);
    doc.undoStack()->redo();
    EXPECT_EQ(doc.scenario().seqLen, 1099);
}

TEST(ScenarioDocument, SealEndsMergingAndDraggingBackDropsTheStep)
{
    ScenarioDocument doc;
    const int start = doc.scenario().microBatch;
    doc.applyEdit(QStringLiteral("mb"), [](core::Scenario &s) { s.microBatch = 3; }, 3);
    doc.sealEdits();
    doc.applyEdit(QStringLiteral("mb"), [](core::Scenario &s) { s.microBatch = 5; }, 3);
    EXPECT_EQ(doc.undoStack()->count(), 2);
    doc.applyEdit(QStringLiteral("mb"), [](core::Scenario &s) { s.microBatch = 3; }, 3);
    EXPECT_EQ(doc.undoStack()->count(), 1); // back where the second drag started: no step left
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().microBatch, start);
}

TEST(ScenarioDocument, InvalidScenarioGivesTranslatedErrorAndInvalidAnalysis)
{
    ScenarioDocument doc;
    QSignalSpy failed(&doc, &ScenarioDocument::estimateFailed);
    doc.applyEdit(QStringLiteral("bad"), [](core::Scenario &s) { s.microBatch = 0; });
    doc.flush();
    EXPECT_FALSE(doc.analysis().valid);
    ASSERT_EQ(failed.count(), 1);
    EXPECT_FALSE(failed.first().first().toString().isEmpty());
    EXPECT_TRUE(doc.analysis().seqLenCurve.empty());
}

// A file the reader accepts (each value in range) but the estimate refuses (2 GPUs cannot hold
// tensor parallelism 4) names the file in the message until the scenario is edited.
TEST(ScenarioDocument, AnErrorFoundAfterReadingAFileNamesTheFile)
{
    core::Scenario s;
    {
        ScenarioDocument fresh;
        s = fresh.scenario();
    }
    s.parallel.gpus = 2;
    s.parallel.tp = 4;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("tp4-on-2.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(s, path.toStdString()).has_value());
    ScenarioDocument doc;
    QSignalSpy failed(&doc, &ScenarioDocument::estimateFailed);
    QString error;
    ASSERT_TRUE(doc.openFile(path, &error)) << error.toStdString();
    doc.flush();
    ASSERT_FALSE(doc.analysis().valid);
    ASSERT_GE(failed.count(), 1);
    EXPECT_TRUE(failed.last().first().toString().startsWith(QLatin1String("tp4-on-2.gpusizer.json: ")))
        << failed.last().first().toString().toStdString();
    doc.applyEdit(QStringLiteral("gpus"), [](core::Scenario &edit) { edit.parallel.gpus = 3; });
    doc.flush();
    ASSERT_FALSE(doc.analysis().valid);
    EXPECT_FALSE(failed.last().first().toString().contains(QLatin1String("tp4-on-2")))
        << failed.last().first().toString().toStdString();
}

TEST(ScenarioDocument, UnknownGpuIsAnError)
{
    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("gpu"), [](core::Scenario &s) { s.gpuId = "no-such-gpu"; });
    doc.flush();
    EXPECT_FALSE(doc.analysis().valid);
    EXPECT_EQ(doc.analysis().error.code, core::ErrorCode::UnknownGpu);
}

TEST(ScenarioDocument, SaveAndOpenRoundTrip)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("run.gpusizer.json"));
    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("edit"), [](core::Scenario &s) {
        s.seqLen = 12345;
        s.method = core::Method::QLoRA;
        s.weightDtype = core::DType::NF4;
        s.parallel.gpus = 4;
        s.parallel.sharding = core::Sharding::ZeRO2;
        s.prices.pinned[s.gpuId].rentPerGpuHour = 1.75;
    });
    const core::Scenario saved = doc.scenario();
    EXPECT_TRUE(doc.isModified());
    QString error;
    ASSERT_TRUE(doc.saveFile(path, &error)) << error.toStdString();
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(doc.filePath(), path);

    ScenarioDocument other;
    ASSERT_TRUE(other.openFile(path, &error)) << error.toStdString();
    const core::Scenario &read = other.scenario();
    EXPECT_EQ(read.model.id, saved.model.id);
    EXPECT_EQ(read.model.layers, saved.model.layers);
    EXPECT_EQ(read.model.hidden, saved.model.hidden);
    EXPECT_EQ(core::scenarioToJson(read), core::scenarioToJson(saved));
    EXPECT_TRUE(read.lora == saved.lora);
    EXPECT_TRUE(read.parallel == saved.parallel);
    EXPECT_TRUE(read.workload == saved.workload);
    EXPECT_TRUE(read.prices == saved.prices);
    EXPECT_EQ(read.seqLen, 12345);
    EXPECT_EQ(read.method, core::Method::QLoRA);
    EXPECT_EQ(read.weightDtype, core::DType::NF4);
    EXPECT_EQ(read.masterWeights, saved.masterWeights);
    EXPECT_FALSE(other.isModified());
    EXPECT_EQ(other.undoStack()->count(), 0);
    EXPECT_EQ(other.displayName(), QStringLiteral("run.gpusizer.json"));
}

TEST(ScenarioDocument, CorruptFileGivesClearErrorAndChangesNothing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.gpusizer.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("{ \"format\": \"gpu-sizer-scenario\", \"version\": 1, \"scenario\": { oops");
    file.close();

    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("edit"), [](core::Scenario &s) { s.seqLen = 777; });
    const core::Scenario before = doc.scenario();
    QSignalSpy changed(&doc, &ScenarioDocument::scenarioChanged);
    QString error;
    EXPECT_FALSE(doc.openFile(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("broken.gpusizer.json"))) << error.toStdString();
    EXPECT_EQ(doc.scenario(), before);
    EXPECT_EQ(changed.count(), 0);
    EXPECT_TRUE(doc.filePath().isEmpty());
    EXPECT_TRUE(doc.isModified());
    EXPECT_EQ(doc.undoStack()->count(), 1);
}

TEST(ScenarioDocument, MissingFileErrorNamesTheFile)
{
    ScenarioDocument doc;
    QString error;
    EXPECT_FALSE(doc.openFile(QStringLiteral("/nonexistent/dir/gone.gpusizer.json"), &error));
    EXPECT_TRUE(error.contains(QStringLiteral("gone.gpusizer.json"))) << error.toStdString();
}

namespace {
QString writeFile(const QTemporaryDir &dir, const char *name, const char *text)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
    return path;
}
} // namespace

TEST(ScenarioDocument, ImportsHuggingFaceConfigAsOneUndoStep)
{
    QTemporaryDir dir;
    // TinyLlama 1.1B's config.json.
    const QString path = writeFile(dir, "config.json",
                                   R"({"model_type": "llama", "hidden_size": 2048, "intermediate_size": 5632,
                                       "num_hidden_layers": 22, "num_attention_heads": 32,
                                       "num_key_value_heads": 4, "vocab_size": 32000,
                                       "max_position_embeddings": 2048, "tie_word_embeddings": false,
                                       "hidden_act": "silu", "rms_norm_eps": 1e-05})");
    ScenarioDocument doc;
    const std::string before = doc.scenario().model.id;
    QString error;
    ASSERT_TRUE(doc.importModelConfig(path, &error)) << error.toStdString();
    EXPECT_EQ(doc.scenario().model.hidden, 2048);
    EXPECT_EQ(doc.scenario().model.layers, 22);
    EXPECT_EQ(doc.scenario().model.kvHeads, 4);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    EXPECT_EQ(doc.scenario().model.id, before);
}

TEST(ScenarioDocument, ImportedConfigIsNamedAfterItsFolder)
{
    QTemporaryDir dir;
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("TinyLlama-1.1B")));
    const QString path = writeFile(dir, "TinyLlama-1.1B/config.json",
                                   R"({"model_type": "llama", "hidden_size": 2048, "intermediate_size": 5632,
                                       "num_hidden_layers": 22, "num_attention_heads": 32,
                                       "num_key_value_heads": 4, "vocab_size": 32000})");
    ScenarioDocument doc;
    QString error;
    ASSERT_TRUE(doc.importModelConfig(path, &error)) << error.toStdString();
    EXPECT_EQ(doc.scenario().model.displayName, "TinyLlama-1.1B");
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Import TinyLlama-1.1B"));
}

TEST(ScenarioDocument, ImportOfAnUnsupportedConfigFailsWithoutChange)
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, "config.json", R"({"model_type": "no_such_architecture", "hidden_size": 8})");
    ScenarioDocument doc;
    const core::Scenario before = doc.scenario();
    QString error;
    EXPECT_FALSE(doc.importModelConfig(path, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_TRUE(doc.scenario() == before);
}

TEST(ScenarioDocument, RecommendationsWaitForTheDragToPauseAndThenArrive)
{
    ScenarioDocument doc;
    doc.flush();
    ASSERT_FALSE(doc.analysis().recommendation.candidates.empty());
    // Two ticks in quick succession: the memory views update, the sweep waits. The settle
    // interval is long so that a loaded machine cannot turn the second tick into a pause.
    doc.setSettleInterval(60'000);
    doc.applyEdit(QStringLiteral("seq"), [](core::Scenario &s) { s.seqLen = 3000; }, 7);
    QCoreApplication::processEvents();
    doc.applyEdit(QStringLiteral("seq"), [](core::Scenario &s) { s.seqLen = 3100; }, 7);
    QCoreApplication::processEvents();
    EXPECT_EQ(doc.analysis().scenario.seqLen, 3100);
    EXPECT_TRUE(doc.analysis().recommendationPending);
    EXPECT_DOUBLE_EQ(doc.analysis().estimate.requiredBytes, coreEstimate(doc.scenario()).requiredBytes);
    // After the pause (or an explicit flush) the full analysis carries recommendations again.
    doc.flush();
    EXPECT_FALSE(doc.analysis().recommendationPending);
    EXPECT_FALSE(doc.analysis().recommendation.candidates.empty());
    EXPECT_EQ(doc.analysis().recommendation.candidates.front().scenario.seqLen, 3100);
}

// A scenario file brings the price list it was priced with (issue #23 point 7): a colleague who
// opens it sees its money, not theirs; saving keeps it; a new scenario returns to the user's own.
TEST(ScenarioDocument, AFileIsPricedWithThePriceListSavedInIt)
{
    ScenarioDocument doc;
    core::PriceList mine;
    mine.entries.push_back({core::PriceEntry::Type::Gpu, "h100-sxm", 1.50, std::nullopt, "USD", "2026-11-01", "mine",
                            false, std::nullopt});
    doc.setPriceList(mine, core::builtInExchangeRates());
    core::PriceList theirs;
    theirs.entries.push_back({core::PriceEntry::Type::Gpu, "h100-sxm", 2.75, std::nullopt, "USD", "2026-11-20",
                              "their offer", false, std::nullopt});
    core::Scenario s = doc.scenario();
    s.gpuId = "h100-sxm";
    s.prices.pinned.clear();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("theirs.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(s, path.toStdString(), {}, &theirs));

    QSignalSpy fromFile(&doc, &ScenarioDocument::pricedFromFileChanged);
    QString error;
    ASSERT_TRUE(doc.openFile(path, &error)) << error.toStdString();
    EXPECT_TRUE(doc.pricedFromFile());
    EXPECT_EQ(fromFile.count(), 1);
    EXPECT_EQ(doc.priceList(), theirs);
    EXPECT_DOUBLE_EQ(doc.gpuCatalog().find("h100-sxm")->rentPerHour, 2.75);
    doc.flush();
    EXPECT_NEAR(doc.analysis().estimate.cost.rentPerGpuHour,
                *core::builtInExchangeRates().convert(2.75, "USD", doc.scenario().prices.currency), 1e-9);

    // Saved again (by the colleague), the file still carries its list.
    const QString again = dir.filePath(QStringLiteral("again.gpusizer.json"));
    ASSERT_TRUE(doc.saveFile(again, &error)) << error.toStdString();
    auto read = core::readScenarioFileWithPrices(again.toStdString(), core::GpuCatalog::builtIn());
    ASSERT_TRUE(read.ok());
    ASSERT_TRUE(read.value().priceList.has_value());
    EXPECT_EQ(*read.value().priceList, theirs);

    doc.newScenario(ScenarioDocument::defaultScenario(doc.modelCatalog()));
    EXPECT_FALSE(doc.pricedFromFile());
    EXPECT_EQ(doc.priceList(), mine);
    EXPECT_DOUBLE_EQ(doc.gpuCatalog().find("h100-sxm")->rentPerHour, 1.50);
}

// One product, one default scenario (issue #28 point 10): a new window starts from the scenario
// gpu-sizer-cli starts from (tests/cli cli.default_scenario_is_the_windows prints it).
TEST(ScenarioDocument, TheWindowStartsFromTheOneDefaultScenario)
{
    ScenarioDocument doc;
    const core::Scenario expected = core::defaultScenario();
    EXPECT_EQ(doc.scenario(), expected);
    EXPECT_EQ(expected.model.id, "llama-3.1-8b");
    EXPECT_EQ(expected.method, core::Method::LoRA);
    EXPECT_EQ(expected.seqLen, 4096);
    EXPECT_EQ(expected.microBatch, 2);
    EXPECT_EQ(expected.gradAccum, 8);
    EXPECT_EQ(expected.checkpointing, core::Checkpointing::Full);
    EXPECT_EQ(expected.gpuId, "h100-sxm");
}

// The window's "what makes it fit" is the CLI's (issue #28 point 7): the same default scenario at
// 1,048,576 tokens gets the same first suggestion, 8,192-token sequences (tests/cli
// cli.what_makes_it_fit_is_the_windows prints it).
TEST(ScenarioDocument, TheWindowAndTheCliProposeTheSameFit)
{
    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("long"), [](core::Scenario &s) { s.seqLen = 1048576; });
    doc.flush();
    const core::Analysis &a = doc.analysis();
    ASSERT_TRUE(a.valid);
    ASSERT_FALSE(a.fitSuggestions.empty());
    const core::FitSuggestion &first = a.fitSuggestions.front();
    ASSERT_EQ(first.changes.size(), 1u);
    EXPECT_EQ(first.changes.front(), core::FitChange::ShorterSequence);
    EXPECT_EQ(first.scenario.seqLen, 8192);
    EXPECT_EQ(first.scenario.gpuId, "h100-sxm");
}
