// The window and the CLI ask core::analyse the same question and print the same answer: the
// document's analysis of a scenario against `gpu-sizer-cli estimate --scenario FILE --json`.
#include "analysis/analysis.h"
#include "catalog/modelcatalog.h"
#include "document/scenariodocument.h"
#include "io/scenariofile.h"
#include "model/methodchange.h"
#include "model/units.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;

namespace {

struct CliRun {
    int exitCode = -1;
    QJsonObject json;
};

CliRun estimateJson(const core::Scenario &scenario)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenario.gpusizer.json"));
    EXPECT_FALSE(core::writeScenarioFile(scenario, path.toStdString()).has_value());
    QProcess cli;
    cli.start(QStringLiteral(GPUSIZER_CLI_PATH),
              {QStringLiteral("estimate"), QStringLiteral("--scenario"), path, QStringLiteral("--json")});
    EXPECT_TRUE(cli.waitForFinished(30000));
    CliRun run;
    run.exitCode = cli.exitCode();
    run.json = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    return run;
}

void expectSameAnswer(const core::Analysis &window, const CliRun &cli)
{
    ASSERT_TRUE(window.valid);
    ASSERT_FALSE(cli.json.isEmpty());
    const QJsonObject memory = cli.json.value(QStringLiteral("memory")).toObject();
    EXPECT_DOUBLE_EQ(memory.value(QStringLiteral("device_used_bytes")).toDouble(), window.estimate.requiredBytes);
    EXPECT_EQ(cli.json.value(QStringLiteral("verdict")).toString().toStdString(), core::toString(window.verdict()));
    EXPECT_EQ(cli.json.value(QStringLiteral("max_fitting_seq_len")).toInt(), window.maxFittingSeqLen);
    const QJsonArray rails = cli.json.value(QStringLiteral("guard_rails")).toArray();
    ASSERT_EQ(rails.size(), static_cast<qsizetype>(window.guardRails.broken.size()));
    for (qsizetype i = 0; i < rails.size(); ++i)
        EXPECT_EQ(rails[i].toObject().value(QStringLiteral("rail")).toString().toStdString(),
                  core::toString(window.guardRails.broken[std::size_t(i)].rail));
    const QJsonObject variants = cli.json.value(QStringLiteral("method_variants")).toObject();
    ASSERT_EQ(variants.size(), static_cast<qsizetype>(window.methods.size()));
    for (const core::MethodVariant &v : window.methods) {
        const QJsonObject variant = variants.value(QString::fromStdString(std::string(core::toString(v.method)))).toObject();
        EXPECT_DOUBLE_EQ(variant.value(QStringLiteral("required_bytes")).toDouble(), v.requiredBytes())
            << core::toString(v.method);
        EXPECT_EQ(variant.value(QStringLiteral("fits")).toBool(), v.estimate.verdict == core::FitVerdict::Fits);
    }
    const QJsonObject time = cli.json.value(QStringLiteral("time")).toObject();
    EXPECT_NEAR(time.value(QStringLiteral("wall_hours")).toDouble(),
                window.estimate.time.wallSeconds / core::units::kSecondsPerHour, 1e-9);
    EXPECT_DOUBLE_EQ(cli.json.value(QStringLiteral("cost")).toObject().value(QStringLiteral("rent_total")).toDouble(),
                     window.estimate.cost.rentTotal);
}

} // namespace

TEST(CliParity, EstimateJsonIsTheWindowsAnalysis)
{
    ScenarioDocument doc;
    doc.flush();
    const CliRun cli = estimateJson(doc.scenario());
    EXPECT_EQ(cli.exitCode, 0);
    expectSameAnswer(doc.analysis(), cli);
}

TEST(CliParity, ADoesNotFitScenarioExitsWithThreeAndTheSameFigures)
{
    ScenarioDocument doc;
    core::Scenario big = doc.scenario();
    big.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    big = core::withMethod(big, core::Method::Full);
    doc.replaceScenario(QStringLiteral("70B"), big);
    doc.flush();
    ASSERT_EQ(doc.analysis().verdict(), core::FitVerdict::DoesNotFit);
    const CliRun cli = estimateJson(doc.scenario());
    EXPECT_EQ(cli.exitCode, 3);
    expectSameAnswer(doc.analysis(), cli);
}

// A serving scenario: the CLI's memory is what the engine holds (weights, workspace, graphs, the
// KV pool it reserves), the figure the window's bar and the report show, not the training-style
// estimate of one sequence.
TEST(CliParity, ServingMemoryIsWhatTheEngineHoldsAsInTheWindow)
{
    ScenarioDocument doc;
    doc.applyEdit(QStringLiteral("serve"), [](core::Scenario &s) {
        s = core::withMethod(s, core::Method::Inference);
        s.serving.concurrency = 64;
    });
    doc.flush();
    const core::Analysis &window = doc.analysis();
    ASSERT_TRUE(window.valid);
    ASSERT_TRUE(window.serving());
    const CliRun cli = estimateJson(doc.scenario());
    ASSERT_EQ(cli.exitCode, 0);
    const QJsonObject memory = cli.json.value(QStringLiteral("memory")).toObject();
    const double held = window.servingMemory.deviceUsedBytes();
    EXPECT_DOUBLE_EQ(memory.value(QStringLiteral("device_used_bytes")).toDouble(), held);
    // The engine reserves its KV pool up front: far more than one sequence's cache.
    EXPECT_GT(held, window.estimate.memory.deviceUsedBytes());
    const QJsonObject serving = cli.json.value(QStringLiteral("serving")).toObject();
    EXPECT_TRUE(serving.contains(QStringLiteral("itl_ms_by_statistic")));
    EXPECT_EQ(serving.value(QStringLiteral("statistic")).toString(), QStringLiteral("p99"));
}
