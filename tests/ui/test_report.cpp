// The PDF report: contents in each language, page size, vector charts, atomic writing.
#include "test_report_fixtures.h"

#include "catalog/exchangeratesfile.h"
#include "charts/displayformat.h"
#include "model/currency.h"
#include "report/reportlanguage.h"
#include "report/reporttext.h"
#include "report/reportwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace gpusizer;
using namespace gpusizer::ui;
using namespace reporttest;

namespace {

ReportInfo infoFor(const QString &language, ReportPaper paper = ReportPaper::A4)
{
    ReportInfo info;
    info.customer = QStringLiteral("Nordlys Analyse AS");
    info.project = QStringLiteral("Kundeservice-assistent");
    info.consultantName = QStringLiteral("Kari Nordmann");
    info.consultantCompany = QStringLiteral("Fjordrådgivning");
    info.notes = QStringLiteral("Quote valid for 30 days.");
    info.language = language;
    info.paper = paper;
    info.date = QDate(2026, 11, 30);
    return info;
}

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
