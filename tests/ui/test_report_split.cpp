// The serving section of a disaggregated deployment's report (issue #30 point 2): it says how
// many prefill and decode workers of which tensor parallelism there are, why the latencies are
// what they are (the prefill queue and the KV hand-over, the decode workers alone) with the
// figures, and what the targets need; gpu-sizer-cli's `report` writes the same from the
// scenario file.
#include "test_report_fixtures.h"

#include "analysisfixtures.h"
#include "io/scenariofile.h"
#include "report/reportwriter.h"
#include "text/displayformat.h"

#include <QDate>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

// Llama 3.1 70B at 5 requests/s, 8,000 tokens in and 300 out, TTFT 2 s and TPOT 30 ms at p99,
// as the window applies the split the recommender ranks first: 2 prefill workers of TP 4 and 1
// decode worker of TP 2 on 10 B200 in 8-GPU servers, 50 GB/s a GPU between them.
core::Scenario splitScenario()
{
    return core::testing::splitOnB200Servers(core::testing::splitQuestion70BInWindow(servingScenario(), 30));
}

QString reportText(const core::Analysis &analysis, const QString &path)
{
    ReportInfo info;
    info.language = QStringLiteral("en");
    info.date = QDate(2026, 12, 1);
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, info, path, &error)) << error.toStdString();
    return pdfText(path);
}

// `text` as a pattern in which "1 decode worker(s)" reads "1 decode worker" or as written, and
// "2 prefill worker(s)" "2 prefill workers" or as written.
QRegularExpression plural(const QString &text)
{
    QString pattern = QRegularExpression::escape(text);
    pattern.replace(QStringLiteral("\\(s\\)"), QStringLiteral("(?:\\(s\\)|s)?"));
    return QRegularExpression(pattern);
}

// The sentences every report of the split has (pdftotext's text, white space as one space).
void expectSplitExplained(const QString &text)
{
    // Plurals as the English translation has them, or as the source writes them until it does.
    EXPECT_TRUE(
        text.contains(plural(QStringLiteral("is served on 14 × B200 (HGX B200, per GPU) (3 prefill worker(s) of "
                                            "tensor parallel 4 and 1 decode worker(s) of tensor parallel 2)"))))
        << text.toStdString();
    // 327,680 bytes of KV cache a token (80 layers x 8 KV heads x 128 x 2 x 2 bytes) x 8,000
    // tokens = 2.62 GB = 2.44 GiB; 14 GPUs are two 8-GPU servers, so it crosses the network:
    // half of it to each decode GPU at 50 GB/s x 0.70, 37.4 ms, plus 6.7 ms to post it.
    EXPECT_TRUE(text.contains(QStringLiteral("Prefill and decode run on pools of their own: a prefill worker computes "
                                             "a prompt's KV cache and hands it (2.44 GiB for 8,000 tokens) to a decode "
                                             "worker, which generates the output tokens.")));
    EXPECT_TRUE(text.contains(QStringLiteral("the hand-over over the scale-out network between the servers (44 ms at "
                                             "50 GB/s per GPU)")));
    EXPECT_TRUE(text.contains(QStringLiteral("the time per output token comes from the decode workers alone")));
    EXPECT_TRUE(text.contains(plural(QStringLiteral("The targets (time to first token at most 2.0 s and time per "
                                                    "output token at most 30 ms, at p99) are met; the load needs at "
                                                    "least 3 prefill and 1 decode worker(s) of these sizes to meet "
                                                    "them."))));
    EXPECT_TRUE(text.contains(QStringLiteral("KV hand-over of one prompt 2.44 GiB in 44 ms")));
    // Not the colocated wording of a replica's tensor parallelism.
    EXPECT_FALSE(text.contains(QStringLiteral("tensor parallel 2, 1 replica")));
}

} // namespace

TEST(ReportSplit, TheServingSectionExplainsTheSplit)
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    const core::Analysis analysis = analysisOf(splitScenario());
    ASSERT_TRUE(analysis.valid) << analysis.error.field;
    ASSERT_TRUE(analysis.estimate.serving && analysis.estimate.serving->disaggregated);
    QTemporaryDir dir;
    const QString text = reportText(analysis, dir.filePath(QStringLiteral("split.pdf")));
    expectSplitExplained(text);
    // The figures of the prefill queue, from the estimate (the prefill worker's wait and load).
    const core::DisaggregatedEstimate &d = *analysis.estimate.serving->disaggregated;
    EXPECT_GT(d.prefillUtilisation, 0.0);
    EXPECT_TRUE(
        text.contains(QStringLiteral("the workers %1 busy").arg(normalised(formatPercent(d.prefillUtilisation)))))
        << text.toStdString();
    QLocale::setDefault(QLocale::system());
}

TEST(ReportSplit, TheCliReportOfTheScenarioFileSaysTheSame)
{
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("split.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(splitScenario(), scenario.toStdString()).has_value());
    const QString pdf = dir.filePath(QStringLiteral("split.pdf"));
    QProcess cli;
    cli.start(QStringLiteral(GPUSIZER_CLI_PATH),
        { QStringLiteral("report"), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"), pdf,
            QStringLiteral("--lang"), QStringLiteral("en") });
    ASSERT_TRUE(cli.waitForFinished(60000));
    ASSERT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
    expectSplitExplained(pdfText(pdf));
}
