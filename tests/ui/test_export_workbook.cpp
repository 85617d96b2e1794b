// The workbook and the ranked table (issue #27): what the sheets hold, in every language, and
// the files the XLSX and CSV writers make from them.
#include "test_report_fixtures.h"

#include "export/exportfile.h"
#include "export/tablecsv.h"
#include "export/workbookcontent.h"
#include "export/workbookxlsx.h"
#include "report/reportlanguage.h"
#include "text/configurationrows.h"
#include "text/pricedefaulttext.h"

#include "model/pricedefaults.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <string_view>

namespace {

using namespace gpusizer;
using namespace gpusizer::ui;
using reporttest::analysisOf;
using reporttest::infoFor;

// The first cell of each row whose first cell is the text `label`.
const Row *rowLabelled(const Sheet &sheet, const QString &label)
{
    for (const Row &row : sheet.rows)
        if (!row.empty() && !row.front().empty() && !row.front().isNumber() && row.front().text() == label)
            return &row;
    return nullptr;
}

TEST(Workbook, HasItsSixSheetsWithNamesExcelAccepts)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    for (const char *language : {"en", "nb", "de"}) {
        const ScopedReportLanguage scope(QString::fromLatin1(language));
        const Workbook book = workbookContent(a, infoFor(QString::fromLatin1(language)));
        ASSERT_EQ(book.sheets.size(), 6u) << language;
        for (const Sheet &sheet : book.sheets) {
            EXPECT_FALSE(sheet.name.isEmpty()) << language;
            EXPECT_LE(sheet.name.size(), 31) << sheet.name.toStdString();
            for (const QChar c : QStringLiteral("[]:*?/\\"))
                EXPECT_FALSE(sheet.name.contains(c)) << sheet.name.toStdString();
        }
    }
    const Workbook en = workbookContent(a, infoFor(QStringLiteral("en")));
    QStringList names;
    for (const Sheet &sheet : en.sheets)
        names << sheet.name;
    EXPECT_EQ(names, (QStringList{QStringLiteral("Summary"), QStringLiteral("Options"), QStringLiteral("Bill of materials"),
                          QStringLiteral("Total cost of ownership"), QStringLiteral("Facility"), QStringLiteral("Assumptions")}));
    const ScopedReportLanguage nb(QStringLiteral("nb"));
    EXPECT_EQ(workbookContent(a, infoFor(QStringLiteral("nb"))).sheets.front().name, QStringLiteral("Sammendrag"));
}

TEST(Workbook, SummaryNumbersAreTheAnalysisNumbers)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    const Sheet sheet = summarySheet(a, infoFor(QStringLiteral("en")));
    const Row *gpus = rowLabelled(sheet, QStringLiteral("GPUs"));
    ASSERT_NE(gpus, nullptr);
    ASSERT_TRUE(gpus->at(1).isNumber());
    EXPECT_EQ(gpus->at(1).number(), 1.0);
    const Row *memory = rowLabelled(sheet, QStringLiteral("Memory per GPU (GiB)"));
    ASSERT_NE(memory, nullptr);
    EXPECT_NEAR(memory->at(1).number(), a.estimate.requiredBytes / (1024.0 * 1024.0 * 1024.0), 1e-9);
    const Row *rent = rowLabelled(sheet, QStringLiteral("Renting it"));
    ASSERT_NE(rent, nullptr);
    EXPECT_EQ(rent->at(1).style, CellStyle::Money);
    EXPECT_DOUBLE_EQ(rent->at(1).number(), a.estimate.cost.rentTotal);
}

TEST(Workbook, OwnershipYearsEndOnTheTotalCostOfOwnership)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    const core::TcoEstimate &t = a.estimate.cost.tco;
    ASSERT_GT(t.purchase, 0);
    const Sheet sheet = ownershipSheet(a);
    const Row *total = rowLabelled(sheet, QStringLiteral("Total cost of ownership"));
    ASSERT_NE(total, nullptr);
    EXPECT_DOUBLE_EQ(total->at(1).number(), t.total);
    EXPECT_TRUE(total->at(1).bold);
    const Row *residual = rowLabelled(sheet, QStringLiteral("Residual value at the end"));
    ASSERT_NE(residual, nullptr);
    EXPECT_DOUBLE_EQ(residual->at(1).number(), -t.residual);
    ASSERT_TRUE(sheet.chart.has_value());
    const WorkbookChart &chart = *sheet.chart;
    EXPECT_EQ(chart.lastRow - chart.firstRow + 1, int(std::floor(t.years)) + 1);
    const Row &first = sheet.rows.at(std::size_t(chart.firstRow));
    const Row &last = sheet.rows.at(std::size_t(chart.lastRow));
    EXPECT_DOUBLE_EQ(first.at(1).number(), t.purchase);  // the day of purchase
    EXPECT_DOUBLE_EQ(first.at(2).number(), 0.0);
    EXPECT_NEAR(last.at(1).number(), t.total, 1e-6 * t.total);
    EXPECT_NEAR(last.at(2).number(), t.rentTotal, 1e-6 * t.rentTotal);
    EXPECT_EQ(sheet.rows.at(std::size_t(chart.headerRow)).at(1).text(), QStringLiteral("Owning, paid so far"));
}

TEST(Workbook, OptionsAreTheRankedConfigurationsOneARow)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    const std::vector<ConfigurationRow> rows = configurationRows(a);
    ASSERT_GT(rows.size(), 1u);
    const Sheet sheet = optionsSheet(a);
    ASSERT_EQ(sheet.rows.size(), rows.size() + 1);
    EXPECT_EQ(sheet.frozenRows, 1);
    const std::size_t columns = sheet.rows.front().size();
    for (std::size_t i = 1; i < sheet.rows.size(); ++i) {
        const Row &row = sheet.rows[i];
        ASSERT_EQ(row.size(), columns) << "row " << i;
        EXPECT_EQ(row.at(0).number(), double(i));
        EXPECT_EQ(row.at(1).text(), rows[i - 1].gpuName);
        EXPECT_EQ(row.at(2).number(), double(rows[i - 1].gpus));
        EXPECT_DOUBLE_EQ(row.at(9).number(), rows[i - 1].rentTotal) << "row " << i;
    }
    EXPECT_EQ(sheet.rows.front().at(9).text(), QStringLiteral("Renting it (USD)"));
}

TEST(Workbook, AssumptionsNameEveryCostDefaultWithSourceAndDate)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    const Sheet sheet = assumptionsSheet(a);
    const Row *pue = rowLabelled(sheet, QStringLiteral("Power usage effectiveness (PUE)"));
    ASSERT_NE(pue, nullptr);
    EXPECT_DOUBLE_EQ(pue->at(1).number(), a.scenario.prices.pue);
    EXPECT_DOUBLE_EQ(pue->at(2).number(), 1.3);
    EXPECT_FALSE(pue->at(4).text().isEmpty());
    EXPECT_FALSE(pue->at(5).text().isEmpty());
    const Row *hosting = rowLabelled(sheet, QStringLiteral("Colocation per kW and month"));
    ASSERT_NE(hosting, nullptr);
    EXPECT_EQ(hosting->at(1).style, CellStyle::Money);
    EXPECT_TRUE(hosting->at(5).text().contains(QStringLiteral("CBRE")));
}

TEST(TableCsv, QuotesTextAndWritesNumbersInTheCLocale)
{
    Sheet sheet;
    sheet.add({Cell::header(QStringLiteral("GPU")), Cell::header(QStringLiteral("Rent (EUR)"))});
    sheet.add({Cell::text(QStringLiteral("2 × H100, \"SXM\"")), Cell::money(12345.678, 2)});
    sheet.add({Cell::text(QStringLiteral("two\nlines")), Cell::percent(0.275)});
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QByteArray csv = sheetCsv(sheet);
    QLocale::setDefault(previous);
    EXPECT_EQ(csv, QByteArray("\xEF\xBB\xBFGPU,Rent (EUR)\r\n"
                              "\"2 \xC3\x97 H100, \"\"SXM\"\"\",12345.68\r\n"
                              "\"two\nlines\",0.275\r\n"));
}

TEST(TableCsv, TheExportIsTheOptionsSheet)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    QString error;
    const QByteArray csv = renderExport(ExportFormat::Csv, a, infoFor(QStringLiteral("en")), &error);
    ASSERT_FALSE(csv.isEmpty()) << error.toStdString();
    EXPECT_TRUE(csv.startsWith("\xEF\xBB\xBFRank,GPU,GPUs,Layout,"));
    EXPECT_EQ(csv.count("\r\n"), qsizetype(configurationRows(a).size() + 1));
}

TEST(WorkbookXlsx, WritesAZipAndRefusesASheetNameExcelDoesNot)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    QString error;
    const QByteArray xlsx = renderExport(ExportFormat::Xlsx, a, infoFor(QStringLiteral("de")), &error);
    ASSERT_FALSE(xlsx.isEmpty()) << error.toStdString();
    EXPECT_TRUE(xlsx.startsWith("PK\x03\x04"));
    Workbook bad;
    bad.currency = "USD";
    Sheet sheet;
    sheet.name = QStringLiteral("Cost/benefit");
    bad.sheets.push_back(sheet);
    EXPECT_TRUE(renderXlsx(bad, &error).isEmpty());
    EXPECT_TRUE(error.contains(QStringLiteral("Cost/benefit"))) << error.toStdString();
}

TEST(WorkbookXlsx, AFailedWriteLeavesNothingAndSaysWhy)
{
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("file"));
    QFile file(blocker);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.close();
    const QString path = blocker + QStringLiteral("/workbook.xlsx");  // under a regular file
    QString error;
    EXPECT_FALSE(writeExport(ExportFormat::Xlsx, a, infoFor(QStringLiteral("en")), path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("workbook.xlsx"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(path));
}

TEST(ExportFormats, SuffixesParseBackAndNameTheFile)
{
    for (const ExportFormat format : {ExportFormat::Pdf, ExportFormat::Xlsx, ExportFormat::Csv})
        EXPECT_EQ(parseExportFormat(exportSuffix(format)), format);
    EXPECT_EQ(parseExportFormat(QStringLiteral("XLSX")), ExportFormat::Xlsx);
    EXPECT_FALSE(parseExportFormat(QStringLiteral("docx")).has_value());
    const core::Analysis a = analysisOf(reporttest::qloraScenario());
    ReportInfo info = infoFor(QStringLiteral("en"));
    info.project = QStringLiteral("Kundeservice");
    EXPECT_EQ(exportFileName(ExportFormat::Xlsx, info, a), QStringLiteral("kundeservice-sizing.xlsx"));
}

} // namespace

namespace {

// Every cost default says what it is, in which unit and where it comes from, in each language.
TEST(PriceDefaultText, EveryDefaultHasWordsInEveryLanguage)
{
    std::map<core::PriceDefault, QString> english;
    for (const char *language : {"en", "nb", "de"}) {
        const ScopedReportLanguage scope(QString::fromLatin1(language));
        for (const core::SourcedDefault &d : core::priceDefaults()) {
            SCOPED_TRACE(std::string(language) + " " + std::string(d.id));
            EXPECT_FALSE(priceDefaultLabel(d.key).isEmpty());
            EXPECT_FALSE(priceDefaultUnit(d.key).isEmpty());
            const QString source = priceDefaultSource(d.key);
            EXPECT_FALSE(source.isEmpty());
            if (std::string_view(language) == "en")
                english[d.key] = source;
            else
                EXPECT_NE(source, english[d.key]) << "not translated: " << source.toStdString();
        }
    }
}

} // namespace
