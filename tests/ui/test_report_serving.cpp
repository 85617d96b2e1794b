// The serving section of the PDF report: only for inference, in each language, and a warning
// alone when the weights do not fit a replica.
#include "test_report_fixtures.h"

#include "text/displayformat.h"
#include "report/reportlanguage.h"
#include "report/reporttext.h"
#include "report/reportwriter.h"

#include <QDate>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <functional>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

// Llama 3.1 70B in bf16 on one H100: the weights alone exceed its memory.
core::Scenario weightsDoNotFitScenario()
{
    core::Scenario s = servingScenario();
    s.model = *core::ModelCatalog::builtIn().find("llama-3.1-70b");
    return s;
}

QString reportText(const core::Analysis &analysis, const QString &language)
{
    QTemporaryDir dir;
    ReportInfo info;
    info.language = language;
    info.date = QDate(2026, 12, 1);
    const QString path = dir.filePath(QStringLiteral("serving-%1.pdf").arg(language));
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, info, path, &error)) << error.toStdString();
    return pdfText(path);
}

// What `make` returns while `language` is the report language (its translations and QLocale).
QString inLanguage(const QString &language, const std::function<QString()> &make)
{
    const ScopedReportLanguage scoped(language);
    return make();
}

// A message of the section in `language` and as the English source reads, to tell whether its
// translation exists yet.
struct Message {
    const char *source;
    const char *comment = nullptr;
    int n = -1;
    QString englishFragment; // must be gone from the report once the message is translated
};

QString translated(const QString &language, const Message &m)
{
    return inLanguage(language, [&m] { return ReportText::tr(m.source, m.comment, m.n); });
}

} // namespace

TEST(ReportServing, InferenceReportHasTheServingSection)
{
    const core::Analysis analysis = analysisOf(servingScenario());
    ASSERT_TRUE(analysis.valid);
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    const core::ServingEstimate &e = *analysis.estimate.serving;
    ASSERT_TRUE(e.fits);
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("Serving"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("With vLLM, 64 concurrent user"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("(1,000 tokens in, 300 out)")));
    EXPECT_TRUE(text.contains(QStringLiteral("output tokens per second")));
    EXPECT_TRUE(text.contains(QStringLiteral("time per output token"), Qt::CaseInsensitive));
    EXPECT_TRUE(text.contains(QStringLiteral("time to first token"), Qt::CaseInsensitive));
    EXPECT_TRUE(text.contains(QStringLiteral("per million output tokens")));
    EXPECT_TRUE(text.contains(QStringLiteral("What limits the deployment")));
    // The figures as the writer formats them in English.
    const QString tokens = inLanguage(
        QStringLiteral("en"), [&e] { return normalised(QLocale().toString(e.outputTokensPerSecond, 'f', 0)); });
    const QString cost = inLanguage(
        QStringLiteral("en"), [&e] { return normalised(formatMoney(e.costPerMillionOutputTokens, "USD")); });
    const QString tpot
        = inLanguage(QStringLiteral("en"), [&e] { return normalised(formatMilliseconds(e.tpotMs.p99)); });
    EXPECT_TRUE(text.contains(tokens + QStringLiteral(" output tokens per second"))) << tokens.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("about %1 per million output tokens").arg(cost))) << cost.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Time per output token p99 %1").arg(tpot))) << tpot.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("more tensor parallelism is needed")));
    EXPECT_FALSE(text.contains(QStringLiteral("queue without end")));
}

class ReportServingLanguages : public ::testing::TestWithParam<const char *>
{
};

TEST_P(ReportServingLanguages, SectionIsInTheReportLanguage)
{
    const QString language = QString::fromLatin1(GetParam());
    const core::Analysis analysis = analysisOf(servingScenario());
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    const core::ServingEstimate &e = *analysis.estimate.serving;
    const QString text = reportText(analysis, language);
    ASSERT_FALSE(text.isEmpty());

    // Numbers are in the language's locale whether or not the text is translated yet: German
    // groups thousands with '.', Norwegian with a (no-break) space.
    ASSERT_GE(e.outputTokensPerSecond, 1000.0);
    const QString tokens = inLanguage(language, [&e] { return QLocale().toString(e.outputTokensPerSecond, 'f', 0); });
    if (language == QLatin1String("de"))
        EXPECT_TRUE(tokens.contains(QLatin1Char('.'))) << tokens.toStdString();
    else
        EXPECT_FALSE(tokens.contains(QLatin1Char(','))) << tokens.toStdString();
    EXPECT_TRUE(text.contains(normalised(tokens))) << language.toStdString() << ": " << tokens.toStdString();

    // The heading as the language has it (the English word until the translation exists).
    const QString heading = inLanguage(language, [] { return ReportText::tr("Serving"); });
    EXPECT_TRUE(text.contains(normalised(heading))) << language.toStdString();

    // No English sentence of the section once its message is translated (these checks become
    // strict as soon as translations/gpusizer_<language>.ts has them; the sources must match
    // reportserving.cpp exactly).
    const Message messages[] = {
        { "With %1, %Ln concurrent user(s) (%2 tokens in, %3 out) are served on %4 (%5) at %6 output tokens per "
          "second.",
            "%1 engine, %2 and %3 mean prompt and generated tokens per request, %4 GPUs, %5 replicas, %6 tokens per "
            "second",
            64, QStringLiteral("concurrent user") },
        { "Output tokens per second", nullptr, -1, QStringLiteral("Output tokens per second") },
        { "What limits the deployment", nullptr, -1, QStringLiteral("What limits the deployment") },
        { "Time per output token (%1)", "%1 the statistics, e.g. mean / p50 / p90 / p99", -1,
            QStringLiteral("Time per output token (") },
    };
    for (const Message &m : messages) {
        if (translated(language, m) == translated(QStringLiteral("en"), m))
            continue; // not translated yet
        EXPECT_FALSE(text.contains(m.englishFragment))
            << language.toStdString() << ": English '" << m.englishFragment.toStdString() << "'";
    }
}

INSTANTIATE_TEST_SUITE_P(NorwegianAndGerman, ReportServingLanguages, ::testing::Values("nb", "de"));

TEST(ReportServing, TrainingReportHasNoServingSection)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    ASSERT_TRUE(analysis.valid);
    EXPECT_FALSE(analysis.estimate.serving.has_value());
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    EXPECT_FALSE(text.contains(QStringLiteral("Serving")));
    EXPECT_FALSE(text.contains(QStringLiteral("output tokens per second")));
    EXPECT_FALSE(text.contains(QStringLiteral("What limits the deployment")));
}

TEST(ReportServing, WeightsThatDoNotFitGiveTheWarningAndNoTable)
{
    const core::Analysis analysis = analysisOf(weightsDoNotFitScenario());
    ASSERT_TRUE(analysis.valid);
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    ASSERT_FALSE(analysis.estimate.serving->fits);
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("Serving")));
    EXPECT_TRUE(text.contains(QStringLiteral("do not fit a replica of 1 GPU"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("more tensor parallelism is needed")));
    EXPECT_FALSE(text.contains(QStringLiteral("concurrent user")));
    EXPECT_FALSE(text.contains(QStringLiteral("Output tokens per second")));
    EXPECT_FALSE(text.contains(QStringLiteral("Time per output token (")));
    EXPECT_FALSE(text.contains(QStringLiteral("What limits the deployment")));
    EXPECT_FALSE(text.contains(QStringLiteral("per million output tokens")));
}

TEST(ReportServing, LoadBeyondTheCapacityAndMissedTargetsAreSaid)
{
    core::Scenario scenario = servingScenario();
    scenario.serving.load = core::LoadKind::RequestRate;
    scenario.serving.requestsPerSecond = 1000;
    scenario.serving.tpotTargetMs = 5.0;
    const core::Analysis analysis = analysisOf(scenario);
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    const core::ServingEstimate &e = *analysis.estimate.serving;
    ASSERT_TRUE(e.fits);
    ASSERT_FALSE(e.holdsLoad);
    ASSERT_FALSE(e.meetsTargets);
    const QString text = reportText(analysis, QStringLiteral("en"));
    EXPECT_TRUE(text.contains(QStringLiteral("requests would queue without end"))) << text.toStdString();
    // Request rates as the section prints them: two decimals below 10, one below 100.
    const double rate = e.capacityRequestsPerSecond;
    const QString capacity = inLanguage(QStringLiteral("en"), [rate] {
        return QLocale().toString(rate, 'f', rate < 10 ? 2 : rate < 100 ? 1 : 0);
    });
    EXPECT_TRUE(text.contains(QStringLiteral("at most %1 requests per second").arg(capacity)))
        << capacity.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("time per output token at most 5.0 ms, at p99) are not met")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("capacity: the load exceeds what the replicas complete")));
}

TEST(ReportServing, OfflineJobSaysWhenItFinishes)
{
    core::Scenario scenario = servingScenario();
    scenario.serving.load = core::LoadKind::Offline;
    scenario.serving.offlineRequests = 10000;
    const core::Analysis analysis = analysisOf(scenario);
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    const core::ServingEstimate &e = *analysis.estimate.serving;
    ASSERT_GT(e.offlineJobSeconds, 0.0);
    const QString text = reportText(analysis, QStringLiteral("en"));
    const QString hours
        = inLanguage(QStringLiteral("en"), [&e] { return normalised(formatHours(e.offlineJobSeconds)); });
    EXPECT_TRUE(text.contains(QStringLiteral("an offline job of 10,000 request"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("finishes in %1").arg(hours))) << hours.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Time to finish the job")));
}

// The rest of an inference report follows the serving answer: no single-stream decode speed, no
// dataset, time or training totals, the serving inputs and a table of serving configurations.
TEST(ReportServing, InferenceReportFollowsTheServingAnswerThroughout)
{
    const core::Analysis analysis = analysisOf(servingScenario());
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    const core::ServingEstimate &e = *analysis.estimate.serving;
    ASSERT_TRUE(e.fits);
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    // The old decode model, the training inputs and the totals of a run are gone.
    EXPECT_FALSE(text.contains(QStringLiteral("tokens per second per request"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("whole dataset")));
    EXPECT_FALSE(text.contains(QStringLiteral("Concurrent requests")));
    EXPECT_FALSE(text.contains(QStringLiteral("Dataset")));
    EXPECT_FALSE(text.contains(QStringLiteral("when renting")));
    EXPECT_FALSE(text.contains(QStringLiteral("GPU-hours")));
    EXPECT_FALSE(text.contains(QStringLiteral("Training")));
    EXPECT_FALSE(text.contains(ReportText::timeCostHeading()));
    EXPECT_FALSE(text.contains(ReportText::methodsHeading()));
    EXPECT_FALSE(text.contains(ReportText::fitHeading()));
    EXPECT_FALSE(text.contains(QStringLiteral("of memory missing on each GPU")));
    // The summary says what the weights take and what the KV pool holds, then the throughput.
    EXPECT_TRUE(text.contains(QStringLiteral("Serving Llama 3.1 8B with vLLM on 1 × H100"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("the KV-cache pool the engine reserves beside them holds")));
    const QString tokens = inLanguage(
        QStringLiteral("en"), [&e] { return normalised(QLocale().toString(e.outputTokensPerSecond, 'f', 0)); });
    const QString tpot
        = inLanguage(QStringLiteral("en"), [&e] { return normalised(formatMilliseconds(e.tpotMs.p99)); });
    EXPECT_TRUE(text.contains(QStringLiteral(
        "The deployment generates about %1 output tokens per second at a time per output token of %2 (p99)")
                                  .arg(tokens, tpot)))
        << tokens.toStdString() << " " << tpot.toStdString();
    // The serving inputs.
    EXPECT_TRUE(text.contains(QStringLiteral("Serving engine vLLM")));
    EXPECT_TRUE(text.contains(QStringLiteral("Concurrent users: 64")));
    EXPECT_TRUE(text.contains(QStringLiteral("1,000 tokens in, 300 tokens out")));
    EXPECT_TRUE(text.contains(QStringLiteral("Latency targets none")));
    // The configurations table: serving columns, each row's cost per million output tokens.
    ASSERT_FALSE(analysis.recommendation.candidates.empty());
    EXPECT_TRUE(text.contains(QStringLiteral("Per 1M output tokens"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("TPOT (p99)")));
    const core::ServingEstimate &best = *analysis.recommendation.candidates.front().estimate.serving;
    const QString bestCost = inLanguage(
        QStringLiteral("en"), [&best] { return normalised(formatMoney(best.costPerMillionOutputTokens, "USD")); });
    const QString bestMonth
        = inLanguage(QStringLiteral("en"), [&best] { return normalised(formatMoney(best.monthlyRent, "USD")); });
    EXPECT_TRUE(text.contains(QStringLiteral("%1 %2").arg(bestCost, bestMonth)))
        << bestCost.toStdString() << " " << bestMonth.toStdString();
    // The cost section has the prices of the GPUs, no training totals.
    EXPECT_TRUE(
        text.contains(QStringLiteral("%1 What the GPUs cost to rent or to own.").arg(ReportText::costHeading())));
    EXPECT_TRUE(text.contains(QStringLiteral("per GPU-hour")));
}

TEST(ReportServing, InferenceWhoseWeightsDoNotFitSaysWhatWouldMakeItFit)
{
    const core::Analysis analysis = analysisOf(weightsDoNotFitScenario());
    ASSERT_TRUE(analysis.estimate.serving.has_value());
    ASSERT_FALSE(analysis.estimate.serving->fits);
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("Does not fit: on each GPU the weights and the engine's workspace leave "
                                             "no room for the KV cache.")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Serving Llama 3.1 70B with vLLM does not fit on 1 × H100")));
    EXPECT_TRUE(text.contains(ReportText::fitHeading()));
    // The smallest tensor parallel degree on the H100 that the analysis found, and fp8 or int4.
    int smallestTp = 0;
    int itsGpus = 0;
    for (const core::Candidate &c : analysis.recommendation.candidates)
        if (c.scenario.gpuId == "h100-sxm" && (smallestTp == 0 || c.scenario.parallel.tp < smallestTp)) {
            smallestTp = c.scenario.parallel.tp;
            itsGpus = c.scenario.parallel.gpus;  // replicas for the load as well
        }
    ASSERT_GT(smallestTp, 1);
    EXPECT_TRUE(text.contains(QStringLiteral("More tensor parallelism: %1 × H100").arg(itsGpus)))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("(TP %1 ×").arg(smallestTp)));
    EXPECT_TRUE(text.contains(QStringLiteral("Weights in fp8 or int4 instead of bf16.")));
    EXPECT_FALSE(text.contains(QStringLiteral("when renting")));
    EXPECT_FALSE(text.contains(QStringLiteral("of memory missing on each GPU")));
    EXPECT_FALSE(text.contains(QStringLiteral("tokens per second per request")));
    EXPECT_FALSE(text.contains(QStringLiteral("whole dataset")));
    // The scenario itself in the table, with no figures.
    EXPECT_TRUE(text.contains(QStringLiteral("(this scenario)")));
}

// A training report is as it was: its time and cost for the dataset, the method comparison and
// the memory of the training model.
TEST(ReportServing, TrainingReportKeepsItsTrainingWording)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    ASSERT_TRUE(analysis.valid);
    const QString text = reportText(analysis, QStringLiteral("en"));
    ASSERT_FALSE(text.isEmpty());
    // As test_report.cpp checks (HasTranslatedHeadingsFieldsAndLocaleNumbers).
    for (const QString &expected : { ReportText::methodsHeading(), ReportText::timeCostHeading(),
             inLanguage(QStringLiteral("en"), [&analysis] { return formatGiB(analysis.estimate.requiredBytes, 2); }) })
        EXPECT_TRUE(text.contains(normalised(expected))) << expected.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("time and cost are for the whole dataset")));
    EXPECT_TRUE(text.contains(QStringLiteral("Training on")));
    EXPECT_TRUE(text.contains(QStringLiteral("when renting")));
    EXPECT_TRUE(text.contains(QStringLiteral("Dataset")));
    EXPECT_FALSE(text.contains(QStringLiteral("Serving engine")));
    EXPECT_FALSE(text.contains(QStringLiteral("KV pool")));
    EXPECT_FALSE(text.contains(QStringLiteral("Per 1M output tokens")));
}

// The launch command appendix: how many replicas to start, then one replica's command with its
// tensor-parallel flag (pdftotext gives the fixed-width lines back); none in a training report.
TEST(ReportServing, InferenceReportEndsWithTheLaunchCommand)
{
    const core::Analysis analysis = analysisOf(servingScenario());
    const QString text = reportText(analysis, QStringLiteral("en"));
    EXPECT_TRUE(text.contains(QStringLiteral("Launch command"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Start 1 replica, each on 1 GPU (vLLM 0.8.5):"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("vllm serve meta-llama/Llama-3.1-8B"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("--tensor-parallel-size 1"))) << text.toStdString();
    core::Scenario training = servingScenario();
    training.method = core::Method::LoRA;
    training.optimizer = core::Optimizer::AdamW;
    EXPECT_FALSE(reportText(analysisOf(training), QStringLiteral("en")).contains(QStringLiteral("Launch command")));
}
