// A disaggregated deployment reads the same wherever it is shown (issue #30 point 2): the
// cluster's tensor and pipeline degrees are greyed while the split's pools decide them, the
// workbook's summary names the pools, the report says its KV pool is a decode worker's and heads
// the layout column "Deployment", and gpu-sizer-cli's `report --disaggregate` lists the splits
// the window's report lists with "Split prefill and decode" checked.
#include "test_report_fixtures.h"

#include "analysisfixtures.h"
#include "controls/applicability.h"
#include "controls/controlpanel.h"
#include "document/scenariodocument.h"
#include "export/workbookcontent.h"
#include "io/scenariofile.h"
#include "report/reportwriter.h"
#include "widgetlookup.h"

#include <QLabel>
#include <QLocale>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace gpusizer;
using namespace gpusizer::ui;
using uitest::child;

namespace {

// Llama 3.1 70B served by vLLM at 5 requests/s (open loop), 8,000 tokens in and 300 out, TTFT
// 2 s and TPOT 30 ms at p99, asked on 4 H100 SXM at TP 4: the question whose best answer is a
// split (docs/estimation.md "Disaggregated prefill and decode").
core::Scenario question()
{
    core::Scenario s = core::testing::splitQuestion70BInWindow(reporttest::servingScenario(), 30);
    s.parallel.gpus = 4;
    s.parallel.tp = 4;
    return s;
}

// A split of it, 3 prefill workers of TP 4 and 1 decode worker of TP 2 on 14 B200, as "Use this
// configuration" applies one (the cluster at the decode workers' TP 2).
core::Scenario split()
{
    return core::testing::splitOnB200Servers(question());
}

// The label whose buddy is `control` (a form row's label).
QLabel *labelOf(const QWidget &parent, const QWidget *control)
{
    for (QLabel *label : parent.findChildren<QLabel *>())
        if (label->buddy() == control)
            return label;
    return nullptr;
}

// Every "xP(TPa)+yD(TPb)" of a report's text, in order.
QStringList splitLabels(const QString &text)
{
    QStringList labels;
    static const QRegularExpression pattern(QStringLiteral("[0-9]+P\\(TP[0-9]+\\)\\+[0-9]+D\\(TP[0-9]+\\)"));
    for (const QRegularExpressionMatch &m : pattern.globalMatch(text))
        labels << m.captured();
    return labels;
}

QString reportText(const core::Analysis &analysis, const QString &path)
{
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, reporttest::infoFor(QStringLiteral("en")), path, &error))
        << error.toStdString();
    return reporttest::pdfText(path);
}

class SplitConsistency : public ::testing::Test
{
protected:
    void SetUp() override { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void TearDown() override { QLocale::setDefault(QLocale::system()); }
};

} // namespace

// The split's pools run at their own TP and without pipeline stages: the cluster's degrees are
// shown greyed with that reason (they are what "Colocate" goes back to), and editable again
// once prefill and decode share one pool.
TEST_F(SplitConsistency, TensorAndPipelineParallelAreGreyedWhileTheSplitDecides)
{
    ScenarioDocument document;
    ControlPanel controls(&document);
    controls.show();
    auto *tp = child<QSpinBox>(controls, "tensorParallel");
    auto *pp = child<QSpinBox>(controls, "pipelineParallel");
    ASSERT_TRUE(tp && pp);
    QLabel *tpLabel = labelOf(controls, tp);
    ASSERT_NE(tpLabel, nullptr);

    document.replaceScenario(QStringLiteral("colocated"), question());
    document.flush();
    EXPECT_TRUE(tp->isEnabled());
    EXPECT_TRUE(pp->isEnabled());
    const QString colocatedTip = tp->toolTip();
    EXPECT_FALSE(colocatedTip.isEmpty());

    document.replaceScenario(QStringLiteral("split"), split());
    document.flush();
    ASSERT_TRUE(document.analysis().valid);
    EXPECT_FALSE(tp->isEnabled());
    EXPECT_FALSE(tpLabel->isEnabled());
    EXPECT_FALSE(pp->isEnabled());
    // The box keeps the cluster's degree, the decode workers' 2 (what "Colocate" would use).
    EXPECT_EQ(tp->value(), 2);
    EXPECT_EQ(tp->toolTip(), notApplicableReason(ControlId::TensorParallel, document.scenario()));
    EXPECT_TRUE(tp->toolTip().contains(QStringLiteral("3P(TP4)+1D(TP2)"))) << tp->toolTip().toStdString();
    EXPECT_EQ(tpLabel->toolTip(), tp->toolTip());
    EXPECT_EQ(pp->toolTip(), notApplicableReason(ControlId::PipelineParallel, document.scenario()));
    EXPECT_TRUE(pp->toolTip().contains(QStringLiteral("3P(TP4)+1D(TP2)")));

    child<QPushButton>(controls, "servingColocate")->click();
    document.flush();
    ASSERT_FALSE(document.scenario().serving.disaggregation.enabled());
    EXPECT_TRUE(tp->isEnabled());
    EXPECT_TRUE(tpLabel->isEnabled());
    EXPECT_TRUE(pp->isEnabled());
    EXPECT_EQ(tp->toolTip(), colocatedTip);

    // Training has no split: the degrees apply.
    document.replaceScenario(QStringLiteral("training"), reporttest::qloraScenario());
    document.flush();
    EXPECT_TRUE(notApplicableReason(ControlId::TensorParallel, document.scenario()).isEmpty());
    EXPECT_TRUE(tp->isEnabled());
}

// The workbook's Summary names the split by its pools, as its Options sheet and the window do,
// not by the cluster's TP and the decode pool's one worker ("TP 2 × 1").
TEST_F(SplitConsistency, TheWorkbookSummaryNamesThePools)
{
    const core::Analysis analysis = reporttest::analysisOf(split());
    ASSERT_TRUE(analysis.valid) << analysis.error.field;
    const Workbook book = workbookContent(analysis, reporttest::infoFor(QStringLiteral("en")));
    ASSERT_FALSE(book.sheets.empty());
    const Sheet &summary = book.sheets.front();
    ASSERT_EQ(summary.name, QStringLiteral("Summary"));
    const auto layout = std::find_if(summary.rows.begin(), summary.rows.end(), [](const Row &row) {
        return row.size() == 2 && !row[0].empty() && !row[0].isNumber() && row[0].text() == QStringLiteral("Layout");
    });
    ASSERT_NE(layout, summary.rows.end());
    EXPECT_EQ((*layout)[1].text(), QStringLiteral("3P(TP4)+1D(TP2)"));
}

// The summary and the memory section say whose the KV pool is (a decode worker's), and the
// configurations table, whose own row is the split, heads its layout column "Deployment".
TEST_F(SplitConsistency, TheReportSaysTheKvPoolIsADecodeWorkersAndHeadsTheColumnDeployment)
{
    const core::Analysis analysis = reporttest::analysisOf(split());
    ASSERT_TRUE(analysis.valid) << analysis.error.field;
    ASSERT_TRUE(analysis.estimate.serving && analysis.estimate.serving->disaggregated);
    const int held = analysis.estimate.serving->maxConcurrency;
    ASSERT_GT(held, 1);
    QTemporaryDir dir;
    const QString text = reportText(analysis, dir.filePath(QStringLiteral("split.pdf")));
    // 8,000 tokens in and 300 out: sequences of 8,300 tokens. The count is the decode worker's
    // own pool (the sequences a replica's pool holds, whose figures the estimate gives a split's
    // decode worker); "sequence(s)" until the English plural forms are filled in.
    const QString count = QLocale().toString(held);
    const QRegularExpression summary(
        QStringLiteral("per GPU of a decode worker, and the KV-cache pool the engine reserves beside them holds %1 "
                       "sequence(?:\\(s\\)|s) of 8,300 tokens per decode worker\\.")
            .arg(count));
    EXPECT_TRUE(text.contains(summary)) << text.toStdString();
    const QRegularExpression memory(
        QStringLiteral("Memory of one GPU of a decode worker as the serving engine holds it: .* which holds %1 "
                       "sequence(?:\\(s\\)|s) of 8,300 tokens per decode worker\\.")
            .arg(count));
    EXPECT_TRUE(text.contains(memory));
    EXPECT_FALSE(text.contains(QStringLiteral("8,300 tokens per replica")));
    EXPECT_TRUE(text.contains(QStringLiteral("a split deployment's KV pool is one decode worker's.")));
    EXPECT_TRUE(text.contains(QStringLiteral("Deployment")));
    EXPECT_FALSE(text.contains(QStringLiteral("TP × replicas")));
    EXPECT_TRUE(splitLabels(text).contains(QStringLiteral("3P(TP4)+1D(TP2)")));

    // A colocated deployment without split rows keeps its words.
    const QString colocated = reportText(reporttest::analysisOf(question()), dir.filePath(QStringLiteral("colocated.pdf")));
    EXPECT_TRUE(colocated.contains(QStringLiteral("TP × replicas")));
    EXPECT_FALSE(colocated.contains(QStringLiteral("decode worker")));
    EXPECT_TRUE(colocated.contains(QStringLiteral("tokens per replica.")));
}

// `report --disaggregate` of the question's scenario file lists the splits the window's report
// lists with its checkbox on (ScenarioDocument::setDisaggregate), in the same order; without the
// flag the CLI's report lists none, as the window's with the box off.
TEST_F(SplitConsistency, TheCliReportWithDisaggregateListsTheWindowsSplits)
{
    ScenarioDocument document;
    document.setDisaggregate(true);
    document.replaceScenario(QStringLiteral("question"), question());
    document.flush();
    ASSERT_TRUE(document.analysis().valid);
    QTemporaryDir dir;
    const QStringList window = splitLabels(reportText(document.analysis(), dir.filePath(QStringLiteral("window.pdf"))));
    // The cheapest deployment is a split on 10 GB200 (4 prefill workers of TP 2, 1 decode worker of
    // TP 2); more splits follow among the colocated.
    ASSERT_GE(window.size(), 2);
    EXPECT_EQ(window.front(), QStringLiteral("4P(TP2)+1D(TP2)"));

    const QString scenario = dir.filePath(QStringLiteral("question.gpusizer.json"));
    ASSERT_FALSE(core::writeScenarioFile(question(), scenario.toStdString()).has_value());
    const auto cliReport = [&](const QString &name, bool disaggregate) {
        const QString pdf = dir.filePath(name);
        QStringList args { QStringLiteral("report"), QStringLiteral("--scenario"), scenario, QStringLiteral("--out"),
            pdf };
        if (disaggregate)
            args << QStringLiteral("--disaggregate");
        QProcess cli;
        cli.start(QStringLiteral(GPUSIZER_CLI_PATH), args);
        EXPECT_TRUE(cli.waitForFinished(60000));
        EXPECT_EQ(cli.exitCode(), 0) << cli.readAllStandardError().toStdString();
        return reporttest::pdfText(pdf);
    };
    const QString withFlag = cliReport(QStringLiteral("cli-split.pdf"), true);
    EXPECT_EQ(splitLabels(withFlag), window);
    EXPECT_TRUE(withFlag.contains(QStringLiteral("Deployment")));
    const QString withoutFlag = cliReport(QStringLiteral("cli.pdf"), false);
    EXPECT_TRUE(splitLabels(withoutFlag).isEmpty());
    EXPECT_TRUE(withoutFlag.contains(QStringLiteral("TP × replicas")));
}
