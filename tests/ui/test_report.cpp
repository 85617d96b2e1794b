// The PDF report: contents in each language, page size, vector charts, atomic writing.
#include "test_report_fixtures.h"

#include "catalog/exchangeratesfile.h"
#include "catalog/hfconfigimport.h"
#include "catalog/sizesynthesis.h"
#include "text/displayformat.h"
#include "model/currency.h"
#include "model/framework.h"
#include "report/publicsources.h"
#include "report/reportlanguage.h"
#include "report/reporttext.h"
#include "report/reportwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPainter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

QString writeReport(const QTemporaryDir &dir, const core::Analysis &analysis, const ReportInfo &info, const QString &name)
{
    const QString path = dir.filePath(name);
    QString error;
    EXPECT_TRUE(ReportWriter::write(analysis, info, path, &error)) << error.toStdString();
    return path;
}

// What the report must contain in `language`, computed through the same tr() and QLocale
// calls the writer makes: strict for a language as soon as its translation exists.
QStringList expectedTexts(const QString &language, const core::Analysis &analysis, const ReportInfo &info)
{
    const ScopedReportLanguage scoped(language);
    return { ReportText::title(), ReportText::summaryHeading(), ReportText::inputsHeading(),
        ReportText::memoryHeading(), ReportText::methodsHeading(), ReportText::configurationsHeading(),
        ReportText::timeCostHeading(), ReportText::assumptionsHeading(), ReportText::accuracyHeading(),
        ReportText::sourcesHeading(), ReportText::customerLabel(), info.customer, info.project, info.consultantName,
        QLocale().toString(info.date, QLocale::LongFormat), formatGiB(analysis.estimate.requiredBytes, 2),
        formatGiB(analysis.estimate.capacityBytes, 2) };
}

class ReportLanguages : public ::testing::TestWithParam<const char *>
{
};

} // namespace

TEST_P(ReportLanguages, HasTranslatedHeadingsFieldsAndLocaleNumbers)
{
    const QString language = QString::fromLatin1(GetParam());
    const core::Analysis analysis = analysisOf(qloraScenario());
    ASSERT_TRUE(analysis.valid);
    QTemporaryDir dir;
    const ReportInfo info = infoFor(language);
    const QString text = pdfText(writeReport(dir, analysis, info, QStringLiteral("report-%1.pdf").arg(language)));
    ASSERT_FALSE(text.isEmpty());
    for (const QString &expected : expectedTexts(language, analysis, info))
        EXPECT_TRUE(text.contains(normalised(expected)))
            << language.toStdString() << ": missing '" << expected.toStdString() << "'";
}

INSTANTIATE_TEST_SUITE_P(AllLanguages, ReportLanguages, ::testing::Values("en", "nb", "de"));

TEST(ReportLanguage, NumbersUseTheDecimalSeparatorOfTheLanguage)
{
    const double bytes = 46.25 * core::units::kGiB;
    const auto inLanguage = [bytes](const char *language) {
        const ScopedReportLanguage scoped(QString::fromLatin1(language));
        return normalised(formatGiB(bytes, 2));
    };
    EXPECT_EQ(inLanguage("en"), QStringLiteral("46.25 GiB"));
    EXPECT_EQ(inLanguage("nb"), QStringLiteral("46,25 GiB"));
    EXPECT_EQ(inLanguage("de"), QStringLiteral("46,25 GiB"));
}

TEST(ReportLanguage, RestoresTheDefaultLocale)
{
    const QLocale before;
    {
        const ScopedReportLanguage scoped(QStringLiteral("de"));
        EXPECT_EQ(QLocale().language(), QLocale::German);
    }
    EXPECT_EQ(QLocale().name(), before.name());
}

TEST(ReportLanguage, UsesTheRegisteredHookAndSwitchesBack)
{
    QStringList applied;
    QString current = QStringLiteral("nb");
    setReportLanguageHook({ [&](const QString &language) {
                               applied << language;
                               current = language;
                           },
        [&] { return current; } });
    {
        const ScopedReportLanguage scoped(QStringLiteral("de"));
        EXPECT_EQ(current, QStringLiteral("de"));
    }
    setReportLanguageHook({});
    EXPECT_EQ(applied, (QStringList { QStringLiteral("de"), QStringLiteral("nb") }));
    EXPECT_EQ(current, QStringLiteral("nb"));
}

TEST(Report, PageSizeIsThePaperAskedFor)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    const QString a4 = runTool(QStringLiteral("pdfinfo"),
        { writeReport(dir, analysis, infoFor(QStringLiteral("en")), QStringLiteral("a4.pdf")) });
    const QString letter = runTool(QStringLiteral("pdfinfo"),
        { writeReport(
            dir, analysis, infoFor(QStringLiteral("en"), ReportPaper::Letter), QStringLiteral("letter.pdf")) });
    EXPECT_TRUE(
        a4.contains(QRegularExpression(QStringLiteral("Page size:\\s+595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)"))))
        << a4.toStdString();
    EXPECT_TRUE(letter.contains(QRegularExpression(QStringLiteral("Page size:\\s+612 x 792 pts \\(letter\\)"))))
        << letter.toStdString();
}

TEST(Report, ChartsAreVectorsNotImages)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    const QString list = runTool(QStringLiteral("pdfimages"),
        { QStringLiteral("-list"),
            writeReport(dir, analysis, infoFor(QStringLiteral("en")), QStringLiteral("vectors.pdf")) });
    // pdfimages prints a two-line header and one line per embedded image.
    const QStringList lines = list.trimmed().split(QLatin1Char('\n'));
    EXPECT_EQ(lines.size(), 2) << list.toStdString();
    // The charts are there: their axis title and component names are text in the PDF.
    const QString text = pdfText(dir.filePath(QStringLiteral("vectors.pdf")));
    EXPECT_GE(text.count(QStringLiteral("GiB per GPU")), 2);
}

TEST(Report, EveryPageHasItsNumberAndTheFooter)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    const ReportInfo info = infoFor(QStringLiteral("en"));
    int pages = 0;
    const QByteArray pdf = ReportWriter::render(analysis, info, &pages);
    ASSERT_GE(pages, 2);
    const QString path = dir.filePath(QStringLiteral("pages.pdf"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(pdf);
    file.close();
    const QString pdfinfo = runTool(QStringLiteral("pdfinfo"), { path });
    EXPECT_TRUE(pdfinfo.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(pages))))
        << pdfinfo.toStdString();
    for (int page = 1; page <= pages; ++page) {
        const QString text = normalised(runTool(QStringLiteral("pdftotext"),
            { QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page), path,
                QStringLiteral("-") }));
        EXPECT_TRUE(text.contains(QStringLiteral("Page %1 of %2").arg(page).arg(pages))) << "page " << page;
        EXPECT_TRUE(text.contains(info.customer)) << "footer of page " << page;
    }
}

TEST(Report, LongWordsAndNamesWrapInsteadOfBeingClipped)
{
    core::Scenario scenario = qloraScenario();
    scenario.model.displayName = "Llama-3.1-70B-Instruct-Kundenservice-Feinabstimmung-Versuchsreihe-Nummer-Siebzehn";
    const core::Analysis analysis = analysisOf(scenario);
    ReportInfo info = infoFor(QStringLiteral("de"));
    info.customer = QStringLiteral("Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellungsbetriebsgesellschaft");
    info.project = QStringLiteral("Rechtsschutzversicherungsgesellschaftenkundenberatungsassistenzsystem");
    QTemporaryDir dir;
    QString text = pdfText(writeReport(dir, analysis, info, QStringLiteral("long.pdf")));
    text.remove(QLatin1Char(' '));
    text.remove(QLatin1Char('-'));
    QString model = QString::fromStdString(scenario.model.displayName);
    model.remove(QLatin1Char('-'));
    EXPECT_TRUE(text.contains(info.customer));
    EXPECT_TRUE(text.contains(info.project));
    EXPECT_TRUE(text.contains(model));
}

TEST(Report, SaysWhatWouldMakeItFitOnlyWhenItDoesNotFit)
{
    QTemporaryDir dir;
    const core::Analysis fits = analysisOf(qloraScenario());
    const core::Analysis tooLarge = analysisOf(tooLargeScenario());
    ASSERT_EQ(fits.verdict(), core::FitVerdict::Fits);
    ASSERT_EQ(tooLarge.verdict(), core::FitVerdict::DoesNotFit);
    const QString fitsText = pdfText(writeReport(dir, fits, infoFor(QStringLiteral("en")), QStringLiteral("fits.pdf")));
    const QString tooLargeText
        = pdfText(writeReport(dir, tooLarge, infoFor(QStringLiteral("en")), QStringLiteral("toolarge.pdf")));
    EXPECT_FALSE(fitsText.contains(ReportText::fitHeading()));
    EXPECT_TRUE(tooLargeText.contains(ReportText::fitHeading()));
    // QLoRA of the same model fits on the same GPU, so the report suggests it.
    EXPECT_TRUE(tooLargeText.contains(QStringLiteral("Switch to QLoRA fine-tuning"))) << tooLargeText.toStdString();
}

TEST(Report, WarnsWhenTheSequencePassesTheContextWindow)
{
    QTemporaryDir dir;
    core::Scenario s = qloraScenario();   // Llama 3.1 70B: 131,072 positions
    const QString within
        = pdfText(writeReport(dir, analysisOf(s), infoFor(QStringLiteral("en")), QStringLiteral("w.pdf")));
    EXPECT_FALSE(within.contains(QStringLiteral("context window")));
    s.seqLen = 262144;
    const core::Analysis beyond = analysisOf(s);
    ASSERT_TRUE(beyond.beyondContextWindow);
    const QString text = pdfText(writeReport(dir, beyond, infoFor(QStringLiteral("en")), QStringLiteral("b.pdf")));
    EXPECT_TRUE(text.contains(QStringLiteral("The sequence length 262,144 exceeds the model's context window of "
                                             "131,072 tokens")))
        << text.toStdString();
}

// An estimate that breaks a guard rail (issue #24 point 4): the summary says so, a sentence a
// rail.
TEST(Report, WarnsOfEachBrokenGuardRail)
{
    QTemporaryDir dir;
    core::Analysis a = analysisOf(qloraScenario());
    a.guardRails = {};
    const QString plain = pdfText(writeReport(dir, a, infoFor(QStringLiteral("en")), QStringLiteral("g0.pdf")));
    EXPECT_FALSE(plain.contains(QStringLiteral("roofline"))) << plain.toStdString();
    a.guardRails.broken = {{core::GuardRail::TrainingMfu, core::GuardedStep::Training, 0.654, 0.60},
                           {core::GuardRail::Roofline, core::GuardedStep::Training, 1.25, 1.0}};
    const QString text = pdfText(writeReport(dir, a, infoFor(QStringLiteral("en")), QStringLiteral("g2.pdf")));
    EXPECT_TRUE(text.contains(QStringLiteral("The estimate implies 65 % MFU in training, above the 60 % that "
                                             "measured runs reach: the training time is probably too short.")))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("The estimated training step runs at 125 % of its roofline speed")))
        << text.toStdString();
}

TEST(Report, NamesTheFrameworkItsVersionAndTheSettingsItChose)
{
    QTemporaryDir dir;
    const core::Scenario s = core::withFramework(qloraScenario(), core::Framework::Unsloth);
    const QString en = pdfText(writeReport(dir, analysisOf(s), infoFor(QStringLiteral("en")), QStringLiteral("u.pdf")));
    EXPECT_TRUE(en.contains(QStringLiteral("Unsloth, with the defaults of Unsloth 2025.7"))) << en.toStdString();
    EXPECT_TRUE(en.contains(QStringLiteral("chunked cross-entropy"))) << en.toStdString();
    EXPECT_TRUE(en.contains(QStringLiteral("checkpointed activations offloaded to host memory"))) << en.toStdString();
    const QString de = pdfText(writeReport(dir, analysisOf(s), infoFor(QStringLiteral("de")), QStringLiteral("d.pdf")));
    EXPECT_TRUE(de.contains(QStringLiteral("Unsloth, mit den Voreinstellungen von Unsloth 2025.7"))) << de.toStdString();
}

TEST(Report, PreTrainingComparesNoFineTuningMethods)
{
    // There is no trained model to fine-tune yet: the methods section would offer LoRA as an
    // alternative to training from scratch.
    QTemporaryDir dir;
    const QString pretrain = pdfText(
        writeReport(dir, analysisOf(pretrain70bScenario()), infoFor(QStringLiteral("en")), QStringLiteral("p.pdf")));
    EXPECT_FALSE(pretrain.contains(ReportText::methodsHeading())) << pretrain.toStdString();
    EXPECT_TRUE(pretrain.contains(ReportText::memoryHeading()));
    const QString qlora
        = pdfText(writeReport(dir, analysisOf(qloraScenario()), infoFor(QStringLiteral("en")), QStringLiteral("q.pdf")));
    EXPECT_TRUE(qlora.contains(ReportText::methodsHeading()));
}

TEST(Report, UnwritablePathGivesAnErrorAndLeavesNoFile)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("not-a-folder")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    const QString path = dir.filePath(QStringLiteral("not-a-folder/report.pdf"));
    QString error;
    EXPECT_FALSE(ReportWriter::write(analysis, infoFor(QStringLiteral("en")), path, &error));
    EXPECT_TRUE(error.contains(path)) << error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList { QStringLiteral("not-a-folder") });
}

TEST(Report, InvalidScenarioIsRefusedWithItsReason)
{
    core::Scenario scenario = qloraScenario();
    scenario.gpuId = "no-such-gpu";
    const core::Analysis analysis = analysisOf(scenario);
    ASSERT_FALSE(analysis.valid);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("invalid.pdf"));
    QString error;
    EXPECT_FALSE(ReportWriter::write(analysis, infoFor(QStringLiteral("en")), path, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(QFileInfo::exists(path));
}

TEST(ReportQuote, AmountsInNokWithTheRateAndItsDatePrinted)
{
    core::Scenario s = qloraScenario();
    s.prices.rates = core::builtInExchangeRates();
    ASSERT_TRUE(core::convertCurrency(s, "NOK", core::builtInExchangeRates()));
    const core::Analysis nok = analysisOf(s);
    core::Scenario usd = qloraScenario();
    usd.prices.rates = core::builtInExchangeRates();
    const core::Analysis dollars = analysisOf(usd);
    const double rate = *core::builtInExchangeRates().rate("NOK");
    // The same run costs the dollar figure times the rate, in kroner.
    EXPECT_NEAR(nok.estimate.cost.rentTotal, dollars.estimate.cost.rentTotal * rate, 1e-6);
    QTemporaryDir dir;
    const QString text = pdfText(writeReport(dir, nok, infoFor(QStringLiteral("nb")), QStringLiteral("nok.pdf")));
    const ScopedReportLanguage scoped(QStringLiteral("nb"));
    EXPECT_TRUE(text.contains(normalised(formatMoney(nok.estimate.cost.rentTotal, "NOK")))) << text.toStdString();
    EXPECT_TRUE(text.contains(normalised(QStringLiteral("1 USD = %1 NOK").arg(QLocale().toString(rate, 'g', 4)))))
        << text.toStdString();
    EXPECT_TRUE(text.contains(QString::fromStdString(core::builtInExchangeRates().date)));
    EXPECT_FALSE(text.contains(QStringLiteral("$")));
}

TEST(ReportQuote, UncalibratedRowsAreMarkedAndTheFirstOneSaysWhatToBuy)
{
    core::Analysis a = analysisOf(qloraScenario());
    ASSERT_GT(a.recommendation.candidates.size(), 2u);
    a.recommendation.candidates[1].calibrated = false;
    QTemporaryDir dir;
    const QString text = pdfText(writeReport(dir, a, infoFor(QStringLiteral("en")), QStringLiteral("marks.pdf")));
    EXPECT_TRUE(text.contains(QStringLiteral("* No measured run calibrates this GPU family"))) << text.toStdString();
    const core::Candidate &first = a.recommendation.candidates.front();
    EXPECT_TRUE(text.contains(QStringLiteral("To own the first configuration: Buy: ")));
    EXPECT_TRUE(text.contains(normalised(QString::fromStdString(first.bom.name)))) << first.bom.name;
}

// ---- What the customer sees of the sources: public references, never the catalog's provenance.

namespace {

// A Hugging Face config.json of the test data, imported as the user would, with its
// "_name_or_path" set to `nameOrPath` (removed when empty).
core::Architecture importedModel(const char *file, const QString &nameOrPath, const QString &path)
{
    QFile config(QStringLiteral(GPUSIZER_REPORT_TEST_DATA_DIR "/hf/%1").arg(QLatin1String(file)));
    EXPECT_TRUE(config.open(QIODevice::ReadOnly)) << file;
    QJsonObject json = QJsonDocument::fromJson(config.readAll()).object();
    json.remove(QStringLiteral("_name_or_path"));
    if (!nameOrPath.isEmpty())
        json.insert(QStringLiteral("_name_or_path"), nameOrPath);
    auto model = core::importHfConfig(QJsonDocument(json).toJson().toStdString(), path.toStdString());
    EXPECT_TRUE(model.ok()) << (model.ok() ? std::string() : core::describe(model.error()));
    return model.ok() ? model.value() : core::Architecture {};
}

struct SourcesCase {
    const char *name;
    core::Scenario scenario;
    QStringList expected; // public references the Sources section must print
};

std::vector<SourcesCase> sourcesCases()
{
    std::vector<SourcesCase> cases;
    // A preset: its model card, the vendor's datasheet, the dated public price lists.
    cases.push_back({ "preset", qloraScenario(),
        { QStringLiteral("Model card: huggingface.co/meta-llama/Llama-3.1-70B"),
            QStringLiteral("NVIDIA datasheet: H100 SXM5 80GB"),
            QStringLiteral("Public on-demand price lists, read 2026-09-25"),
            QStringLiteral("Indicative list price, ") } });
    // Imported from a config.json whose _name_or_path names the real model, on an AMD GPU
    // whose rent the catalog estimates.
    core::Scenario imported = qloraScenario();
    imported.model = importedModel("llama-3.1-8b.json", QStringLiteral("meta-llama/Llama-3.1-8B"),
        QStringLiteral("/home/kari/hf-cache/models--meta-llama--Llama-3.1-8B/snapshots/0e9e39f/config.json"));
    imported.method = core::Method::LoRA;
    imported.weightDtype = core::DType::BF16;
    imported.optimizer = core::Optimizer::AdamW;
    imported.gpuId = "mi300x";
    cases.push_back({ "imported", imported,
        { QStringLiteral("Model card: huggingface.co/meta-llama/Llama-3.1-8B"),
            QStringLiteral("AMD datasheet: Instinct MI300X"),
            QStringLiteral("Rent estimated from public on-demand prices of similar GPUs, 2026-11-30") } });
    // Imported from a local fine-tune (a path, not a repository): no model card to cite.
    core::Scenario local = imported;
    local.model = importedModel("qwen2.5-7b.json", QStringLiteral("/data/checkpoints/kundeservice-ft"),
        QStringLiteral("/data/checkpoints/kundeservice-ft/config.json"));
    local.gpuId = "a100-80gb-sxm";
    cases.push_back({ "local", local,
        { QStringLiteral("Model configuration as given"), QStringLiteral("NVIDIA datasheet: A100 80GB SXM4") } });
    // A shape synthesised from a parameter count.
    core::Scenario synthesised = tooLargeScenario();
    synthesised.model = core::synthesiseArchitecture(13);
    synthesised.gpuId = "gaudi3";
    synthesised.parallel.gpus = 8;
    cases.push_back({ "synthesised", synthesised,
        { QStringLiteral("Model configuration as given"), QStringLiteral("Intel datasheet: Gaudi 3 (HL-325L OAM)") } });
    // Serving.
    cases.push_back({ "serving", servingScenario(),
        { QStringLiteral("Model card: huggingface.co/meta-llama/Llama-3.1-8B"),
            QStringLiteral("NVIDIA datasheet: H100 SXM5 80GB"),
            QStringLiteral("Public on-demand price lists, read 2026-09-25") } });
    return cases;
}

// The number of images pdfimages lists in `pdf` (soft masks not counted), and their x-ppi.
QList<double> pdfImagePpi(const QString &pdf)
{
    const QStringList lines = runTool(QStringLiteral("pdfimages"), { QStringLiteral("-list"), pdf })
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QList<double> ppi;
    for (qsizetype i = 2; i < lines.size(); ++i) {
        const QStringList columns = lines.at(i).simplified().split(QLatin1Char(' '));
        if (columns.size() > 12 && columns.at(2) == QLatin1String("image"))
            ppi << columns.at(12).toDouble();
    }
    return ppi;
}

} // namespace

TEST(ReportSources, PrintOnlyPublicReferences)
{
    QTemporaryDir dir;
    for (const SourcesCase &c : sourcesCases()) {
        SCOPED_TRACE(c.name);
        const core::Analysis analysis = analysisOf(c.scenario);
        ASSERT_TRUE(analysis.valid);
        const QString text = pdfText(writeReport(
            dir, analysis, infoFor(QStringLiteral("en")), QStringLiteral("%1.pdf").arg(QLatin1String(c.name))));
        ASSERT_FALSE(text.isEmpty());
        for (const auto &[what, pattern] : internalPatterns()) {
            const QRegularExpressionMatch match = pattern.match(text);
            EXPECT_FALSE(match.hasMatch())
                << what << ": '" << match.captured().toStdString() << "' in '"
                << text.mid(std::max<qsizetype>(0, match.capturedStart() - 80), 200).toStdString() << "'";
        }
        for (const QString &expected : c.expected)
            EXPECT_TRUE(text.contains(expected)) << "missing '" << expected.toStdString() << "'";
        // The estimation method keeps its published references.
        EXPECT_TRUE(text.contains(QStringLiteral("Korthikanti et al.")));
        EXPECT_TRUE(text.contains(QStringLiteral("Calculon")));
    }
}

TEST(ReportSources, RepositoryIdsOnlyFromRealRepositories)
{
    core::Architecture a;
    a.hfRepo = "meta-llama/Llama-3.1-70B";
    EXPECT_EQ(publicsources::huggingFaceRepo(a), QStringLiteral("meta-llama/Llama-3.1-70B"));
    a.hfRepo = "https://huggingface.co/Qwen/Qwen2.5-7B";
    EXPECT_EQ(publicsources::huggingFaceRepo(a), QStringLiteral("Qwen/Qwen2.5-7B"));
    a.hfRepo.clear();
    a.id = "mistralai/Mistral-7B-v0.1"; // an import's id is its _name_or_path
    EXPECT_EQ(publicsources::huggingFaceRepo(a), QStringLiteral("mistralai/Mistral-7B-v0.1"));
    for (const char *notARepo : { "/home/kari/models/llama", "./out/ft", "synthetic-13b", "Llama 3.1 8B",
             "C:\\models\\llama", "models/config.json", "a/b/c", "org--x/name", "" }) {
        a.hfRepo = notARepo;
        a.id = notARepo;
        EXPECT_TRUE(publicsources::huggingFaceRepo(a).isEmpty()) << notARepo;
    }
}

// ---- The cover: validity date and the consultant's logo.

TEST(ReportCover, ValidUntilInEachLanguage)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    for (const char *code : { "en", "nb", "de" }) {
        const QString language = QString::fromLatin1(code);
        ReportInfo info = infoFor(language);
        info.validUntil = info.date.addDays(14);
        const QString text = pdfText(writeReport(dir, analysis, info, QStringLiteral("valid-%1.pdf").arg(language)));
        const ScopedReportLanguage scoped(language);
        const QString label = normalised(ReportText::validUntilLabel());
        const QString date = normalised(QLocale().toString(QDate(2026, 12, 14), QLocale::LongFormat));
        EXPECT_TRUE(text.contains(label + QLatin1Char(' ') + date))
            << code << ": missing '" << label.toStdString() << " " << date.toStdString() << "' in "
            << text.left(600).toStdString();
    }
}

TEST(ReportCover, ValidityDefaultsToThirtyDaysAfterTheDate)
{
    const ReportInfo fresh;
    EXPECT_EQ(fresh.validUntil, fresh.date.addDays(30));
    EXPECT_EQ(fresh.validity(), fresh.date.addDays(30));
    ReportInfo unset;
    unset.date = QDate(2027, 3, 1);
    unset.validUntil = QDate();
    EXPECT_EQ(unset.validity(), QDate(2027, 3, 31));
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    const QString text = pdfText(writeReport(dir, analysis, unset, QStringLiteral("default.pdf")));
    EXPECT_TRUE(text.contains(QStringLiteral("Valid until Wednesday, March 31, 2027"))) << text.left(600).toStdString();
}

TEST(ReportCover, LogoIsDrawnScaledToItsBoxAndAMissingOneIsLeftOut)
{
    const core::Analysis analysis = analysisOf(qloraScenario());
    QTemporaryDir dir;
    // A 200 × 80 logo in the 40 × 15 mm box: its height limits it (15 mm high, 37.5 mm wide).
    QImage logo(200, 80, QImage::Format_RGB32);
    logo.fill(QColor(0x1f, 0x4e, 0x79));
    {
        QPainter painter(&logo);
        painter.fillRect(QRect(20, 20, 60, 40), Qt::white);
    }
    const QString logoPath = dir.filePath(QStringLiteral("logo.png"));
    ASSERT_TRUE(logo.save(logoPath));

    ReportInfo info = infoFor(QStringLiteral("en"));
    const QList<double> without = pdfImagePpi(writeReport(dir, analysis, info, QStringLiteral("plain.pdf")));
    info.logoPath = logoPath;
    const QString withPath = writeReport(dir, analysis, info, QStringLiteral("logo.pdf"));
    const QList<double> with = pdfImagePpi(withPath);
    ASSERT_EQ(with.size(), without.size() + 1)
        << runTool(QStringLiteral("pdfimages"), { QStringLiteral("-list"), withPath }).toStdString();
    // 200 pixels across 37.5 mm: about 135 pixels per inch.
    EXPECT_NEAR(with.back(), 200 / (37.5 / 25.4), 3);
    // On the cover, and the title is still there beside it.
    const QString first = runTool(QStringLiteral("pdfimages"), { QStringLiteral("-list"), withPath });
    EXPECT_TRUE(QRegularExpression(QStringLiteral("\\n\\s*1\\s+\\d+\\s+image")).match(first).hasMatch())
        << first.toStdString();
    EXPECT_TRUE(pdfText(withPath).startsWith(ReportText::title()));

    // Missing or unreadable: the report is written without a logo.
    info.logoPath = dir.filePath(QStringLiteral("no-such-logo.png"));
    EXPECT_EQ(pdfImagePpi(writeReport(dir, analysis, info, QStringLiteral("missing.pdf"))).size(), without.size());
    const QString notAnImage = dir.filePath(QStringLiteral("broken.png"));
    {
        QFile file(notAnImage);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("not an image");
    }
    info.logoPath = notAnImage;
    EXPECT_EQ(pdfImagePpi(writeReport(dir, analysis, info, QStringLiteral("broken.pdf"))).size(), without.size());
}
